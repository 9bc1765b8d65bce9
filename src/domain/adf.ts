/**
 * A lead as an ADF (Auto-lead Data Format) 1.0 XML document, the format dealer CRMs import
 * (`application/x-adf+xml`). Every value is escaped, and characters XML 1.0 cannot hold are dropped, so
 * whatever a shopper types the document stays well-formed; and every lead, whatever its form, is valid
 * against the ADF 1.0 DTD (./adf-1.0.dtd, checked by tests/integration/adf-dtd.test.ts).
 *
 * The DTD's requirements, and how a lead meets them:
 * - A prospect has at least one vehicle, and a vehicle a year, a make and a model. What the lead does not
 *   know is sent as an empty element (never guessed): a general enquiry, a finance enquiry without a car
 *   or a trade-in before the shopper described their car still has a vehicle, with what is known.
 * - Vehicles by form: the car asked about (`interest="buy"`, or `"test-drive"` on a test drive booking);
 *   on a trade-in (and an online purchase with one), the shopper's car as `interest="trade-in" status="used"`
 *   with one appraisal price (the online estimate's figure; its range in `pricecomments`), after the car asked
 *   about if there was one;
 *   on a service booking, the shopper's own car as `status="used"` with the DTD's default interest
 *   (`buy`: ADF has no interest for a service) and vehicle comments saying it is the car to service.
 * - A contact has an email or a phone: the shopper's email is always stored; the dealer's contact (the
 *   location, else the site) carries the lead email address the lead is delivered to, and its phone.
 * - An address needs a street: the embedded form's postcode alone is no address, so it goes in the
 *   comments only.
 * - Odometers are stored in km; each is written in the site's unit (miles on US sites, rounded) with
 *   `units` saying which.
 */

import { textFor } from './labels'
import type { LeadForm } from './lead-kinds'
import { KM_PER_MILE } from './trade-in'
import { carTitle } from './car-title'

export const ADF_CONTENT_TYPE = 'application/x-adf+xml'

export type AdfLead = {
  id: number | string
  createdAt: string
  form: LeadForm
  category: string
  subcategory?: string | null
  name: string
  email: string
  phone?: string | null
  message?: string | null
  rego?: string | null
  optIn?: boolean | null
  testDrive?: { date?: string | null; time?: string | null; model?: string | null } | null
  url?: string | null
  /** Facts a form collected beyond the shared fields (a finance budget, a reservation's deposit...), one line each. */
  notes?: readonly string[] | null
  car?: {
    year?: number | null
    make?: string | null
    model?: string | null
    badge?: string | null
    stocknum?: string | null
    vin?: string | null
    price?: number | null
    km?: number | null
    car_type?: string | null
    colour?: string | null
  } | null
  lastName?: string | null
  postcode?: string | null
  preferredContact?: string | null
  /** The shopper's own car, on a trade-in: what they told us and the online estimate they saw. */
  tradeIn?: {
    underFinance?: string | null
    regoState?: string | null
    make?: string | null
    model?: string | null
    year?: number | null
    km?: number | null
    answers?: Record<string, string> | null
    valuation?: {
      kind?: string
      low?: number
      high?: number
      value?: number
      reason?: string
      comparables?: number
    } | null
    offerAccepted?: boolean | null
  } | null
  /** The car to service and when, on a service booking. */
  service?: {
    make?: string | null
    model?: string | null
    year?: number | null
    odometer?: number | null
    serviceType?: string | null
    date?: string | null
    time?: string | null
  } | null
  /** New or used: the kind of car the shopper wants when no car is linked (a finance enquiry's answer). */
  wantedCarType?: string | null
  /**
   * The dealer: the site's name, and its contact: the location when the lead names one (else the site),
   * the lead email address the lead is sent to and the location's phone.
   */
  vendor: { name: string; location?: string | null; email?: string | null; phone?: string | null }
  currency: string
  /** The unit distances are written in: km, or mi on US sites. Distances in an AdfLead are in km, as stored. */
  distanceUnit: 'km' | 'mi'
  /** The site's locale: the comments' words (rego, postcode, enquiry) follow it; en-AU when not given. */
  locale?: string | null
}

