/**
 * The locale rules of the catalogue, pinned: each market reads its own words, units and formats, and no
 * label, message or unit of another market leaks into it (issue 17: every market in its own words).
 */
import { describe, expect, it } from 'vitest'

import { adfComments } from './adf'
import {
  comparisonRateBasisFor,
  financeDisclaimerFor,
  FINANCE_DISCLAIMER,
  showsComparisonRate,
} from './finance-disclaimer'
import {
  distanceUnitSymbol,
  fill,
  formatConsumption,
  formatDistance,
  formatFeetAndInches,
  formatFeetLength,
  formatMeasure,
  LABELS,
  labelsFor,
  LOCALE_LABELS,
  messageFor,
  textFor,
} from './labels'
import { embeddedLeadSchemaFor, LEAD_MESSAGES, postcodeSchemaFor } from './lead-forms'
import { filterFormQuery, rangeFormRedirect } from './search-url'
import { priceDisplay } from './price-display'
import { resolveSiteSettings } from './site-settings'
import {
  distanceFromKm,
  feetAndInches,
  feetToMetres,
  INCHES_PER_FOOT,
  kgToPounds,
  KM_PER_MILE,
  kmFromDistance,
  kmToMiles,
  litresPer100kmToMpg,
  litresToGallons,
  LOCALES,
  METRES_PER_FOOT,
  milesToKm,
  mmToInches,
  mpgToLitresPer100km,
  POSTCODE_MESSAGE,
  postcodeRule,
  spellFor,
  ZIP_CODE_MESSAGE,
} from './locale'
import { TRADE_IN_ESTIMATE_MAX_KM, TRADE_IN_MESSAGES } from './trade-in'
import { NO_ESTIMATE_MESSAGES } from './valuation'
import { vehicleDetails } from './vehicle-details'
import { carSpecifications, carSummary } from './vehicle-specs'

/** Words and units a US shopper never reads. */
const NOT_US = [
  /\bkms?\b/i,
  /enquir/i,
  /colour/i,
  /favourite/i,
  /\brego\b/i,
  /L\/100/,
  /comparison rate/i,
  /postcode/i,
  /kilomet/i,
  /personalis/i,
  /\blicence\b/i,
  /logbook/i,
]
/** Words and units an Australian or New Zealand shopper never reads. */
const NOT_AU_NZ = [
  /inquir/i,
  /\bcolor\b/i,
  /\bmpg\b/i,
  /\bmiles?\b/i,
  /\bZIP\b/,
  /personaliz/i,
  /favorite/i,
  /license plate/i,
]
const foreign = (text: string, patterns: RegExp[]) => patterns.filter((pattern) => pattern.test(text)).map(String)

describe('units: pure conversions at their boundaries', () => {
  it('converts km and miles by the international mile, exactly and both ways', () => {
    expect(KM_PER_MILE).toBe(1.609344)
    expect(kmToMiles(1.609344)).toBe(1)
    expect(milesToKm(1)).toBe(1.609344)
    expect(kmToMiles(0)).toBe(0)
    expect(milesToKm(0)).toBe(0)
    expect(milesToKm(kmToMiles(123_456))).toBeCloseTo(123_456, 9)
    expect(Math.round(kmToMiles(20_000))).toBe(12_427)
  })
  it('refuses what is no distance: negative, NaN and infinite give NaN', () => {
    for (const bad of [-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(kmToMiles(bad)).toBeNaN()
      expect(milesToKm(bad)).toBeNaN()
    }
  })
  it('converts L/100 km and mpg (US gallons) both ways; zero and negative consumption give NaN', () => {
    expect(litresPer100kmToMpg(10)).toBeCloseTo(23.5214583, 6)
    expect(mpgToLitresPer100km(23.5214583)).toBeCloseTo(10, 6)
    expect(mpgToLitresPer100km(litresPer100kmToMpg(7.4))).toBeCloseTo(7.4, 9)
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(litresPer100kmToMpg(bad)).toBeNaN()
      expect(mpgToLitresPer100km(bad)).toBeNaN()
    }
  })
  it('shows a stored km in the locale unit and stores what a US shopper typed in miles as km', () => {
    expect(distanceFromKm('en-AU', 20_000)).toBe(20_000)
    expect(distanceFromKm('en-NZ', 20_000.4)).toBe(20_000)
    expect(distanceFromKm('en-US', 20_000)).toBe(12_427)
    expect(distanceFromKm('en-US', 0)).toBe(0)
    expect(kmFromDistance('en-US', 12_427)).toBe(19_999)
    expect(kmFromDistance('en-US', 100)).toBe(161)
    expect(kmFromDistance('en-AU', 100)).toBe(100)
    expect(kmFromDistance('en-US', -1)).toBeNaN()
  })
})

