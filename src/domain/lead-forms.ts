/**
 * The lead forms' rules (spec 3 Enquiry / lead form, 4, 5 Enquiry form and Postcode): one zod schema per
 * form, used by the browser (react-hook-form) and by POST /api/leads alike, so both refuse the same input
 * with the same words.
 */
import { z } from 'zod'

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
const PHONE = /^\+?[0-9 ()-]{6,20}$/
const REGO = /^[A-Za-z0-9]{1,9}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** Test drives may be booked this many days ahead. */
export const TEST_DRIVE_DAYS_AHEAD = 90

/** The contact fields every lead form shares (spec 5: a shared field set). */
export const contactFields = {
  name: z.string({ error: LEAD_MESSAGES.name }).trim().min(1, LEAD_MESSAGES.name).max(100, LEAD_MESSAGES.name),
  email: z
    .string({ error: LEAD_MESSAGES.email })
    .trim()
    .max(200, LEAD_MESSAGES.email)
    .pipe(z.email(LEAD_MESSAGES.email)),
  phone: z
    .string({ error: LEAD_MESSAGES.phone })
    .trim()
    .regex(PHONE, LEAD_MESSAGES.phone)
    .refine((value) => value.replace(/\D/g, '').length >= 6, LEAD_MESSAGES.phone),
}

/** An optional text field: missing, null and blank all mean empty. */
export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: message }).trim().max(max, message),
  )

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

/** The fields shared by the enquiry and the test-drive forms beyond the contact details. */
export const commonLeadFields = {
  ...contactFields,
  location: optionalText(100, LEAD_MESSAGES.location),
  dealership_slug: optionalText(100, LEAD_MESSAGES.dealership),
  opt_in: z.boolean().default(true),
  terms: z.boolean().default(false),
}
const common = commonLeadFields

/** Adds the issues every lead form shares: location, dealership and terms (spec 5). */
export function refineCommon(
  rules: EnquiryRules,
  value: { location: string; dealership_slug: string; terms: boolean },
  ctx: z.RefinementCtx,
) {
  if (showsLocationSelect(rules) && !rules.locations.includes(value.location))
    ctx.addIssue({ code: 'custom', path: ['location'], message: LEAD_MESSAGES.location })
  if (showsDealershipSelect(rules) && !rules.dealerships.includes(value.dealership_slug)) {
    ctx.addIssue({ code: 'custom', path: ['dealership_slug'], message: LEAD_MESSAGES.dealership })
  }
  if (rules.requireTerms && value.terms !== true)
    ctx.addIssue({ code: 'custom', path: ['terms'], message: LEAD_MESSAGES.terms })
}

/**
 * The enquiry form (spec 3, 5): message required unless the site makes it optional; the category select
 * (default General Enquiry) when shown; the location select when shown; the dealership select when the
 * site has more than one dealership; the terms checkbox where the site requires it; opt_in default true;
 * Rego optional.
 */
export function enquirySchema(rules: EnquiryRules) {
  return z
    .object({
      ...common,
      message: optionalText(MESSAGE_MAX, LEAD_MESSAGES.messageTooLong),
      category: z.preprocess(
        (value) => (value === undefined || value === null || value === '' ? undefined : value),
        z.enum(LEAD_CATEGORIES, { error: LEAD_MESSAGES.category }).optional(),
      ),
      Rego: optionalText(9, LEAD_MESSAGES.rego).refine(
        (value) => value === '' || REGO.test(value.replace(/\s/g, '')),
        LEAD_MESSAGES.rego,
      ),
    })
    .superRefine((value, ctx) => {
      if (!rules.messageOptional && value.message === '')
        ctx.addIssue({ code: 'custom', path: ['message'], message: LEAD_MESSAGES.message })
      if (rules.categorySelect && value.category !== undefined && !SELECTABLE_CATEGORIES.includes(value.category)) {
        ctx.addIssue({ code: 'custom', path: ['category'], message: LEAD_MESSAGES.category })
      }
      refineCommon(rules, value, ctx)
    })
    .transform((value) => ({
      ...value,
      Rego: value.Rego.replace(/\s/g, '').toUpperCase(),
      category: rules.categorySelect ? (value.category ?? DEFAULT_CATEGORY) : VEHICLE_CATEGORY,
    }))
}
export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>
export type EnquiryValues = z.output<ReturnType<typeof enquirySchema>>

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

