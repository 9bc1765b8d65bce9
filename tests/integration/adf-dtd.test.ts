import { readFileSync } from 'node:fs'
import path from 'node:path'

import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm'
import { afterAll, describe, expect, it } from 'vitest'

import { distanceIn, leadAdf } from '../../src/domain/adf'
import { adfLeadOf } from '../../src/leads/deliver'
import type { Lead, Location } from '../../src/payload-types'

/**
 * Every kind of lead, built as it is stored (the shapes POST /api/leads, the trade-in wizard's steps and
 * the checkout write), through the delivery's mapping, must be valid ADF 1.0: libxml2's DTD validation
 * (what `xmllint --dtdvalid` runs; libxml2-wasm, as xmllint-wasm's build has no DTD validation) against
 * the ADF 1.0 DTD. It lives here, not beside src/domain/adf.ts, because it runs the leads' mapping too
 * (the domain imports no other part of the app); it needs no database.
 */

const dtd = XmlDtd.fromString(readFileSync(path.join(import.meta.dirname, '../../src/domain/adf-1.0.dtd'), 'utf8'))
const validator = new DtdValidator(dtd)
afterAll(() => validator.dispose())

/** libxml2's DTD validity errors for the document: none when it is valid. */
function dtdErrors(xml: string): string[] {
  const doc = XmlDocument.fromString(xml)
  try {
    validator.validate(doc)
    return []
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => `line ${d.line}: ${d.message.trim()}`)
    throw error
  } finally {
    doc.dispose()
  }
}

type SiteArg = Parameters<typeof adfLeadOf>[1]
const AU: SiteArg = { name: 'Sunshine Motors', country: 'AU', locale: 'en-AU', leadEmail: 'leads@sunshine.example' }
const NZ: SiteArg = { name: 'Kiwi Cars', country: 'NZ', locale: 'en-NZ', leadEmail: 'leads@kiwi.example' }
const US: SiteArg = { name: 'Lone Star Autos', country: 'US', locale: 'en-US', leadEmail: 'leads@lonestar.example' }
const BRISBANE: Pick<Location, 'name' | 'leadEmail' | 'phone'> = {
  name: 'Sunshine Motors Brisbane',
  leadEmail: 'brisbane@sunshine.example',
  phone: '07 3000 0000',
}

const car = {
  id: 7,
  slug: '2023-toyota-numbatcruiser-gxl-stk-9',
  name: '2023 Toyota Numbatcruiser GXL',
  year: 2023,
  make: 'Toyota',
  model: 'Numbatcruiser',
  badge: 'GXL',
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  stocknum: 'STK-9',
  vin: 'JTMABC12345678901',
  regplate: '123ABC',
  price: 45000,
  km: 18500,
  colour: 'White',
}
const carFields = {
  car: car.id,
  car_name: car.name,
  car_stocknum: car.stocknum,
  car_dealership_id: 'D1',
  car_snapshot: car,
}

function stored(fields: Partial<Lead> & Pick<Lead, 'form' | 'category'>): Lead {
  return {
    id: 42,
    site: 1,
    name: 'Jo',
    email: 'jo@example.com',
    phone: '0412 345 678',
    opt_in: true,
    terms_agreed: true,
    url: 'http://sunshine-motors.localhost/cars/x',
    delivery_status: 'pending',
    createdAt: '2026-11-23T01:02:03.000Z',
    updatedAt: '2026-11-23T01:02:03.000Z',
    ...fields,
  }
}

const tradeInCapture = {
  form: 'trade-in',
  category: 'Trade-in Enquiry',
  subcategory: '1. Lead',
  preferred_contact: 'SMS',
  form_completed: false,
} as const
const tradeInCar = {
  under_finance: 'No',
  rego_state: 'QLD',
  offer_accepted: false,
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  km: 40_000,
} as const
const estimate = {
  kind: 'estimate',
  low: 20_000,
  high: 24_000,
  value: 22_000,
  marketMedian: 27_500,
  comparables: 9,
  conditionFactor: 1,
  provider: 'market',
  method: 'market-median',
  currentYear: 2026,
  at: '2026-11-23T01:10:00.000Z',
}