describe('formats: distance and fuel consumption', () => {
  it('writes km with separators in AU and NZ, and miles in the US', () => {
    expect(formatDistance('en-AU', 20_000)).toBe('20,000 km')
    expect(formatDistance('en-NZ', 20_000)).toBe('20,000 km')
    expect(formatDistance('en-US', 20_000)).toBe('12,427 mi')
    expect(formatDistance('en-US', 0)).toBe('0 mi')
    expect(formatDistance('en-AU', Number.NaN)).toBe('0 km')
    expect(distanceUnitSymbol('en-US')).toBe('mi')
    expect(distanceUnitSymbol('en-NZ')).toBe('km')
  })
  it('writes L/100 km in AU and NZ and mpg in the US; nothing for unknown consumption', () => {
    expect(formatConsumption('en-AU', 7.4)).toBe('7.4 L/100 km')
    expect(formatConsumption('en-NZ', 10)).toBe('10 L/100 km')
    expect(formatConsumption('en-US', 10)).toBe('24 mpg')
    expect(formatConsumption('en-US', 7.4)).toBe('32 mpg')
    expect(formatConsumption('en-US', 0)).toBe('')
    expect(formatConsumption('en-AU', -1)).toBe('')
  })
})

describe('postal codes by country', () => {
  it('AU and NZ: exactly 4 digits, with the spec message', () => {
    for (const country of ['AU', 'NZ']) {
      const schema = postcodeSchemaFor(country)
      expect(schema.safeParse('4031').success).toBe(true)
      expect(schema.safeParse('0800').success).toBe(true)
      for (const bad of ['403', '40311', '4O31', '', '4031-1234']) {
        expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(POSTCODE_MESSAGE)
      }
      expect(postcodeRule(country)).toMatchObject({ label: 'Postcode', maxLength: 4 })
    }
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
  })
  it('US: 5 digits or ZIP+4, with a US message', () => {
    const schema = postcodeSchemaFor('US')
    for (const good of ['78756', '78756-1234', '00501']) expect(schema.safeParse(good).success).toBe(true)
    for (const bad of ['7875', '787561', '78756-123', '78756 1234', 'ABCDE', '']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe(ZIP_CODE_MESSAGE)
    }
    expect(postcodeRule('US').label).toBe('ZIP code')
  })
  it('never cuts a valid code: the input keeps at least the longest valid code of its country', () => {
    expect(postcodeRule('US').maxLength).toBeGreaterThanOrEqual('78756-1234'.length)
    expect('78756'.slice(0, postcodeRule('US').maxLength)).toBe('78756')
    expect(postcodeRule('AU').maxLength).toBe(4)
    expect(postcodeRule('XX')).toBe(postcodeRule('AU'))
  })
  it('the embedded form takes the site country’s codes', () => {
    const lead = { name: 'Jo', last_name: 'Doe', phone: '0400 000 000', email: 'jo@example.com', location_id: '3' }
    expect(embeddedLeadSchemaFor({ country: 'US' }).safeParse({ ...lead, postcode: '78756' }).success).toBe(true)
    expect(embeddedLeadSchemaFor({ country: 'US' }).parse({ ...lead, postcode: '78756-1234' }).postcode).toBe(
      '78756-1234',
    )
    expect(embeddedLeadSchemaFor({ country: 'AU' }).safeParse({ ...lead, postcode: '78756' }).success).toBe(false)
    expect(embeddedLeadSchemaFor(undefined).safeParse({ ...lead, postcode: '4031' }).success).toBe(true)
  })
})

