import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseSearchParams } from '../../src/domain/search-url'
import { carPhotos } from '../../src/domain/vehicle-specs'
import { siteCarBySlug, siteFeaturedStock } from '../../src/lib/data/site-cars'
import { resolveSite, type PublicSite } from '../../src/lib/data/site-lookup'
import { searchSite } from '../../src/search/site-search'
import { resetCarField } from '../../src/stock/car-overrides'
import { importStock, type FeedInput } from '../../src/stock/import'
import { drainSearchQueue } from '../../src/stock/run-sync'
import { createTestSite, seededPayload } from './platform'
import { restClient } from './rest'

let payload: Payload
const { rest, json, signIn } = restClient(() => payload)
let site: PublicSite
let other: PublicSite
type Staff = Awaited<ReturnType<typeof makeStaff>>
let staff: Staff

async function makeStaff(email: string, siteIds: number[]) {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password', role: 'site-editor', tenants: siteIds.map((tenant) => ({ tenant })) },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' as const }
}

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Override Test Motors', 'override-test-motors')
  other = await createTestSite(payload, 'Override Other Motors', 'override-other-motors')
  staff = await makeStaff('merch@override-test-motors.example', [site.id])
})

const car = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  stocknum: id,
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  price: 30000,
  km: 20000,
  dealercomments: 'Feed words',
  images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
  created_at: '2026-05-01T00:00:00Z',
  ...more,
})
const rows = (...cars: unknown[]): FeedInput[] => cars.map((data, index) => ({ row: index + 1, data }))
const delta = (target: PublicSite, feed: FeedInput[]) =>
  importStock(payload, { siteId: target.id, mode: 'delta', source: 'cli', format: 'json', who: 'test' }, feed)
const run = (target: PublicSite, feed: FeedInput[]) =>
  importStock(payload, { siteId: target.id, mode: 'full', source: 'cli', format: 'json', who: 'test' }, feed)

