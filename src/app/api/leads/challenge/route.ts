import type { NextRequest } from 'next/server'

import { isCaptchaForm } from '@/domain/proof-of-work'
import { issueChallenge } from '@/lib/requests/captcha'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { noSiteJson, requestSite } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ name: 'lead-challenge', limit: 60, windowMs: 60_000 })

/**
 * GET /api/leads/challenge?form=lead|reservation: a signed proof-of-work challenge for one of this site's
 * forms (src/lib/requests/captcha.ts), accepted by that form only. Without `form` it is a lead form's.
 */
export async function GET(request: NextRequest) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  if (!(await takeClientAllowance(limiter, site.id, request.headers))) {
    return Response.json(
      { error: 'Too many requests. Try again in a minute.' },
      { status: 429, headers: { 'Retry-After': '60' } },
    )
  }
  const form = new URL(request.url).searchParams.get('form') ?? 'lead'
  if (!isCaptchaForm(form)) return Response.json({ error: 'Unknown form.' }, { status: 400 })
  return Response.json(issueChallenge(site.id, form), { headers: { 'Cache-Control': 'no-store' } })
}
