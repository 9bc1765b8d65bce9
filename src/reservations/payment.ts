import Stripe from 'stripe'

import { depositMinorUnits, type DepositState } from '@/domain/reservations'

/** A provider could not start holding the deposit: the reservation is not made, the shopper may try again. */
export class PaymentError extends Error {}

/** What a provider needs to hold one reservation's deposit. */
export type HoldRequest = {
  reservationId: number
  /** The reservation's secret token: the confirmation page's address, and the idempotency key of the hold. */
  token: string
  /** Whole dollars. */
  amount: number
  /** ISO code, lower case (aud, nzd, usd). */
  currency: string
  site: { id: number; slug: string; name: string }
  car: { id: number; name: string; stocknum?: string | null }
  customerEmail: string
  /** Where the shopper returns after paying, and after cancelling, on the site they used. */
  returnUrl: string
  cancelUrl: string
  /** The card payment must be finished by then, else the car is let go. */
  paymentDueAt: Date
}

/** The outcome of a hold: the deposit's state, the provider's reference, and where to send the shopper (if anywhere). */
export type Hold = { state: DepositState; reference: string | null; redirectUrl: string | null }

/**
 * How the deposit is held (spec 2.5: 'Secure Online Payments'; held 48 hours, refundable in full). The
 * reservation itself (the car held, the dealer told) is ours whatever the provider; a provider only moves money.
 */
export interface PaymentProvider {
  readonly name: 'dealer' | 'stripe'
  /** Starts holding the deposit. May throw: the reservation is then not made. */
  hold(request: HoldRequest): Promise<Hold>
  /** Where a started payment stands now (the shopper may have paid without coming back). */
  check(reference: string): Promise<DepositState>
  /** Lets the deposit go in full (a reservation that ended without a sale). */
  release(reference: string): Promise<void>
}

/**
 * The default: no money moves online. The reservation is recorded and the dealership is told (a lead,
 * delivered like every other) to contact the shopper and take the deposit.
 */
export const dealerCollectsDeposit: PaymentProvider = {
  name: 'dealer',
  hold: async () => ({ state: 'dealer-to-collect', reference: null, redirectUrl: null }),
  check: async () => 'dealer-to-collect',
  release: async () => undefined,
}

/**
 * Stripe: the shopper pays on Stripe's hosted Checkout page, whose PaymentIntent has `capture_method: manual`,
 * so the deposit is only authorised on the card (a hold, not a charge). The dealer captures it from Stripe
 * when the sale goes ahead; ending the reservation cancels the PaymentIntent, which releases the hold in full.
 * Hosted Checkout keeps card details off our pages and needs no Stripe script in them (our CSP stays strict).
 */
export class StripeDepositHold implements PaymentProvider {
  readonly name = 'stripe' as const
  constructor(private readonly stripe: Stripe) {}

  /** The Stripe client (the webhook route verifies signatures with it). */
  get client(): Stripe {
    return this.stripe
  }

  async hold(request: HoldRequest): Promise<Hold> {
    const metadata = {
      reservation_id: String(request.reservationId),
      site: request.site.slug,
      site_id: String(request.site.id),
      car_id: String(request.car.id),
      ...(request.car.stocknum ? { stocknum: request.car.stocknum } : {}),
    }
    const description = `Refundable deposit: ${request.car.name} (${request.site.name})`.slice(0, 500)
    const session = await this.stripe.checkout.sessions
      .create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: depositMinorUnits(request.amount),
                product_data: { name: description },
              },
            },
          ],
          payment_intent_data: { capture_method: 'manual', description, metadata },
          metadata,
          client_reference_id: String(request.reservationId),
          customer_email: request.customerEmail,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.paymentDueAt.getTime() / 1000),
        },
        { idempotencyKey: `reservation-${request.token}` },
      )
      .catch((error: unknown) => {
        throw new PaymentError(
          `Stripe refused the deposit hold: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      })
    if (!session.url) throw new PaymentError('Stripe did not return a payment page for the deposit.')
    return { state: 'awaiting-payment', reference: session.id, redirectUrl: session.url }
  }

  async check(reference: string): Promise<DepositState> {
    const session = await this.stripe.checkout.sessions.retrieve(reference, { expand: ['payment_intent'] })
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
    if (intent?.status === 'requires_capture') return 'authorised'
    if (intent?.status === 'succeeded') return 'captured'
    if (intent?.status === 'canceled' || session.status === 'expired') return 'cancelled'
    return 'awaiting-payment'
  }

  async release(reference: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(reference, { expand: ['payment_intent'] })
    if (session.status === 'open') await this.stripe.checkout.sessions.expire(reference)
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
    if (intent && intent.status === 'requires_capture')
      await this.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' })
  }
}

/** A Stripe client; `api` points it elsewhere than api.stripe.com (the tests' stand-in server). */
export function stripeClient(
  secretKey: string,
  api?: { host: string; port: number; protocol: 'http' | 'https' },
): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(api ?? {}) })
}

/**
 * Where the Stripe client sends its calls: api.stripe.com, or STRIPE_API_URL (e.g. a local stripe-mock, or the
 * tests' stand-in server) given as http(s)://host:port.
 */
export function stripeApi(
  url: string | undefined,
): { host: string; port: number; protocol: 'http' | 'https' } | undefined {
  if (!url) return undefined
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`STRIPE_API_URL must be an http(s) address, not '${url}'.`)
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https'
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol }
}

let configured: PaymentProvider | null = null

/** Stripe when STRIPE_SECRET_KEY is set (at the first call), else the dealer takes the deposit. */
export function paymentProvider(env: Record<string, string | undefined> = process.env): PaymentProvider {
  const make = () =>
    env.STRIPE_SECRET_KEY
      ? new StripeDepositHold(stripeClient(env.STRIPE_SECRET_KEY, stripeApi(env.STRIPE_API_URL)))
      : dealerCollectsDeposit
  if (env !== process.env) return make()
  configured ??= make()
  return configured
}