/** A distance stored in km, in the unit it is written in: miles (rounded) on US sites, else km. */
export function distanceIn(km: number, unit: 'km' | 'mi'): number {
  return Math.round(unit === 'mi' ? km / KM_PER_MILE : km)
}

const distanceText = (km: number, unit: 'km' | 'mi') => `${distanceIn(km, unit).toLocaleString('en-AU')} ${unit}`

// XML 1.0 allows tab, newline, carriage return and U+0020 upwards except the surrogates and U+FFFE/U+FFFF.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text or attribute value made safe for XML: invalid characters dropped, markup characters escaped. */
export function xmlEscape(value: string | number): string {
  return String(value)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== ''

const attributesOf = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([key, v]) => ` ${key}="${xmlEscape(v)}"`)
    .join('')

/** `<tag attrs>value</tag>` when the value is present, else nothing. */
function element(
  tag: string,
  value: string | number | null | undefined,
  attrs: Record<string, string> = {},
  indent = '',
): string[] {
  if (!present(value)) return []
  return [
    `${indent}<${tag}${attributesOf(attrs)}>${xmlEscape(typeof value === 'string' ? value.trim() : value)}</${tag}>`,
  ]
}

/** An element the DTD requires: `<tag>value</tag>`, or `<tag></tag>` when the value is not known. */
function required(
  tag: string,
  value: string | number | null | undefined,
  indent: string,
  attrs: Record<string, string> = {},
): string[] {
  return present(value) ? element(tag, value, attrs, indent) : [`${indent}<${tag}${attributesOf(attrs)}></${tag}>`]
}

/** The lead's comments for the CRM: what the shopper wrote, then the facts the form collected. */
export function adfComments(lead: AdfLead): string {
  const testDriveModel = lead.testDrive?.model
  const lines = [
    `${textFor(lead.locale, lead.category)}${lead.subcategory ? ` (${textFor(lead.locale, lead.subcategory)})` : ''}`,
    ...(present(lead.message) ? [lead.message.trim()] : []),
    ...(lead.testDrive && (lead.testDrive.date || lead.testDrive.time)
      ? [`Preferred test drive: ${[lead.testDrive.date, lead.testDrive.time].filter(Boolean).join(' at ')}`]
      : lead.form === 'test-drive'
        ? ['Preferred test drive: no date given']
        : []),
    // A test drive booked by model (/book-test-drive, no car chosen).
    ...(present(testDriveModel) ? [`Model to drive: ${testDriveModel}`] : []),
    ...(present(lead.rego)
      ? [
          `${textFor(lead.locale, lead.form === 'service' ? 'Rego' : 'Trade-in rego')}: ${lead.rego}${present(lead.tradeIn?.regoState) ? ` (${lead.tradeIn.regoState})` : ''}`,
        ]
      : []),
    ...(present(lead.preferredContact) ? [`Preferred contact method: ${lead.preferredContact}`] : []),
    ...(present(lead.postcode) ? [`${textFor(lead.locale, 'Postcode')}: ${lead.postcode}`] : []),
    ...tradeInLines(lead),
    ...serviceLines(lead),
    ...(lead.notes ?? []).filter(present),
    `Opted in to offers and updates: ${lead.optIn === false ? 'no' : 'yes'}`,
    ...(present(lead.url) ? [`Page: ${lead.url}`] : []),
  ]
  return lines.join('\n')
}

const money = (value: number | undefined, currency: string) =>
  typeof value === 'number' ? `${currency} ${value.toLocaleString('en-AU')}` : ''