/**
 * The test-drive booking form (spec 5): the contact fields, date optional (today to 90 days ahead, an
 * open day), time optional but one of the times offered for that date; message optional; location,
 * dealership and terms as on the enquiry form. On /book-test-drive (`requireVehicle`) a car or a model.
 */
export function testDriveSchema(rules: TestDriveRules) {
  return z
    .object({
      ...common,
      message: optionalText(MESSAGE_MAX, LEAD_MESSAGES.messageTooLong),
      date: optionalText(10, LEAD_MESSAGES.date),
      time: optionalText(5, LEAD_MESSAGES.time),
      // The booking page's choice: a model (by name) when no car is chosen.
      model: optionalText(100, TEST_DRIVE_VEHICLE_MESSAGE),
      car_id: z.coerce.number().int().positive().optional().catch(undefined),
    })
    .superRefine((value, ctx) => {
      if (rules.requireVehicle && value.car_id === undefined && value.model === '')
        ctx.addIssue({ code: 'custom', path: ['model'], message: TEST_DRIVE_VEHICLE_MESSAGE })
      if (value.date !== '') {
        if (weekdayOf(value.date) === null)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.date })
        else if (value.date < rules.today)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.datePast })
        else if (value.date > addDays(rules.today, TEST_DRIVE_DAYS_AHEAD))
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.dateTooFar })
        else if (testDriveTimes(value.date, testDriveHours(rules, value.location)).length === 0)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.closed })
        else if (
          value.time !== '' &&
          !testDriveTimes(value.date, testDriveHours(rules, value.location)).includes(value.time)
        ) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: LEAD_MESSAGES.time })
        }
      } else if (value.time !== '') {
        ctx.addIssue({ code: 'custom', path: ['time'], message: LEAD_MESSAGES.timeWithoutDate })
      }
      refineCommon(rules, value, ctx)
    })
    .transform((value) => ({ ...value, category: TEST_DRIVE_CATEGORY }))
}
export type TestDriveInput = z.input<ReturnType<typeof testDriveSchema>>
export type TestDriveValues = z.output<ReturnType<typeof testDriveSchema>>

/** The postcode rule of the embedded form (spec 5): required and whole, by country: exactly 4 digits in AU and NZ, a ZIP or ZIP+4 in the US. */
export function postcodeSchemaFor(country: string | null | undefined) {
  const rule = postcodeRule(country)
  return z.string({ error: rule.message }).regex(rule.pattern, rule.message)
}
/** Australia's (and the default) postcode rule. */
export const postcodeSchema = postcodeSchemaFor('AU')
/** The Australian postcode input keeps at most 4 characters (spec 5); per country: `postcodeRule(country).maxLength`. */
export const POSTCODE_MAX_LENGTH = postcodeRule('AU').maxLength

/** The embedded form's rules: the site's country, whose postal codes it takes. */
export type EmbeddedLeadRules = { country: string | null | undefined } | undefined

/** The embedded multi-location lead form (spec 3): name, last_name, postcode, phone, email, location_id. */
export function embeddedLeadSchemaFor(rules: EmbeddedLeadRules) {
  return z.object({
    name: contactFields.name,
    last_name: z
      .string({ error: 'Please enter your last name.' })
      .trim()
      .min(1, 'Please enter your last name.')
      .max(100, 'Please enter your last name.'),
    postcode: postcodeSchemaFor(rules?.country),
    phone: contactFields.phone,
    email: contactFields.email,
    location_id: z.coerce
      .number({ error: LEAD_MESSAGES.location })
      .int(LEAD_MESSAGES.location)
      .positive(LEAD_MESSAGES.location),
  })
}
/** The embedded form on an Australian (default) site. */
export const embeddedLeadSchema = embeddedLeadSchemaFor({ country: 'AU' })

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
