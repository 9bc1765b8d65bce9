/** Which buttons a search result card shows (spec 2.4, 4, 5). */
import type { CarDocument } from './car'
import { isAvailable, isReservable } from './availability'
import { isTestDriveOnly } from './car-tag'
import { countedPrice, formatDollars } from './price-display'

export const RESERVE_NOW = 'Reserve Now'
export const FIND_SIMILAR = 'Find me something similar'

export type CardButton = 'view-details' | 'call' | 'enquire' | 'test-drive' | 'reserve' | 'finance' | 'find-similar'
export type ButtonCar = Pick<CarDocument, 'status' | 'tag' | 'reserved' | 'price'>
/** What the card knows besides the car: the site's reservations switch, finance eligibility, a phone number. */
export type ButtonContext = {
  reservationsEnabled: boolean
  financeEligible: boolean
  hasPhone: boolean
  locale: string
}
export type CardButtons = { buttons: CardButton[]; soldTag: boolean; reserveLabel: string | null }

/**
 * 'Reserve Now' with the price, unless the price reads '$0' or is empty (spec 2.4), or is no real price
 * ($10 or less, spec 4): the page then says 'Enquire for price.', never 'Reserve Now $10' beside it.
 */
export function reserveLabel(price: number | null, locale: string): string {
  const real = countedPrice(price)
  const text = real !== null ? formatDollars(real, locale) : ''
  return text === '' || text === '$0' ? RESERVE_NOW : `${RESERVE_NOW} ${text}`
}

/**
 * A sold car: no enquiry buttons, the sold tag and 'Find me something similar' (to the car page).
 * Tag 'Test Drive Only': only Book a Test Drive. A car neither available nor sold: View Details only.
 * An available car: View Details, call (with a phone number), enquire, book a test drive, Reserve Now
 * (reservable and enabled on the site) and finance (when finance shows for it).
 */
export function cardButtons(car: ButtonCar, context: ButtonContext): CardButtons {
  if (car.status === 'sold') return { buttons: ['find-similar'], soldTag: true, reserveLabel: null }
  if (isTestDriveOnly(car.tag)) return { buttons: ['test-drive'], soldTag: false, reserveLabel: null }
  if (!isAvailable(car.status)) return { buttons: ['view-details'], soldTag: false, reserveLabel: null }
  const reserve = context.reservationsEnabled && isReservable(car)
  const buttons: CardButton[] = [
    'view-details',
    ...(context.hasPhone ? (['call'] as const) : []),
    'enquire',
    'test-drive',
    ...(reserve ? (['reserve'] as const) : []),
    ...(context.financeEligible ? (['finance'] as const) : []),
  ]
  return { buttons, soldTag: false, reserveLabel: reserve ? reserveLabel(car.price, context.locale) : null }
}

/**
 * The card's one primary action (issue 18: one filled button per card, the rest secondary): the first
 * button, which the rules above make the car page (View Details, or Find me something similar for a sold
 * car) or, on a 'Test Drive Only' car, Book a Test Drive.
 */
export function primaryCardButton(buttons: readonly CardButton[]): CardButton | null {
  return buttons[0] ?? null
}

/**
 * A carousel's card (the home page's stock blocks): its primary action and, when the car takes enquiries,
 * Enquire beside it. Every other action is one tap away on the car's page; six buttons under each car of a
 * three-up strip bury the cars themselves.
 */
export function carouselCardButtons(buttons: readonly CardButton[]): CardButton[] {
  const primary = primaryCardButton(buttons)
  if (primary === null) return []
  return primary !== 'enquire' && buttons.includes('enquire') ? [primary, 'enquire'] : [primary]
}
