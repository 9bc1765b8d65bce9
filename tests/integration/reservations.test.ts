import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { RESERVATION_MESSAGES, type ReservationValues } from '../../src/domain/reservations'
import { LEADS_QUEUE } from '../../src/leads/delivery-state'
import { deliverLead } from '../../src/leads/deliver'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { dealerCollectsDeposit, paymentProvider, StripeDepositHold } from '../../src/reservations/payment'
import { RESERVATIONS_QUEUE } from '../../src/reservations/queue'
import { confirmPayment, expireReservation, reserveCar } from '../../src/reservations/reserve'
import { handleStripeWebhook } from '../../src/reservations/stripe-webhook'
import { importStock } from '../../src/stock/import'
import { SEARCH_QUEUE } from '../../src/stock/sync-queue'
import { seededPayload, staffUser } from './platform'
import { stripeStandIn } from './stripe-stand-in'

let payload: Payload
let sunshine: PublicSite
let harbour: PublicSite
const origin = 'http://sunshine-motors.localhost:3000'
const shopper = (n: number): ReservationValues => ({
  name: `Shopper ${n}`,
  email: `shopper${n}@example.com`,
  phone: '0412 345 678',
  message: '',
  accept: true,
})
const as = async (email: string) => ({ user: await staffUser(payload, email), overrideAccess: false as const })