describe('the catalogue in each market', () => {
  it('has every label in every locale', () => {
    for (const locale of LOCALES) expect(Object.keys(labelsFor(locale)).sort()).toEqual(Object.keys(LABELS).sort())
  })
  it('US words where the word differs: miles, license plate, registration, ZIP code, favorites, inquiry', () => {
    const us = labelsFor('en-US')
    expect(us.kilometres).toBe('Miles')
    expect(us.odometer).toBe('Mileage')
    expect(us.odometerOptional).toBe('Odometer in miles (optional)')
    expect(us.rego).toBe('License plate')
    expect(us.regoExpiry).toBe('Registration expires')
    expect(us.postcode).toBe('ZIP code')
    expect(us.favourites).toBe('Favorites')
    expect(us.sendUsAnEnquiry).toBe('Send us an inquiry')
    expect(us.yourEnquiry).toBe('Your inquiry')
  })
  it('NZ keeps the Australian words: rego, kilometres, postcode, enquiry, favourites', () => {
    const nz = labelsFor('en-NZ')
    expect(nz.rego).toBe('Rego')
    expect(nz.kilometres).toBe('Kilometres')
    expect(nz.postcode).toBe('Postcode')
    expect(nz.sendUsAnEnquiry).toBe('Send us an enquiry')
    expect(nz.favourites).toBe('Favourites')
  })
  it('no label of another market in any locale', () => {
    expect(foreign(Object.values(labelsFor('en-US')).join('\n'), NOT_US)).toEqual([])
    expect(foreign(Object.values(labelsFor('en-AU')).join('\n'), NOT_AU_NZ)).toEqual([])
    expect(foreign(Object.values(labelsFor('en-NZ')).join('\n'), NOT_AU_NZ)).toEqual([])
  })
  it('US entries are written for the US, not left to spelling', () => {
    for (const text of Object.values(LOCALE_LABELS['en-US'] ?? {})) expect(spellFor('en-US', text)).toBe(text)
  })
  it('spells favourite the US way as a pure spelling change', () => {
    expect(spellFor('en-US', 'Save to favourites')).toBe('Save to favorites')
    expect(spellFor('en-AU', 'Save to favourites')).toBe('Save to favourites')
  })
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill(labelsFor('en-US').saveToFavourites, { title: '2022 Ford F-150' })).toBe(
      'Save 2022 Ford F-150 to favorites',
    )
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })
})

describe('messages and row labels in the locale words', () => {
  it('swaps whole messages where the word differs and spells the rest', () => {
    expect(messageFor('en-US', LEAD_MESSAGES.rego)).toBe(
      'Please enter a valid license plate (letters and digits, at most 9).',
    )
    expect(messageFor('en-US', TRADE_IN_MESSAGES.rego)).toBe(
      'Please enter a valid license plate (letters and digits, at most 9).',
    )
    expect(messageFor('en-US', LEAD_MESSAGES.postcode)).toBe(ZIP_CODE_MESSAGE)
    expect(messageFor('en-US', 'General Enquiry')).toBe('General Inquiry')
    expect(messageFor('en-AU', LEAD_MESSAGES.rego)).toBe(LEAD_MESSAGES.rego)
    expect(messageFor('en-NZ', LEAD_MESSAGES.postcode)).toBe(POSTCODE_MESSAGE)
  })
  it('no US message carries an Australian word', () => {
    const all = [...Object.values(LEAD_MESSAGES), ...Object.values(TRADE_IN_MESSAGES)]
    expect(foreign(all.map((message) => messageFor('en-US', message)).join('\n'), NOT_US)).toEqual([])
  })
  it('swaps catalogue labels found as domain row labels', () => {
    expect(textFor('en-US', 'Kms')).toBe('Mileage')
    expect(textFor('en-US', 'Rego')).toBe('License plate')
    expect(textFor('en-US', 'Kilometres')).toBe('Miles')
    expect(textFor('en-US', 'Colour')).toBe('Color')
    expect(textFor('en-AU', 'Kms')).toBe('Kms')
    expect(textFor('en-NZ', 'Rego')).toBe('Rego')
  })
})

describe('the car in the locale words and units', () => {
  const car = {
    id: 1,
    feed_id: 'F1',
    slug: 'ford-f-150',
    name: '2022 Ford F-150 XLT',
    car_type: 'used' as const,
    status: 'in_stock' as const,
    km: 20_000,
    colour: 'Blue',
    regplate: 'TX123',
    rego_expiry: '2027-09-30T00:00:00.000Z',
    variant: { fuelconsumptioncombined: 10 },
    updatedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
  }
  const now = new Date('2026-06-15T00:00:00.000Z')
  const text = (locale: string, timeZone: string) =>
    [...vehicleDetails(car, { locale, timeZone, now }), ...carSummary(car, locale), ...carSpecifications(car, locale)]
      .map((item) => `${item.label}: ${item.value}`)
      .join('\n')

  it('US: miles, mpg, license plate and registration; nothing Australian', () => {
    const us = text('en-US', 'America/Chicago')
    expect(us).toContain('Mileage: 12,427 mi')
    expect(us).toContain('Miles: 12,427 mi')
    expect(us).toContain('License plate: TX123')
    expect(us).toContain('Color: Blue')
    expect(us).toContain('24 mpg')
    expect(us).toMatch(/Registration expires: /)
    expect(foreign(us, NOT_US)).toEqual([])
  })
  it('AU and NZ: Kms, kilometres, L/100 km and rego; nothing American', () => {
    for (const [locale, zone] of [
      ['en-AU', 'Australia/Brisbane'],
      ['en-NZ', 'Pacific/Auckland'],
    ] as const) {
      const au = text(locale, zone)
      expect(au).toContain('Kms: 20,000 km')
      expect(au).toContain('Rego: TX123')
      expect(au).toContain('10 L/100 km')
      expect(foreign(au, NOT_AU_NZ)).toEqual([])
    }
  })
})