const LEADS = {
  'vehicle enquiry': stored({
    form: 'enquiry',
    category: 'Vehicle Enquiry',
    message: 'Is it still available?',
    rego: 'XYZ987',
    ...carFields,
  }),
  'general enquiry (no car)': stored({
    form: 'enquiry',
    category: 'General Enquiry',
    message: 'Do you have any utes coming in?',
    location: 3,
  }),
  'parts enquiry (no car)': stored({
    form: 'enquiry',
    category: 'Parts Enquiry',
    message: 'Price on a roof rack for a 2019 Hilux?',
    phone: null,
  }),
  'careers enquiry (no car)': stored({ form: 'enquiry', category: 'Careers Enquiry', message: 'Apprenticeships?' }),
  'parts request (a catalogue part)': stored({
    form: 'parts',
    category: 'Parts Enquiry',
    subcategory: 'PZQ-60-0001 Heavy-duty towbar kit',
    part: 7,
    message: 'Fitted too, please.',
    location: 3,
  }),
  'test drive of a model (no car)': stored({
    form: 'test-drive',
    category: 'Test Drive',
    test_drive: { date: '2026-11-24', time: '10:30', model: 'Toyota HiLux' },
  }),
  'test drive': stored({
    form: 'test-drive',
    category: 'Test Drive',
    test_drive: { date: '2026-11-24', time: '10:30' },
    ...carFields,
  }),
  'test drive (no date)': stored({
    form: 'test-drive',
    category: 'Test Drive',
    test_drive: { date: null, time: null },
    ...carFields,
  }),
  'finance with a car': stored({
    form: 'finance',
    category: 'Finance Enquiry',
    finance: { budget: 45_000, car_type: 'used' },
    ...carFields,
  }),
  'finance without a car': stored({
    form: 'finance',
    category: 'Finance Enquiry',
    finance: { budget: 30_000, car_type: 'new' },
  }),
  'request photos': stored({
    form: 'request-photos',
    category: 'Vehicle Enquiry',
    subcategory: 'Request Photos',
    ...carFields,
  }),
  service: stored({
    form: 'service',
    category: 'Service Enquiry',
    subcategory: 'Logbook service',
    rego: 'ABC123',
    location: 3,
    service: {
      make: 'Kia',
      model: 'Rio',
      year: 2019,
      odometer: 40_000,
      service_type: 'Logbook service',
      date: '2026-12-01',
      time: '09:00',
    },
  }),
  'service (make and model only)': stored({
    form: 'service',
    category: 'Service Enquiry',
    subcategory: 'Other',
    service: { make: 'Kia', model: 'Rio', year: null, odometer: null, service_type: 'Other', date: null, time: null },
  }),
  'embedded lead form (postcode only)': stored({
    form: 'lead-form',
    category: 'General Enquiry',
    subcategory: null,
    last_name: 'Citizen',
    postcode: '4000',
    location: 3,
  }),
  'trade-in 1: lead capture': stored({ ...tradeInCapture, trade_in: { under_finance: 'Yes', offer_accepted: false } }),
  'trade-in 1: lead capture from a car page': stored({
    ...tradeInCapture,
    trade_in: { under_finance: 'No', offer_accepted: false },
    ...carFields,
  }),
  'trade-in: rego looked up': stored({
    ...tradeInCapture,
    rego: 'ABC123',
    trade_in: { under_finance: 'No', rego_state: 'QLD', offer_accepted: false },
  }),
  'trade-in: car described': stored({ ...tradeInCapture, rego: 'ABC123', trade_in: { ...tradeInCar } }),
  'trade-in 2: valuation': stored({
    ...tradeInCapture,
    subcategory: '2. Valuation',
    rego: 'ABC123',
    trade_in: { ...tradeInCar, answers: { accident: 'No', service_history: 'Full' }, valuation: estimate },
  }),
  'trade-in 2: no online estimate': stored({
    ...tradeInCapture,
    subcategory: '2. Valuation',
    trade_in: { ...tradeInCar, year: 2012, km: 180_000, valuation: { kind: 'none', reason: 'age' } },
  }),
  'trade-in 3: offer accepted': stored({
    ...tradeInCapture,
    subcategory: '3. Offer Accepted',
    form_completed: true,
    rego: 'ABC123',
    trade_in: { ...tradeInCar, offer_accepted: true, valuation: estimate },
  }),
  reservation: stored({
    form: 'reservation',
    category: 'Vehicle Enquiry',
    subcategory: 'Reserve Online',
    opt_in: false,
    url: null,
    reservation: 5,
    message:
      'Reserved online. Deposit: $500 (the dealer collects it). Held until Wednesday 25 November 2026 at 1:02 pm.',
    ...carFields,
  }),
  'online purchase (grown by every step, with its trade-in and deposit)': stored({
    form: 'online-purchase',
    category: 'Vehicle Enquiry',
    subcategory: 'Online Purchase',
    opt_in: false,
    url: null,
    reservation: 6,
    trade_in: { ...tradeInCar, valuation: estimate },
    message:
      'Buy online\nCar: 2023 Toyota Numbatcruiser GXL\nTrade-in: 2019 Mazda 3, 64,000 km\nNext step: Review\n\nReserved online.',
    ...carFields,
  }),
  'nasty input': stored({
    form: 'enquiry',
    category: 'Vehicle Enquiry',
    name: 'A & B <b>',
    message: '<script>alert("x")</script> ]]> \u0000\u0007 end',
    ...carFields,
    car_snapshot: { ...car, make: 'M&M <"\'>', colour: null, price: null, km: null },
  }),
} satisfies Record<string, Lead>