function tradeInLines(lead: AdfLead): string[] {
  const t = lead.tradeIn
  if (!t) return []
  const car = carTitle(t)
  const v = t.valuation
  return [
    ...(present(t.underFinance) ? [`Is Your Car Currently Under Finance? ${t.underFinance}`] : []),
    ...(car
      ? [`Trade-in car: ${car}${typeof t.km === 'number' ? `, ${distanceText(t.km, lead.distanceUnit)}` : ''}`]
      : []),
    ...Object.entries(t.answers ?? {}).map(([question, answer]) => `${question.replace(/_/g, ' ')}: ${answer}`),
    ...(v?.kind === 'estimate'
      ? [
          `Online estimate shown: ${money(v.low, lead.currency)} to ${money(v.high, lead.currency)} (from ${v.comparables ?? '?'} comparable listings)`,
        ]
      : v?.kind === 'none'
        ? [`No online estimate (${v.reason}): please value this car and contact the shopper.`]
        : []),
    ...(t.offerAccepted ? ['The shopper ACCEPTED the online offer.'] : []),
  ]
}

function serviceLines(lead: AdfLead): string[] {
  const s = lead.service
  if (!s) return []
  const car = carTitle(s)
  return [
    ...(present(s.serviceType) ? [`Service: ${s.serviceType}`] : []),
    ...(car
      ? [`Car: ${car}${typeof s.odometer === 'number' ? `, ${distanceText(s.odometer, lead.distanceUnit)}` : ''}`]
      : []),
    `Preferred drop-off: ${[s.date, s.time].filter(present).join(' at ') || 'no date given'}`,
  ]
}

/** One `<vehicle>`: year, make and model always (empty when unknown), then what else is known, in the DTD's order. */
type Vehicle = {
  interest: 'buy' | 'trade-in' | 'test-drive'
  status?: 'new' | 'used'
  year?: number | null
  make?: string | null
  model?: string | null
  vin?: string | null
  stock?: string | null
  trim?: string | null
  /** In km, as stored. */
  km?: number | null
  colour?: string | null
  price?: { value: number; type: 'asking' | 'appraisal'; source?: string } | null
  priceComments?: string | null
  comments?: string | null
}

function vehicleXml(v: Vehicle, lead: AdfLead): string[] {
  const indent = '      '
  return [
    `    <vehicle${attributesOf({ interest: v.interest, ...(v.status ? { status: v.status } : {}) })}>`,
    ...required('year', v.year, indent),
    ...required('make', v.make, indent),
    ...required('model', v.model, indent),
    ...element('vin', v.vin, {}, indent),
    ...element('stock', v.stock, {}, indent),
    ...element('trim', v.trim, {}, indent),
    ...(typeof v.km === 'number' && Number.isFinite(v.km)
      ? element('odometer', distanceIn(v.km, lead.distanceUnit), { units: lead.distanceUnit }, indent)
      : []),
    ...(present(v.colour)
      ? [
          `${indent}<colorcombination>`,
          ...element('exteriorcolor', v.colour, {}, `${indent}  `),
          `${indent}  <preference>1</preference>`,
          `${indent}</colorcombination>`,
        ]
      : []),
    ...(v.price && Number.isFinite(v.price.value)
      ? element(
          'price',
          v.price.value,
          { type: v.price.type, currency: lead.currency, ...(v.price.source ? { source: v.price.source } : {}) },
          indent,
        )
      : []),
    ...element('pricecomments', v.priceComments, {}, indent),
    ...element('comments', v.comments, {}, indent),
    '    </vehicle>',
  ]
}

const carStatus = (carType: string | null | undefined): Vehicle['status'] =>
  carType === 'used' ? 'used' : carType === 'new' ? 'new' : undefined

