/**
 * The watchlist's rules (spec 4, 6, 7, 8). No schema library here: the car card's button imports this,
 * and the search page's JavaScript budget is tight.
 */

/** Phone numbers hold 8 to 15 digits (E.164's maximum), written with spaces, dashes, brackets or a leading +. */
export const PHONE_MIN_DIGITS = 8
export const PHONE_MAX_DIGITS = 15

/** The digits of a phone number (a leading + kept), so '07 3000 1000' and '0730001000' are one number. */
export function normalisePhone(value: string): string {
  const trimmed = value.trim()
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(value.trim())) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
}

export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  return normalisePhone(a) === normalisePhone(b)
}

export type WatchlistCustomer = { site: number; phone_number?: string | null } | null

/**
 * Who may change a watchlist (spec 4, 6): a customer of this site with a phone number, using that number.
 * Anyone else is told to sign in.
 */
export function watchlistAccess(
  customer: WatchlistCustomer,
  siteId: number,
  phoneNumber: string,
): { ok: true } | { ok: false; reason: 'sign-in' | 'phone' } {
  if (!customer || customer.site !== siteId || !customer.phone_number) return { ok: false, reason: 'sign-in' }
  if (!samePhone(customer.phone_number, phoneNumber)) return { ok: false, reason: 'phone' }
  return { ok: true }
}

/** A car can be added to the watchlist unless it is sold (a saved car that sells stays listed, marked sold). */
export function canWatch(car: { status?: string | null }): boolean {
  return car.status !== 'sold'
}

/** The toasts of spec 8. */
export function watchlistToast(
  change: 'saved' | 'removed',
  title: string,
): { title: string; message: string; action?: { label: string; href: string } } {
  return change === 'saved'
    ? {
        title: 'Car Saved In Watchlist',
        message: `${title} is now available in your watchlist`,
        action: { label: 'View List', href: '/watchlist' },
      }
    : { title: 'Car Removed', message: `${title} is no longer in your watchlist` }
}

/** How a watchlist car's status reads on the watchlist page. */
export function watchlistStatus(car: { status?: string | null; sold?: boolean | null }): string {
  if (car.status === 'sold' || car.sold) return 'Sold'
  if (car.status === 'coming_soon') return 'Coming soon'
  if (car.status === 'in_stock') return 'Available'
  return 'Not available'
}
