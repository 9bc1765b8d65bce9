import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { customerUsername } from '../../src/domain/accounts'
import { customerFromHeaders } from '../../src/lib/data/customers'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { changeWatchlist, watchlistCarIds } from '../../src/lib/data/watchlist'
import type { Customer } from '../../src/payload-types'
import { seededPayload } from './platform'

let payload: Payload
let sunshine: PublicSite
let harbour: PublicSite

const site = async (slug: string) => (await findSiteByHost(payload, `${slug}.localhost`))!

async function carOf(siteId: number, feedId: string, status: 'in_stock' | 'sold' = 'in_stock') {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ site: { equals: siteId } }, { feed_id: { equals: feedId } }] },
    limit: 1,
    overrideAccess: true,
  })
  return (
    docs[0] ??
    (await payload.create({
      collection: 'cars',
      data: {
        site: siteId,
        feed_id: feedId,
        name: `Car ${feedId}`,
        slug: `car-${feedId.toLowerCase()}`,
        car_type: 'used',
        status,
        price: 20_000,
      },
      overrideAccess: true,
      context: { skipSearchSync: true },
    }))
  )
}

/** A verified customer of a site, created the way the sign-up route does. */
async function customer(on: PublicSite, email: string, phone: string, password = 'a-long-password'): Promise<Customer> {
  const created = await payload.create({
    collection: 'customers',
    data: {
      site: on.id,
      email,
      username: customerUsername(on.id, email),
      name: email.split('@')[0]!,
      phone_number: phone,
      password,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  await payload.update({ collection: 'customers', id: created.id, data: { _verified: true }, overrideAccess: true })
  return created
}

const login = (
  on: PublicSite,
  email: string,
  password: string,
  context: Record<string, unknown> = { customerSite: on.id },
) => payload.login({ collection: 'customers', data: { username: customerUsername(on.id, email), password }, context })

const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await site('sunshine-motors')
  harbour = await site('harbour-city-cars')
})

describe('customer accounts', () => {
  it('the demo seed holds a verified Sunshine Motors shopper with a phone number', async () => {
    const { token, user } = await login(sunshine, DEMO_CUSTOMER.email, DEMO_DEFAULTS.customerPassword)
    expect(token).toBeTruthy()
    expect(user?.phone_number).toBe(DEMO_CUSTOMER.phone_number)
    expect((await customerFromHeaders(sunshine, bearer(token!)))?.email).toBe(DEMO_CUSTOMER.email)
  })

  it('are per site: the same email holds separate accounts, and one site\u2019s session is nobody on another', async () => {
    const here = await customer(sunshine, 'twice@example.com', '0400 000 001', 'sunshine-password')
    const there = await customer(harbour, 'twice@example.com', '0400 000 002', 'harbour-password')
    expect(here.id).not.toBe(there.id)
    await expect(login(harbour, 'twice@example.com', 'sunshine-password')).rejects.toThrow()
    const { token } = await login(sunshine, 'twice@example.com', 'sunshine-password')
    expect((await customerFromHeaders(sunshine, bearer(token!)))?.id).toBe(here.id)
    expect(await customerFromHeaders(harbour, bearer(token!))).toBeNull()
  })

  it('sign in only through the site\u2019s own route (a bare Payload login, or one for another site, is refused)', async () => {
    await customer(sunshine, 'bound@example.com', '0400 000 003')
    await expect(login(sunshine, 'bound@example.com', 'a-long-password', {})).rejects.toThrow()
    await expect(
      login(sunshine, 'bound@example.com', 'a-long-password', { customerSite: harbour.id }),
    ).rejects.toThrow()
    await expect(login(sunshine, 'bound@example.com', 'a-long-password')).resolves.toMatchObject({
      token: expect.any(String),
    })
  })

  it('must confirm their email before signing in; the emailed link is on the shopper\u2019s site', async () => {
    const send = vi.spyOn(payload.email, 'sendEmail')
    const created = await payload.create({
      collection: 'customers',
      data: {
        site: sunshine.id,
        email: 'new@example.com',
        username: customerUsername(sunshine.id, 'new@example.com'),
        name: 'New',
        phone_number: '0400 000 004',
        password: 'a-long-password',
      },
      overrideAccess: true,
      context: { siteOrigin: 'http://sunshine-motors.localhost:3000', siteName: 'Sunshine Motors' },
    })
    const html = String(send.mock.calls.at(-1)?.[0]?.html)
    expect(html).toMatch(/http:\/\/sunshine-motors\.localhost:3000\/verify-email\?token=[a-f0-9]+/)
    await expect(login(sunshine, 'new@example.com', 'a-long-password')).rejects.toThrow(/verif/i)
    const token = /token=([a-f0-9]+)/.exec(html)![1]!
    await payload.verifyEmail({ collection: 'customers', token })
    await expect(login(sunshine, 'new@example.com', 'a-long-password')).resolves.toMatchObject({
      user: { id: created.id },
    })
    send.mockRestore()
  })

  it('reset their password through a link to their own site', async () => {
    await customer(sunshine, 'forgetful@example.com', '0400 000 005')
    const send = vi.spyOn(payload.email, 'sendEmail')
    await payload.forgotPassword({
      collection: 'customers',
      data: { username: customerUsername(sunshine.id, 'forgetful@example.com') } as never,
      context: { siteOrigin: 'https://www.sunshinemotors.example', siteName: 'Sunshine Motors' },
    })
    const html = String(send.mock.calls.at(-1)?.[0]?.html)
    send.mockRestore()
    expect(html).not.toContain('/admin')
    const token = /https:\/\/www\.sunshinemotors\.example\/reset-password\?token=([a-f0-9]+)/.exec(html)![1]!
    await expect(
      payload.resetPassword({
        collection: 'customers',
        data: { token, password: 'a-new-long-password' },
        overrideAccess: true,
        context: { customerSite: harbour.id },
      }),
    ).rejects.toThrow()
    await payload.resetPassword({
      collection: 'customers',
      data: { token, password: 'a-new-long-password' },
      overrideAccess: true,
      context: { customerSite: sunshine.id },
    })
    await expect(login(sunshine, 'forgetful@example.com', 'a-long-password')).rejects.toThrow()
    await expect(login(sunshine, 'forgetful@example.com', 'a-new-long-password')).resolves.toMatchObject({
      token: expect.any(String),
    })
  })

  it('lock after 5 failed sign-ins', async () => {
    await customer(sunshine, 'locked@example.com', '0400 000 006')
    for (let i = 0; i < 5; i += 1)
      await expect(login(sunshine, 'locked@example.com', 'wrong-password')).rejects.toThrow()
    await expect(login(sunshine, 'locked@example.com', 'a-long-password')).rejects.toThrow(/locked/i)
  })

  it('signing out ends the session on the server', async () => {
    await customer(sunshine, 'leaving@example.com', '0400 000 007')
    const { token } = await login(sunshine, 'leaving@example.com', 'a-long-password')
    const { user } = await payload.auth({ headers: bearer(token!) })
    await logoutOperation({
      collection: payload.collections.customers,
      req: await createLocalReq({ user: user! }, payload),
    })
    expect(await customerFromHeaders(sunshine, bearer(token!))).toBeNull()
  })
})

describe('watchlist', () => {
  it('saves and removes a car on the customer\u2019s own list (round trip)', async () => {
    const me = await customer(sunshine, 'watcher@example.com', '0411 111 111')
    const car = await carOf(sunshine.id, 'WATCH-1')
    const body = { phone_number: '0411111111', car_id: car.id }
    expect(await changeWatchlist(payload, sunshine, me, body, 'save')).toEqual({ status: 200, body: { success: true } })
    expect(await changeWatchlist(payload, sunshine, me, body, 'save')).toEqual({ status: 200, body: { success: true } })
    expect(await watchlistCarIds(payload, sunshine, me)).toEqual([car.id])
    expect(await changeWatchlist(payload, sunshine, me, body, 'remove')).toEqual({
      status: 200,
      body: { success: true },
    })
    expect(await watchlistCarIds(payload, sunshine, me)).toEqual([])
  })

  it('refuses another customer\u2019s phone number, anonymous callers and other sites\u2019 cars', async () => {
    const me = await customer(sunshine, 'careful@example.com', '0422 222 222')
    const other = await customer(sunshine, 'other@example.com', '0433 333 333')
    const car = await carOf(sunshine.id, 'WATCH-2')
    const harbourCar = await carOf(harbour.id, 'WATCH-H')
    expect(
      await changeWatchlist(payload, sunshine, me, { phone_number: other.phone_number, car_id: car.id }, 'save'),
    ).toMatchObject({ status: 403, body: { success: false } })
    expect(
      await changeWatchlist(payload, sunshine, null, { phone_number: other.phone_number, car_id: car.id }, 'save'),
    ).toMatchObject({ status: 401, body: { success: false } })
    expect(
      await changeWatchlist(payload, harbour, me, { phone_number: me.phone_number, car_id: harbourCar.id }, 'save'),
    ).toMatchObject({ status: 401, body: { success: false } })
    expect(
      await changeWatchlist(payload, sunshine, me, { phone_number: me.phone_number, car_id: harbourCar.id }, 'save'),
    ).toMatchObject({ status: 404, body: { success: false } })
    const sold = await carOf(sunshine.id, 'WATCH-SOLD', 'sold')
    expect(
      await changeWatchlist(payload, sunshine, me, { phone_number: me.phone_number, car_id: sold.id }, 'save'),
    ).toMatchObject({ status: 409, body: { success: false } })
    expect(await watchlistCarIds(payload, sunshine, me)).toEqual([])
    expect(await watchlistCarIds(payload, sunshine, other)).toEqual([])
  })

  it('a customer cannot remove a car from someone else\u2019s list', async () => {
    const owner = await customer(sunshine, 'owner@example.com', '0444 444 444')
    const intruder = await customer(sunshine, 'intruder@example.com', '0455 555 555')
    const car = await carOf(sunshine.id, 'WATCH-3')
    await changeWatchlist(payload, sunshine, owner, { phone_number: owner.phone_number, car_id: car.id }, 'save')
    expect(
      await changeWatchlist(
        payload,
        sunshine,
        intruder,
        { phone_number: owner.phone_number, car_id: car.id },
        'remove',
      ),
    ).toMatchObject({ status: 403 })
    expect(
      await changeWatchlist(
        payload,
        sunshine,
        intruder,
        { phone_number: intruder.phone_number, car_id: car.id },
        'remove',
      ),
    ).toMatchObject({ status: 200 })
    expect(await watchlistCarIds(payload, sunshine, owner)).toEqual([car.id])
  })
})

describe('a customer\u2019s session', () => {
  const STAFF_AND_SITE_COLLECTIONS = [
    'users',
    'integrations',
    'stock-imports',
    'phone-reveals',
    'promo-tiles',
    'cars',
    'sites',
    'locations',
    'watchlist-entries',
    'saved-searches',
  ] as const

  it('reads none of the staff or site collections', async () => {
    const me = { ...(await customer(sunshine, 'nosy@example.com', '0466 666 666')), collection: 'customers' as const }
    await changeWatchlist(
      payload,
      sunshine,
      me,
      { phone_number: me.phone_number, car_id: (await carOf(sunshine.id, 'WATCH-4')).id },
      'save',
    )
    for (const collection of STAFF_AND_SITE_COLLECTIONS) {
      const read = payload.find({ collection, user: me, overrideAccess: false, depth: 0 }).then(
        (r) => r.totalDocs,
        () => 'refused',
      )
      expect([collection, await read]).toEqual([collection, 'refused'])
    }
  })

  it('reads only its own customer record, and changes none', async () => {
    const me = { ...(await customer(sunshine, 'self@example.com', '0477 777 777')), collection: 'customers' as const }
    const other = await customer(sunshine, 'someone@example.com', '0488 888 888')
    const { docs } = await payload.find({ collection: 'customers', user: me, overrideAccess: false, depth: 0 })
    expect(docs.map((c) => c.id)).toEqual([me.id])
    await expect(
      payload.findByID({ collection: 'customers', id: other.id, user: me, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'customers',
        id: me.id,
        data: { phone_number: '0499 999 999' },
        user: me,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'customers',
        id: other.id,
        data: { name: 'Hijacked' },
        user: me,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'customers',
        data: {
          site: harbour.id,
          email: 'x@example.com',
          username: 'x',
          name: 'x',
          phone_number: '0400 000 000',
          password: 'a-long-password',
        },
        user: me,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('staff and customers', () => {
  it('a site editor sees only their own site\u2019s customers', async () => {
    await customer(harbour, 'harbour-only@example.com', '0400 000 010')
    const { docs: editors } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'editor@sunshine-motors.example' } },
      depth: 0,
      overrideAccess: true,
    })
    const editor = { ...editors[0]!, collection: 'users' as const }
    const { docs } = await payload.find({
      collection: 'customers',
      user: editor,
      overrideAccess: false,
      depth: 0,
      limit: 200,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((c) => (typeof c.site === 'object' ? c.site?.id : c.site) === sunshine.id)).toBe(true)
  })
})
