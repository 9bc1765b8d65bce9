import { SignUpSchema, customerUsername } from '@/domain/accounts'
import type { CustomerEmailContext } from '@/lib/email/customer-email'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ name: 'sign-up', limit: 5, windowMs: 15 * 60_000 })

const CHECK_EMAIL = 'Check your email: we sent you a link to confirm your address. Then sign in.'

/**
 * Creates a customer on this site: `{ name, email, phone_number, password }`. The account signs in once
 * its email is confirmed through the emailed link. An email that already has an account here gets the
 * same answer (and an email saying so), so sign-up cannot tell anyone who shops with this dealer.
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return jsonError(429, 'Too many sign-ups from here. Try again in 15 minutes.')
  const body = await parseJsonBody(request, SignUpSchema)
  if (!body.ok) return body.response

  const payload = await payloadClient()
  const username = customerUsername(site.id, body.data.email)
  const context: CustomerEmailContext = {
    siteOrigin: shopperOrigin(request, site),
    siteName: site.name,
    siteLocale: site.settings.locale,
  }
  const { docs } = await payload.find({
    collection: 'customers',
    where: { username: { equals: username } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) {
    await payload.sendEmail({
      to: docs[0].email,
      subject: `Your ${site.name} account`,
      html: `<p>Someone tried to create a ${site.name} account with this email address, which already has one.</p><p>Sign in at ${context.siteOrigin}/sign-in, or reset your password at ${context.siteOrigin}/forgot-password.</p>`,
    })
    return Response.json({ ok: true, message: CHECK_EMAIL }, { status: 201 })
  }
  await payload.create({
    collection: 'customers',
    data: {
      site: site.id,
      name: body.data.name,
      email: body.data.email,
      username,
      phone_number: body.data.phone_number,
      password: body.data.password,
    },
    overrideAccess: true,
    context,
  })
  return Response.json({ ok: true, message: CHECK_EMAIL }, { status: 201 })
}
