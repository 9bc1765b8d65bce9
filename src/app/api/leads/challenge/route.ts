import type { NextRequest } from 'next/server'

import { issueChallenge } from '@/lib/captcha'
import { clientAddress, rateLimiter } from '@/lib/rate-limit'
import { requestSite } from '@/lib/shopper-request'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ limit: 60, windowMs: 60_000 })

/** GET /api/leads/challenge: a signed proof-of-work challenge for this site's lead forms (src/lib/captcha.ts). */
export async function GET(request: NextRequest) {
  const site = await requestSite(request)
  if (!site) return Response.json({ error: 'No dealer site at this address.' }, { status: 404 })
  if (!limiter.take(`${site.id}:${clientAddress(request.headers)}`)) {
    return Response.json({ error: 'Too many requests. Try again in a minute.' }, { status: 429, headers: { 'Retry-After': '60' } })
  }
  return Response.json(issueChallenge(site.id), { headers: { 'Cache-Control': 'no-store' } })
}
