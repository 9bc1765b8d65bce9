/**
 * Lead routing and delivery on the real database and a real SMTP server (nodemailer's smtp-server): the
 * routing staff set on a site and its locations decides who gets each lead; a person gets a readable
 * HTML/text email, a CRM the ADF/XML document as its text/plain body (valid against the ADF 1.0 DTD);
 * a refused recipient is retried by the delivery job, the lead kept, and no one gets a lead twice.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deliverLead } from '../../src/leads/deliver'
import { LEADS_QUEUE } from '../../src/leads/delivery-state'
import { emailAdapter } from '../../src/lib/email/email'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { parseMail } from './mime'
import { createTestSite, seededPayload } from './platform'

type Received = { to: string[]; raw: string }

let payload: Payload
let server: SMTPServer
let restore: () => void
let site: PublicSite
let north: number
let south: number
const received: Received[] = []
/** Addresses the mail server refuses (a CRM's mailbox down). */
const refused = new Set<string>()

const dtd = XmlDtd.fromString(readFileSync(path.join(import.meta.dirname, '../../src/domain/adf-1.0.dtd'), 'utf8'))
const validator = new DtdValidator(dtd)

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

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo: (address, _session, done) =>
      refused.has(address.address) ? done(new Error('550 Mailbox unavailable')) : done(),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  payload = await seededPayload()
  const adapter = await emailAdapter({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((server.server.address() as AddressInfo).port),
    SMTP_FROM: 'Routing Leads <leads-robot@example.com>',
  })
  const before = { email: payload.email, sendEmail: payload.sendEmail }
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
  restore = () => Object.assign(payload, before)

  site = await createTestSite(payload, 'Routing Motors', 'routing-motors', { leadEmail: 'leads@routing.example' })
  // The site: a CRM for every kind, the service desk for service bookings.
  await payload.update({
    collection: 'sites',
    id: site.id,
    data: {
      leadRouting: [
        { channel: 'crm', email: 'adf@crm.example', name: 'DMS' },
        { channel: 'person', email: 'service@routing.example', kinds: ['service'] },
      ],
    },
    overrideAccess: true,
  })
  const location = (name: string, slug: string, leadRouting: Array<Record<string, unknown>>) =>
    payload.create({
      collection: 'locations',
      data: {
        site: site.id,
        name,
        slug,
        locationType: 'sales',
        address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
        phone: '07 3000 0000',
        leadRouting,
      } as never,
      overrideAccess: true,
    })
  // North's sales manager takes its enquiries and test drives; South routes nothing of its own.
  north = (
    await location('Routing North', 'north', [
      {
        channel: 'person',
        email: 'north-sales@routing.example',
        name: 'North sales',
        kinds: ['enquiry', 'test-drive'],
      },
    ])
  ).id
  south = (await location('Routing South', 'south', [])).id
}, 300_000)

afterAll(async () => {
  restore?.()
  validator.dispose()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
  refused.clear()
})

async function newLead(data: Record<string, unknown>): Promise<number> {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      site: site.id,
      name: 'Sam',
      last_name: 'Shopper',
      email: 'sam@example.com',
      phone: '0412 345 678',
      delivery_status: 'pending',
      car_name: '2021 Kia Sportage SX',
      car_snapshot: {
        year: 2021,
        make: 'Kia',
        model: 'Sportage',
        badge: 'SX',
        stocknum: 'K-21',
        price: 32990,
        km: 41000,
      },
      ...data,
    } as never,
    overrideAccess: true,
  })
  return lead.id
}

const mailTo = (address: string) =>
  received.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw))

