/** The dealer phone number on a car card (spec 2.4, 4, 9): which number, and masking until revealed. */
import type { CarType } from './car'

/** Characters shown before the reveal click. */
export const PHONE_VISIBLE_CHARACTERS = 5
const MASK = '*'

/** The site's contact phones (the Site's `phones` group). */
export type SitePhones = { override?: string | null; new?: string | null; used?: string | null; demo?: string | null }

/**
 * The number to call about a car: the site override, then the site's number for the car's type (new,
 * used, demo), then the new-car number, then the used-car number, then the car's location phone. Blank
 * numbers are skipped; null when there is none.
 */
export function carPhone(
  carType: CarType,
  phones: SitePhones | null | undefined,
  locationPhone: string | null | undefined,
): string | null {
  const candidates = [phones?.override, phones?.[carType], phones?.new, phones?.used, locationPhone]
  return candidates.map((phone) => phone?.trim()).find((phone): phone is string => Boolean(phone)) ?? null
}

/** The first 5 characters, the rest masked until the shopper reveals it. */
export function displayPhone(phone: string, revealed: boolean): string {
  if (revealed) return phone
  return phone.slice(0, PHONE_VISIBLE_CHARACTERS) + MASK.repeat(Math.max(0, phone.length - PHONE_VISIBLE_CHARACTERS))
}

/**
 * A phone number as a tel: link target: its digits with one leading + kept (spaces, brackets, dashes and
 * any later + dropped), e.g. 'tel:+61730001000'; null when it has no digits to dial.
 */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d/.test(digits) ? `tel:${digits}` : null
}

/** Where a phone entry links (spec 2.2): its tel: link on sites that dial, else (or with nothing to dial) /contact. */
export function phoneHref(phone: string | null | undefined, telLinks: boolean): string {
  return (telLinks ? telHref(phone) : null) ?? '/contact'
}