describe('ADF of every kind of lead against the ADF 1.0 DTD (libxml2)', () => {
  const sites: Array<[string, SiteArg, Pick<Location, 'name' | 'leadEmail' | 'phone'> | null]> = [
    ['AU site, lead to a location', AU, BRISBANE],
    ['NZ site, lead to the site', NZ, null],
    ['US site, lead to the site', US, null],
  ]
  for (const [where, site, location] of sites) {
    describe(where, () => {
      for (const [kind, lead] of Object.entries(LEADS)) {
        it(`${kind} is valid`, () => {
          expect(dtdErrors(leadAdf(adfLeadOf(lead, site, location)))).toEqual([])
        })
      }
    })
  }

  it('the validator does reject what the DTD forbids (a vehicle without a model, two prices, an address without a street)', () => {
    const xml = leadAdf(adfLeadOf(LEADS['vehicle enquiry'], AU, BRISBANE))
    expect(dtdErrors(xml.replace(/\s*<model>[^<]*<\/model>/, ''))).not.toEqual([])
    expect(dtdErrors(xml.replace(/(<price[^>]*>[^<]*<\/price>)/, '$1$1'))).not.toEqual([])
    expect(
      dtdErrors(xml.replace('</contact>', '<address><postalcode>4000</postalcode></address></contact>')),
    ).not.toEqual([])
    expect(dtdErrors(xml.replace(/<vehicle [\s\S]*<\/vehicle>/, ''))).not.toEqual([])
    expect(
      dtdErrors(xml.replace(/<vendor>[\s\S]*<\/vendor>/, '<vendor><vendorname>X</vendorname></vendor>')),
    ).not.toEqual([])
  })
})

describe('odometers: stored in km, written in the site\u2019s unit', () => {
  const odometer = (xml: string, n = 0) =>
    [...xml.matchAll(/<odometer units="(km|mi)">(\d+)<\/odometer>/g)].map((m) => [m[2], m[1]])[n]

  it('converts km to whole miles', () => {
    expect(distanceIn(18_500, 'mi')).toBe(11_495)
    expect(distanceIn(40_000, 'mi')).toBe(24_855)
    expect(distanceIn(160_934.4, 'mi')).toBe(100_000)
    expect(distanceIn(0, 'mi')).toBe(0)
    expect(distanceIn(18_500, 'km')).toBe(18_500)
  })

  it('writes miles on US sites: the car asked about, the trade-in car and the car to service', () => {
    expect(odometer(leadAdf(adfLeadOf(LEADS['vehicle enquiry'], US, null)))).toEqual(['11495', 'mi'])
    expect(odometer(leadAdf(adfLeadOf(LEADS['trade-in 2: valuation'], US, null)))).toEqual(['24855', 'mi'])
    const service = leadAdf(adfLeadOf(LEADS.service, US, null))
    expect(odometer(service)).toEqual(['24855', 'mi'])
    expect(service).toContain('Car: 2019 Kia Rio, 24,855 mi')
    expect(service).not.toMatch(/40,?000/)
  })

  it('writes km on AU and NZ sites', () => {
    expect(odometer(leadAdf(adfLeadOf(LEADS['vehicle enquiry'], AU, BRISBANE)))).toEqual(['18500', 'km'])
    expect(odometer(leadAdf(adfLeadOf(LEADS['trade-in 2: valuation'], NZ, null)))).toEqual(['40000', 'km'])
    expect(leadAdf(adfLeadOf(LEADS.service, AU, BRISBANE))).toContain('Car: 2019 Kia Rio, 40,000 km')
  })
})