describe('finance wording per country', () => {
  it('the comparison-rate warning and basis are Australian only', () => {
    expect(financeDisclaimerFor('AU')).toBe(FINANCE_DISCLAIMER)
    expect(financeDisclaimerFor(undefined)).toBe(FINANCE_DISCLAIMER)
    expect(FINANCE_DISCLAIMER).toMatch(/comparison rate/i)
    expect(comparisonRateBasisFor('AU')).toMatch(/^Comparison rate based on/)
    expect(showsComparisonRate('AU')).toBe(true)
    for (const country of ['US', 'NZ']) {
      expect(financeDisclaimerFor(country)).not.toMatch(/comparison rate/i)
      expect(financeDisclaimerFor(country)).toMatch(/indicative|estimate/i)
      expect(comparisonRateBasisFor(country)).toBeNull()
      expect(showsComparisonRate(country)).toBe(false)
    }
    expect(foreign(financeDisclaimerFor('US'), NOT_US)).toEqual([])
    expect(foreign(financeDisclaimerFor('NZ'), NOT_AU_NZ)).toEqual([])
  })
})

describe('lead emails in the dealer site words', () => {
  it('US dealers read license plate, ZIP code and inquiry, with the odometer in miles', () => {
    const comments = adfComments({
      id: 7,
      createdAt: '2026-11-24T00:00:00.000Z',
      email: 'jo@example.com',
      form: 'service',
      category: 'Service Enquiry',
      name: 'Jo',
      rego: 'TX123',
      postcode: '78756',
      service: { make: 'Ford', model: 'F-150', odometer: 20_000, serviceType: 'Oil change' },
      car: null,
      vendor: { name: 'Lone Star Auto' },
      currency: 'USD',
      distanceUnit: 'mi',
      locale: 'en-US',
    })
    expect(comments).toContain('Service Inquiry')
    expect(comments).toContain('License plate: TX123')
    expect(comments).toContain('ZIP code: 78756')
    expect(comments).toContain('12,427 mi')
    expect(foreign(comments, NOT_US)).toEqual([])
  })
})

describe('the US odometer filter in miles', () => {
  it('folds miles typed in the filter form into the stored km range', () => {
    const form = new URLSearchParams({ 'min[km]': '10000', 'max[km]': '62137', 'unit[km]': 'mi' })
    expect(rangeFormRedirect(form, '/cars')).toBe('/cars?range%5Bkm%5D=16093%3A100000')
    expect(filterFormQuery(form)).toBe('range%5Bkm%5D=16093%3A100000')
  })
  it('keeps km as typed without the unit, and leaves a malformed bound for the parser to refuse', () => {
    expect(rangeFormRedirect(new URLSearchParams({ 'min[km]': '10000', 'max[km]': '' }), '/cars')).toBe(
      '/cars?range%5Bkm%5D=10000%3A',
    )
    expect(filterFormQuery(new URLSearchParams({ 'min[km]': 'ten', 'unit[km]': 'mi' }))).toBeNull()
    // Only the odometer has a unit: a price is never converted.
    expect(filterFormQuery(new URLSearchParams({ 'min[price]': '10000', 'unit[km]': 'mi' }))).toBe(
      'range%5Bprice%5D=10000%3A',
    )
  })
})

describe('the no-price text in the site words', () => {
  it('reads Inquire for price on a US site without its own text, Enquire elsewhere', () => {
    const car = { price: 0, car_type: 'used', status: 'in_stock' } as unknown as Parameters<typeof priceDisplay>[0]
    const settings = (locale: string) => ({ locale, subscriptions: false, noPriceText: null })
    expect(priceDisplay(car, settings('en-US')).text).toBe('Inquire for price.')
    expect(priceDisplay(car, settings('en-AU')).text).toBe('Enquire for price.')
    expect(resolveSiteSettings({ locale: 'en-US' }, new Date()).features.noPriceText).toBe('Inquire for price.')
    expect(resolveSiteSettings({ locale: 'en-NZ' }, new Date()).features.noPriceText).toBe('Enquire for price.')
  })
})