let feedCount = 0
async function newCar(site: PublicSite, fields: Record<string, unknown> = {}) {
  feedCount += 1
  return payload.create({
    collection: 'cars',
    data: {
      site: site.id,
      feed_id: `RES-${feedCount}`,
      slug: `reserve-test-${feedCount}`,
      name: `2021 Toyota Corolla ${feedCount}`,
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      car_type: 'used',
      status: 'in_stock',
      price: 24_990,
      stocknum: `R-${feedCount}`,
      ...fields,
    },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
}
const car = (id: number) => payload.findByID({ collection: 'cars', id, depth: 0, overrideAccess: true })
const heldFor = async (carId: number) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { and: [{ car: { equals: carId } }, { status: { equals: 'held' } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  harbour = (await findSiteByHost(payload, 'harbour-city-cars.localhost'))!
})

describe('reserving a car', () => {
  it('of two (five) shoppers at once, exactly one wins; the car is reserved through Payload and the dealer told', async () => {
    const { id } = await newCar(sunshine)
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        reserveCar(payload, { site: sunshine, carId: id, values: shopper(n), provider: dealerCollectsDeposit, origin }),
      ),
    )
    const won = outcomes.filter((o) => o.ok)
    expect(won).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok)).toEqual(
      Array(4).fill({ ok: false, status: 409, error: RESERVATION_MESSAGES.unavailable }),
    )

    expect((await car(id)).reserved).toBe(true)
    const held = await heldFor(id)
    expect(held).toHaveLength(1)
    const reservation = held[0]!
    expect(reservation).toMatchObject({
      site: sunshine.id,
      status: 'held',
      deposit: { amount: 200, currency: 'aud', provider: 'dealer', state: 'dealer-to-collect' },
    })
    const hours = (new Date(reservation.expires_at).getTime() - new Date(reservation.createdAt).getTime()) / 3_600_000
    expect(hours).toBeCloseTo(48, 2)

    // The car's search sync, the 48-hour expiry and the dealer's lead were queued in the same transaction.
    const jobs = async (queue: string) =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { queue: { equals: queue } },
          depth: 0,
          limit: 1000,
          overrideAccess: true,
        })
      ).docs
    expect((await jobs(SEARCH_QUEUE)).some((job) => (job.input as { carIds?: number[] }).carIds?.includes(id))).toBe(
      true,
    )
    const expiry = (await jobs(RESERVATIONS_QUEUE)).filter(
      (job) => (job.input as { reservationId?: number }).reservationId === reservation.id,
    )
    expect(expiry).toHaveLength(1)
    expect(new Date(expiry[0]!.waitUntil!).toISOString()).toBe(new Date(reservation.expires_at).toISOString())
    const { docs: leads } = await payload.find({
      collection: 'leads',
      where: { reservation: { equals: reservation.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      form: 'reservation',
      category: 'Vehicle Enquiry',
      subcategory: 'Reserve Online',
      car: id,
      delivery_status: 'pending',
    })
    expect(leads[0]!.message).toContain(
      'Please contact the shopper to take the $200 deposit. It is refundable in full.',
    )
    const delivered = await deliverLead(payload, leads[0]!.id)
    expect(delivered.recipient).toBe('leads@sunshine-motors.example, adf@sunshine-motors-dms.example (CRM)')
  })

  it('is refused by the database itself for a second held reservation of one car (unique partial index)', async () => {
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(1),
      provider: dealerCollectsDeposit,
      origin,
    })
    expect(outcome.ok).toBe(true)
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const insert = () =>
      db.execute(sql`INSERT INTO reservations (site_id, status, expires_at, car_id, name, email, deposit_amount, deposit_currency, deposit_provider, deposit_state, token)
        VALUES (${sunshine.id}, 'held', now() + interval '1 day', ${id}, 'Sneaky', 's@example.com', 200, 'aud', 'dealer', 'dealer-to-collect', ${`t-${id}`})`)
    await expect(insert()).rejects.toThrow()
    await db.execute(sql`UPDATE reservations SET status = 'expired' WHERE car_id = ${id}`)
    await expect(insert()).resolves.toBeTruthy()
  })

  it('refuses a sold car, another site\u2019s car, and a site without reservations', async () => {
    const sold = await newCar(sunshine, { status: 'sold', sold: true })
    expect(
      await reserveCar(payload, {
        site: sunshine,
        carId: sold.id,
        values: shopper(1),
        provider: dealerCollectsDeposit,
        origin,
      }),
    ).toMatchObject({ ok: false, status: 409 })
    const theirs = await newCar(harbour)
    expect(
      await reserveCar(payload, {
        site: sunshine,
        carId: theirs.id,
        values: shopper(1),
        provider: dealerCollectsDeposit,
        origin,
      }),
    ).toMatchObject({ ok: false, status: 404 })
    expect(
      await reserveCar(payload, {
        site: harbour,
        carId: theirs.id,
        values: shopper(1),
        provider: dealerCollectsDeposit,
        origin,
      }),
    ).toMatchObject({ ok: false, status: 404, error: RESERVATION_MESSAGES.disabled })
    expect((await car(theirs.id)).reserved).toBe(false)
  })

  it('expires after 48 hours through its job: the car is available again, unless it sold meanwhile', async () => {
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(1),
      provider: dealerCollectsDeposit,
      origin,
    })
    if (!outcome.ok) throw new Error('not reserved')
    expect(await expireReservation(payload, outcome.reservationId, new Date(Date.now() + 47 * 3_600_000))).toEqual({
      expired: false,
    })
    expect((await car(id)).reserved).toBe(true)
    expect(
      await expireReservation(payload, outcome.reservationId, new Date(Date.now() + 48 * 3_600_000 + 1000)),
    ).toEqual({ expired: true })
    expect(await car(id)).toMatchObject({ reserved: false, status: 'in_stock' })
    const ended = await payload.findByID({
      collection: 'reservations',
      id: outcome.reservationId,
      overrideAccess: true,
    })
    expect(ended.status).toBe('expired')
    expect(ended.ended_at).toBeTruthy()

    // A car that sold while reserved stays sold when the reservation ends.
    const other = await newCar(sunshine)
    const second = await reserveCar(payload, {
      site: sunshine,
      carId: other.id,
      values: shopper(2),
      provider: dealerCollectsDeposit,
      origin,
    })
    if (!second.ok) throw new Error('not reserved')
    await payload.update({
      collection: 'cars',
      id: other.id,
      data: { status: 'sold', sold: true },
      overrideAccess: true,
      context: { skipSearchSync: true },
    })
    expect(await expireReservation(payload, second.reservationId, new Date(Date.now() + 49 * 3_600_000))).toEqual({
      expired: true,
    })
    expect(await car(other.id)).toMatchObject({ reserved: false, status: 'sold' })
  })

  it('the Payload job runs the expiry once its time has come, and a lapsed hold frees the car for the next shopper', async () => {
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(1),
      provider: dealerCollectsDeposit,
      origin,
      now: new Date(Date.now() - 49 * 3_600_000),
    })
    if (!outcome.ok) throw new Error('not reserved')
    await payload.jobs.run({
      queue: RESERVATIONS_QUEUE,
      where: { 'input.reservationId': { equals: outcome.reservationId } },
    })
    expect(
      (await payload.findByID({ collection: 'reservations', id: outcome.reservationId, overrideAccess: true })).status,
    ).toBe('expired')
    expect((await car(id)).reserved).toBe(false)

    const lapsed = await newCar(sunshine)
    await reserveCar(payload, {
      site: sunshine,
      carId: lapsed.id,
      values: shopper(1),
      provider: dealerCollectsDeposit,
      origin,
      now: new Date(Date.now() - 49 * 3_600_000),
    })
    const next = await reserveCar(payload, {
      site: sunshine,
      carId: lapsed.id,
      values: shopper(2),
      provider: dealerCollectsDeposit,
      origin,
    })
    expect(next.ok).toBe(true)
    expect((await heldFor(lapsed.id)).map((r) => r.name)).toEqual(['Shopper 2'])
  })

  it('keeps the car reserved when a stock feed says otherwise while it is held', async () => {
    const { id, feed_id } = await newCar(sunshine)
    await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(1),
      provider: dealerCollectsDeposit,
      origin,
    })
    await importStock(payload, { siteId: sunshine.id, mode: 'delta', source: 'cli', format: 'json', who: 'test' }, [
      {
        row: 1,
        data: {
          id: feed_id,
          name: 'Changed price',
          year: 2021,
          make: 'Toyota',
          model: 'Corolla',
          car_type: 'used',
          price: 23_990,
          reserved: false,
        },
      },
    ])
    expect(await car(id)).toMatchObject({ price: 23_990, reserved: true })
  })
})

