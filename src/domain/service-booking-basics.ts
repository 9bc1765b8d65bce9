/**
 * The service booking form (spec 2.1 /service#service-booking; its fields are not in the spec, so these are
 * what a service desk needs to book a car in): the contact fields, the service location (a select when the
 * site has more than one), the car (make and model required; year, rego and odometer optional), the kind of
 * service, and an optional preferred drop-off date and time within the location's opening hours. This half is
 * the one without zod, for the browser's form; the schema is in ./service-booking (which re-exports this).
 */
import { LEAD_MESSAGES, TEST_DRIVE_DAYS_AHEAD, type OpeningHoursEntry } from './lead-forms-basics'

export const SERVICE_CATEGORY = 'Service Enquiry'
export const SERVICE_TYPES = [
  'Logbook service',
  'General service',
  'Repair or diagnosis',
  'Tyres, brakes or battery',
  'Other',
] as const
/** Bookings may be made this many days ahead (the same window as test drives). */
export const SERVICE_DAYS_AHEAD = TEST_DRIVE_DAYS_AHEAD

export const SERVICE_MESSAGES = {
  location: 'Please choose a service location.',
  make: 'Please enter the make of your car.',
  model: 'Please enter the model of your car.',
  year: 'Please enter the year your car was built (e.g. 2019).',
  odometer: 'Please enter the odometer reading as a whole number.',
  serviceType: 'Please choose the service you need.',
  rego: LEAD_MESSAGES.rego,
} as const

export type ServiceRules = {
  /** Slugs of the site's service locations; the select shows (and is required) when there is more than one. */
  locations: readonly string[]
  requireTerms: boolean
  /** The dealer's today (YYYY-MM-DD). */
  today: string
  currentYear: number
  openingHours: readonly OpeningHoursEntry[] | null
}

export const showsServiceLocationSelect = (rules: Pick<ServiceRules, 'locations'>) => rules.locations.length > 1
