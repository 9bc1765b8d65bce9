/**
 * What a shopper's success page says back (issue 17: 'what was asked or booked, and a reference number'):
 * the lead's reference, derived from its id so it is stable and short, and the lines of what they asked
 * for or booked (the car, the date and time, the location, the service, the accepted trade-in offer), in
 * the site's words and formats.
 */
import { dateTimeFormat } from './intl'
import { formatMoney, type Labels } from './labels'

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ' // no I or O: read out over the phone without doubt
const BASE = ALPHABET.length

/** The check character of a reference's digits: a weighted sum, so a swapped or mistyped character shows. */
function check(digits: string): string {
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += (i + 2) * ALPHABET.indexOf(digits[i]!)
  return ALPHABET[sum % BASE]!
}

/** A lead's reference: its id in 34 unambiguous characters (at least 5), then a check character. 'L' + 6 or more characters. */
export function leadReference(leadId: number): string {
  if (!Number.isSafeInteger(leadId) || leadId < 1) throw new RangeError(`Not a lead id: ${leadId}`)
  let digits = ''
  for (let n = leadId; n > 0; n = Math.floor(n / BASE)) digits = ALPHABET[n % BASE] + digits
  digits = digits.padStart(5, '0')
  return `L${digits}${check(digits)}`
}

/** The lead id a reference names (case and spaces ignored), or null when it is not a reference. */
export function leadIdFromReference(reference: unknown): number | null {
  if (typeof reference !== 'string') return null
  const text = reference.replace(/\s+/g, '').toUpperCase()
  const match = /^L([0-9A-HJ-NP-Z]{5,11})([0-9A-HJ-NP-Z])$/.exec(text)
  if (!match || check(match[1]!) !== match[2]) return null
  let id = 0
  for (const c of match[1]!) id = id * BASE + ALPHABET.indexOf(c)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export type LeadSummaryKind =
  'enquiry' | 'test-drive' | 'trade-in' | 'service' | 'lead-form' | 'request-photos' | 'finance'

/** The facts of a stored lead the summary tells: plain values, read from the lead by the caller. */
export type LeadFacts = {
  id: number
  kind: LeadSummaryKind
  car: string | null
  /** YYYY-MM-DD, as the forms store it. */
  date: string | null
  /** HH:MM (24-hour), as the forms store it. */
  time: string | null
  location: string | null
  service: string | null
  /** The trade-in estimate shown, and whether the shopper accepted it. */
  tradeIn: { low: number; high: number; accepted: boolean } | null
}

export type LeadSummary = { heading: string; reference: string; lines: Array<{ label: string; value: string }> }

const HEADINGS: Record<LeadSummaryKind, keyof Labels> = {
  enquiry: 'summaryEnquiry',
  'lead-form': 'summaryEnquiry',
  finance: 'summaryFinance',
  'request-photos': 'summaryPhotos',
  'test-drive': 'summaryTestDrive',
  service: 'summaryServiceBooking',
  'trade-in': 'summaryTradeIn',
}

/** A stored date (YYYY-MM-DD) in the locale's long form, e.g. 'Friday, 5 December 2026' / 'Friday, December 5, 2026'. */
export function formatLeadDate(locale: string, date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return null
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(at)
}

/** A stored time (HH:MM) in the locale's clock, e.g. '2:30 pm' / '2:30 PM'. */
export function formatLeadTime(locale: string, time: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) return null
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(at)
}

/**
 * The success page's summary of a lead: a heading naming what was asked or booked, its reference, and a
 * line for each fact the lead has (nothing invented for what the shopper left out).
 */
export function leadSummary(facts: LeadFacts, labels: Labels, locale: string): LeadSummary {
  const lines: LeadSummary['lines'] = []
  const add = (label: keyof Labels, value: string | null | undefined) => {
    if (value) lines.push({ label: labels[label], value })
  }
  add('summaryCar', facts.car)
  add('summaryService', facts.service)
  const date = facts.date ? formatLeadDate(locale, facts.date) : null
  const time = facts.time ? formatLeadTime(locale, facts.time) : null
  if (date && time) add('summaryDateTime', labels.summaryDateAtTime.replace('{date}', date).replace('{time}', time))
  else if (date) add('summaryDate', date)
  else if (time) add('summaryTime', time)
  add('summaryLocation', facts.location)
  if (facts.tradeIn)
    add(
      facts.tradeIn.accepted ? 'summaryTradeInAccepted' : 'summaryTradeInEstimate',
      labels.summaryRange
        .replace('{low}', formatMoney(locale, facts.tradeIn.low))
        .replace('{high}', formatMoney(locale, facts.tradeIn.high)),
    )
  return { heading: labels[HEADINGS[facts.kind]], reference: leadReference(facts.id), lines }
}
