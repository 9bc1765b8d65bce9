/**
 * A lead as an ADF (Auto-lead Data Format) 1.0 XML document, the format dealer CRMs import
 * (`application/x-adf+xml`). Every value is escaped, and characters XML 1.0 cannot hold are dropped, so
 * whatever a shopper types the document stays well-formed.
 */

import type { LeadForm } from './lead-kinds'

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
  testDrive?: { date?: string | null; time?: string | null } | null
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
    valuation?: { kind?: string; low?: number; high?: number; value?: number; reason?: string; comparables?: number } | null
    offerAccepted?: boolean | null
  } | null
  /** The car to service and when, on a service booking. */
  service?: { make?: string | null; model?: string | null; year?: number | null; odometer?: number | null; serviceType?: string | null; date?: string | null; time?: string | null } | null
  /** The dealer: the site's name, and the location when the lead names one. */
  vendor: { name: string; location?: string | null }
  currency: string
  /** Unit of the odometer: km, or mi on US sites. */
  distanceUnit: 'km' | 'mi'
}

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

/** `<tag attrs>value</tag>` when the value is present, else nothing. */
function element(tag: string, value: string | number | null | undefined, attrs: Record<string, string> = {}, indent = ''): string[] {
  if (!present(value)) return []
  const attributes = Object.entries(attrs)
    .map(([key, v]) => ` ${key}="${xmlEscape(v)}"`)
    .join('')
  return [`${indent}<${tag}${attributes}>${xmlEscape(typeof value === 'string' ? value.trim() : value)}</${tag}>`]
}

/** The lead's comments for the CRM: what the shopper wrote, then the facts the form collected. */
export function adfComments(lead: AdfLead): string {
  const lines = [
    `${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ''}`,
    ...(present(lead.message) ? [lead.message.trim()] : []),
    ...(lead.testDrive && (lead.testDrive.date || lead.testDrive.time)
      ? [`Preferred test drive: ${[lead.testDrive.date, lead.testDrive.time].filter(Boolean).join(' at ')}`]
      : lead.form === 'test-drive'
        ? ['Preferred test drive: no date given']
        : []),
    ...(present(lead.rego) ? [`${lead.form === 'service' ? 'Rego' : 'Trade-in rego'}: ${lead.rego}${present(lead.tradeIn?.regoState) ? ` (${lead.tradeIn.regoState})` : ''}`] : []),
    ...(present(lead.preferredContact) ? [`Preferred contact method: ${lead.preferredContact}`] : []),
    ...(present(lead.postcode) ? [`Postcode: ${lead.postcode}`] : []),
    ...tradeInLines(lead),
    ...serviceLines(lead),
    ...(lead.notes ?? []).filter(present),
    `Opted in to offers and updates: ${lead.optIn === false ? 'no' : 'yes'}`,
    ...(present(lead.url) ? [`Page: ${lead.url}`] : []),
  ]
  return lines.join('\n')
}

const money = (value: number | undefined, currency: string) => (typeof value === 'number' ? `${currency} ${value.toLocaleString('en-AU')}` : '')

function tradeInLines(lead: AdfLead): string[] {
  const t = lead.tradeIn
  if (!t) return []
  const car = [t.year, t.make, t.model].filter(present).join(' ')
  const v = t.valuation
  return [
    ...(present(t.underFinance) ? [`Is Your Car Currently Under Finance? ${t.underFinance}`] : []),
    ...(car ? [`Trade-in car: ${car}${typeof t.km === 'number' ? `, ${t.km.toLocaleString('en-AU')} km` : ''}`] : []),
    ...Object.entries(t.answers ?? {}).map(([question, answer]) => `${question.replace(/_/g, ' ')}: ${answer}`),
    ...(v?.kind === 'estimate'
      ? [`Online estimate shown: ${money(v.low, lead.currency)} to ${money(v.high, lead.currency)} (from ${v.comparables ?? '?'} comparable listings)`]
      : v?.kind === 'none'
        ? [`No online estimate (${v.reason}): please value this car and contact the shopper.`]
        : []),
    ...(t.offerAccepted ? ['The shopper ACCEPTED the online offer.'] : []),
  ]
}

