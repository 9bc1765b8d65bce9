import { describe, expect, it } from 'vitest'

import {
  DEFAULT_OPENING_HOURS,
  embeddedLeadSchema,
  enquiryRules,
  enquirySchema,
  LEAD_MESSAGES,
  leadCategory,
  postcodeSchema,
  testDriveSchema,
  testDriveTimes,
  todayIn,
  type EnquiryRules,
} from './lead-forms'

const rules = (over: Partial<EnquiryRules> = {}): EnquiryRules => ({
  messageOptional: false,
  categorySelect: false,
  locations: [],
  dealerships: [],
  requireTerms: false,
  ...over,
})
const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
const errors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('enquiry schema', () => {
  it('accepts a complete enquiry: opt_in defaults to true, Rego is optional, the category is the vehicle enquiry', () => {
    const result = enquirySchema(rules()).parse({ ...contact, message: 'Is it still available?' })
    expect(result).toMatchObject({
      ...contact,
      message: 'Is it still available?',
      opt_in: true,
      Rego: '',
      category: 'Vehicle Enquiry',
    })
  })

  it('requires the message by default, and not when the site makes it optional', () => {
    expect(errors(enquirySchema(rules()).safeParse({ ...contact }))).toEqual({ message: LEAD_MESSAGES.message })
    expect(errors(enquirySchema(rules()).safeParse({ ...contact, message: '   ' }))).toEqual({
      message: LEAD_MESSAGES.message,
    })
    expect(enquirySchema(rules({ messageOptional: true })).safeParse({ ...contact }).success).toBe(true)
  })

  it('limits the message to 5,000 characters', () => {
    expect(enquirySchema(rules()).safeParse({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true)
    expect(errors(enquirySchema(rules()).safeParse({ ...contact, message: 'x'.repeat(5001) }))).toEqual({
      message: LEAD_MESSAGES.messageTooLong,
    })
  })

  it('names each bad contact field', () => {
    expect(errors(enquirySchema(rules()).safeParse({ name: ' ', email: 'jo@', phone: '12', message: 'hi' }))).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
    })
    expect(errors(enquirySchema(rules()).safeParse({ message: 'hi' }))).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
    })
    expect(enquirySchema(rules()).safeParse({ ...contact, phone: '+61 (7) 3000-1000', message: 'hi' }).success).toBe(
      true,
    )
    expect(errors(enquirySchema(rules()).safeParse({ ...contact, phone: '+61 abc', message: 'hi' }))).toEqual({
      phone: LEAD_MESSAGES.phone,
    })
  })

  it('with the category select: default General Enquiry, a listed category kept, anything else refused', () => {
    const schema = enquirySchema(rules({ categorySelect: true }))
    expect(schema.parse({ ...contact, message: 'hi' }).category).toBe('General Enquiry')
    expect(schema.parse({ ...contact, message: 'hi', category: '' }).category).toBe('General Enquiry')
    expect(schema.parse({ ...contact, message: 'hi', category: 'Finance Enquiry' }).category).toBe('Finance Enquiry')
    expect(errors(schema.safeParse({ ...contact, message: 'hi', category: 'Spam' }))).toEqual({
      category: LEAD_MESSAGES.category,
    })
    expect(errors(schema.safeParse({ ...contact, message: 'hi', category: 'Test Drive' }))).toEqual({
      category: LEAD_MESSAGES.category,
    })
  })

  it('requires a location of the list when the location select shows (more than one location)', () => {
    const shown = enquirySchema(rules({ locations: ['brisbane', 'gold-coast'] }))
    expect(errors(shown.safeParse({ ...contact, message: 'hi' }))).toEqual({ location: LEAD_MESSAGES.location })
    expect(errors(shown.safeParse({ ...contact, message: 'hi', location: 'sydney' }))).toEqual({
      location: LEAD_MESSAGES.location,
    })
    expect(shown.parse({ ...contact, message: 'hi', location: 'gold-coast' }).location).toBe('gold-coast')
    expect(enquirySchema(rules({ locations: ['brisbane'] })).safeParse({ ...contact, message: 'hi' }).success).toBe(
      true,
    )
  })

  it('requires a dealership only when the site has more than one', () => {
    const two = enquirySchema(rules({ dealerships: ['toyota-north', 'mazda-north'] }))
    expect(errors(two.safeParse({ ...contact, message: 'hi' }))).toEqual({ dealership_slug: LEAD_MESSAGES.dealership })
    expect(two.safeParse({ ...contact, message: 'hi', dealership_slug: 'mazda-north' }).success).toBe(true)
    expect(
      enquirySchema(rules({ dealerships: ['toyota-north'] })).safeParse({ ...contact, message: 'hi' }).success,
    ).toBe(true)
  })

  it('requires the terms checkbox on sites that ask for it, with the spec\u2019s words', () => {
    const schema = enquirySchema(rules({ requireTerms: true }))
    expect(errors(schema.safeParse({ ...contact, message: 'hi' }))).toEqual({
      terms: 'You must agree to the terms of use before submitting the form.',
    })
    expect(errors(schema.safeParse({ ...contact, message: 'hi', terms: false }))).toEqual({
      terms: 'You must agree to the terms of use before submitting the form.',
    })
    expect(schema.safeParse({ ...contact, message: 'hi', terms: true }).success).toBe(true)
    expect(enquirySchema(rules()).safeParse({ ...contact, message: 'hi' }).success).toBe(true)
  })

  it('takes an optional rego of up to 9 letters and digits, normalised', () => {
    const schema = enquirySchema(rules())
    expect(schema.parse({ ...contact, message: 'hi', Rego: ' abc 123 ' }).Rego).toBe('ABC123')
    expect(schema.parse({ ...contact, message: 'hi', Rego: 'ABCDE1234' }).Rego).toBe('ABCDE1234')
    expect(errors(schema.safeParse({ ...contact, message: 'hi', Rego: 'ABCDE12345' }))).toEqual({
      Rego: LEAD_MESSAGES.rego,
    })
    expect(errors(schema.safeParse({ ...contact, message: 'hi', Rego: 'AB-123' }))).toEqual({
      Rego: LEAD_MESSAGES.rego,
    })
  })

  it('keeps opt_in false when the shopper unticks it', () => {
    expect(enquirySchema(rules()).parse({ ...contact, message: 'hi', opt_in: false }).opt_in).toBe(false)
  })
})