/** The shopper's own car on a trade-in: one appraisal price (the estimate's figure), its range in the price comments. */
function tradeInVehicle(lead: AdfLead): Vehicle {
  const t = lead.tradeIn ?? {}
  const v = t.valuation
  const described = present(t.make) || present(t.model) || present(t.year)
  return {
    interest: 'trade-in',
    status: 'used',
    year: t.year,
    make: t.make,
    model: t.model,
    km: t.km,
    price:
      v?.kind === 'estimate' && typeof v.value === 'number'
        ? { value: v.value, type: 'appraisal', source: 'Online estimate' }
        : null,
    priceComments:
      v?.kind === 'estimate'
        ? `Online estimate ${money(v.low, lead.currency)} to ${money(v.high, lead.currency)} (from ${v.comparables ?? '?'} comparable listings)${t.offerAccepted ? '; the shopper accepted it' : ''}`
        : v?.kind === 'none'
          ? `No online estimate (${v.reason})`
          : null,
    comments: described ? null : 'The shopper has a car to trade in; not described yet.',
  }
}

/** The lead's vehicles: at least one, as the DTD requires (see the top of this file). */
function vehiclesOf(lead: AdfLead): Vehicle[] {
  const car = lead.car
  const asked: Vehicle | null = car
    ? {
        interest: lead.form === 'test-drive' ? 'test-drive' : 'buy',
        status: car.car_type === 'used' ? 'used' : 'new',
        year: car.year,
        make: car.make,
        model: car.model,
        vin: car.vin,
        stock: car.stocknum,
        trim: car.badge,
        km: car.km,
        colour: car.colour,
        price: typeof car.price === 'number' ? { value: car.price, type: 'asking' } : null,
      }
    : null
  if (lead.form === 'trade-in') return [...(asked ? [asked] : []), tradeInVehicle(lead)]
  // An online purchase: the car bought, and the shopper's own car when they trade one in.
  if (lead.form === 'online-purchase' && lead.tradeIn) return [...(asked ? [asked] : []), tradeInVehicle(lead)]
  if (lead.form === 'service') {
    const s = lead.service ?? {}
    return [
      {
        interest: 'buy',
        status: 'used',
        year: s.year,
        make: s.make,
        model: s.model,
        km: s.odometer,
        comments: 'The customer\u2019s own car, booked in for a service (not a car for sale).',
      },
    ]
  }
  if (asked) return [asked]
  return [
    {
      interest: lead.form === 'test-drive' ? 'test-drive' : 'buy',
      status: carStatus(lead.wantedCarType),
      comments: 'No particular car: see the customer\u2019s comments.',
    },
  ]
}

/** The ADF 1.0 document of a lead. */
export function leadAdf(lead: AdfLead): string {
  const vendor = lead.vendor
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    ...element('id', lead.id, { sequence: '1', source: 'Website' }, '    '),
    ...element('requestdate', lead.createdAt, {}, '    '),
    ...vehiclesOf(lead).flatMap((vehicle) => vehicleXml(vehicle, lead)),
    '    <customer>',
    '      <contact>',
    ...(present(lead.lastName)
      ? [
          ...element('name', lead.name, { part: 'first' }, '        '),
          ...element('name', lead.lastName, { part: 'last' }, '        '),
        ]
      : required('name', lead.name, '        ', { part: 'full' })),
    // A contact needs an email or a phone: the lead's email is required when it is stored.
    ...(present(lead.email) || !present(lead.phone) ? required('email', lead.email, '        ') : []),
    ...element('phone', lead.phone, { type: 'voice' }, '        '),
    '      </contact>',
    ...element('comments', adfComments(lead), {}, '      '),
    '    </customer>',
    '    <vendor>',
    ...required('vendorname', vendor.name, '      '),
    '      <contact>',
    ...required('name', present(vendor.location) ? vendor.location : vendor.name, '        ', {
      part: 'full',
      type: 'business',
    }),
    ...(present(vendor.email) || !present(vendor.phone) ? required('email', vendor.email, '        ') : []),
    ...element('phone', vendor.phone, { type: 'voice' }, '        '),
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    ...element('name', 'Dealer Platform', { part: 'full' }, '      '),
    ...element('service', 'Website', {}, '      '),
    '    </provider>',
    '  </prospect>',
    '</adf>',
    '',
  ].join('\n')
}