describe('staff and the public API', () => {
  it('staff of the site read and release a reservation (the car follows); staff of another site and the public cannot', async () => {
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(7),
      provider: dealerCollectsDeposit,
      origin,
    })
    if (!outcome.ok) throw new Error('not reserved')
    const editor = await as('editor@sunshine-motors.example')
    const { docs } = await payload.find({ collection: 'reservations', ...editor })
    expect(docs.some((r) => r.id === outcome.reservationId)).toBe(true)
    expect(docs.every((r) => (typeof r.site === 'object' ? r.site?.id : r.site) === sunshine.id)).toBe(true)

    // Staff of other sites (this one runs Harbour City Cars and Lone Star Auto, whose reservations other test
    // files make) see none of Sunshine Motors' reservations.
    const other = await as('manager@harbour-city-cars.example')
    const seen = (await payload.find({ collection: 'reservations', ...other, pagination: false })).docs
    expect(seen.filter((r) => (typeof r.site === 'object' ? r.site?.id : r.site) === sunshine.id)).toEqual([])
    await expect(
      payload.findByID({ collection: 'reservations', id: outcome.reservationId, ...other }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'reservations', id: outcome.reservationId, data: { status: 'released' }, ...other }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'reservations', overrideAccess: false })).rejects.toThrow()
    // A shopper's session is nobody to the reservations API either.
    const customer = (
      await payload.find({
        collection: 'customers',
        where: { email: { equals: 'shopper@example.com' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await expect(
      payload.find({
        collection: 'reservations',
        user: { ...customer, collection: 'customers' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'reservations',
        data: {
          site: sunshine.id,
          status: 'held',
          car: id,
          name: 'x',
          email: 'x@example.com',
          expires_at: new Date().toISOString(),
          token: 'x'.repeat(32),
          deposit: { amount: 1, currency: 'aud', provider: 'dealer', state: 'dealer-to-collect' },
        },
        ...editor,
      }),
    ).rejects.toThrow()

    // Staff change the status only: the shopper's details stay as sent.
    const released = await payload.update({
      collection: 'reservations',
      id: outcome.reservationId,
      data: { status: 'released', name: 'Changed' },
      ...editor,
    })
    expect(released).toMatchObject({ status: 'released', name: 'Shopper 7' })
    expect((await car(id)).reserved).toBe(false)
    await expect(
      payload.update({ collection: 'reservations', id: outcome.reservationId, data: { status: 'held' }, ...editor }),
    ).rejects.toThrow('The following field is invalid: status')
    const admin = await as(DEMO_DEFAULTS.adminEmail)
    expect((await payload.find({ collection: 'reservations', ...admin })).totalDocs).toBeGreaterThan(0)
  })

  it('a car with a reservation on record is not deleted (409, nothing lost); one without goes with its saved entries and phone reveals', async () => {
    const editor = await as('editor@sunshine-motors.example')
    const reserved = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: reserved.id,
      values: shopper(8),
      provider: dealerCollectsDeposit,
      origin,
    })
    if (!outcome.ok) throw new Error('not reserved')
    await expect(payload.delete({ collection: 'cars', id: reserved.id, ...editor })).rejects.toThrow(
      /reservation\(s\) on record: mark it sold/,
    )
    expect((await car(reserved.id)).id).toBe(reserved.id)
    expect(
      (
        await payload.findByID({
          collection: 'reservations',
          id: outcome.reservationId,
          depth: 0,
          overrideAccess: true,
        })
      ).car,
    ).toBe(reserved.id)

    const plain = await newCar(sunshine)
    const customer = (
      await payload.find({
        collection: 'customers',
        where: { email: { equals: 'shopper@example.com' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.create({
      collection: 'watchlist-entries',
      data: { site: sunshine.id, customer: customer.id, car: plain.id },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'phone-reveals',
      data: { site: sunshine.id, car: plain.id, dealership_id: 'test' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'cars', id: plain.id, ...editor })
    for (const collection of ['cars', 'watchlist-entries', 'phone-reveals'] as const) {
      const where: Where = collection === 'cars' ? { id: { equals: plain.id } } : { car: { equals: plain.id } }
      expect((await payload.count({ collection, where, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
  })
})

describe('the Stripe deposit hold (against a stand-in for api.stripe.com)', () => {
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>
  let stripe: StripeDepositHold
  beforeAll(async () => {
    standIn = await stripeStandIn()
    // The app's provider, as the API route and the collection's hooks get it: configured by the environment.
    process.env.STRIPE_SECRET_KEY = 'sk_test_reservations'
    process.env.STRIPE_API_URL = `http://${standIn.api.host}:${standIn.api.port}`
    const provider = paymentProvider()
    expect(provider).toBeInstanceOf(StripeDepositHold)
    stripe = provider as StripeDepositHold
  })
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_API_URL
    await standIn.close()
  })

  it('holds the deposit as a manual-capture payment, tells the dealer once the card is authorised, and releases it in full on expiry', async () => {
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(9),
      provider: stripe,
      origin,
    })
    expect(outcome).toMatchObject({ ok: true, redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    if (!outcome.ok) return
    const create = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!
    expect(create.headers.authorization).toBe('Bearer sk_test_reservations')
    expect(create.headers['idempotency-key']).toBe(`reservation-${outcome.token}`)
    expect(create.form).toMatchObject({
      mode: 'payment',
      'payment_intent_data[capture_method]': 'manual',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '20000',
      'payment_intent_data[metadata][reservation_id]': String(outcome.reservationId),
      'payment_intent_data[metadata][site]': 'sunshine-motors',
      'payment_intent_data[metadata][car_id]': String(id),
      'metadata[reservation_id]': String(outcome.reservationId),
      customer_email: 'shopper9@example.com',
      success_url: `${origin}/reservations/${outcome.token}`,
      cancel_url: `${origin}/cars/reserve-test-${feedCount}`,
    })
    const expiresAt = Number(create.form.expires_at)
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000)
    let reservation = await payload.findByID({
      collection: 'reservations',
      id: outcome.reservationId,
      overrideAccess: true,
    })
    expect(reservation.deposit).toMatchObject({ provider: 'stripe', state: 'awaiting-payment', reference: 'cs_test_1' })
    const leadsOf = async () =>
      (
        await payload.find({
          collection: 'leads',
          where: { reservation: { equals: outcome.reservationId } },
          overrideAccess: true,
        })
      ).docs
    expect(await leadsOf()).toEqual([])
    // Two expiry jobs: the unfinished payment's, and the 48 hours'.
    expect(
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { 'input.reservationId': { equals: outcome.reservationId } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(2)

    // Not paid yet: nothing changes.
    expect((await confirmPayment(payload, outcome.reservationId)).deposit.state).toBe('awaiting-payment')
    // The shopper authorises the card: the hold is in place, the dealer is told once.
    standIn.state.sessionStatus = 'complete'
    standIn.state.intentStatus = 'requires_capture'
    await confirmPayment(payload, outcome.reservationId)
    reservation = await confirmPayment(payload, outcome.reservationId)
    expect(reservation.deposit.state).toBe('authorised')
    const leads = await leadsOf()
    expect(leads).toHaveLength(1)
    expect(leads[0]!.message).toContain("held on the shopper's card by Stripe (not taken), payment cs_test_1")
    // The payment deadline no longer applies once paid.
    expect(await expireReservation(payload, outcome.reservationId, new Date(Date.now() + 3_600_000))).toEqual({
      expired: false,
    })

    // 48 hours later the reservation expires and the card hold is cancelled (refunded in full).
    expect(await expireReservation(payload, outcome.reservationId, new Date(Date.now() + 49 * 3_600_000))).toEqual({
      expired: true,
    })
    expect(standIn.requests.some((r) => r.method === 'POST' && r.path === '/v1/payment_intents/pi_test_1/cancel')).toBe(
      true,
    )
    expect(
      (await payload.findByID({ collection: 'reservations', id: outcome.reservationId, overrideAccess: true })).deposit
        .state,
    ).toBe('cancelled')
    expect((await car(id)).reserved).toBe(false)
  })

  it('lets the car go when the payment is never finished, and reserves nothing when Stripe refuses', async () => {
    standIn.state.sessionStatus = 'open'
    standIn.state.intentStatus = null
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(10),
      provider: stripe,
      origin,
    })
    if (!outcome.ok) throw new Error('not reserved')
    expect(await expireReservation(payload, outcome.reservationId, new Date(Date.now() + 36 * 60_000))).toEqual({
      expired: true,
    })
    expect(
      standIn.requests.some((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions/cs_test_1/expire'),
    ).toBe(true)
    expect((await car(id)).reserved).toBe(false)

    standIn.state.failCreate = true
    const refused = await newCar(sunshine)
    expect(
      await reserveCar(payload, { site: sunshine, carId: refused.id, values: shopper(11), provider: stripe, origin }),
    ).toMatchObject({ ok: false, status: 502 })
    expect(await heldFor(refused.id)).toEqual([])
    expect((await car(refused.id)).reserved).toBe(false)
    standIn.state.failCreate = false
  })

  it('hears from Stripe\u2019s webhook when the shopper pays and never comes back: signed calls only, replays change nothing', async () => {
    standIn.state.sessionStatus = 'open'
    standIn.state.intentStatus = null
    const { id } = await newCar(sunshine)
    const outcome = await reserveCar(payload, {
      site: sunshine,
      carId: id,
      values: shopper(12),
      provider: stripe,
      origin,
    })
    if (!outcome.ok) throw new Error('not reserved')
    const secret = 'whsec_test_reservations'
    const event = (type: string, session = 'cs_test_1') =>
      JSON.stringify({
        id: `evt_${type}`,
        object: 'event',
        type,
        data: { object: { id: session, object: 'checkout.session' } },
      })
    const signed = (rawBody: string) => ({
      rawBody,
      signature: stripe.client.webhooks.generateTestHeaderString({ payload: rawBody, secret }),
      secret,
    })
    const deposit = async () =>
      (
        await payload.findByID({
          collection: 'reservations',
          id: outcome.reservationId,
          depth: 0,
          overrideAccess: true,
        })
      ).deposit.state
    const leadsOf = async () =>
      (
        await payload.find({
          collection: 'leads',
          where: { reservation: { equals: outcome.reservationId } },
          overrideAccess: true,
        })
      ).docs

    standIn.state.sessionStatus = 'complete'
    standIn.state.intentStatus = 'requires_capture'
    // Unsigned, wrongly signed or altered calls are refused and change nothing.
    const body = event('checkout.session.completed')
    expect(await handleStripeWebhook(payload, stripe.client, { rawBody: body, signature: null, secret })).toMatchObject(
      { status: 400 },
    )
    expect(await handleStripeWebhook(payload, stripe.client, { ...signed(body), secret: 'whsec_other' })).toMatchObject(
      { status: 400 },
    )
    expect(
      await handleStripeWebhook(payload, stripe.client, {
        ...signed(body),
        rawBody: body.replace('completed', 'expired'),
      }),
    ).toMatchObject({ status: 400 })
    expect(await deposit()).toBe('awaiting-payment')

    // The signed event: the deposit is authorised and the dealer told, once, however often Stripe sends it.
    expect(await handleStripeWebhook(payload, stripe.client, signed(body))).toEqual({
      status: 200,
      body: { received: true, reservation: outcome.reservationId },
    })
    expect(await handleStripeWebhook(payload, stripe.client, signed(body))).toMatchObject({ status: 200 })
    expect(await deposit()).toBe('authorised')
    expect(await leadsOf()).toHaveLength(1)
    // Events about other things, or another session, are acknowledged and do nothing.
    expect(await handleStripeWebhook(payload, stripe.client, signed(event('customer.created')))).toEqual({
      status: 200,
      body: { received: true },
    })
    expect(
      await handleStripeWebhook(payload, stripe.client, signed(event('checkout.session.completed', 'cs_test_other'))),
    ).toEqual({ status: 200, body: { received: true } })
    expect((await car(id)).reserved).toBe(true)
  })
})

it('leaves the lead queue as it found it', async () => {
  // Delivery jobs queued above belong to real leads; they are not run here.
  expect(
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { queue: { equals: LEADS_QUEUE } },
        overrideAccess: true,
      })
    ).totalDocs,
  ).toBeGreaterThan(0)
})
