import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLead } from '../../src/leads/create-lead'
import type { FormLocation } from '../../src/leads/form-rules'
import { deliverLead } from '../../src/leads/deliver'
import { LEADS_QUEUE } from '../../src/leads/delivery-state'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { seededPayload, siteId, staffUser } from './platform'

let payload: Payload
let sunshine: PublicSite
let locations: FormLocation[]
let carId: number

const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }

const as = async (email: string) => ({ user: await staffUser(payload, email), overrideAccess: false as const })

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  locations = (
    await payload.find({
      collection: 'locations',
      where: { site: { equals: sunshine.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  const car = await payload.create({
    collection: 'cars',
    data: {
      site: sunshine.id,
      feed_id: 'LEAD-1',
      slug: 'lead-test-car',
      name: '2022 Mazda CX-5',
      year: 2022,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      status: 'in_stock',
      price: 31990,
      stocknum: 'S-77',
      vin: 'JM0KF123456789012',
    },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
  carId = car.id
})

const jobsFor = async (leadId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      // Its delivery; a location's staff notice (notifyLeadStaff) may wait beside it.
      where: {
        and: [
          { queue: { equals: LEADS_QUEUE } },
          { taskSlug: { equals: 'deliverLead' } },
          { 'input.leadId': { equals: leadId } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

describe('a lead', () => {
  it('is stored with its car and extras before any delivery, with its delivery queued', async () => {
    const outcome = await createLead(
      payload,
      { site: sunshine, locations },
      {
        form: 'enquiry',
        car_id: carId,
        ...contact,
        message: 'Is it still <available> & on road?',
        Rego: 'abc 123',
        url: 'http://sunshine-motors.localhost/cars/lead-test-car',
        lead_attributes: {
          visited_pages: ['/cars', '/cars/lead-test-car'],
          linked_query_params: { utm_source: 'test' },
        },
      },
      { userAgent: 'vitest', captchaId: 'captcha-1' },
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      name: 'Jo Citizen',
      rego: 'ABC123',
      opt_in: true,
      source: 'Website',
      user_agent: 'vitest',
      car: carId,
      car_name: '2022 Mazda CX-5',
      car_stocknum: 'S-77',
      delivery_status: 'pending',
      lead_attributes: { visited_pages: ['/cars', '/cars/lead-test-car'], linked_query_params: { utm_source: 'test' } },
    })
    expect(lead.car_snapshot).toMatchObject({ year: 2022, make: 'Mazda', vin: 'JM0KF123456789012', price: 31990 })
    expect(lead.site).toBe(sunshine.id)
    expect(lead.delivery?.attempts ?? 0).toBe(0)
    expect(await jobsFor(outcome.leadId)).toHaveLength(1)

    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: outcome.leadId } } })
    const delivered = await payload.findByID({
      collection: 'leads',
      id: outcome.leadId,
      depth: 0,
      overrideAccess: true,
    })
    expect(delivered.delivery_status).toBe('delivered')
    expect(delivered.delivery).toMatchObject({
      recipient: 'leads@sunshine-motors.example, adf@sunshine-motors-dms.example (CRM)',
      sent: ['person:leads@sunshine-motors.example', 'crm:adf@sunshine-motors-dms.example'],
      attempts: 1,
      last_error: null,
    })
    expect(delivered.delivery?.delivered_at).toBeTruthy()
  })

  it('is refused with field errors, and nothing stored, when the form is not valid or the car is another site\u2019s', async () => {
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const bad = await createLead(
      payload,
      { site: sunshine, locations },
      { form: 'enquiry', car_id: carId, name: '', email: 'x', phone: '1' },
    )
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      error: 'Please fix the following errors:',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        message: 'Please enter a message.',
      },
    })
    expect(await createLead(payload, { site: sunshine, locations }, { form: 'nope' })).toMatchObject({
      ok: false,
      status: 400,
    })
    const harbourCar = await payload.create({
      collection: 'cars',
      data: {
        site: await siteId(payload, 'harbour-city-cars'),
        feed_id: 'LEAD-H',
        slug: 'lead-harbour-car',
        name: 'Harbour car',
        car_type: 'used',
        status: 'in_stock',
      },
      overrideAccess: true,
      context: { skipSearchSync: true },
    })
    expect(
      await createLead(
        payload,
        { site: sunshine, locations },
        { form: 'enquiry', car_id: harbourCar.id, ...contact, message: 'hi' },
      ),
    ).toMatchObject({ ok: false, error: 'No such car on this site.' })
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses a captcha already used', async () => {
    expect(
      await createLead(
        payload,
        { site: sunshine, locations },
        { form: 'enquiry', ...contact, message: 'again' },
        { captchaId: 'captcha-1' },
      ),
    ).toMatchObject({
      ok: false,
      error: 'This captcha check was already used. Please submit the form again.',
    })
  })

  it('maps a careers enquiry and books a test drive', async () => {
    const careers = await createLead(
      payload,
      { site: sunshine, locations },
      { form: 'enquiry', ...contact, message: 'I would like to work for you', category: 'Careers Enquiry' },
    )
    expect(careers.ok).toBe(true)
    if (careers.ok)
      expect(await payload.findByID({ collection: 'leads', id: careers.leadId, overrideAccess: true })).toMatchObject({
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
        car: null,
      })
    const monday = new Date('2030-01-07T00:00:00Z')
    const drive = await createLead(
      payload,
      { site: sunshine, locations, now: new Date('2030-01-06T00:00:00Z') },
      { form: 'test-drive', car_id: carId, ...contact, date: '2030-01-07', time: '10:30' },
    )
    expect(drive.ok).toBe(true)
    if (drive.ok)
      expect(await payload.findByID({ collection: 'leads', id: drive.leadId, overrideAccess: true })).toMatchObject({
        form: 'test-drive',
        category: 'Test Drive',
        test_drive: { date: '2030-01-07', time: '10:30' },
      })
    expect(monday.getUTCDay()).toBe(1)
  })
})

describe('a lead whose delivery fails', () => {
  it('stays stored, records each failed attempt, is retried and is delivered once the fault is fixed', async () => {
    const lonestar = (await findSiteByHost(payload, 'lone-star-auto.localhost'))!
    await payload.update({ collection: 'sites', id: lonestar.id, data: { leadEmail: null }, overrideAccess: true })
    const outcome = await createLead(
      payload,
      { site: lonestar, locations: [] },
      { form: 'enquiry', ...contact, message: 'Do you take trade-ins?' },
    )
    if (!outcome.ok) throw new Error(outcome.error)

    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: outcome.leadId } } })
    let lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, overrideAccess: true })
    expect(lead.delivery_status).toBe('pending')
    expect(lead.delivery).toMatchObject({ attempts: 1, last_error: expect.stringContaining('No lead email address') })
    expect(lead.message).toBe('Do you take trade-ins?')
    const [job] = await jobsFor(outcome.leadId)
    expect(job).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(job!.waitUntil as string).getTime()).toBeGreaterThan(Date.now()) // backing off before the retry

    // Time passes and the dealer sets their address: the retry delivers.
    await payload.update({
      collection: 'sites',
      id: lonestar.id,
      data: { leadEmail: 'sales@lone-star-auto.example' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'payload-jobs',
      id: job!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: outcome.leadId } } })
    lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, overrideAccess: true })
    expect(lead.delivery_status).toBe('delivered')
    expect(lead.delivery).toMatchObject({ attempts: 2, recipient: 'sales@lone-star-auto.example', last_error: null })
    expect(await deliverLead(payload, outcome.leadId)).toMatchObject({ skipped: true }) // never sent twice
    await payload.update({
      collection: 'sites',
      id: lonestar.id,
      data: { leadEmail: 'leads@lone-star-auto.example' },
      overrideAccess: true,
    })
  })
})

