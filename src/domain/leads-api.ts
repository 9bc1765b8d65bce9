/**
 * The leads API's parameters (`GET /api/integrations/leads`): the keyset cursor and the query. Pure.
 *
 * Pages are ordered by (createdAt, id), oldest first. A cursor is the position of the last lead of a page:
 * base64url of `v1.<createdAt in ms>.<id>`. Opaque to clients (they pass back `next_cursor`), stable: a new
 * lead never shifts a page the client has not read yet, and a lead is never returned twice on one walk.
 */
import { z } from 'zod'

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

const SITE_MISSING = 'Name the site: ?site={slug}.'
const SITE_MALFORMED = 'site must be a site slug (lower-case letters, digits and hyphens).'
const LIMIT_MALFORMED = `limit must be a whole number from 1 to ${LEADS_PAGE_MAX}.`

/**
 * The query's schema, one definition for the route (through parseLeadsQuery) and the OpenAPI document:
 * each parameter as the URL carries it (a string), checked and turned into what the query needs.
 */
export const LeadsQuerySchema = z.object({
  site: z
    .string({ error: SITE_MISSING })
    .min(1, SITE_MISSING)
    .max(100, SITE_MALFORMED)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SITE_MALFORMED)
    .meta({ description: 'The site\u2019s slug.', examples: ['sunshine-motors'] }),
  since: z
    .string()
    .meta({ format: 'date-time', examples: ['2026-11-01T00:00:00Z'] })
    .refine(
      (value) => ISO_TIME.test(value) && !Number.isNaN(new Date(value).getTime()),
      'since must be an ISO 8601 time with a zone, e.g. 2026-11-24T00:00:00Z.',
    )
    .transform((value) => new Date(value).toISOString())
    .optional()
    .meta({
      description: 'Only leads created at or after this time (ISO 8601 with a zone).',
    }),
  cursor: z
    .string()
    .transform((value, ctx) => {
      const position = decodeLeadCursor(value)
      if (!position)
        ctx.addIssue({ code: 'custom', message: 'cursor is not one this API gave: pass back next_cursor as it came.' })
      return position ?? z.NEVER
    })
    .optional()
    .meta({ description: 'The `next_cursor` of the previous page: the page after it.' }),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, LIMIT_MALFORMED)
    .transform(Number)
    .refine((value) => value <= LEADS_PAGE_MAX, LIMIT_MALFORMED)
    .optional()
    .meta({ description: `Leads per page, 1 to ${LEADS_PAGE_MAX} (default ${LEADS_PAGE_DEFAULT}).` }),
  unacknowledged: z
    .enum(['true', 'false'], { error: 'unacknowledged must be true or false.' })
    .optional()
    .meta({ description: 'true: only leads this key has not acknowledged.' }),
})

/** Reads and checks the query with LeadsQuerySchema: `site` (required), `since`, `cursor`, `limit`, `unacknowledged`. */
export function parseLeadsQuery(params: URLSearchParams): LeadsQueryResult {
  const given = Object.fromEntries(
    Object.keys(LeadsQuerySchema.shape).flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])),
  )
  const parsed = LeadsQuerySchema.safeParse(given)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message }
  const { site, since, cursor, limit, unacknowledged } = parsed.data
  return {
    ok: true,
    query: {
      site,
      since: since ?? null,
      after: cursor ?? null,
      limit: limit ?? LEADS_PAGE_DEFAULT,
      unacknowledged: unacknowledged === 'true',
    },
  }
}
