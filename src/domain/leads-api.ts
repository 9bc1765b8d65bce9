/**
 * The leads API's parameters (`GET /api/integrations/leads`): the keyset cursor and the query. Pure.
 *
 * Pages are ordered by (createdAt, id), oldest first. A cursor is the position of the last lead of a page:
 * base64url of `v1.<createdAt in ms>.<id>`. Opaque to clients (they pass back `next_cursor`), stable: a new
 * lead never shifts a page the client has not read yet, and a lead is never returned twice on one walk.
 */

export const LEADS_PAGE_DEFAULT = 50
export const LEADS_PAGE_MAX = 200

export type LeadPosition = { createdAt: string; id: number }

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): string | null => {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/** The cursor after a lead (its creation time with milliseconds, as Postgres keeps it, and its id). */
export function encodeLeadCursor(position: LeadPosition): string {
  const ms = new Date(position.createdAt).getTime()
  if (!Number.isFinite(ms) || !Number.isSafeInteger(position.id) || position.id < 1)
    throw new Error('A cursor needs a valid time and a positive id.')
  return toBase64Url(`v1.${ms}.${position.id}`)
}

/** The position a cursor names, or null when it is not one we wrote. */
export function decodeLeadCursor(cursor: string): LeadPosition | null {
  const text = fromBase64Url(cursor)
  const match = text ? /^v1\.(\d{1,15})\.([1-9]\d{0,9})$/.exec(text) : null
  if (!match) return null
  const ms = Number(match[1])
  const id = Number(match[2])
  if (id > 2_147_483_647 || ms > 8.64e15) return null
  return { createdAt: new Date(ms).toISOString(), id }
}

/** An ISO 8601 time with a date, a time and a zone (Z or ±hh:mm), e.g. 2026-11-24T00:00:00Z. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

export type LeadsQuery = {
  site: string
  since: string | null
  after: LeadPosition | null
  limit: number
  unacknowledged: boolean
}
export type LeadsQueryResult = { ok: true; query: LeadsQuery } | { ok: false; error: string }

/** Reads and checks the query: `site` (required), `since`, `cursor`, `limit`, `unacknowledged`. */
export function parseLeadsQuery(params: URLSearchParams): LeadsQueryResult {
  const site = params.get('site')
  if (!site) return { ok: false, error: 'Name the site: ?site={slug}.' }
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(site) || site.length > 100)
    return { ok: false, error: 'site must be a site slug (lower-case letters, digits and hyphens).' }

  let since: string | null = null
  const sinceParam = params.get('since')
  if (sinceParam !== null) {
    const time = ISO_TIME.test(sinceParam) ? new Date(sinceParam) : null
    if (!time || Number.isNaN(time.getTime()))
      return { ok: false, error: 'since must be an ISO 8601 time with a zone, e.g. 2026-11-24T00:00:00Z.' }
    since = time.toISOString()
  }

  let after: LeadPosition | null = null
  const cursor = params.get('cursor')
  if (cursor !== null) {
    after = decodeLeadCursor(cursor)
    if (!after) return { ok: false, error: 'cursor is not one this API gave: pass back next_cursor as it came.' }
  }

  let limit = LEADS_PAGE_DEFAULT
  const limitParam = params.get('limit')
  if (limitParam !== null) {
    if (!/^[1-9]\d{0,3}$/.test(limitParam) || Number(limitParam) > LEADS_PAGE_MAX)
      return { ok: false, error: `limit must be a whole number from 1 to ${LEADS_PAGE_MAX}.` }
    limit = Number(limitParam)
  }

  const unackParam = params.get('unacknowledged')
  if (unackParam !== null && unackParam !== 'true' && unackParam !== 'false')
    return { ok: false, error: 'unacknowledged must be true or false.' }

  return { ok: true, query: { site, since, after, limit, unacknowledged: unackParam === 'true' } }
}
