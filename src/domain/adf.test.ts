import sax from 'sax'
import { describe, expect, it } from 'vitest'

import { leadAdf, xmlEscape, type AdfLead } from './adf'

type Node = { name: string; attributes: Record<string, string>; children: Node[]; text: string }

/** Parses XML strictly (sax throws on anything not well-formed) into a small tree. */
function parseXml(xml: string): { root: Node; instructions: string[] } {
  const parser = sax.parser(true)
  const stack: Node[] = []
  const instructions: string[] = []
  let root: Node | null = null
  parser.onprocessinginstruction = (pi) => instructions.push(`${pi.name} ${pi.body}`)
  parser.onopentag = (tag) => {
    const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' }
    stack.at(-1)?.children.push(node)
    root ??= node
    stack.push(node)
  }
  parser.ontext = (text) => {
    const node = stack.at(-1)
    if (node) node.text += text
  }
  parser.onclosetag = () => void stack.pop()
  parser.write(xml).close()
  if (!root) throw new Error('no root')
  return { root, instructions }
}
const child = (node: Node, ...path: string[]): Node => {
  let current = node
  for (const name of path) {
    const next = current.children.find((c) => c.name === name)
    if (!next) throw new Error(`no <${name}> in <${current.name}>`)
    current = next
  }
  return current
}

const lead: AdfLead = {
  id: 42,
  createdAt: '2026-11-23T01:02:03.000Z',
  form: 'enquiry',
  category: 'Vehicle Enquiry',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  rego: 'ABC123',
  optIn: true,
  url: 'http://sunshine-motors.localhost/cars/x',
  car: {
    year: 2023,
    make: 'Toyota',
    model: 'Numbatcruiser',
    badge: 'GXL',
    stocknum: 'STK-9',
    vin: 'JTMABC12345678901',
    price: 45000,
    km: 18500,
    car_type: 'used',
    colour: 'White',
  },
  vendor: { name: 'Sunshine Motors', location: 'Sunshine Motors Brisbane' },
  currency: 'AUD',
  distanceUnit: 'km',
}

