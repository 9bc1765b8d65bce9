import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { AdjustmentAnswers } from '../../src/domain/trade-in'
import { createLead } from '../../src/leads/create-lead'
import type { FormLocation } from '../../src/leads/form-rules'
import { LEADS_QUEUE } from '../../src/leads/delivery-state'
import { tradeInToken } from '../../src/leads/trade-in-token'
import { tradeInStep } from '../../src/leads/trade-in-steps'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { MarketValuationProvider } from '../../src/valuation/market'
import { seededPayload } from './platform'

let payload: Payload
let sunshine: PublicSite
let harbour: PublicSite
let locations: FormLocation[]
let harbourLocations: FormLocation[]

const perfect: AdjustmentAnswers = {
  accident: 'No',
  mechanical: 'No',
  service_history: 'Yes',
  condition: 'Excellent',
  keys: '2 or more',
}
const contact = { name: 'Tess Trader', email: 'tess@example.com', phone: '0412 345 678' }

let n = 0
const car = (site: PublicSite, data: Record<string, unknown>) =>
  payload.create({
    collection: 'cars',
    data: {
      site: site.id,
      feed_id: `SF-${++n}`,
      slug: `sf-car-${n}`,
      name: `Site forms car ${n}`,
      car_type: 'used',
      status: 'in_stock',
      ...data,
    } as never,
    overrideAccess: true,
    context: { skipSearchSync: true },
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

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  harbour = (await findSiteByHost(payload, 'harbour-city-cars.localhost'))!
  const locs = async (site: PublicSite) =>
    (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: site.id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  locations = await locs(sunshine)
  harbourLocations = await locs(harbour)
  // The market for 'Quokka Wombat' (AU): four comparables, plus listings that must not count.
  for (const price of [20_000, 22_000, 24_000, 26_000])
    await car(sunshine, { make: 'Quokka', model: 'Wombat', year: 2021, km: 50_000, price })
  await car(sunshine, { make: 'Quokka', model: 'Wombat', year: 2021, km: 50_000, price: 99_000, car_type: 'new' })
  await car(sunshine, { make: 'Quokka', model: 'Wombat', year: 2016, km: 50_000, price: 5_000 })
  await car(sunshine, { make: 'Quokka', model: 'Wombat', year: 2021, price: 5_000 })
  await car(harbour, { make: 'Quokka', model: 'Wombat', year: 2021, km: 50_000, price: 90_000 })
  await car(sunshine, {
    make: 'Quokka',
    model: 'Wombat',
    year: 2021,
    km: 10_000,
    price: 28_000,
    regplate: 'QW 111',
    state: 'QLD',
  })
  await car(harbour, { make: 'Kiwi', model: 'Tui', year: 2022, km: 1_000, price: 30_000, regplate: 'NZ1234' })
})

describe('the market-data valuation provider', () => {
  it('values from the same country\u2019s used and demo listings of the make and model, in the year window, with an odometer', async () => {
    const provider = new MarketValuationProvider(payload)
    const comps = await provider.comparables(sunshine, { make: 'quokka', model: 'WOMBAT ', year: 2021, km: 50_000 })
    expect(comps.map((c) => c.price).sort((a, b) => a - b)).toEqual([20_000, 22_000, 24_000, 26_000, 28_000])
    const valuation = await provider.estimate(
      sunshine,
      { make: 'Quokka', model: 'Wombat', year: 2021, km: 50_000 },
      perfect,
      2026,
    )
    // 28,000 at 10,000 km moves to 28,000 × (1 − 0.003 × 40) = 24,640; the median of 20,000 22,000 24,000 24,640 26,000 is 24,000.
    expect(valuation).toMatchObject({ kind: 'estimate', comparables: 5, marketMedian: 24_000, value: 20_400 })
  })
  it('gives none for too few comparables or an old car', async () => {
    const provider = new MarketValuationProvider(payload)
    expect(
      await provider.estimate(sunshine, { make: 'Quokka', model: 'Platypus', year: 2021, km: 1 }, perfect, 2026),
    ).toEqual({ kind: 'none', reason: 'too-few-comparables' })
    expect(
      await provider.estimate(sunshine, { make: 'Quokka', model: 'Wombat', year: 2018, km: 1 }, perfect, 2026),
    ).toEqual({ kind: 'none', reason: 'age' })
  })
  it('finds a rego only among the site\u2019s own cars', async () => {
    const provider = new MarketValuationProvider(payload)
    expect(await provider.lookupRego(sunshine, 'qw-111', 'QLD')).toMatchObject({
      make: 'Quokka',
      model: 'Wombat',
      year: 2021,
    })
    expect(await provider.lookupRego(sunshine, 'QW111', 'NSW')).toBeNull()
    expect(await provider.lookupRego(sunshine, 'NZ1234', '')).toBeNull()
    expect(await provider.lookupRego(harbour, 'NZ1234', '')).toMatchObject({ make: 'Kiwi' })
  })
})

describe('the trade-in wizard on its lead', () => {
  it('stores the lead at step 1, then each step, sending it to the dealer again at the valuation and the acceptance', async () => {
    const started = await createLead(
      payload,
      { site: sunshine, locations },
      { form: 'trade-in', ...contact, preferred_contact: 'Phone', under_finance: 'Yes' },
    )
    expect(started).toMatchObject({ ok: true })
    if (!started.ok || !('token' in started) || !started.token) throw new Error('no token')
    const lead = { lead_id: started.leadId, token: started.token }
    expect(
      await payload.findByID({ collection: 'leads', id: started.leadId, depth: 0, overrideAccess: true }),
    ).toMatchObject({
      form: 'trade-in',
      category: 'Trade-in Enquiry',
      subcategory: '1. Lead Captured',
      preferred_contact: 'Phone',
      form_completed: false,
      trade_in: { under_finance: 'Yes' },
      delivery_status: 'pending',
    })
    expect(await jobsFor(started.leadId)).toHaveLength(1)
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: started.leadId } } })
    expect(
      await payload.findByID({ collection: 'leads', id: started.leadId, depth: 0, overrideAccess: true }),
    ).toMatchObject({ delivery_status: 'delivered' })

    // The key is bound to the lead and the site.
    expect(await tradeInStep(payload, sunshine, { ...lead, token: 'forged', step: 'finish' })).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(
      await tradeInStep(payload, harbour, { ...lead, token: tradeInToken(harbour.id, started.leadId), step: 'finish' }),
    ).toMatchObject({ ok: false, status: 404 })
    expect(await tradeInStep(payload, sunshine, { ...lead, step: 'valuation', answers: perfect })).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await tradeInStep(payload, sunshine, { ...lead, step: 'accept' })).toMatchObject({ ok: false, status: 409 })

    expect(await tradeInStep(payload, sunshine, { ...lead, step: 'rego', rego: 'qw 111', state: 'QLD' })).toMatchObject(
      { ok: true, body: { vehicle: { make: 'Quokka', model: 'Wombat' } } },
    )
    expect(
      await tradeInStep(payload, sunshine, {
        ...lead,
        step: 'vehicle',
        rego: 'QW111',
        rego_state: 'QLD',
        make: 'Quokka',
        model: 'Wombat',
        year: 2021,
        km: '50,000',
      }),
    ).toMatchObject({ ok: true })
    expect(
      await tradeInStep(payload, sunshine, { ...lead, step: 'valuation', answers: { ...perfect, keys: 'none' } }),
    ).toMatchObject({ ok: false, status: 400, fields: { keys: 'Please answer this question.' } })
    const valued = await tradeInStep(payload, sunshine, { ...lead, step: 'valuation', answers: perfect })
    expect(valued).toMatchObject({ ok: true, body: { valuation: { kind: 'estimate', value: 20_400 } } })
    // Delivered once already (its job done and gone), so the valuation is sent again.
    expect(await jobsFor(started.leadId)).toHaveLength(1)
    expect(
      await payload.findByID({ collection: 'leads', id: started.leadId, depth: 0, overrideAccess: true }),
    ).toMatchObject({ subcategory: '2. Valuation', delivery_status: 'pending' })

    expect(await tradeInStep(payload, sunshine, { ...lead, step: 'accept' })).toMatchObject({
      ok: true,
      body: { accepted: true },
    })
    const accepted = await payload.findByID({ collection: 'leads', id: started.leadId, depth: 0, overrideAccess: true })
    expect(accepted).toMatchObject({
      subcategory: '3. Offer Accepted',
      rego: 'QW111',
      form_completed: true,
      delivery_status: 'pending',
      trade_in: {
        offer_accepted: true,
        rego_state: 'QLD',
        make: 'Quokka',
        km: 50_000,
        answers: perfect,
        valuation: { kind: 'estimate', provider: 'market' },
      },
    })
    // The valuation's delivery has not run yet: it sends the accepted lead, and no second job is queued.
    expect(await jobsFor(started.leadId)).toHaveLength(1)
    expect(await tradeInStep(payload, sunshine, { ...lead, step: 'accept' })).toMatchObject({ ok: false, status: 409 })
    // Sent again to every recipient of its routing (the lead email address and the site's CRM), not only new ones.
    const send = vi.spyOn(payload, 'sendEmail')
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: started.leadId } } })
    expect(send.mock.calls.map(([message]) => message?.to)).toEqual([
      'leads@sunshine-motors.example',
      'adf@sunshine-motors-dms.example',
    ])
    send.mockRestore()
    expect(
      await payload.findByID({ collection: 'leads', id: started.leadId, depth: 0, overrideAccess: true }),
    ).toMatchObject({
      delivery_status: 'delivered',
      delivery: { attempts: 1, sent: ['person:leads@sunshine-motors.example', 'crm:adf@sunshine-motors-dms.example'] },
    })
  })

  it('refuses a lead capture without its answers', async () => {
    expect(await createLead(payload, { site: sunshine, locations }, { form: 'trade-in', ...contact })).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        preferred_contact: 'Please choose how we should contact you.',
        under_finance: 'Please tell us whether your car is under finance.',
      },
    })
  })
})

