import { cookies } from 'next/headers'
import { UnverifiedEmail } from 'payload'

import { SignInSchema, customerUsername } from '@/domain/accounts'
import { oneAtATimePerAccount } from '@/lib/access/account-lock'
import { sessionCookie } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'
import type { CustomerLoginContext } from '../../../../../collections/Customers'

export const dynamic = 'force-dynamic'

/** Sign-in attempts per client address and site per 15 minutes; each account also locks after 5 failures. */
export const SIGN_IN_ATTEMPTS = 10
/**
 * Every failed sign-in's answer: an unknown email, a wrong password, another site's account and a locked
 * account alike, so no answer tells whether an account exists (a locked one's owner resets the password,
 * which also unlocks it).
 */
const SIGN_IN_FAILED = 'Incorrect email or password.'
const limiter = rateLimiter({ name: 'sign-in', limit: SIGN_IN_ATTEMPTS, windowMs: 15 * 60_000 })

/** Signs a customer in on this site: `{ email, password }` -> 200 and an HTTP-only session cookie. */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(limiter, site.id, request.headers))) {
    return jsonError(429, 'Too many sign-in attempts. Try again in 15 minutes.')
  }
  const body = await parseJsonBody(request, SignInSchema)
  if (!body.ok) return body.response

  const payload = await payloadClient()
  try {
    const context: CustomerLoginContext = { customerSite: site.id }
    const username = customerUsername(site.id, body.data.email)
    const result = await oneAtATimePerAccount(payload, `customers:${username}`, () =>
      payload.login({ collection: 'customers', data: { username, password: body.data.password }, context }),
    )
    if (!result.token) return jsonError(401, SIGN_IN_FAILED)
    const maxAge = result.exp ? Math.max(0, result.exp - Math.floor(Date.now() / 1000)) : 14 * 24 * 3600
    ;(await cookies()).set(sessionCookie(result.token, maxAge, shopperOrigin(request, site).startsWith('https:')))
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // Only the right password reaches this, so it tells nothing to someone who does not know it.
    if (error instanceof UnverifiedEmail)
      return jsonError(403, 'Confirm your email address first: follow the link in the email we sent you.')
    // Unknown email, wrong password, a locked account or one of another site: one answer, so accounts cannot be probed.
    return jsonError(401, SIGN_IN_FAILED)
  }
}