async function carOf(target: PublicSite, feedId: string) {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ site: { equals: target.id } }, { feed_id: { equals: feedId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no car ${feedId}`)
  return docs[0]
}

const asStaff = (id: number, data: Record<string, unknown>) =>
  payload.update({
    collection: 'cars',
    id,
    data,
    overrideAccess: false,
    user: staff,
    context: { skipSearchSync: true },
  })

describe('staff overrides survive feed updates', () => {
  it('records the fields staff change, with the feed value alongside', async () => {
    await run(site, rows(car('OV-1'), car('OV-2'), car('OV-3')))
    const before = await carOf(site, 'OV-1')
    const edited = await asStaff(before.id, { price: 27990, dealercomments: 'Staff words', km: 21000 })
    expect(edited.price).toBe(27990)
    expect(edited.overrides).toMatchObject({
      price: { feed: { price: 30000 }, by: 'staff: merch@override-test-motors.example' },
      dealercomments: { feed: { dealercomments: 'Feed words' } },
    })
    // km is not a field staff override: nothing recorded for it.
    expect(Object.keys(edited.overrides as object).sort()).toEqual(['dealercomments', 'price'])
  })

  it('a full feed with new values keeps the staff values and stores the feed’s', async () => {
    const summary = await run(
      site,
      rows(
        car('OV-1', { price: 29000, dealercomments: 'New feed words', km: 22000, tag: 'Feed tag' }),
        car('OV-2'),
        car('OV-3'),
      ),
    )
    expect(summary.updated).toBe(1)
    const after = await carOf(site, 'OV-1')
    expect(after.price).toBe(27990)
    expect(after.dealercomments).toBe('Staff words')
    // Fields staff did not override follow the feed.
    expect(after.km).toBe(22000)
    expect(after.tag).toBe('Feed tag')
    expect(after.overrides).toMatchObject({
      price: { feed: { price: 29000 } },
      dealercomments: { feed: { dealercomments: 'New feed words' } },
    })
  })

  it('reset restores the feed’s latest value and drops only that override', async () => {
    const id = (await carOf(site, 'OV-1')).id
    const result = await resetCarField(payload, id, 'price', staff)
    expect(result.ok).toBe(true)
    const after = await carOf(site, 'OV-1')
    expect(after.price).toBe(29000)
    expect(after.dealercomments).toBe('Staff words')
    expect(Object.keys(after.overrides as object)).toEqual(['dealercomments'])
    // The reset field follows the feed again.
    await run(site, rows(car('OV-1', { price: 28500, dealercomments: 'New feed words' }), car('OV-2'), car('OV-3')))
    expect((await carOf(site, 'OV-1')).price).toBe(28500)
  })

  it('refuses a reset of a field that is not overridden, or by staff of another site', async () => {
    const id = (await carOf(site, 'OV-1')).id
    expect(await resetCarField(payload, id, 'price', staff)).toMatchObject({ ok: false, status: 409 })
    expect(await resetCarField(payload, id, 'km', staff)).toMatchObject({ ok: false, status: 400 })
    const outsider = await makeStaff('merch@override-other-motors.example', [other.id])
    expect(await resetCarField(payload, id, 'dealercomments', outsider)).toMatchObject({ ok: false, status: 404 })
    expect((await carOf(site, 'OV-1')).dealercomments).toBe('Staff words')
  })

  it('a car staff hide never appears on the shopper site, whatever the feed says', async () => {
    const hidden = await carOf(site, 'OV-2')
    await asStaff(hidden.id, { show_on_dealer_website: false, featured: true })
    await run(
      site,
      rows(car('OV-1'), car('OV-2', { show_on_dealer_website: true, price: 31000 }), car('OV-3', { km: 1 })),
    )
    const after = await carOf(site, 'OV-2')
    expect(after.show_on_dealer_website).toBe(false)
    expect(after.price).toBe(31000)
    expect(await siteCarBySlug(site, after.slug)).toBe(null)
    const featured = await siteFeaturedStock(resolveSite(site, new Date()), 6)
    expect(featured.cars.map((c) => c.stocknum)).not.toContain('OV-2')
    await drainSearchQueue(payload)
    const parsed = parseSearchParams(new URLSearchParams(''))
    if (!parsed.ok) throw new Error(parsed.error)
    const { hits } = await searchSite(payload, site, parsed.search)
    expect(hits.map((hit) => hit.stocknum).sort()).toEqual(['OV-1', 'OV-3'])
  })
})

describe('bulk actions in the Cars list', () => {
  it('change only the staff member’s own site’s cars, and the feed does not undo them', async () => {
    await run(other, rows(car('OO-1')))
    const mine = await carOf(site, 'OV-3')
    const theirs = await carOf(other, 'OO-1')
    // What the list's bulk edit does: one update of the selected ids, under the signed-in user's access.
    const where = { id: { in: [mine.id, theirs.id] } }
    const sold = await payload.update({
      collection: 'cars',
      where,
      data: { status: 'sold' },
      overrideAccess: false,
      user: staff,
      context: { skipSearchSync: true },
    })
    expect(sold.docs.map((doc) => doc.id)).toEqual([mine.id])
    const featured = await payload.update({
      collection: 'cars',
      where,
      data: { featured: true },
      overrideAccess: false,
      user: staff,
      context: { skipSearchSync: true },
    })
    expect(featured.docs.map((doc) => doc.id)).toEqual([mine.id])
    const untouched = await carOf(other, 'OO-1')
    expect(untouched.status).toBe('in_stock')
    expect(untouched.featured).toBe(false)
    expect(untouched.overrides ?? null).toBe(null)

    const marked = await carOf(site, 'OV-3')
    expect(marked).toMatchObject({ status: 'sold', sold: true, featured: true })
    expect(marked.sold_date_timestamp).toBeTruthy()
    expect(marked.overrides).toMatchObject({ status: { feed: { status: 'in_stock', sold: false } } })

    // The feed still lists it in stock, with a new price: it stays sold.
    await run(site, rows(car('OV-1'), car('OV-2'), car('OV-3', { km: 2, price: 25000 })))
    const after = await carOf(site, 'OV-3')
    expect(after).toMatchObject({ status: 'sold', sold: true, featured: true, price: 25000, km: 2 })
    expect(after.overrides).toMatchObject({ status: { feed: { status: 'in_stock' } } })
  })
})

describe('photo order and tag overrides through a real re-import', () => {
  const photo = (n: number | string) => `https://img.example/p${n}.jpg`
  /** The car as shoppers see it: its search card's main photo, and the vehicle page's photos. */
  async function shopperSees(feedId: string) {
    await drainSearchQueue(payload)
    const parsed = parseSearchParams(new URLSearchParams(''))
    if (!parsed.ok) throw new Error(parsed.error)
    const { hits } = await searchSite(payload, site, parsed.search)
    const hit = hits.find((entry) => entry.stocknum === feedId)
    const page = await siteCarBySlug(site, (await carOf(site, feedId)).slug)
    return { card: hit?.primary_image_url, photos: page ? carPhotos(page) : null }
  }

  it('shows staff\u2019s first photo as the main photo, and keeps their order and tag when the feed comes again', async () => {
    const feedCar = (more: Record<string, unknown> = {}) =>
      car('OV-P', { images: [photo(1), photo(2), photo(3)], primary_image_url: photo(1), tag: 'Feed tag', ...more })
    await delta(site, rows(feedCar()))
    expect(await shopperSees('OV-P')).toEqual({ card: photo(1), photos: [photo(1), photo(2), photo(3)] })

    const id = (await carOf(site, 'OV-P')).id
    // What the car's form sends, as the admin does (the search sync queued): every field, staff's new photo
    // order and tag among them.
    const form = await carOf(site, 'OV-P')
    await payload.update({
      collection: 'cars',
      id,
      data: { ...form, images: [photo(3), photo(1), photo(2)], tag: 'Staff tag' },
      overrideAccess: false,
      user: staff,
    })
    expect((await carOf(site, 'OV-P')).primary_image_url).toBe(photo(3))
    expect(await shopperSees('OV-P')).toEqual({ card: photo(3), photos: [photo(3), photo(1), photo(2)] })

    // The feed again, with new photos, a new main photo, a new tag and another odometer reading.
    const summary = await delta(
      site,
      rows(
        feedCar({ images: [photo(1), photo(2), photo(4)], primary_image_url: photo(4), tag: 'New feed tag', km: 1 }),
      ),
    )
    expect(summary.updated).toBe(1)
    const after = await carOf(site, 'OV-P')
    expect(after).toMatchObject({ km: 1, tag: 'Staff tag', primary_image_url: photo(3) })
    expect(after.images).toEqual([photo(3), photo(1), photo(2)])
    expect(after.overrides).toMatchObject({
      images: { feed: { images: [photo(1), photo(2), photo(4)], primary_image_url: photo(4) } },
      tag: { feed: { tag: 'New feed tag' } },
    })
    expect(await shopperSees('OV-P')).toEqual({ card: photo(3), photos: [photo(3), photo(1), photo(2)] })

    // Reset puts the feed's latest photos and main photo back together.
    expect((await resetCarField(payload, id, 'images', staff)).ok).toBe(true)
    expect(await shopperSees('OV-P')).toEqual({ card: photo(4), photos: [photo(1), photo(2), photo(4)] })
    expect((await carOf(site, 'OV-P')).tag).toBe('Staff tag')
  })
})

