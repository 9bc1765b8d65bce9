/**
 * The lead forms' rules without their schemas (spec 3 Enquiry / lead form, 4, 5): categories, messages,
 * the site's rules for a form, test-drive times. The browser's forms import these; the zod schemas that
 * check the same rules live in ./lead-forms (which re-exports all of this), loaded by the browser only when
 * a form is first used, so a page with a form does not ship the validation library up front.
 */
import { POSTCODE_MESSAGE, postcodeRule } from './locale'
import {
  dayHours,
  effectiveOpeningHours,
  minutesOf,
  type OpeningHoursEntry,
  type SpecialHoursEntry,
} from './opening-hours'
import { dealerToday } from './site-settings'

export const LEAD_CATEGORIES = [
  'General Enquiry',
  'Vehicle Enquiry',
  'Test Drive',
  'Finance Enquiry',
  'Trade-in Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Careers Enquiry',
] as const
export type LeadCategory = (typeof LEAD_CATEGORIES)[number]

/** Categories a shopper may pick in the category select (the others are set by the form itself). */
export const SELECTABLE_CATEGORIES: readonly LeadCategory[] = [
  'General Enquiry',
  'Finance Enquiry',
  'Trade-in Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Careers Enquiry',
]
export const DEFAULT_CATEGORY: LeadCategory = 'General Enquiry'
/** The category of an enquiry about one car, where the category select is not shown (spec 5: it is for general enquiries). */
export const VEHICLE_CATEGORY: LeadCategory = 'Vehicle Enquiry'
export const TEST_DRIVE_CATEGORY: LeadCategory = 'Test Drive'

export const LEAD_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  message: 'Please enter a message.',
  messageTooLong: 'Please keep your message under 5,000 characters.',
  category: 'Please choose a category.',
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  terms: 'You must agree to the terms of use before submitting the form.',
  rego: 'Please enter a valid rego (letters and digits, at most 9).',
  date: 'Please enter a date as YYYY-MM-DD.',
  datePast: 'Please choose a date from today onwards.',
  dateTooFar: 'Please choose a date within the next 90 days.',
  closed: 'We are closed that day. Please choose another date.',
  time: 'Please choose one of the times offered.',
  timeWithoutDate: 'Please choose a date for this time.',
  postcode: POSTCODE_MESSAGE,
} as const

/** Where the spec's form states use fixed words (spec 4, 8). */
export const LEAD_SUBMIT_FAILED = 'An unexpected error occured'
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'

export const MESSAGE_MAX = 5000

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Test drives may be booked this many days ahead. */
export const TEST_DRIVE_DAYS_AHEAD = 90

/** What a site's settings and data make of the enquiry form (spec 5). */
export type EnquiryRules = {
  /** The site's `enquiryMessageOptional`: the message is required unless this is on. */
  messageOptional: boolean
  /** The category select shows (and is required, default General Enquiry): the site's switch, on a general enquiry. */
  categorySelect: boolean
  /** Location slugs offered in the location select; the select shows (and is required) when there is more than one. */
  locations: readonly string[]
  /** Dealership slugs of the site; the select shows (and is required) when there is more than one. */
  dealerships: readonly string[]
  /** The site's `requireTermsAgreement`: the terms checkbox must be ticked. */
  requireTerms: boolean
}

export const showsLocationSelect = (rules: Pick<EnquiryRules, 'locations'>) => rules.locations.length > 1
export const showsDealershipSelect = (rules: Pick<EnquiryRules, 'dealerships'>) => rules.dealerships.length > 1

type SiteFormFeatures =
  | {
      enquiryMessageOptional?: boolean | null
      enquiryCategorySelect?: boolean | null
      requireTermsAgreement?: boolean | null
    }
  | null
  | undefined

/**
 * The rules for a site's form: `general` is an enquiry not about one car (the category select is only for
 * those, spec 5); the site's sales locations and dealership slugs give the selects.
 */
export function enquiryRules(
  features: SiteFormFeatures,
  {
    general,
    locations,
    dealerships,
  }: { general: boolean; locations: readonly string[]; dealerships: readonly string[] },
): EnquiryRules {
  return {
    messageOptional: Boolean(features?.enquiryMessageOptional),
    // The site switch defaults to on (collections/Sites.ts); only an explicit false turns it off.
    categorySelect: general && features?.enquiryCategorySelect !== false,
    locations: [...new Set(locations)],
    dealerships: [...new Set(dealerships.filter(Boolean))],
    requireTerms: Boolean(features?.requireTermsAgreement),
  }
}