describe('the trade-in words in the site units', () => {
  it('says the online estimate limit in miles to a US shopper', () => {
    const us = messageFor('en-US', NO_ESTIMATE_MESSAGES.km)
    expect(us).toContain(`more than ${formatDistance('en-US', TRADE_IN_ESTIMATE_MAX_KM).replace(' mi', ' miles')}`)
    expect(foreign(us, NOT_US)).toEqual([])
    expect(messageFor('en-AU', NO_ESTIMATE_MESSAGES.km)).toContain('100,000 km')
  })
})

describe('measures in the site units', () => {
  it('converts litres, kilograms and millimetres exactly by definition', () => {
    expect(litresToGallons(3.785411784)).toBe(1)
    expect(kgToPounds(0.45359237)).toBe(1)
    expect(mmToInches(25.4)).toBe(1)
    for (const bad of [-1, Number.NaN]) {
      expect(litresToGallons(bad)).toBeNaN()
      expect(kgToPounds(bad)).toBeNaN()
      expect(mmToInches(bad)).toBeNaN()
    }
  })
  it('shows gal, lb and in to a US shopper, and the metric figure elsewhere', () => {
    expect(formatMeasure('en-US', 80, 'litre')).toBe('21 gal')
    expect(formatMeasure('en-US', 3_000, 'kilogram')).toBe('6,614 lb')
    expect(formatMeasure('en-US', 5_370, 'millimetre')).toBe('17 ft 7 in') // 211.4 in
    expect(formatMeasure('en-AU', 80, 'litre')).toBe('80 L')
    expect(formatMeasure('en-NZ', 3_000, 'kilogram')).toBe('3,000 kg')
    expect(formatMeasure('en-AU', 4_690.5, 'millimetre')).toBe('4,690.5 mm')
    expect(formatMeasure('en-US', -1, 'litre')).toBe('')
    expect(formatMeasure('en-US', Number.NaN, 'millimetre')).toBe('')
  })

  it('converts feet to metres at 0.3048 exactly; negative or non-finite is NaN', () => {
    expect(METRES_PER_FOOT).toBe(0.3048)
    expect(feetToMetres(0)).toBe(0)
    expect(feetToMetres(1)).toBe(0.3048)
    expect(feetToMetres(10)).toBeCloseTo(3.048, 12)
    for (const bad of [-0.1, Number.NaN, Number.POSITIVE_INFINITY]) expect(feetToMetres(bad)).toBeNaN()
  })

  it('splits inches into whole feet and inches at the rounding boundary, never 12 in', () => {
    expect(INCHES_PER_FOOT).toBe(12)
    expect(feetAndInches(0)).toEqual({ feet: 0, inches: 0 })
    expect(feetAndInches(11.49)).toEqual({ feet: 0, inches: 11 })
    expect(feetAndInches(11.5)).toEqual({ feet: 1, inches: 0 }) // rounds up and carries
    expect(feetAndInches(12)).toEqual({ feet: 1, inches: 0 })
    expect(feetAndInches(23.6)).toEqual({ feet: 2, inches: 0 })
    expect(feetAndInches(90)).toEqual({ feet: 7, inches: 6 })
    for (const bad of [-1, Number.NaN, Number.NEGATIVE_INFINITY]) expect(feetAndInches(bad)).toBeNull()
  })

  it('writes feet and inches as a US shopper reads them', () => {
    expect(formatFeetAndInches('en-US', 90)).toBe('7 ft 6 in')
    expect(formatFeetAndInches('en-US', 72)).toBe('6 ft')
    expect(formatFeetAndInches('en-US', 11)).toBe('11 in')
    expect(formatFeetAndInches('en-US', 0)).toBe('0 in')
    expect(formatFeetAndInches('en-US', 12_000 * 12)).toBe('12,000 ft')
    expect(formatFeetAndInches('en-US', -1)).toBe('')
    expect(formatMeasure('en-US', 1_828.8, 'millimetre')).toBe('6 ft') // exactly 72 in
  })

  it('shows a length stored in feet in both units, the site unit first', () => {
    expect(formatFeetLength('en-AU', 7.5)).toBe('2.29 m (7 ft 6 in)')
    expect(formatFeetLength('en-NZ', 20)).toBe('6.10 m (20 ft)')
    expect(formatFeetLength('en-US', 7.5)).toBe('7 ft 6 in (2.29 m)')
    expect(formatFeetLength('en-US', 0)).toBe('0 in (0.00 m)')
    expect(formatFeetLength('en-AU', -2)).toBe('')
    expect(formatFeetLength('en-US', Number.NaN)).toBe('')
    expect(foreign(formatFeetLength('en-US', 24), NOT_US)).toEqual([])
  })
})
