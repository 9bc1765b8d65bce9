import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/platform/secret'

/** A trade-in's key for its later steps: signed with the app's secret, so only the shopper's browser holds it. */
export function tradeInToken(siteId: number, leadId: number, secret = payloadSecret()): string {
  return createHmac('sha256', `trade-in:${secret}`).update(`${siteId}.${leadId}`).digest('base64url')
}

export function validTradeInToken(siteId: number, leadId: number, token: unknown, secret = payloadSecret()): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(tradeInToken(siteId, leadId, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