describe('who reads leads', () => {
  it('staff of the lead\u2019s site read it; staff of other sites and the public do not; nobody rewrites it through the API', async () => {
    const { docs: own } = await payload.find({ collection: 'leads', ...(await as('editor@sunshine-motors.example')) })
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((lead) => (typeof lead.site === 'object' ? lead.site?.id : lead.site) === sunshine.id)).toBe(true)

    const group = await as('manager@harbour-city-cars.example')
    const { docs: theirs } = await payload.find({ collection: 'leads', ...group })
    expect(theirs.some((lead) => (typeof lead.site === 'object' ? lead.site?.id : lead.site) === sunshine.id)).toBe(
      false,
    )
    await expect(payload.findByID({ collection: 'leads', id: own[0]!.id, ...group })).rejects.toThrow()

    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'leads',
        data: {
          site: sunshine.id,
          form: 'enquiry',
          category: 'General Enquiry',
          name: 'x',
          email: 'x@example.com',
          delivery_status: 'pending',
        },
        ...(await as('editor@sunshine-motors.example')),
      }),
    ).rejects.toThrow()
    // Staff change a lead's workflow (tests/integration/lead-workflow.test.ts), never what the shopper sent.
    const kept = await payload.update({
      collection: 'leads',
      id: own[0]!.id,
      data: { name: 'Changed' },
      ...(await as('editor@sunshine-motors.example')),
    })
    expect(kept.name).toBe(own[0]!.name)
    await expect(
      payload.update({ collection: 'leads', id: own[0]!.id, data: { name: 'Changed' }, ...group }),
    ).rejects.toThrow()
  })
})
