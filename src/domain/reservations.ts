/**
 * Reserving a car online (spec 2.1 /cars/{slug}/checkout, 2.5, 9): the deposit (the site's, default $200) is
 * held 48 hours and refundable in full. These are the rules the checkout page, POST /api/reservations, the
 * payment providers and the expiry job share.
 */
import { z } from 'zod'

import { isReservable } from './availability'
import { LEAD_MESSAGES, contactFields } from './lead-forms'
import { RESERVATION_HOLD_HOURS, reservationDeposit } from './reserve-wording'
import { CHECKOUT_PATHS } from './site-settings'

export { RESERVATION_HOLD_HOURS, reservationDeposit }

/**
 * A reservation's life: `held` while it holds the car (at most 48 hours), then `expired` (time ran out),
 * `released` (staff let the car go, or the payment was never completed) or `converted` (the shopper bought it).
 * Only a held reservation keeps the car reserved, and a car has at most one (a unique partial index).
 */
export const RESERVATION_STATUSES = ['held', 'expired', 'released', 'converted'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/**
 * Where the deposit stands: the dealer takes it (`dealer-to-collect`, the default provider); with Stripe,
 * `awaiting-payment` until the shopper completes the card hold, `authorised` (held on the card, not taken),
 * then `captured` or `cancelled` (the hold released: refunded in full).
 */
export const DEPOSIT_STATES = ['dealer-to-collect', 'awaiting-payment', 'authorised', 'captured', 'cancelled'] as const
export type DepositState = (typeof DEPOSIT_STATES)[number]

/**
 * A shopper sent to pay the deposit by card has this long to finish before the car is let go again (Stripe's
 * Checkout Sessions last at least 30 minutes).
 */
export const PAYMENT_WINDOW_MINUTES = 35

const HOUR_MS = 3_600_000

/** When a reservation made at `now` stops holding the car. */
export function reservationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + RESERVATION_HOLD_HOURS * HOUR_MS)
}

/** When an unfinished card payment lets the car go. */
export function paymentDueAt(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000)
}

/** A deposit in whole dollars as the smallest currency unit (cents) that payment APIs take. */
export function depositMinorUnits(dollars: number): number {
  return Math.round(reservationDeposit(dollars) * 100)
}

const CURRENCIES = { AU: 'aud', NZ: 'nzd', US: 'usd' } as const
/** The ISO currency (lower case, as Stripe takes it) of a site's country; AU when unknown. */
export function siteCurrency(country: string | null | undefined): string {
  return CURRENCIES[(country ?? 'AU') as keyof typeof CURRENCIES] ?? CURRENCIES.AU
}

export type CheckoutPath = (typeof CHECKOUT_PATHS)[number]
/** The site's checkout page name under a car: `checkout`, or `buy-online` on some sites. */
export function checkoutSegment(setting: string | null | undefined): CheckoutPath {
  return CHECKOUT_PATHS.find((path) => path === setting) ?? CHECKOUT_PATHS[0]
}
export const checkoutHref = (carSlug: string, setting: string | null | undefined) =>
  `/cars/${carSlug}/${checkoutSegment(setting)}`

/** A car the checkout offers: the site takes reservations, and the car is available and not reserved (spec 5). */
export function canReserve(
  car: { status: string; reserved?: boolean | null },
  site: { enabled?: boolean | null } | null | undefined,
): boolean {
  return Boolean(site?.enabled) && isReservable({ status: car.status as never, reserved: car.reserved === true })
}

/**
 * Whether a held reservation has run out at `now`: its 48 hours are up, or its card payment was started and
 * not finished in time.
 */
export function hasLapsed(
  reservation: {
    status: string
    expires_at: string | Date
    deposit?: { state?: string | null; payment_due_at?: string | Date | null } | null
  },
  now: Date,
): boolean {
  if (reservation.status !== 'held') return false
  if (new Date(reservation.expires_at).getTime() <= now.getTime()) return true
  const due = reservation.deposit?.payment_due_at
  return reservation.deposit?.state === 'awaiting-payment' && Boolean(due) && new Date(due!).getTime() <= now.getTime()
}

export const RESERVATION_MESSAGES = {
  terms: 'Please confirm you have read the deposit terms.',
  unavailable: 'Sorry, this car has just been reserved or is no longer available.',
  disabled: 'This site does not take reservations online.',
} as const

/** The checkout form (the shopper's details, prefilled when signed in, and the deposit terms ticked). */
export const reservationSchema = z.object({
  ...contactFields,
  message: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(1000, LEAD_MESSAGES.messageTooLong),
  ),
  accept: z.literal(true, { error: RESERVATION_MESSAGES.terms }),
})
export type ReservationInput = z.input<typeof reservationSchema>
export type ReservationValues = z.output<typeof reservationSchema>

/** The message the dealer gets with the reservation lead: what was reserved, until when, and what to do about the deposit. */
export function dealerReservationNote(options: {
  depositText: string
  expiresText: string
  provider: 'dealer' | 'stripe'
  paymentReference?: string | null
  message?: string | null
}): string {
  const deposit =
    options.provider === 'stripe'
      ? `The ${options.depositText} deposit is held on the shopper's card by Stripe (not taken)${options.paymentReference ? `, payment ${options.paymentReference}` : ''}: capture it when the sale goes ahead, or cancel the hold to refund it in full.`
      : `Please contact the shopper to take the ${options.depositText} deposit. It is refundable in full.`
  return [
    `Reserved online until ${options.expiresText} (${RESERVATION_HOLD_HOURS} hours).`,
    deposit,
    options.message ? `Shopper's message: ${options.message}` : null,
  ]
    .filter(Boolean)
    .join('\n')
}
