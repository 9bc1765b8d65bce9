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

/** Australian credit advertising carries this warning with any comparison rate. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

/** The finance disclaimer (spec 9) in shopper words, shown when the lender gives none of its own. */
export const FINANCE_DISCLAIMER = [
  'This repayment is indicative only and is not a formal quote.',
  'It does not take into account your objectives, financial situation or needs.',
  'Finance is available to approved applicants only; terms, conditions, fees, charges and lending criteria apply.',
  COMPARISON_RATE_WARNING,
].join(' ')

/** The US's own indicative-only wording: no comparison rate (an Australian credit rule); APR and approval. */
export const US_FINANCE_DISCLAIMER = [
  'This payment is an estimate for illustration only and is not an offer of credit.',
  'Your APR and terms depend on credit approval by the lender.',
  'Taxes, title, registration and dealer fees are extra.',
].join(' ')

/** New Zealand's own indicative-only wording (responsible lending, no comparison rate). */
export const NZ_FINANCE_DISCLAIMER = [
  'This repayment is indicative only and is not a formal quote or an offer of finance.',
  'It does not take into account your objectives, financial situation or needs.',
  'Finance is subject to the lender\u2019s responsible lending checks and criteria; fees and charges apply.',
].join(' ')

/**
 * The finance disclaimer in the site's country's words: the comparison-rate warning is Australian law
 * (National Consumer Credit Protection), so only Australian sites carry it; the US and NZ get their own
 * indicative-only wording. An unknown country reads the Australian one (the default locale).
 */
export function financeDisclaimerFor(country: string | null | undefined): string {
  if (country === 'US') return US_FINANCE_DISCLAIMER
  if (country === 'NZ') return NZ_FINANCE_DISCLAIMER
  return FINANCE_DISCLAIMER
}

/** The comparison rate's basis line: Australian sites only (null elsewhere, where no comparison rate is shown). */
export function comparisonRateBasisFor(country: string | null | undefined): string | null {
  return country === 'US' || country === 'NZ' ? null : COMPARISON_RATE_BASIS
}

/** Whether a lender's comparison rate is shown: it is an Australian disclosure. */
export const showsComparisonRate = (country: string | null | undefined) => comparisonRateBasisFor(country) !== null

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

/**
 * The vehicle page's finance modal (spec 2.5, 5): the lender's own disclaimer when there is one (and it
 * is not the general text), then always the full finance disclaimer `general` (financeDisclaimerFor the
 * site's country). No default: the modal runs in the browser, which then need not ship the text.
 */
export function financeModalDisclaimers(lender: string | null | undefined, general: string): string[] {
  const own = lender?.trim()
  return own && own !== general ? [own, general] : [general]
}
