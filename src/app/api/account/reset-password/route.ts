import { ResetPasswordSchema } from '@/domain/accounts'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest } from '@/lib/requests/shopper-request'
import type { CustomerLoginContext } from '../../../../../collections/Customers'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ name: 'reset-password', limit: 10, windowMs: 15 * 60_000 })

/** Sets a new password with the emailed token: `{ token, password, confirm }`. The token must belong to this site's account. */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return jsonError(429, 'Too many requests. Try again in 15 minutes.')
  const body = await parseJsonBody(request, ResetPasswordSchema)
  if (!body.ok) return body.response
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'customers',
    where: {
      and: [
        { resetPasswordToken: { equals: body.data.token } },
        { site: { equals: site.id } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (!docs[0])
    return jsonError(400, 'This link is not valid or has expired. Ask for a new one.', {
      fields: { token: 'This link is not valid or has expired.' },
    })
  // Payload signs the account in after a reset, which runs the site check of Customers' beforeLogin hook.
  const context: CustomerLoginContext = { customerSite: site.id }
  await payload.resetPassword({
    collection: 'customers',
    data: { token: body.data.token, password: body.data.password },
    overrideAccess: true,
    context,
  })
  return Response.json({ ok: true, message: 'Your password has been changed. Sign in with it now.' })
}