export type { OpeningHoursEntry, SpecialHoursEntry } from './opening-hours'
export { DEFAULT_OPENING_HOURS } from './opening-hours'

/** Minutes between offered test-drive times; the last starts this long before closing. */
export const TEST_DRIVE_SLOT_MINUTES = 30

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/** The weekday (0 Sunday to 6 Saturday) of a YYYY-MM-DD date, or null when it is no real date. */
export function weekdayOf(date: string): number | null {
  if (!DATE.test(date)) return null
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : parsed.getUTCDay()
}

/** A location's hours as the test-drive form needs them: the weekly table and holiday hours. */
export type LocationHours = {
  weekly: readonly OpeningHoursEntry[] | null
  special?: readonly SpecialHoursEntry[] | null
}

/**
 * The test-drive times offered on a date: every half hour from opening until half an hour before closing,
 * by the location's hours (the defaults when it has no usable weekly table); a holiday entry for that date
 * replaces the weekday's hours. None on a closed day or a date that is no date.
 */
export function testDriveTimes(
  date: string,
  hours: readonly OpeningHoursEntry[] | LocationHours | null | undefined,
): string[] {
  const weekday = weekdayOf(date)
  if (weekday === null) return []
  const { weekly, special } =
    hours && !Array.isArray(hours)
      ? (hours as LocationHours)
      : { weekly: hours as readonly OpeningHoursEntry[] | null | undefined, special: null }
  const holiday = special?.find((entry) => entry.date?.slice(0, 10) === date)
  const day = holiday
    ? { status: holiday.status, open: holiday.startHour, close: holiday.endHour }
    : effectiveOpeningHours(weekly).find((entry) => entry.weekday === weekday)
  if (dayHours(day) === null) return []
  const open = minutesOf(day?.open) as number
  const close = minutesOf(day?.close) as number
  const times: string[] = []
  for (let at = open; at + TEST_DRIVE_SLOT_MINUTES <= close; at += TEST_DRIVE_SLOT_MINUTES) times.push(hhmm(at))
  return times
}

/** Adds `days` to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  parsed.setUTCDate(parsed.getUTCDate() + days)
  return parsed.toISOString().slice(0, 10)
}

/** Today's date (YYYY-MM-DD) in a time zone: the site's, so 'today' is the dealer's today. */
export const todayIn = dealerToday

export type TestDriveRules = EnquiryRules & {
  /** The dealer's today (YYYY-MM-DD): earlier dates are refused. */
  today: string
  /** Opening hours when no location is chosen (the primary sales location's); null: the defaults. */
  openingHours: LocationHours | null
  /** Each offered location's hours, by location slug: the chosen location's hours decide the times. */
  locationHours?: Readonly<Record<string, LocationHours>>
  /** The booking page (/book-test-drive): the shopper chooses a car (`car_id`) or a model; one is required. */
  requireVehicle?: boolean
}

/** What /book-test-drive says when neither a car nor a model is chosen. */
export const TEST_DRIVE_VEHICLE_MESSAGE = 'Please choose a car or a model to drive.'

/** The hours that decide the test-drive times: the chosen location's, else the form's default. */
export function testDriveHours(
  rules: Pick<TestDriveRules, 'openingHours' | 'locationHours'>,
  location: string | null | undefined,
): LocationHours | null {
  return (location ? rules.locationHours?.[location] : undefined) ?? rules.openingHours
}

/** The Australian postcode input keeps at most 4 characters (spec 5); per country: `postcodeRule(country).maxLength`. */
export const POSTCODE_MAX_LENGTH = postcodeRule('AU').maxLength

/** The embedded form's rules: the site's country, whose postal codes it takes. */
export type EmbeddedLeadRules = { country: string | null | undefined } | undefined

/**
 * A Careers Enquiry is stored as a General Enquiry with subcategory Career Enquiry (spec 4); every other
 * category keeps its subcategory.
 */
export function leadCategory(
  category: string,
  subcategory?: string | null,
): { category: string; subcategory: string | null } {
  if (category === 'Careers Enquiry') return { category: 'General Enquiry', subcategory: 'Career Enquiry' }
  return { category, subcategory: subcategory?.trim() || null }
}
