import type { NextRequest } from 'next/server'

import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import { tradeInStep } from '@/leads/trade-in-steps'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, sameSiteRequest } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/** A wizard takes a handful of steps (and a rego lookup or two); a script trying keys takes many. */
const PER_CLIENT = rateLimiter({ name: 'trade-in-steps', limit: 40, windowMs: 10 * 60_000 })
const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /api/leads/trade-in: a later step of a trade-in on its lead (`{ lead_id, token, step, ... }`, see
 * tradeInStep): the rego lookup, the car, the valuation, the offer acceptance. The lead itself was stored
 * by POST /api/leads (form 'trade-in'), which answered the token.
 */
export async function POST(request: NextRequest) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(PER_CLIENT, site.id, request.headers)))
    return jsonError(429, 'Too many requests. Try again in a few minutes.')
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) return jsonError(413, 'The request body is too large.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'The body must be a JSON object.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return jsonError(400, 'The body must be a JSON object.')
  try {
    const outcome = await tradeInStep(await payloadClient(), site, body)
    if (!outcome.ok) return jsonError(outcome.status, outcome.error, outcome.fields ? { fields: outcome.fields } : {})
    return Response.json(outcome.body, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('Trade-in step failed', error)
    return jsonError(500, LEAD_SUBMIT_FAILED)
  }
}