describe('service bookings and the embedded lead form', () => {
  it('stores a service booking as a Service Enquiry at the service location', async () => {
    const outcome = await createLead(
      payload,
      { site: sunshine, locations },
      {
        form: 'service',
        ...contact,
        make: 'Mazda',
        model: 'CX-5',
        odometer: '12000',
        service_type: 'Repair or diagnosis',
        Rego: 'abc123',
      },
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, depth: 0, overrideAccess: true })
    const serviceCentre = locations.find((l) => l.locationType === 'service')!
    expect(lead).toMatchObject({
      form: 'service',
      category: 'Service Enquiry',
      subcategory: 'Repair or diagnosis',
      rego: 'ABC123',
      location: serviceCentre.id,
      service: { make: 'Mazda', odometer: 12_000 },
    })
  })
  it('stores the embedded form for one of the site\u2019s locations only, with the postcode rule', async () => {
    const form = {
      form: 'lead-form',
      name: 'Ed',
      last_name: 'Bed',
      postcode: '4000',
      phone: '0400 000 000',
      email: 'ed@example.com',
    }
    const ok = await createLead(payload, { site: sunshine, locations }, { ...form, location_id: locations[0]!.id })
    expect(ok.ok).toBe(true)
    expect(
      await createLead(payload, { site: sunshine, locations }, { ...form, location_id: harbourLocations[0]!.id }),
    ).toMatchObject({ ok: false, fields: { location_id: 'Please choose a location.' } })
    for (const postcode of ['400', '40000', 'abcd']) {
      expect(
        await createLead(payload, { site: sunshine, locations }, { ...form, postcode, location_id: locations[0]!.id }),
      ).toMatchObject({ ok: false, fields: { postcode: 'Invalid postcode. Please enter a 4-digit number.' } })
    }
  })
  it('are read only by that site\u2019s staff', async () => {
    const { docs } = await payload.find({
      collection: 'leads',
      where: { form: { in: ['service', 'lead-form', 'trade-in'] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    const users = await payload.find({
      collection: 'users',
      where: { email: { equals: 'manager@harbour-city-cars.example' } },
      depth: 0,
      overrideAccess: true,
    })
    const other = await payload.find({
      collection: 'leads',
      where: { form: { in: ['service', 'lead-form', 'trade-in'] } },
      depth: 0,
      overrideAccess: false,
      user: { ...users.docs[0]!, collection: 'users' },
    })
    // Other test files may give Harbour City Cars leads of its own: none of another site is readable.
    const harbour = (
      await payload.find({
        collection: 'sites',
        where: { slug: { equals: 'harbour-city-cars' } },
        overrideAccess: true,
      })
    ).docs[0]!.id
    expect(docs.some((doc) => doc.site !== harbour)).toBe(true)
    expect(other.docs.filter((doc) => doc.site !== harbour).map((doc) => doc.id)).toEqual([])
  })
})
