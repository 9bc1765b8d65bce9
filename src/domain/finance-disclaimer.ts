/**
 * The vehicle page's finance box (spec 2.5, 9): the info modal's disclaimer, the comparison rate in two
 * decimals, and the age-limited lender's disclaimer figures (deposit, total payable, valid until).
 */
import { addMonths, calendarDateIn, formatCalendarDate } from './site-dates'

/** The age-limited lender's deposit: this share of the price (spec 9). */
export const AGE_LIMITED_DEPOSIT_SHARE = 0.1
/** The age-limited lender's offer stays valid this many months ahead (spec 9). */
export const OFFER_VALID_MONTHS = 1

export const COMPARISON_RATE_BASIS = 'Comparison rate based on a 5 year secured loan of $30,000.'

/**
 * The info modal's disclaimer: spec 9's age-limited lender terms in shopper words, the comparison rate
 * basis, and the comparison rate warning Australian credit advertising carries with any comparison rate.
 */
export const FINANCE_DISCLAIMER = [
  'Finance estimates are indicative only and subject to the lender’s approval, terms, conditions, fees and charges.',
  'Repayments assume a deposit of 10% of the vehicle price; the total amount payable is that deposit plus the monthly repayment multiplied by the number of months in the loan term.',
  'Offer valid for one month.',
  COMPARISON_RATE_BASIS,
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
].join(' ')

/** A rate in two decimals with a percent sign, e.g. 8.38%; empty when the rate is not a number. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return ''
  // Rounds half up on the decimal digits written (8.385 -> 8.39), not on the binary value; a rate
  // written in exponent form (1e-7) rounds the plain way.
  const rounded = Number(`${Math.round(Number(`${rate}e2`))}e-2`)
  return `${(Number.isFinite(rounded) ? rounded : rate).toFixed(2)}%`
}

/**
 * The age-limited lender's figures (spec 9), in whole dollars: deposit = 10% of the price; total payable
 * = that deposit + the monthly payment (rounded to whole dollars, as shown) × the term in months;
 * valid until = the same day one month after today in the site's time zone (the month's last day when
 * it has no such day), written dd/mm/yy in the locale's order as the spec's example '30/09/24'.
 */
export function ageLimitedLenderFigures(
  figures: { price: number; paymentMonth: number; termMonths: number },
  now: Date,
  locale: string,
  timeZone: string,
): { deposit: number; totalPayable: number; validUntil: string } {
  const deposit = Math.round(figures.price * AGE_LIMITED_DEPOSIT_SHARE)
  const totalPayable = deposit + Math.round(figures.paymentMonth) * Math.round(figures.termMonths)
  const validUntil = formatCalendarDate(addMonths(calendarDateIn(now, timeZone), OFFER_VALID_MONTHS), locale, '2-digit')
  return { deposit, totalPayable, validUntil }
}
