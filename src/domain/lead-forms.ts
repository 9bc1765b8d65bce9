/**
 * The lead forms' schemas (spec 3 Enquiry / lead form, 4, 5 Enquiry form and Postcode): one zod schema per
 * form, used by the browser (react-hook-form, loaded on the form's first use) and by POST /api/leads alike,
 * so both refuse the same input with the same words. The rules without zod are in ./lead-forms-basics.
 */
import { z } from 'zod'

import {
  addDays,
  DEFAULT_CATEGORY,
  LEAD_CATEGORIES,
  LEAD_MESSAGES,
  MESSAGE_MAX,
  SELECTABLE_CATEGORIES,
  showsDealershipSelect,
  showsLocationSelect,
  TEST_DRIVE_CATEGORY,
  TEST_DRIVE_DAYS_AHEAD,
  TEST_DRIVE_VEHICLE_MESSAGE,
  testDriveHours,
  testDriveTimes,
  VEHICLE_CATEGORY,
  weekdayOf,
  type EmbeddedLeadRules,
  type EnquiryRules,
  type TestDriveRules,
} from './lead-forms-basics'
import { postcodeRule } from './locale'

export * from './lead-forms-basics'

const PHONE = /^\+?[0-9 ()-]{6,20}$/
const REGO = /^[A-Za-z0-9]{1,9}$/

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