describe('leadAdf', () => {
  it('is ADF 1.0 XML carrying the customer, the vehicle and the comments', () => {
    const xml = leadAdf(lead)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    const { root, instructions } = parseXml(xml)
    expect(instructions).toContain('adf version="1.0"')
    expect(root.name).toBe('adf')
    const prospect = child(root, 'prospect')
    expect(child(prospect, 'id').text).toBe('42')
    expect(child(prospect, 'requestdate').text).toBe('2026-11-23T01:02:03.000Z')
    const vehicle = child(prospect, 'vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'buy', status: 'used' })
    expect(
      ['year', 'make', 'model', 'vin', 'stock', 'trim', 'odometer', 'price'].map((name) => child(vehicle, name).text),
    ).toEqual(['2023', 'Toyota', 'Numbatcruiser', 'JTMABC12345678901', 'STK-9', 'GXL', '18500', '45000'])
    expect(child(vehicle, 'price').attributes).toEqual({ type: 'asking', currency: 'AUD' })
    expect(child(vehicle, 'odometer').attributes).toMatchObject({ units: 'km' })
    const contact = child(prospect, 'customer', 'contact')
    expect(child(contact, 'name').text).toBe('Jo Citizen')
    expect(child(contact, 'email').text).toBe('jo@example.com')
    expect(child(contact, 'phone').text).toBe('0412 345 678')
    const comments = child(prospect, 'customer', 'comments').text
    expect(comments).toContain('Vehicle Enquiry')
    expect(comments).toContain('Is it still available?')
    expect(comments).toContain('Trade-in rego: ABC123')
    expect(child(prospect, 'vendor', 'vendorname').text).toBe('Sunshine Motors')
  })

  it('stays well-formed whatever the shopper types: markup, ampersands, quotes, control characters', () => {
    const nasty = '<script>alert("x")</script> & Sons \'quoted\' ]]> \u0000\u0007\u001b end'
    const xml = leadAdf({
      ...lead,
      name: `A & B <b>`,
      message: nasty,
      car: { ...lead.car!, make: 'M&M <"\'>' },
      vendor: { name: 'Smith & Co' },
    })
    const { root } = parseXml(xml)
    const prospect = child(root, 'prospect')
    expect(child(prospect, 'customer', 'contact', 'name').text).toBe('A & B <b>')
    expect(child(prospect, 'customer', 'comments').text).toContain(
      '<script>alert("x")</script> & Sons \'quoted\' ]]>  end',
    )
    expect(child(prospect, 'vehicle', 'make').text).toBe('M&M <"\'>')
    expect(xml).not.toContain('<script>')
  })

  it('leaves out what the lead does not have, and marks a test drive', () => {
    const { root } = parseXml(
      leadAdf({
        ...lead,
        form: 'test-drive',
        phone: null,
        testDrive: { date: '2026-11-24', time: '10:30' },
        car: { make: 'Mazda', car_type: 'new' },
      }),
    )
    const prospect = child(root, 'prospect')
    expect(child(prospect, 'vehicle').attributes).toEqual({ interest: 'test-drive', status: 'new' })
    // Year, make and model are required by the ADF DTD: unknown ones are empty, never guessed.
    expect(child(prospect, 'vehicle').children.map((c) => [c.name, c.text])).toEqual([
      ['year', ''],
      ['make', 'Mazda'],
      ['model', ''],
    ])
    expect(child(prospect, 'customer', 'contact').children.map((c) => c.name)).toEqual(['name', 'email'])
    expect(child(prospect, 'customer', 'comments').text).toContain('Preferred test drive: 2026-11-24 at 10:30')
    // A lead without a car still has the one vehicle the DTD requires, with nothing made up.
    const general = parseXml(leadAdf({ ...lead, car: null })).root
    const vehicles = child(general, 'prospect').children.filter((c) => c.name === 'vehicle')
    expect(vehicles.map((v) => v.children.map((c) => [c.name, c.text]))).toEqual([
      [
        ['year', ''],
        ['make', ''],
        ['model', ''],
        ['comments', 'No particular car: see the customer\u2019s comments.'],
      ],
    ])
  })

  it('escapes the five XML characters', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})

describe('a form\u2019s own facts', () => {
  it('go into the comments, one line each, blank ones left out', () => {
    const finance = leadAdf({
      ...lead,
      form: 'finance',
      category: 'Finance Enquiry',
      message: null,
      notes: ['Vehicle budget: $45,000', '', 'Car type: used'],
    })
    expect(finance).toContain('Vehicle budget: $45,000\nCar type: used')
    expect(finance).toContain('Finance Enquiry')
  })
})

describe('leadAdf: trade-in, service and the embedded form', () => {
  it('carries the trade-in car, its estimate and the acceptance', () => {
    const xml = leadAdf({
      ...lead,
      form: 'trade-in',
      category: 'Trade-in Enquiry',
      subcategory: '3. Offer Accepted',
      car: null,
      preferredContact: 'SMS',
      tradeIn: {
        underFinance: 'Yes',
        regoState: 'QLD',
        make: 'Mazda',
        model: 'CX-5',
        year: 2021,
        km: 40_000,
        answers: { accident: 'No' },
        valuation: { kind: 'estimate', low: 20_000, high: 24_000, value: 22_000, comparables: 9 },
        offerAccepted: true,
      },
    })
    const prospect = child(parseXml(xml).root, 'prospect')
    const vehicle = prospect.children.find((c) => c.name === 'vehicle')!
    expect(vehicle.attributes).toEqual({ interest: 'trade-in', status: 'used' })
    expect(child(vehicle, 'make').text).toBe('Mazda')
    // One appraisal price (the DTD allows one): the estimate's figure, its range in the price comments.
    expect(vehicle.children.filter((c) => c.name === 'price').map((c) => [c.attributes.type, c.text])).toEqual([
      ['appraisal', '22000'],
    ])
    expect(child(vehicle, 'pricecomments').text).toContain('AUD 20,000 to AUD 24,000')
    const comments = child(prospect, 'customer', 'comments').text
    expect(comments).toContain('Trade-in Enquiry (3. Offer Accepted)')
    expect(comments).toContain('Is Your Car Currently Under Finance? Yes')
    expect(comments).toContain('Preferred contact method: SMS')
    expect(comments).toContain('Trade-in rego: ABC123 (QLD)')
    expect(comments).toContain('ACCEPTED the online offer')
  })
  it('says when there was no online estimate', () => {
    const xml = leadAdf({
      ...lead,
      form: 'trade-in',
      car: null,
      tradeIn: {
        make: 'Holden',
        model: 'Commodore',
        year: 2012,
        km: 180_000,
        valuation: { kind: 'none', reason: 'age' },
      },
    })
    expect(child(parseXml(xml).root, 'prospect', 'customer', 'comments').text).toContain('No online estimate (age)')
  })
  it('carries the service booking and the embedded form\u2019s last name and postcode', () => {
    const xml = leadAdf({
      ...lead,
      form: 'service',
      car: null,
      lastName: 'Citizen',
      postcode: '4000',
      service: { make: 'Kia', model: 'Rio', serviceType: 'Logbook service', date: '2026-12-01', time: '09:00' },
    })
    const contact = child(parseXml(xml).root, 'prospect', 'customer', 'contact')
    expect(contact.children.filter((c) => c.name === 'name').map((c) => [c.attributes.part, c.text])).toEqual([
      ['first', 'Jo Citizen'],
      ['last', 'Citizen'],
    ])
    // An ADF address needs a street: the postcode alone goes in the comments.
    expect(contact.children.some((c) => c.name === 'address')).toBe(false)
    const comments = child(parseXml(xml).root, 'prospect', 'customer', 'comments').text
    expect(comments).toContain('Postcode: 4000')
    expect(comments).toContain('Service: Logbook service')
    expect(comments).toContain('Preferred drop-off: 2026-12-01 at 09:00')
  })
})