describe('enquiryRules', () => {
  it('shows the category select only on general enquiries, unless the site turns it off', () => {
    expect(enquiryRules({}, { general: true, locations: [], dealerships: [] }).categorySelect).toBe(true)
    expect(
      enquiryRules({ enquiryCategorySelect: false }, { general: true, locations: [], dealerships: [] }).categorySelect,
    ).toBe(false)
    expect(
      enquiryRules({ enquiryCategorySelect: true }, { general: false, locations: [], dealerships: [] }).categorySelect,
    ).toBe(false)
  })
  it('reads the message, terms and dealership settings', () => {
    expect(
      enquiryRules(
        { enquiryMessageOptional: true, requireTermsAgreement: true },
        { general: false, locations: ['a', 'a'], dealerships: ['x', '', 'x'] },
      ),
    ).toEqual({
      messageOptional: true,
      categorySelect: false,
      locations: ['a'],
      dealerships: ['x'],
      requireTerms: true,
    })
  })
})

describe('leadCategory', () => {
  it('turns a Careers Enquiry into a General Enquiry with subcategory Career Enquiry', () => {
    expect(leadCategory('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(leadCategory('Careers Enquiry', 'Sales')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    })
  })
  it('keeps every other category and its subcategory', () => {
    expect(leadCategory('Finance Enquiry', ' Pre-approval ')).toEqual({
      category: 'Finance Enquiry',
      subcategory: 'Pre-approval',
    })
    expect(leadCategory('General Enquiry')).toEqual({ category: 'General Enquiry', subcategory: null })
  })
})

describe('test drive booking', () => {
  const td = (over: Partial<EnquiryRules> = {}) =>
    testDriveSchema({ ...rules(over), today: '2026-11-20', openingHours: null })

  it('needs no date, time or message', () => {
    expect(td().parse({ ...contact })).toMatchObject({
      ...contact,
      date: '',
      time: '',
      message: '',
      opt_in: true,
      category: 'Test Drive',
    })
  })

  it('offers half-hourly times within opening hours: the defaults Monday to Saturday 9 to 5, none on Sunday', () => {
    expect(testDriveTimes('2026-11-23', null)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
    expect(testDriveTimes('2026-11-22', null)).toEqual([]) // a Sunday
    expect(testDriveTimes('2026-02-30', null)).toEqual([])
    expect(DEFAULT_OPENING_HOURS).toHaveLength(7)
  })

  it('follows a location\u2019s own hours when it has them', () => {
    const hours = [
      { weekday: 1, status: 'Open' as const, open: '08:15', close: '09:45' },
      { weekday: 2, status: 'Closed' as const },
    ]
    expect(testDriveTimes('2026-11-23', hours)).toEqual(['08:15', '08:45', '09:15'])
    expect(testDriveTimes('2026-11-24', hours)).toEqual([])
    expect(testDriveTimes('2026-11-25', hours)).toEqual([]) // no entry for the day: closed
  })

  it('lets a holiday entry replace the weekday\u2019s hours, and uses the defaults when a table has no open day', () => {
    const weekly = [{ weekday: 1, status: 'Open' as const, open: '08:00', close: '10:00' }]
    expect(testDriveTimes('2026-11-23', { weekly, special: [{ date: '2026-11-23', status: 'Closed' }] })).toEqual([])
    expect(
      testDriveTimes('2026-11-23', {
        weekly,
        special: [{ date: '2026-11-23', status: 'Open', startHour: '09:00', endHour: '10:00' }],
      }),
    ).toEqual(['09:00', '09:30'])
    expect(testDriveTimes('2026-11-23', { weekly, special: [{ date: '2026-11-24', status: 'Closed' }] })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ])
    expect(testDriveTimes('2026-11-23', [{ weekday: 0, status: 'Closed' as const }])).toHaveLength(16) // no open day: the defaults
  })

  it('offers the chosen location\u2019s times and refuses a time outside them', () => {
    const schema = testDriveSchema({
      ...rules({ locations: ['city', 'north'] }),
      today: '2026-11-20',
      openingHours: null,
      locationHours: { north: { weekly: [{ weekday: 1, status: 'Open', open: '12:00', close: '13:00' }] } },
    })
    expect(schema.safeParse({ ...contact, location: 'north', date: '2026-11-23', time: '12:30' }).success).toBe(true)
    expect(errors(schema.safeParse({ ...contact, location: 'north', date: '2026-11-23', time: '09:00' }))).toEqual({
      time: LEAD_MESSAGES.time,
    })
    expect(errors(schema.safeParse({ ...contact, location: 'north', date: '2026-11-24' }))).toEqual({
      date: LEAD_MESSAGES.closed,
    })
    expect(schema.safeParse({ ...contact, location: 'city', date: '2026-11-23', time: '09:00' }).success).toBe(true)
  })

  it('takes today up to 90 days ahead on an open day, and only an offered time', () => {
    // today is Friday 2026-11-20
    expect(td().safeParse({ ...contact, date: '2026-11-20', time: '16:30' }).success).toBe(true)
    expect(td().safeParse({ ...contact, date: '2027-02-18' }).success).toBe(true) // day 90
    expect(errors(td().safeParse({ ...contact, date: '2027-02-19' }))).toEqual({ date: LEAD_MESSAGES.dateTooFar })
    expect(errors(td().safeParse({ ...contact, date: '2026-11-19' }))).toEqual({ date: LEAD_MESSAGES.datePast })
    expect(errors(td().safeParse({ ...contact, date: '2026-11-22' }))).toEqual({ date: LEAD_MESSAGES.closed })
    expect(errors(td().safeParse({ ...contact, date: '23/11/2026' }))).toEqual({ date: LEAD_MESSAGES.date })
    expect(errors(td().safeParse({ ...contact, date: '2026-11-23', time: '17:00' }))).toEqual({
      time: LEAD_MESSAGES.time,
    })
    expect(errors(td().safeParse({ ...contact, date: '2026-11-23', time: '08:30' }))).toEqual({
      time: LEAD_MESSAGES.time,
    })
    expect(errors(td().safeParse({ ...contact, time: '10:00' }))).toEqual({ time: LEAD_MESSAGES.timeWithoutDate })
  })

  it('asks for the terms and a location where the enquiry does', () => {
    expect(errors(td({ requireTerms: true, locations: ['a', 'b'] }).safeParse({ ...contact }))).toEqual({
      location: LEAD_MESSAGES.location,
      terms: LEAD_MESSAGES.terms,
    })
  })

  it('knows the dealer\u2019s today in their time zone', () => {
    const now = new Date('2026-11-22T15:00:00Z')
    expect(todayIn('Australia/Brisbane', now)).toBe('2026-11-23')
    expect(todayIn('America/Chicago', now)).toBe('2026-11-22')
  })
})

describe('postcode (embedded form)', () => {
  const message = 'Invalid postcode. Please enter a 4-digit number.'
  it('takes exactly 4 digits', () => {
    expect(postcodeSchema.safeParse('4031').success).toBe(true)
    expect(postcodeSchema.safeParse('0800').success).toBe(true)
  })
  it.each([['403'], ['40311'], ['40a1'], ['abcd'], [''], ['4,031'], [' 4031']])(
    'refuses %j with the spec\u2019s message',
    (value) => {
      const result = postcodeSchema.safeParse(value)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(message)
    },
  )
  it('is required', () => {
    expect(postcodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(message)
    expect(errors(embeddedLeadSchema.safeParse({ ...contact, last_name: 'Citizen', location_id: '3' }))).toEqual({
      postcode: message,
    })
  })
  it('is part of the embedded lead form', () => {
    expect(
      embeddedLeadSchema.parse({ ...contact, last_name: 'Citizen', postcode: '4031', location_id: '3' }),
    ).toMatchObject({ postcode: '4031', location_id: 3 })
  })
})

describe('the test-drive booking page (/book-test-drive)', () => {
  const booking = testDriveSchema({ ...rules(), today: '2026-11-20', openingHours: null, requireVehicle: true })

  it('asks for a car or a model', () => {
    expect(errors(booking.safeParse(contact))).toEqual({ model: 'Please choose a car or a model to drive.' })
    expect(booking.safeParse({ ...contact, model: 'Toyota HiLux' }).success).toBe(true)
    expect(booking.safeParse({ ...contact, car_id: 12 }).success).toBe(true)
    expect(errors(booking.safeParse({ ...contact, car_id: 'x', model: '  ' }))).toEqual({
      model: 'Please choose a car or a model to drive.',
    })
  })

  it('leaves the vehicle page’s form (its car is the envelope’s) as it was', () => {
    const onCarPage = testDriveSchema({ ...rules(), today: '2026-11-20', openingHours: null })
    expect(onCarPage.safeParse(contact).success).toBe(true)
  })

  it('offers times within the chosen location’s hours', () => {
    const hours = {
      openingHours: null,
      locationHours: {
        north: { weekly: [{ weekday: 6, status: 'Open' as const, open: '09:00', close: '10:00' }] },
      },
    }
    const schema = testDriveSchema({
      ...rules({ locations: ['north', 'south'] }),
      today: '2026-11-20',
      ...hours,
      requireVehicle: true,
    })
    const saturday = { ...contact, model: 'Toyota HiLux', location: 'north', date: '2026-11-21' }
    expect(schema.safeParse({ ...saturday, time: '09:30' }).success).toBe(true)
    expect(errors(schema.safeParse({ ...saturday, time: '10:00' }))).toEqual({ time: LEAD_MESSAGES.time })
  })
})