describe('what the DTD made us change, kept for the CRM', () => {
  it('a lead without a car has one vehicle with empty year, make and model, never invented ones', () => {
    const xml = leadAdf(adfLeadOf(LEADS['general enquiry (no car)'], AU, BRISBANE))
    expect(xml.match(/<vehicle[\s\S]*?<\/vehicle>/g)).toEqual([
      '<vehicle interest="buy">\n      <year></year>\n      <make></make>\n      <model></model>\n      <comments>No particular car: see the customer\u2019s comments.</comments>\n    </vehicle>',
    ])
    expect(leadAdf(adfLeadOf(LEADS['finance without a car'], AU, BRISBANE))).toContain(
      '<vehicle interest="buy" status="new">',
    )
  })

  it('an online purchase names the car bought and, with a trade-in, the shopper\u2019s car', () => {
    const xml = leadAdf(
      adfLeadOf(LEADS['online purchase (grown by every step, with its trade-in and deposit)'], US, null),
    )
    expect(xml).toMatch(/<vehicle interest="buy" status="used">[\s\S]*?<make>Toyota<\/make>/)
    expect(xml).toMatch(/<vehicle interest="trade-in" status="used">[\s\S]*?<make>Mazda<\/make>/)
    expect(xml).toContain('Next step: Review')
  })

  it('a trade-in has the shopper\u2019s car with one appraisal price and the range in the price comments', () => {
    const xml = leadAdf(adfLeadOf(LEADS['trade-in 3: offer accepted'], AU, BRISBANE))
    const vehicle = xml.match(/<vehicle interest="trade-in"[\s\S]*?<\/vehicle>/)![0]
    expect(vehicle).toContain('status="used"')
    expect(vehicle.match(/<price[^>]*>[^<]*<\/price>/g)).toEqual([
      '<price type="appraisal" currency="AUD" source="Online estimate">22000</price>',
    ])
    expect(vehicle).toContain(
      '<pricecomments>Online estimate AUD 20,000 to AUD 24,000 (from 9 comparable listings); the shopper accepted it</pricecomments>',
    )
    const capture = leadAdf(adfLeadOf(LEADS['trade-in 1: lead capture'], AU, BRISBANE))
    expect(capture).toContain(
      '<vehicle interest="trade-in" status="used">\n      <year></year>\n      <make></make>\n      <model></model>',
    )
    const fromCarPage = leadAdf(adfLeadOf(LEADS['trade-in 1: lead capture from a car page'], AU, BRISBANE))
    expect(fromCarPage.match(/<vehicle [^>]*>/g)).toEqual([
      '<vehicle interest="buy" status="used">',
      '<vehicle interest="trade-in" status="used">',
    ])
  })

  it('a service booking sends the customer\u2019s own car, said to be the car to service', () => {
    const xml = leadAdf(adfLeadOf(LEADS.service, AU, BRISBANE))
    expect(xml).toContain(
      '<vehicle interest="buy" status="used">\n      <year>2019</year>\n      <make>Kia</make>\n      <model>Rio</model>\n      <odometer units="km">40000</odometer>',
    )
    expect(xml).toContain('booked in for a service')
  })

  it('the postcode alone is no address: it goes in the comments', () => {
    const xml = leadAdf(adfLeadOf(LEADS['embedded lead form (postcode only)'], AU, BRISBANE))
    expect(xml).not.toContain('<address>')
    expect(xml).toContain('Postcode: 4000')
    expect(xml).toContain('<name part="first">Jo</name>\n        <name part="last">Citizen</name>')
  })

  it('the dealer\u2019s contact: the location (else the site) with the lead address and phone', () => {
    expect(leadAdf(adfLeadOf(LEADS['vehicle enquiry'], AU, BRISBANE))).toContain(
      '<vendor>\n      <vendorname>Sunshine Motors</vendorname>\n      <contact>\n        <name part="full" type="business">Sunshine Motors Brisbane</name>\n        <email>brisbane@sunshine.example</email>\n        <phone type="voice">07 3000 0000</phone>\n      </contact>\n    </vendor>',
    )
    expect(leadAdf(adfLeadOf(LEADS['vehicle enquiry'], US, null))).toContain(
      '<contact>\n        <name part="full" type="business">Lone Star Autos</name>\n        <email>leads@lonestar.example</email>\n      </contact>\n    </vendor>',
    )
  })

  it('a parts request names its part, and a test drive of a model its model', () => {
    expect(leadAdf(adfLeadOf(LEADS['parts request (a catalogue part)'], AU, BRISBANE))).toContain(
      'Parts Enquiry (PZQ-60-0001 Heavy-duty towbar kit)',
    )
    expect(leadAdf(adfLeadOf(LEADS['test drive of a model (no car)'], AU, BRISBANE))).toContain(
      'Model to drive: Toyota HiLux',
    )
  })

  it('a reservation carries its deposit in the comments', () => {
    expect(leadAdf(adfLeadOf(LEADS.reservation, AU, BRISBANE))).toContain('Deposit: $500 (the dealer collects it)')
  })
})

// Keeps the fixture honest: every lead form of the domain has a case above.
it('covers every lead form', async () => {
  const { LEAD_FORMS } = await import('../../src/domain/lead-kinds')
  const covered = new Set(Object.values(LEADS).map((lead) => lead.form))
  expect(LEAD_FORMS.map((f) => f.value).filter((form) => !covered.has(form))).toEqual([])
})
