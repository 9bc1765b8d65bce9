import { text } from 'node:stream/consumers'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { beforeAll, describe, expect, it } from 'vitest'

import { clientLabels } from '../../src/components/client-labels'
import { LocaleProvider } from '../../src/components/locale-context'
import { CarCard } from '../../src/components/search/car-card'
import { localeSwaps } from '../../src/domain/labels'
import { siteFeaturedStock } from '../../src/lib/data/site-cars'
import { resolveSite, type PublicSite, type ResolvedSite } from '../../src/lib/data/site-lookup'
import { importStock, type FeedInput } from '../../src/stock/import'
import { createTestSite, seededPayload } from './platform'

let payload: Payload
let site: PublicSite
let other: PublicSite
const resolved = (target: PublicSite): ResolvedSite => resolveSite(target, new Date())

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Featured Test Motors', 'featured-test-motors')
  other = await createTestSite(payload, 'Featured Other Motors', 'featured-other-motors')
})

const car = (id: string, listed: string, overrides: Record<string, unknown> = {}) => ({
  id,
  stocknum: id,
  name: `2022 Mazda CX-5 ${id}`,
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  price: 31000,
  km: 15000,
  created_at: listed,
  ...overrides,
})
const rows = (...cars: unknown[]): FeedInput[] => cars.map((data, index) => ({ row: index + 1, data }))
const run = (target: PublicSite, mode: 'full' | 'delta', feed: FeedInput[]) =>
  importStock(payload, { siteId: target.id, mode, source: 'cli', format: 'json', who: 'test' }, feed)

async function carId(target: PublicSite, feedId: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ site: { equals: target.id } }, { feed_id: { equals: feedId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no car ${feedId}`)
  return docs[0].id
}

const feature = async (id: number, featured: boolean) =>
  payload.update({
    collection: 'cars',
    id,
    data: { featured },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })

describe('featured cars', () => {
  it('falls back to the newest listed cars while none is featured', async () => {
    await run(
      site,
      'full',
      rows(
        car('FT-OLD', '2026-01-01T00:00:00Z'),
        car('FT-MID', '2026-03-01T00:00:00Z'),
        car('FT-NEW', '2026-06-01T00:00:00Z'),
        car('FT-SOLD', '2026-07-01T00:00:00Z', { status: 'sold' }),
      ),
    )
    const { source, cars } = await siteFeaturedStock(resolved(site), 2)
    expect(source).toBe('newest')
    expect(cars.map((c) => c.stocknum)).toEqual(['FT-NEW', 'FT-MID'])
  })

  it('shows the featured cars of the site, never another site’s', async () => {
    await feature(await carId(site, 'FT-OLD'), true)
    await run(other, 'full', rows(car('FO-1', '2026-08-01T00:00:00Z')))
    await feature(await carId(other, 'FO-1'), true)
    const { source, cars } = await siteFeaturedStock(resolved(site), 6)
    expect(source).toBe('featured')
    expect(cars.map((c) => c.stocknum)).toEqual(['FT-OLD'])
  })

  it('keeps the flag across feed updates: a full feed with new prices never clears it', async () => {
    const summary = await run(
      site,
      'full',
      rows(
        car('FT-OLD', '2026-01-01T00:00:00Z', { price: 29500, km: 16000 }),
        car('FT-MID', '2026-03-01T00:00:00Z'),
        car('FT-NEW', '2026-06-01T00:00:00Z'),
      ),
    )
    expect(summary.updated).toBeGreaterThanOrEqual(1)
    const reread = await payload.findByID({
      collection: 'cars',
      id: await carId(site, 'FT-OLD'),
      depth: 0,
      overrideAccess: true,
    })
    expect(reread.price).toBe(29500)
    expect(reread.featured).toBe(true)
    const fresh = await payload.findByID({
      collection: 'cars',
      id: await carId(site, 'FT-NEW'),
      depth: 0,
      overrideAccess: true,
    })
    expect(fresh.featured).toBe(false)
    expect((await siteFeaturedStock(resolved(site), 6)).cars.map((c) => c.stocknum)).toEqual(['FT-OLD'])
  })

  it('leaves a featured car out once it is sold, falling back to the newest', async () => {
    await run(site, 'full', rows(car('FT-MID', '2026-03-01T00:00:00Z'), car('FT-NEW', '2026-06-01T00:00:00Z')))
    const { source, cars } = await siteFeaturedStock(resolved(site), 6)
    expect(source).toBe('newest')
    expect(cars.map((c) => c.stocknum)).toEqual(['FT-NEW', 'FT-MID'])
  })
})

describe('a stock strip’s card', () => {
  /** The card as the browser gets it (in the site layout's locale), once its photo carousel, a lazy chunk, is in. */
  const card = async (props: Parameters<typeof CarCard>[0]) => {
    const locale = props.site.settings.locale
    const page = LocaleProvider({
      locale,
      labels: clientLabels(locale),
      swaps: localeSwaps(locale),
      children: createElement(CarCard, props),
    })
    return text((await prerenderToNodeStream(page)).prelude)
  }

  it('has the primary action and Enquire, no watchlist, and a photo that leaves the fetch priority to the hero', async () => {
    const photo = 'https://images.example/ft-photo-1.jpg'
    await run(site, 'delta', rows(car('FT-PHOTO', '2026-09-01T00:00:00Z', { images: [photo] })))
    await feature(await carId(site, 'FT-PHOTO'), true)
    const { cars } = await siteFeaturedStock(resolved(site), 6)
    const photoCar = cars.find((c) => c.stocknum === 'FT-PHOTO')
    expect(photoCar?.primary_image_url).toBe(photo)

    const strip = await card({ car: photoCar!, site: resolved(site), variant: 'carousel' })
    const actions = [...strip.matchAll(/class="button[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1])
    expect(actions).toEqual(['View Details', 'Enquire'])
    expect(strip).not.toContain('Watchlist')
    expect(strip).toMatch(/<img[^>]*loading="lazy"/)
    expect(strip).not.toContain('fetchPriority')

    // The same car as the first search result: every action, and its photo fetched at once and first.
    const result = await card({ car: photoCar!, site: resolved(site), position: 0 })
    expect(result).toContain('Book a Test Drive')
    expect(result).toContain('Watchlist')
    expect(result).toMatch(/<img[^>]*loading="eager"/)
    expect(result).toMatch(/<img[^>]*fetchPriority="high"/)
  })
})
