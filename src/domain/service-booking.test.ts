import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from './lead-forms'
import {
  SERVICE_CATEGORY,
  SERVICE_MESSAGES,
  serviceBookingSchema,
  showsServiceLocationSelect,
  type ServiceRules,
} from './service-booking'

const rules: ServiceRules = {
  locations: ['north-service', 'south-service'],
  requireTerms: false,
  today: '2026-11-24',
  currentYear: 2026,
  openingHours: null,
}
const good = {
  name: 'Sam',
  email: 'sam@example.com',
  phone: '0400 000 000',
  location: 'north-service',
  make: 'Mazda',
  model: 'CX-5',
  service_type: 'Logbook service',
}
const errors = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('service booking', () => {
  it('is a Service Enquiry with the optional fields empty', () => {
    expect(serviceBookingSchema(rules).parse(good)).toMatchObject({
      category: SERVICE_CATEGORY,
      date: '',
      time: '',
      Rego: '',
      opt_in: true,
    })
    expect(SERVICE_CATEGORY).toBe('Service Enquiry')
  })
  it('names each missing field', () => {
    expect(errors(serviceBookingSchema(rules).safeParse({ ...good, location: 'elsewhere' }))).toEqual({
      location: SERVICE_MESSAGES.location,
    })
    expect(errors(serviceBookingSchema(rules).safeParse({}))).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      make: SERVICE_MESSAGES.make,
      model: SERVICE_MESSAGES.model,
      service_type: SERVICE_MESSAGES.serviceType,
    })
  })
  it('asks for a location only when there are several', () => {
    expect(showsServiceLocationSelect({ locations: ['one'] })).toBe(false)
    expect(serviceBookingSchema({ ...rules, locations: ['one'] }).safeParse({ ...good, location: '' }).success).toBe(
      true,
    )
  })
  it('checks year, odometer and rego', () => {
    expect(
      serviceBookingSchema(rules).parse({ ...good, year: '2019', odometer: '12,345', Rego: 'abc 123' }),
    ).toMatchObject({ year: 2019, odometer: 12_345, Rego: 'ABC123' })
    expect(
      errors(serviceBookingSchema(rules).safeParse({ ...good, year: '2028', odometer: '-3', Rego: 'TOO-LONG-REGO' })),
    ).toEqual({
      year: SERVICE_MESSAGES.year,
      odometer: SERVICE_MESSAGES.odometer,
      Rego: SERVICE_MESSAGES.rego,
    })
  })
  it('takes a date from today to 90 days ahead on an open day, and an offered time', () => {
    const s = serviceBookingSchema(rules)
    expect(s.safeParse({ ...good, date: '2026-11-24', time: '09:00' }).success).toBe(true)
    expect(errors(s.safeParse({ ...good, date: '2026-11-23' }))).toEqual({ date: LEAD_MESSAGES.datePast })
    expect(s.safeParse({ ...good, date: '2027-02-22' }).success).toBe(true)
    expect(errors(s.safeParse({ ...good, date: '2027-02-23' }))).toEqual({ date: LEAD_MESSAGES.dateTooFar })
    expect(errors(s.safeParse({ ...good, date: '2026-11-29' }))).toEqual({ date: LEAD_MESSAGES.closed })
    expect(errors(s.safeParse({ ...good, date: '2026-11-24', time: '16:45' }))).toEqual({ time: LEAD_MESSAGES.time })
    expect(errors(s.safeParse({ ...good, time: '09:00' }))).toEqual({ time: LEAD_MESSAGES.timeWithoutDate })
    expect(errors(s.safeParse({ ...good, date: '2026-02-30' }))).toEqual({ date: LEAD_MESSAGES.date })
  })
  it('asks for the terms where the site requires them', () => {
    expect(errors(serviceBookingSchema({ ...rules, requireTerms: true }).safeParse(good))).toEqual({
      terms: LEAD_MESSAGES.terms,
    })
  })
})
