import { cookies } from 'next/headers'
import { z } from 'zod'

import { routeNeedsSignIn } from '@/domain/account-gate'
import { journeyHref } from '@/domain/checkout-journey'
import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import { signInPath } from '@/domain/return-path'
import { verifyCaptcha } from '@/lib/requests/captcha'
import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'
import { JOURNEY_COOKIE_MAX_AGE_S, journeyCookieName, saveJourneyStep } from '@/reservations/checkout-journey'
import { paymentProvider } from '@/reservations/payment'

export const dynamic = 'force-dynamic'

/** Each step is a save: a generous budget per client, far above a shopper's dozen steps. */
const PER_CLIENT = rateLimiter({ name: 'checkout-journey-per-client', limit: 60, windowMs: 60 * 60_000 })

const Body = z.object({
  car_id: z.string({ error: 'car_id must be a car slug.' }).regex(/^[\w.~-]{1,200}$/, 'car_id must be a car slug.'),
  step: z.string({ error: 'step is missing.' }).max(20),
  values: z.record(z.string(), z.unknown(), { error: 'values must be an object.' }),
  captcha: z.object({ challenge: z.string().max(500), nonce: z.string().max(100) }).optional(),
})

/**
 * POST /api/checkout-journey (site from Host): `{ car_id: slug, step, values, captcha? }` saves one step of the
 * shopper's Online Purchase. The first step (`car`, the shopper's details; captcha-checked for shoppers who are
 * not signed in) answers an httpOnly cookie with the journey's random key; later steps need it. Answers 200
 * `{ position, state, summary, reservation, redirect }`; 400 with field errors, 401 where the site gates the
 * checkout behind sign-in, 404 (site without online purchase, car not buyable online), 409 (a step out of
 * order, or the car reserved meanwhile), 429, 502 (the payment provider failed).
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  if (!(await takeClientAllowance(PER_CLIENT, site.id, request.headers)))
    return jsonError(429, 'Too many requests. Try again later.')
  const body = await parseJsonBody(request, Body, 8 * 1024)
  if (!body.ok) return body.response
  const { car_id: carSlug, step, values } = body.data
  const { features } = site.settings
  const customer = await customerFromHeaders(site, request.headers)
  if (!customer && routeNeedsSignIn('checkout', { personalisedFinance: features.personalisedFinance }))
    return jsonError(401, 'Please sign in to buy this car online.', {
      signIn: signInPath('checkout', journeyHref(carSlug)),
    })
  let captchaId: string | null = null
  if (step === 'car' && !customer && features.captcha) {
    const captcha = verifyCaptcha(body.data.captcha, site.id, 'reservation')
    if (!captcha.ok) return jsonError(400, captcha.error, { fields: { captcha: captcha.error } })
    captchaId = captcha.id
  }
  const payload = await payloadClient()
  const jar = await cookies()
  try {
    const key = jar.get(journeyCookieName(carSlug))?.value ?? null
    const outcome = await saveJourneyStep(payload, {
      site,
      carSlug,
      key,
      step,
      values,
      provider: paymentProvider(),
      origin: shopperOrigin(request, site),
      customer,
      captchaId,
    })
    if (!outcome.ok) return jsonError(outcome.status, outcome.error, outcome.fields ? { fields: outcome.fields } : {})
    const { view } = outcome
    if (outcome.key !== key)
      jar.set({
        name: journeyCookieName(view.car.slug),
        value: outcome.key,
        httpOnly: true,
        sameSite: 'lax',
        secure: shopperOrigin(request, site).startsWith('https:'),
        path: '/',
        maxAge: JOURNEY_COOKIE_MAX_AGE_S,
      })
    return Response.json(
      {
        position: view.position,
        state: view.state,
        summary: view.summary,
        reservation: view.reservationPath,
        redirect: outcome.redirect,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('Online purchase step could not be saved', error)
    return jsonError(500, LEAD_SUBMIT_FAILED)
  }
}