describe('lead routing', () => {
  it('sends a location\u2019s enquiry to its own person as a readable email and to the site\u2019s CRM as ADF/XML text', async () => {
    const id = await newLead({
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      location: north,
      message: 'Is it <still> available & can I drive it Saturday?',
    })
    expect(await deliverLead(payload, id)).toEqual({
      recipient: 'north-sales@routing.example, adf@crm.example (CRM)',
      skipped: false,
    })
    expect(received.map((mail) => mail.to)).toEqual([['north-sales@routing.example'], ['adf@crm.example']])

    // The person: HTML and plain text, both readable, the shopper's words escaped in the HTML.
    const [person] = mailTo('north-sales@routing.example')
    expect(person!.headers.subject).toBe('Vehicle Enquiry: 2021 Kia Sportage SX from Sam Shopper')
    expect(person!.headers['reply-to']).toBe('sam@example.com')
    const html = person!.parts.find((p) => p.contentType.startsWith('text/html'))!.body
    const text = person!.parts.find((p) => p.contentType.startsWith('text/plain'))!.body
    expect(person!.parts.some((p) => p.contentType.includes('xml'))).toBe(false)
    expect(html).toContain('<a href="mailto:sam@example.com">sam@example.com</a>')
    expect(html).toContain('<a href="tel:0412345678">0412 345 678</a>')
    expect(html).toContain('Is it &lt;still&gt; available &amp; can I drive it Saturday?')
    expect(html).toContain('Routing North')
    expect(text).toContain('Name: Sam Shopper')
    expect(text).toContain('Phone: 0412 345 678')
    expect(text).toContain('Car: 2021 Kia Sportage SX')
    expect(text).toContain('Stock number: K-21')
    expect(text).toContain('Is it <still> available & can I drive it Saturday?')
    expect(text).not.toContain('<adf>')

    // The CRM: one text/plain part, the ADF document itself, valid against the ADF 1.0 DTD.
    const [crm] = mailTo('adf@crm.example')
    expect(crm!.parts).toHaveLength(1)
    expect(crm!.parts[0]!.contentType).toMatch(/^text\/plain/)
    expect(crm!.headers['content-type']).toMatch(/^text\/plain/)
    const adf = crm!.parts[0]!.body.trim()
    expect(adf).toMatch(/^<\?xml version="1.0"/)
    expect(dtdErrors(adf)).toEqual([])
    expect(adf).toContain('<stock>K-21</stock>')
    expect(adf).toContain('Is it &lt;still&gt; available &amp; can I drive it Saturday?')

    const lead = await payload.findByID({ collection: 'leads', id, overrideAccess: true })
    expect(lead).toMatchObject({
      delivery_status: 'delivered',
      delivery: { attempts: 1, last_error: null, sent: ['person:north-sales@routing.example', 'crm:adf@crm.example'] },
    })
  })

  it('falls back to the site\u2019s rows, then the lead email address, per kind and location', async () => {
    const service = await newLead({
      form: 'service',
      category: 'Service Enquiry',
      location: south,
      service: {
        make: 'Kia',
        model: 'Sportage',
        year: 2021,
        odometer: 41000,
        service_type: 'Logbook',
        date: '2030-01-07',
        time: '09:00',
      },
    })
    expect((await deliverLead(payload, service)).recipient).toBe('service@routing.example, adf@crm.example (CRM)')
    const [crm] = mailTo('adf@crm.example')
    expect(dtdErrors(crm!.parts[0]!.body.trim())).toEqual([])

    received.length = 0
    const tradeIn = await newLead({ form: 'trade-in', category: 'Trade-in Enquiry', location: north })
    expect((await deliverLead(payload, tradeIn)).recipient).toBe('leads@routing.example, adf@crm.example (CRM)')
    expect(received.map((mail) => mail.to)).toEqual([['leads@routing.example'], ['adf@crm.example']])
    expect(dtdErrors(mailTo('adf@crm.example')[0]!.parts[0]!.body.trim())).toEqual([])
  })

  it('retries a refused recipient through the delivery job, keeping the lead and never sending twice', async () => {
    refused.add('adf@crm.example')
    const id = await newLead({
      form: 'test-drive',
      category: 'Test Drive',
      location: north,
      test_drive: { date: '2030-01-07', time: '10:30' },
    })
    await payload.jobs.queue({ task: 'deliverLead', input: { leadId: id }, queue: LEADS_QUEUE })
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: id } } })

    let lead = await payload.findByID({ collection: 'leads', id, overrideAccess: true })
    expect(lead).toMatchObject({
      form: 'test-drive',
      name: 'Sam',
      delivery_status: 'pending',
      delivery: { attempts: 1, sent: ['person:north-sales@routing.example'] },
    })
    expect(lead.delivery?.last_error).toMatch(/adf@crm\.example \(CRM\): .*Mailbox unavailable/)
    expect(received.map((mail) => mail.to)).toEqual([['north-sales@routing.example']])
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: LEADS_QUEUE } }, { 'input.leadId': { equals: id } }] },
      overrideAccess: true,
    })
    expect(jobs[0]).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(jobs[0]!.waitUntil as string).getTime()).toBeGreaterThan(Date.now()) // backing off

    // The CRM's mailbox is back; the retry comes due and reaches it alone.
    refused.clear()
    await payload.update({
      collection: 'payload-jobs',
      id: jobs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: id } } })
    lead = await payload.findByID({ collection: 'leads', id, overrideAccess: true })
    expect(lead).toMatchObject({
      delivery_status: 'delivered',
      delivery: { attempts: 2, last_error: null, sent: ['person:north-sales@routing.example', 'crm:adf@crm.example'] },
    })
    expect(received.map((mail) => mail.to)).toEqual([['north-sales@routing.example'], ['adf@crm.example']])
    expect(dtdErrors(mailTo('adf@crm.example')[0]!.parts[0]!.body.trim())).toEqual([])
  })
})
