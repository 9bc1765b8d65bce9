import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'
import { z } from 'zod'

import { routeNeedsSignIn } from '@/domain/account-gate'
import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import { checkoutHref, reservationSchema } from '@/domain/reservations'
import { signInPath } from '@/domain/return-path'
import { verifyCaptcha } from '@/lib/requests/captcha'
import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'
import { paymentProvider } from '@/reservations/payment'
import { reserveCar } from '@/reservations/reserve'

export const dynamic = 'force-dynamic'

/**
 * A reservation holds a car for two days: a few attempts per client (as our web server decided it), and a
 * ceiling per site against a bot that counts only valid, captcha-checked reservations.
 */
const PER_CLIENT = rateLimiter({ name: 'reservations-per-client', limit: 5, windowMs: 60 * 60_000 })
const PER_SITE = rateLimiter({ name: 'reservations-per-site', limit: 100, windowMs: 60 * 60_000 })
const tooMany = () =>
  Response.json(
    { error: 'Too many requests. Try again later.' },
    { status: 429, headers: { 'Retry-After': '3600', 'Cache-Control': 'no-store' } },
  )

const Body = reservationSchema.extend({
  car_id: z.number({ error: 'car_id must be a car id.' }).int().positive(),
  captcha: z.object({ challenge: z.string().max(500), nonce: z.string().max(100) }).optional(),
})

/**
 * POST /api/reservations (site from Host): `{ car_id, name, email, phone, message?, accept: true, captcha? }`.
 * Same-origin only; on a site with personalised finance the shopper must be signed in (401 with the sign-in
 * path); the captcha is checked for shoppers who are not signed in. Answers 201 `{ reservation, confirmation,
 * redirect }`: the confirmation page, and the payment page to send the shopper to first when the deposit is
 * paid online. 409 when the car is reserved or gone, 400 with field errors, 429, 502 when the payment
 * provider fails (nothing is reserved then).
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  const { features } = site.settings
  if (!features.reservations.enabled) return jsonError(404, 'This site does not take reservations online.')
  if (!(await takeClientAllowance(PER_CLIENT, site.id, request.headers))) return tooMany()
  const body = await parseJsonBody(request, Body, 8 * 1024)
  if (!body.ok) return body.response
  const customer = await customerFromHeaders(site, request.headers)
  const payload = await payloadClient()
  if (!customer && routeNeedsSignIn('checkout', { personalisedFinance: features.personalisedFinance })) {
    const car = await payload.findByID({
      collection: 'cars',
      id: body.data.car_id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const path = car ? checkoutHref(car.slug, features.reservations.checkoutPath) : '/cars'
    return jsonError(401, 'Please sign in to reserve this car.', { signIn: signInPath('checkout', path) })
  }
  let captchaId: string | null = null
  if (!customer && features.captcha) {
    const captcha = verifyCaptcha(body.data.captcha, site.id, 'reservation')
    if (!captcha.ok) return jsonError(400, captcha.error, { fields: { captcha: captcha.error } })
    captchaId = captcha.id
  }
  // The site-wide budget counts only valid, captcha-checked reservations: junk never uses it up.
  if (!(await PER_SITE.take(String(site.id)))) return tooMany()
  try {
    const { car_id, ...values } = body.data
    const outcome = await reserveCar(payload, {
      site,
      carId: car_id,
      values,
      customer,
      provider: paymentProvider(),
      origin: shopperOrigin(request, site),
      captchaId,
    })
    if (!outcome.ok) return jsonError(outcome.status, outcome.error)
    return Response.json(
      {
        reservation: outcome.reservationId,
        confirmation: `/reservations/${outcome.token}`,
        redirect: outcome.redirectUrl,
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('Reservation could not be made', error)
    return jsonError(500, LEAD_SUBMIT_FAILED)
  }
}

// Every other method is Payload's REST API for the reservations collection (staff only, scoped to their sites).
const rest = { params: Promise.resolve({ slug: ['reservations'] }) }
export const GET = (request: Request) => REST_GET(config)(request, rest)
export const PATCH = (request: Request) => REST_PATCH(config)(request, rest)
export const DELETE = (request: Request) => REST_DELETE(config)(request, rest)
export const OPTIONS = (request: Request) => REST_OPTIONS(config)(request, rest)
