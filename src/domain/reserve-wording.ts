/**
 * The vehicle page's Reserve Online wording (spec 2.5, 9): the deposit (default $200), held 48 hours,
 * refundable in full, and on some used-car sites a 48 hour money back guarantee; the proposition strip
 * and payment logos beside it.
 */
import type { CarStatus } from './car'
import { isTestDriveOnly } from './car-tag'
import { isReservable } from './availability'
import { formatDollars } from './price-display'
import { RESERVATION_DEPOSIT_DEFAULT } from './site-settings'

/** A reservation holds the car this many hours (spec 9). */
export const RESERVATION_HOLD_HOURS = 48

export const PROPOSITION_STRIP = ['Reserve Quickly Online', 'Secure Online Payments', 'Apply For Finance'] as const
export const PAYMENT_LOGOS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const

/** The site's deposit in whole dollars; no deposit set (or one that is not a positive amount) is the $200 default. */
export function reservationDeposit(deposit: number | null | undefined): number {
  return typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0
    ? Math.round(deposit)
    : RESERVATION_DEPOSIT_DEFAULT
}

/**
 * The lines of the reserve box. `vehicleWord` is 'car' unless given (sold-notice.ts `vehicleWord` gives
 * 'caravan' for caravans); `moneyBackGuarantee` is the site's switch for the 48 hour guarantee line.
 */
export function reserveWording(options: {
  deposit: number | null | undefined
  moneyBackGuarantee: boolean
  locale: string
  vehicleWord?: string
}): string[] {
  const deposit = formatDollars(reservationDeposit(options.deposit), options.locale)
  return [
    `Reserve this ${options.vehicleWord ?? 'car'} with a ${deposit} deposit.`,
    `We hold it for you for ${RESERVATION_HOLD_HOURS} hours.`,
    'Your deposit is refundable in full.',
    ...(options.moneyBackGuarantee ? [`${RESERVATION_HOLD_HOURS} hour money back guarantee.`] : []),
  ]
}

/**
 * Whether the vehicle page offers a reservation at all (its Reserve Online wording, tab and button, spec
 * 2.5, 9): only where the site takes reservations and the car is reservable (available and not already
 * reserved), and never on a 'Test Drive Only' car (spec 2.4: it offers a test drive only).
 */
export function reservationOffered(
  car: { status: CarStatus; reserved?: boolean | null; tag?: string | null },
  reservationsEnabled: boolean,
): boolean {
  return (
    reservationsEnabled &&
    !isTestDriveOnly(car.tag) &&
    isReservable({ status: car.status, reserved: Boolean(car.reserved) })
  )
}
