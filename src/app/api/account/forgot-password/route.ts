import { ForgotPasswordSchema, customerUsername } from '@/domain/accounts'
import type { CustomerEmailContext } from '@/lib/email/customer-email'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ name: 'forgot-password', limit: 5, windowMs: 15 * 60_000 })

/**
 * Emails a password reset link for this site's account with `{ email }`, pointing at this site's
 * /reset-password. Always the same answer, so it cannot tell whether an account exists.
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return jsonError(429, 'Too many requests. Try again in 15 minutes.')
  const body = await parseJsonBody(request, ForgotPasswordSchema)
  if (!body.ok) return body.response
  const payload = await payloadClient()
  const context: CustomerEmailContext = {
    siteOrigin: shopperOrigin(request, site),
    siteName: site.name,
    siteLocale: site.settings.locale,
  }
  // Payload's local API types this as { email }; with username sign-in it looks the account up by username.
  await payload.forgotPassword({
    collection: 'customers',
    data: { username: customerUsername(site.id, body.data.email) } as never,
    context,
  })
  return Response.json({
    ok: true,
    message: 'If that email has an account here, we have sent it a link to choose a new password.',
  })
}
