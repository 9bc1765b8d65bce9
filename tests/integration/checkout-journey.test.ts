import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { labelsFor } from '../../src/domain/labels'
import { postcodeRule } from '../../src/domain/locale'
import { leadAdf } from '../../src/domain/adf'
import { adfLeadOf } from '../../src/leads/deliver'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { findJourney, openJourney, saveJourneyStep } from '../../src/reservations/checkout-journey'
import { dealerCollectsDeposit, paymentProvider, type PaymentProvider } from '../../src/reservations/payment'
import { confirmPayment, reserveCar } from '../../src/reservations/reserve'
import { createTestSite, seededPayload, staffUser } from './platform'
import { stripeStandIn } from './stripe-stand-in'

/**
 * Online Purchase (/checkout-journey, issue 17) against the real database: each step saved on the draft and
 * found again with the shopper's key only, one lead that grows with each step, the deposit's reservation on
 * that same lead, and the sites and cars that may not start one.
 */
let payload: Payload
let site: PublicSite
let other: PublicSite
let salesLocation: number
const labels = labelsFor('en-AU')
const origin = 'http://journey-motors.localhost:3000'
const contact = { name: 'Jo Journey', email: 'jo@example.com', phone: '0412 345 678' }

let count = 0
async function newCar(of: PublicSite, fields: Record<string, unknown> = {}) {
  count += 1
  return payload.create({
    collection: 'cars',
    data: {
      site: of.id,
      feed_id: `CJ-${count}`,
      slug: `journey-car-${of.id}-${count}`,
      name: `2020 Mazda CX-5 ${count}`,
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      status: 'in_stock',
      price: 29_990,
      stocknum: `CJ-${count}`,
      ...fields,
    },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
}

async function siteWith(name: string, slug: string, onlinePurchase: boolean, reservations = true) {
  const made = await createTestSite(payload, name, slug, { leadEmail: `leads@${slug}.example` })
  await payload.update({
    collection: 'sites',
    id: made.id,
    data: { features: { reservations: { enabled: reservations, depositAmount: 300, onlinePurchase } } },
    overrideAccess: true,
  })
  return (await findSiteByHost(payload, `${slug}.localhost`))!
}

const save = (
  of: PublicSite,
  carSlug: string,
  key: string | null,
  step: string,
  values: unknown,
  provider: PaymentProvider = dealerCollectsDeposit,
) => saveJourneyStep(payload, { site: of, carSlug, key, step, values, provider, origin })

const leadsOfCar = async (carId: number) =>
  (
    await payload.find({
      collection: 'leads',
      where: { car: { equals: carId } },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs

beforeAll(async () => {
  payload = await seededPayload()
  site = await siteWith('Journey Motors', 'journey-motors', true)
  other = await siteWith('Other Journey Motors', 'other-journey-motors', true)
  salesLocation = (
    await payload.create({
      collection: 'locations',
      data: { site: site.id, name: 'Journey Motors Brisbane', slug: 'brisbane', locationType: 'sales' },
      overrideAccess: true,
    })
  ).id
})

describe('saving and resuming a journey', () => {
  it('keeps every step on the draft and grows one lead, which the deposit’s reservation joins', async () => {
    const car = await newCar(site)
    const first = await save(site, car.slug, null, 'car', contact)
    if (!first.ok) throw new Error(JSON.stringify(first))
    const key = first.key
    expect(key.length).toBeGreaterThanOrEqual(40)
    expect(first.view.position).toBe('trade-in')

    // Come back later with the key: the same draft, where it was left.
    const resumed = await openJourney(payload, site, car.slug, key)
    expect(resumed.ok && resumed.view.state.car).toEqual(contact)
    expect(resumed.ok && resumed.view.position).toBe('trade-in')

    expect((await save(site, car.slug, key, 'trade-in', { has: 'no' })).ok).toBe(true)
    expect((await save(site, car.slug, key, 'payment', { method: 'cash' })).ok).toBe(true)
    const delivery = await save(site, car.slug, key, 'delivery', { method: 'pickup', location_id: salesLocation })
    expect(delivery.ok && delivery.view.state.delivery).toEqual({
      method: 'pickup',
      locationId: salesLocation,
      locationName: 'Journey Motors Brisbane',
    })

    let leads = await leadsOfCar(car.id)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ form: 'online-purchase', subcategory: 'Online Purchase', name: 'Jo Journey' })
    expect(leads[0]!.message).toContain('Delivery or pickup: Pick up at Journey Motors Brisbane')
    expect(leads[0]!.message).toContain('Next step: Deposit')

    const deposit = await save(site, car.slug, key, 'deposit', { accept: true })
    if (!deposit.ok) throw new Error(JSON.stringify(deposit))
    expect(deposit.view.state.deposit).toMatchObject({ amount: 300 })
    expect(deposit.view.reservationPath).toMatch(/^\/reservations\//)
    // The car is held by this journey's reservation, yet the journey still opens for this shopper.
    expect((await payload.findByID({ collection: 'cars', id: car.id, overrideAccess: true })).reserved).toBe(true)
    expect((await openJourney(payload, site, car.slug, key)).ok).toBe(true)

    leads = await leadsOfCar(car.id)
    expect(leads).toHaveLength(1) // the reservation did not make a second lead
    const lead = leads[0]!
    expect(lead.reservation).toBe(deposit.view.state.deposit!.reservationId)
    expect(lead.message).toContain('Deposit: $300 deposit, car held')
    expect(lead.message).toContain('Please contact the shopper to take the $300 deposit.')
    expect(lead.delivery_status).toBe('pending')

    // The deposit is one-way; the review sends the order.
    expect((await save(site, car.slug, key, 'payment', { method: 'finance' })).ok).toBe(false)
    const sent = await save(site, car.slug, key, 'review', { confirm: true })
    expect(sent.ok && sent.view.position).toBe('confirmation')
    const [final] = await leadsOfCar(car.id)
    expect(final!.message).toContain(`Review: ${labels.journeySubmitted}`)
    expect(final!.message).toContain('Please contact the shopper to take the $300 deposit.')
    expect(await leadsOfCar(car.id)).toHaveLength(1)
    const journeys = await payload.find({
      collection: 'checkout-journeys',
      where: { car: { equals: car.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(journeys.docs).toHaveLength(1)
    expect(journeys.docs[0]).toMatchObject({ step: 'confirmation', lead: final!.id })
    expect(journeys.docs[0]!.token_hash).not.toBe(key) // only the key's hash is stored
  })

  it('values a trade-in with the site’s valuation and puts the shopper’s car in the lead’s ADF', async () => {
    const car = await newCar(site)
    const first = await save(site, car.slug, null, 'car', contact)
    if (!first.ok) throw new Error('first step failed')
    const answers = { accident: 'No', mechanical: 'No', service_history: 'Yes', condition: 'Good', keys: '2 or more' }
    const trade = await save(site, car.slug, first.key, 'trade-in', {
      has: 'yes',
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      odometer: 60_000,
      answers,
    })
    if (!trade.ok) throw new Error(JSON.stringify(trade))
    expect(trade.view.state.tradeIn).toMatchObject({ has: true, make: 'Toyota', model: 'Corolla', km: 60_000 })
    const [lead] = await leadsOfCar(car.id)
    expect(lead!.trade_in).toMatchObject({ make: 'Toyota', model: 'Corolla', year: 2019, km: 60_000, answers })
    expect(lead!.trade_in?.valuation).toHaveProperty('kind')
    const xml = leadAdf(adfLeadOf(lead!, { name: site.name, country: 'AU', locale: 'en-AU' }, null))
    expect(xml).toContain('interest="trade-in"')
  })

  it('refuses steps out of order, bad fields, and a pickup location of another site', async () => {
    const car = await newCar(site)
    expect(await save(site, car.slug, null, 'payment', { method: 'cash' })).toMatchObject({ ok: false, status: 409 })
    const first = await save(site, car.slug, null, 'car', { ...contact, email: 'nope' })
    expect(first).toMatchObject({ ok: false, status: 400 })
    const ok = await save(site, car.slug, null, 'car', contact)
    if (!ok.ok) throw new Error('first step failed')
    expect(await save(site, car.slug, ok.key, 'delivery', { method: 'delivery', postcode: '4000' })).toMatchObject({
      ok: false,
      status: 409,
    })
    await save(site, car.slug, ok.key, 'trade-in', { has: 'no' })
    await save(site, car.slug, ok.key, 'payment', { method: 'cash' })
    const foreign = await payload.create({
      collection: 'locations',
      data: { site: other.id, name: 'Elsewhere', slug: 'elsewhere', locationType: 'sales' },
      overrideAccess: true,
    })
    const bad = await save(site, car.slug, ok.key, 'delivery', { method: 'pickup', location_id: foreign.id })
    expect(bad).toMatchObject({ ok: false, status: 400, fields: { location_id: labels.journeyErrorLocation } })
    const postcode = await save(site, car.slug, ok.key, 'delivery', { method: 'delivery', postcode: '40000' })
    expect(postcode).toMatchObject({ ok: false, status: 400, fields: { postcode: postcodeRule('AU').message } })
  })
})

describe('whose draft', () => {
  it('is never opened without the key, with another key, on another car or from another site', async () => {
    const car = await newCar(site)
    const first = await save(site, car.slug, null, 'car', contact)
    if (!first.ok) throw new Error('first step failed')
    expect(await findJourney(payload, site, car.id, first.key)).not.toBeNull()
    expect(await findJourney(payload, site, car.id, null)).toBeNull()
    expect(await findJourney(payload, site, car.id, 'x'.repeat(43))).toBeNull()
    expect(await findJourney(payload, other, car.id, first.key)).toBeNull()
    const second = await newCar(site)
    expect(await findJourney(payload, site, second.id, first.key)).toBeNull()

    // Another shopper on the same car starts their own draft and lead; the first shopper's is untouched.
    const stranger = await save(site, car.slug, 'y'.repeat(43), 'trade-in', { has: 'no' })
    expect(stranger).toMatchObject({ ok: false, status: 409 })
    const theirs = await save(site, car.slug, null, 'car', { ...contact, name: 'Someone Else' })
    expect(theirs.ok && theirs.view.state.car?.name).toBe('Someone Else')
    const mine = await openJourney(payload, site, car.slug, first.key)
    expect(mine.ok && mine.view.state.car?.name).toBe('Jo Journey')

    // Through the API: no shopper reads drafts, and another site's staff see none of this site's.
    await expect(payload.find({ collection: 'checkout-journeys', overrideAccess: false })).rejects.toThrow()
    const otherStaff = await staffUser(payload, 'editor@sunshine-motors.example')
    const seen = await payload.find({
      collection: 'checkout-journeys',
      where: { car: { equals: car.id } },
      user: otherStaff,
      overrideAccess: false,
    })
    expect(seen.docs).toEqual([])

    // The other site cannot reach this site's car at all.
    expect(await openJourney(payload, other, car.slug, first.key)).toMatchObject({ ok: false, status: 404 })
  })
})

describe('which sites and cars', () => {
  it('refuses a site without online purchase, a site without reservations, a new car and a reserved car', async () => {
    const off = await siteWith('No Journey Motors', 'no-journey-motors', false)
    const noReservations = await siteWith('No Reserve Motors', 'no-reserve-motors', true, false)
    for (const of of [off, noReservations]) {
      const car = await newCar(of)
      expect(await openJourney(payload, of, car.slug, null)).toMatchObject({ ok: false, status: 404 })
      expect(await save(of, car.slug, null, 'car', contact)).toMatchObject({ ok: false, status: 404 })
    }
    const fresh = await newCar(site, { car_type: 'new' })
    expect(await save(site, fresh.slug, null, 'car', contact)).toMatchObject({ ok: false, status: 404 })
    const sold = await newCar(site, { status: 'sold' })
    expect(await openJourney(payload, site, sold.slug, null)).toMatchObject({ ok: false, status: 404 })
    expect(await openJourney(payload, site, 'no-such-car', null)).toMatchObject({ ok: false, status: 404 })

    // A car another shopper reserved meanwhile: the deposit step is refused and no lead is added.
    const car = await newCar(site)
    const first = await save(site, car.slug, null, 'car', contact)
    if (!first.ok) throw new Error('first step failed')
    await save(site, car.slug, first.key, 'trade-in', { has: 'no' })
    await save(site, car.slug, first.key, 'payment', { method: 'cash' })
    await save(site, car.slug, first.key, 'delivery', { method: 'delivery', postcode: '4000' })
    const rival = await reserveCar(payload, {
      site,
      carId: car.id,
      values: { name: 'Rival', email: 'rival@example.com', phone: '0412 000 000', message: '', accept: true },
      provider: dealerCollectsDeposit,
      origin,
    })
    expect(rival.ok).toBe(true)
    expect(await save(site, car.slug, first.key, 'deposit', { accept: true })).toMatchObject({
      ok: false,
      status: 404,
    })
    const leads = await leadsOfCar(car.id)
    expect(leads.map((lead) => lead.form).sort()).toEqual(['online-purchase', 'reservation'])
  })
})

describe('a deposit held on the card (against a stand-in for api.stripe.com)', () => {
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>
  beforeAll(async () => {
    standIn = await stripeStandIn()
    process.env.STRIPE_SECRET_KEY = 'sk_test_journey'
    process.env.STRIPE_API_URL = `http://${standIn.api.host}:${standIn.api.port}`
  })
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_API_URL
    await standIn.close()
  })

  it('sends the shopper to pay, and once the card is authorised tells the dealer on the journey’s lead', async () => {
    const stripe = paymentProvider({
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_API_URL: process.env.STRIPE_API_URL,
    })
    const car = await newCar(site)
    const first = await save(site, car.slug, null, 'car', contact)
    if (!first.ok) throw new Error('first step failed')
    await save(site, car.slug, first.key, 'trade-in', { has: 'no' })
    await save(site, car.slug, first.key, 'payment', { method: 'cash' })
    await save(site, car.slug, first.key, 'delivery', { method: 'delivery', postcode: '4000' })
    const deposit = await save(site, car.slug, first.key, 'deposit', { accept: true }, stripe)
    if (!deposit.ok) throw new Error(JSON.stringify(deposit))
    expect(deposit.redirect).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    let leads = await leadsOfCar(car.id)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.message).not.toContain('Stripe')

    standIn.state.sessionStatus = 'complete'
    standIn.state.intentStatus = 'requires_capture'
    await confirmPayment(payload, deposit.view.state.deposit!.reservationId)
    leads = await leadsOfCar(car.id)
    expect(leads).toHaveLength(1) // still one lead
    expect(leads[0]).toMatchObject({ form: 'online-purchase', reservation: deposit.view.state.deposit!.reservationId })
    expect(leads[0]!.message).toContain("held on the shopper's card by Stripe (not taken)")
    expect(leads[0]!.message).toContain('Deposit: $300 deposit, car held')
  })
})
