import { createHmac, timingSafeEqual } from 'node:crypto'

import { parseLinkToken, type SavedSearchLinkAction } from '../../domain/saved-searches'
import { payloadSecret } from '../platform/secret'

const signature = (action: SavedSearchLinkAction, siteId: number, id: number, secret: string) =>
  createHmac('sha256', `saved-search-${action}:${secret}`).update(`${siteId}.${id}`).digest('base64url')

/**
 * The token of an emailed saved-search link (`{id}.{signature}`): signed with the app's secret for one action,
 * one site and one saved search, so a confirm link cannot unsubscribe, nor work on another site or search.
 */
export function savedSearchToken(
  action: SavedSearchLinkAction,
  siteId: number,
  id: number,
  secret = payloadSecret(),
): string {
  return `${id}.${signature(action, siteId, id, secret)}`
}

/** The saved search a link token names, when its signature holds for this action and site; else null. */
export function verifySavedSearchToken(
  action: SavedSearchLinkAction,
  siteId: number,
  token: string | null | undefined,
  secret = payloadSecret(),
): number | null {
  const parsed = parseLinkToken(token)
  if (!parsed) return null
  const expected = Buffer.from(signature(action, siteId, parsed.id, secret))
  const given = Buffer.from(parsed.signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.id : null
}
