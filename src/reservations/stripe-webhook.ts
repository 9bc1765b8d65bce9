import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { confirmPayment } from './reserve'

/** The Checkout events that may change where a reservation's deposit stands. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])

export type WebhookAnswer = { status: number; body: { received: true; reservation?: number } | { error: string } }

/**
 * A Stripe webhook call (POST /api/stripe/webhook): the signature is checked against STRIPE_WEBHOOK_SECRET
 * over the raw body, then the reservation whose payment the event is about is brought up to date by
 * `confirmPayment`, which asks Stripe itself where the payment stands. So the dealer hears of an authorised
 * deposit at once, even when the shopper never returns to the site, and a replayed or out-of-order event
 * changes nothing. A failure is a 500, so Stripe calls again; an event about nothing of ours is acknowledged.
 */
export async function handleStripeWebhook(
  payload: Payload,
  stripe: Stripe,
  call: { rawBody: string; signature: string | null; secret: string },
): Promise<WebhookAnswer> {
  if (!call.signature) return { status: 400, body: { error: 'The Stripe-Signature header is missing.' } }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(call.rawBody, call.signature, call.secret)
  } catch {
    return { status: 400, body: { error: 'The Stripe signature does not match this body.' } }
  }
  if (!SESSION_EVENTS.has(event.type)) return { status: 200, body: { received: true } }
  const session = event.data.object as Stripe.Checkout.Session
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ 'deposit.provider': { equals: 'stripe' } }, { 'deposit.reference': { equals: session.id } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const reservation = docs[0]
  if (!reservation) return { status: 200, body: { received: true } }
  await confirmPayment(payload, reservation.id)
  return { status: 200, body: { received: true, reservation: reservation.id } }
}