function serviceLines(lead: AdfLead): string[] {
  const s = lead.service
  if (!s) return []
  const car = [s.year, s.make, s.model].filter(present).join(' ')
  return [
    ...(present(s.serviceType) ? [`Service: ${s.serviceType}`] : []),
    ...(car ? [`Car: ${car}${typeof s.odometer === 'number' ? `, ${s.odometer.toLocaleString('en-AU')} km` : ''}`] : []),
    `Preferred drop-off: ${[s.date, s.time].filter(present).join(' at ') || 'no date given'}`,
  ]
}

/** The shopper's own car on a trade-in, as ADF's trade-in vehicle. */
function tradeInVehicle(lead: AdfLead): string[] {
  const t = lead.tradeIn
  if (!t || (!present(t.make) && !present(t.model))) return []
  const v = t.valuation
  return [
    '    <vehicle interest="trade-in" status="used">',
    ...element('year', t.year, {}, '      '),
    ...element('make', t.make, {}, '      '),
    ...element('model', t.model, {}, '      '),
    ...element('odometer', t.km, { status: 'original', units: 'km' }, '      '),
    ...(v?.kind === 'estimate' ? [...element('price', v.low, { type: 'appraisal', currency: lead.currency, source: 'online estimate (low)' }, '      '), ...element('price', v.high, { type: 'appraisal', currency: lead.currency, source: 'online estimate (high)' }, '      ')] : []),
    '    </vehicle>',
  ]
}

/** The ADF 1.0 document of a lead. */
export function leadAdf(lead: AdfLead): string {
  const car = lead.car
  const vehicle = car
    ? [
        `    <vehicle interest="${lead.form === 'test-drive' ? 'test-drive' : 'buy'}" status="${car.car_type === 'used' ? 'used' : 'new'}">`,
        ...element('year', car.year, {}, '      '),
        ...element('make', car.make, {}, '      '),
        ...element('model', car.model, {}, '      '),
        ...element('vin', car.vin, {}, '      '),
        ...element('stock', car.stocknum, {}, '      '),
        ...element('trim', car.badge, {}, '      '),
        ...element('odometer', car.km, { status: 'original', units: lead.distanceUnit }, '      '),
        ...(present(car.colour) ? ['      <colorcombination>', ...element('exteriorcolor', car.colour, {}, '        '), '      </colorcombination>'] : []),
        ...element('price', car.price, { type: 'asking', currency: lead.currency }, '      '),
        '    </vehicle>',
      ]
    : []
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    ...element('id', lead.id, { sequence: '1', source: 'Website' }, '    '),
    ...element('requestdate', lead.createdAt, {}, '    '),
    ...vehicle,
    ...tradeInVehicle(lead),
    '    <customer>',
    '      <contact>',
    ...(present(lead.lastName)
      ? [...element('name', lead.name, { part: 'first' }, '        '), ...element('name', lead.lastName, { part: 'last' }, '        ')]
      : element('name', lead.name, { part: 'full' }, '        ')),
    ...element('email', lead.email, {}, '        '),
    ...element('phone', lead.phone, { type: 'voice' }, '        '),
    ...(present(lead.postcode) ? ['        <address>', ...element('postalcode', lead.postcode, {}, '          '), '        </address>'] : []),
    '      </contact>',
    ...element('comments', adfComments(lead), {}, '      '),
    '    </customer>',
    '    <vendor>',
    ...element('vendorname', lead.vendor.name, {}, '      '),
    ...(present(lead.vendor.location) ? ['      <contact>', ...element('name', lead.vendor.location, { part: 'full' }, '        '), '      </contact>'] : []),
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