describe('bulk actions through the REST API the list\u2019s bulk edit calls', () => {
  it('hide, feature and mark sold only the signed-in staff member\u2019s own site\u2019s cars', async () => {
    await delta(other, rows(car('OB-1'), car('OB-2')))
    await delta(site, rows(car('OB-1'), car('OB-2')))
    const mine = [await carOf(site, 'OB-1'), await carOf(site, 'OB-2')]
    const theirs = [await carOf(other, 'OB-1'), await carOf(other, 'OB-2')]
    const auth = await signIn('merch@override-test-motors.example', 'a-long-password')
    const ids = [...mine, ...theirs].map((doc) => doc.id).join(',')
    // PATCH /api/cars?where=...: by ids of both sites, and by a filter both sites' cars match.
    const bulk = async (where: string, data: Record<string, unknown>) => {
      const answer = await rest(`/cars?${where}`, auth, json('PATCH', data))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return ((answer.body.docs ?? []) as Array<{ id: number }>).map((doc) => doc.id).sort((a, b) => a - b)
    }
    const myIds = mine.map((doc) => doc.id).sort((a, b) => a - b)
    expect(await bulk(`where[id][in]=${ids}`, { show_on_dealer_website: false })).toEqual(myIds)
    expect(await bulk(`where[feed_id][in]=OB-1,OB-2`, { featured: true })).toEqual(myIds)
    expect(await bulk(`where[id][in]=${ids}`, { status: 'sold' })).toEqual(myIds)
    // Naming only the other site's cars changes nothing.
    expect(await bulk(`where[id][equals]=${theirs[0]!.id}`, { featured: true })).toEqual([])

    for (const feedId of ['OB-1', 'OB-2']) {
      expect(await carOf(site, feedId)).toMatchObject({
        show_on_dealer_website: false,
        featured: true,
        status: 'sold',
        sold: true,
      })
      const untouched = await carOf(other, feedId)
      expect(untouched).toMatchObject({
        show_on_dealer_website: true,
        featured: false,
        status: 'in_stock',
        sold: false,
      })
      expect(untouched.overrides ?? null).toBe(null)
    }
    // Signed out, nothing changes at all.
    const anonymous = await rest(`/cars?where[id][in]=${ids}`, undefined, json('PATCH', { featured: false }))
    expect(anonymous.status).toBe(403)
  })
})
