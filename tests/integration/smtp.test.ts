import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import sax from 'sax'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLead } from '../../src/leads/create-lead'
import { deliverLead } from '../../src/leads/deliver'
import { emailAdapter } from '../../src/lib/email/email'
import { findSiteByHost } from '../../src/lib/data/site-lookup'
import { parseMail } from './mime'
import { seededPayload } from './platform'

type Received = { from: string; to: string[]; raw: string }

let payload: Payload
let server: SMTPServer
let port: number
const received: Received[] = []
let restore: () => void

/** A real SMTP server in this process (nodemailer's smtp-server), with sign-in required like a provider's. */
beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, done) =>
      auth.username === 'leads-user' && auth.password === 'leads-pass'
        ? done(null, { user: auth.username })
        : done(new Error('Invalid username or password')),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port

  payload = await seededPayload()
  // The adapter payload.config.ts builds from these variables, installed the way Payload installs its own.
  const adapter = await emailAdapter({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_USER: 'leads-user',
    SMTP_PASS: 'leads-pass',
    SMTP_FROM: 'Sunshine Leads <leads-robot@example.com>',
  })
  const before = { email: payload.email, sendEmail: payload.sendEmail }
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
  restore = () => Object.assign(payload, before)
})

afterAll(async () => {
  restore?.()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('SMTP delivery (SMTP_HOST set)', () => {
  it('sends a delivered lead to the dealer\u2019s inbox and its CRM, the ADF/XML as the CRM\u2019s plain-text body', async () => {
    const site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
    const locations = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: site.id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const car = await payload.create({
      collection: 'cars',
      data: {
        site: site.id,
        feed_id: 'SMTP-1',
        slug: 'smtp-test-car',
        name: '2019 Ford Ranger XLT',
        year: 2019,
        make: 'Ford',
        model: 'Ranger',
        car_type: 'used',
        status: 'in_stock',
        price: 41_990,
        stocknum: 'F-19',
        vin: 'MNAUMFF50KW123456',
      },
      overrideAccess: true,
      context: { skipSearchSync: true },
    })
    const outcome = await createLead(
      payload,
      { site, locations },
      {
        form: 'request-photos',
        car_id: car.id,
        name: 'Robin Ranger',
        email: 'robin@example.com',
        phone: '0400 222 333',
        message: 'Photos of the tray & tow bar please',
      },
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return

    const result = await deliverLead(payload, outcome.leadId)
    expect(result).toEqual({
      recipient: 'leads@sunshine-motors.example, adf@sunshine-motors-dms.example (CRM)',
      skipped: false,
    })
    expect(received.map((mail) => mail.to)).toEqual([
      ['leads@sunshine-motors.example'],
      ['adf@sunshine-motors-dms.example'],
    ])
    for (const mail of received) {
      expect(mail.from).toBe('leads-robot@example.com')
      const { headers } = parseMail(mail.raw)
      expect(headers.subject).toBe('Vehicle Enquiry (Request Photos): 2019 Ford Ranger XLT from Robin Ranger')
      expect(headers['reply-to']).toBe('robin@example.com')
    }
    // The CRM's copy: the ADF document is the whole plain-text body (what CRMs parse), no attachment.
    const crm = parseMail(received[1]!.raw)
    expect(crm.parts).toHaveLength(1)
    expect(crm.parts[0]!.contentType).toMatch(/^text\/plain/)
    const adf = crm.parts[0]!
    const text: string[] = []
    const parser = sax.parser(true)
    parser.ontext = (t) => t.trim() && text.push(t.trim())
    parser.write(adf.body).close()
    expect(text).toEqual(
      expect.arrayContaining([
        'Robin Ranger',
        'robin@example.com',
        '2019',
        'Ford',
        'Ranger',
        'F-19',
        'MNAUMFF50KW123456',
        '41990',
      ]),
    )
    expect(adf.body).toContain('Photos of the tray &amp; tow bar please')
    const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, overrideAccess: true })
    expect(lead).toMatchObject({
      delivery_status: 'delivered',
      category: 'Vehicle Enquiry',
      subcategory: 'Request Photos',
    })
  })

  it('records a refused sign-in as a delivery failure, keeping the lead for the retry', async () => {
    const adapter = await emailAdapter({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'leads-user',
      SMTP_PASS: 'wrong',
    })
    const current = { email: payload.email, sendEmail: payload.sendEmail }
    payload.email = adapter({ payload })
    payload.sendEmail = payload.email.sendEmail
    try {
      const site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
      const outcome = await createLead(
        payload,
        { site, locations: [] },
        {
          form: 'finance',
          name: 'Fin Ance',
          email: 'fin@example.com',
          phone: '0400 222 334',
          vehiclePriceBudget: '35000',
        },
      )
      if (!outcome.ok) throw new Error(JSON.stringify(outcome))
      await expect(deliverLead(payload, outcome.leadId)).rejects.toThrow(/Invalid username or password/)
      const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, overrideAccess: true })
      expect(lead).toMatchObject({
        form: 'finance',
        category: 'Finance Enquiry',
        finance: { budget: 35_000 },
        delivery_status: 'pending',
        delivery: { attempts: 1 },
      })
      expect(lead.delivery?.last_error).toMatch(/Invalid username or password/)
    } finally {
      Object.assign(payload, current)
    }
  })
})
