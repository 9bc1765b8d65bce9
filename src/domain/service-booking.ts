/**
 * The service booking form (spec 2.1 /service#service-booking; its fields are not in the spec, so these are
 * what a service desk needs to book a car in): the contact fields, the service location (a select when the
 * site has more than one), the car (make and model required; year, rego and odometer optional), the kind of
 * service, and an optional preferred drop-off date and time within the location's opening hours.
 */
import { z } from 'zod'

import { addDays, contactFields, LEAD_MESSAGES, MESSAGE_MAX, testDriveTimes, weekdayOf } from './lead-forms'
import {
  SERVICE_CATEGORY,
  SERVICE_DAYS_AHEAD,
  SERVICE_MESSAGES,
  SERVICE_TYPES,
  showsServiceLocationSelect,
  type ServiceRules,
} from './service-booking-basics'

export * from './service-booking-basics'

const text = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: message }).trim().max(max, message),
  )
const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'string'
          ? Number(value.replace(/[,\s]/g, ''))
          : value,
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )

export function serviceBookingSchema(rules: ServiceRules) {
  return z
    .object({
      ...contactFields,
      location: text(100, SERVICE_MESSAGES.location),
      make: z
        .string({ error: SERVICE_MESSAGES.make })
        .trim()
        .min(1, SERVICE_MESSAGES.make)
        .max(60, SERVICE_MESSAGES.make),
      model: z
        .string({ error: SERVICE_MESSAGES.model })
        .trim()
        .min(1, SERVICE_MESSAGES.model)
        .max(60, SERVICE_MESSAGES.model),
      year: optionalWhole(SERVICE_MESSAGES.year, 1950, rules.currentYear + 1),
      odometer: optionalWhole(SERVICE_MESSAGES.odometer, 0, 2_000_000),
      Rego: text(12, SERVICE_MESSAGES.rego)
        .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
        .refine((value) => value === '' || /^[A-Z0-9]{1,9}$/.test(value), SERVICE_MESSAGES.rego),
      service_type: z.enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.serviceType }),
      date: text(10, LEAD_MESSAGES.date),
      time: text(5, LEAD_MESSAGES.time),
      message: text(MESSAGE_MAX, LEAD_MESSAGES.messageTooLong),
      opt_in: z.boolean().default(true),
      terms: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (showsServiceLocationSelect(rules) && !rules.locations.includes(value.location))
        ctx.addIssue({ code: 'custom', path: ['location'], message: SERVICE_MESSAGES.location })
      if (value.date !== '') {
        if (weekdayOf(value.date) === null)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.date })
        else if (value.date < rules.today)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.datePast })
        else if (value.date > addDays(rules.today, SERVICE_DAYS_AHEAD))
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.dateTooFar })
        else if (testDriveTimes(value.date, rules.openingHours).length === 0)
          ctx.addIssue({ code: 'custom', path: ['date'], message: LEAD_MESSAGES.closed })
        else if (value.time !== '' && !testDriveTimes(value.date, rules.openingHours).includes(value.time))
          ctx.addIssue({ code: 'custom', path: ['time'], message: LEAD_MESSAGES.time })
      } else if (value.time !== '')
        ctx.addIssue({ code: 'custom', path: ['time'], message: LEAD_MESSAGES.timeWithoutDate })
      if (rules.requireTerms && value.terms !== true)
        ctx.addIssue({ code: 'custom', path: ['terms'], message: LEAD_MESSAGES.terms })
    })
    .transform((value) => ({ ...value, category: SERVICE_CATEGORY }))
}
export type ServiceBookingInput = z.input<ReturnType<typeof serviceBookingSchema>>
export type ServiceBookingValues = z.output<ReturnType<typeof serviceBookingSchema>>
