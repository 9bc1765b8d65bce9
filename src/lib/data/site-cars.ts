import { payloadClient } from '@/lib/platform/payload'
import type { PublicSite } from '@/lib/data/site-lookup'
import { toCarDocument } from '@/search/car-document'
import type { Payload } from 'payload'

import type { Car, CarsSelect } from '@/payload-types'
import type { CarDocument } from '@/search/types'

/**
 * The site's cars with these ids, in the order given (the compare and favourites pages). A car of
 * another site, or one the dealer hides from the website, is left out: the ids come from the browser.
 */
export async function siteCarsByIds(site: PublicSite, ids: readonly number[]): Promise<CarDocument[]> {
  if (ids.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [{ id: { in: ids } }, { site: { equals: site.id } }, { show_on_dealer_website: { not_equals: false } }],
    },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((car) => [car.id, toCarDocument(car, site)]))
  return ids.map((id) => byId.get(id)).filter((car): car is CarDocument => car !== undefined)
}

/** The site's car with this slug (slugs are unique per site), or null: a car of another site is not found. */
export async function siteCarBySlug(site: PublicSite, slug: string): Promise<Car | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [
        { slug: { equals: slug } },
        { site: { equals: site.id } },
        { show_on_dealer_website: { not_equals: false } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The site's listed cars (in stock or coming soon, shown on the website), oldest id first, a page at a time
 * with the fields asked for: what the sitemap and the vehicle feeds list.
 */
export async function* listedCarPages<T>(
  payload: Payload,
  siteId: number,
  select: CarsSelect,
  pageSize = 1000,
): AsyncGenerator<T[]> {
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { site: { equals: siteId } },
          { id: { greater_than: lastId } },
          { status: { in: ['in_stock', 'coming_soon'] } },
          { show_on_dealer_website: { not_equals: false } },
        ],
      },
      sort: 'id',
      limit: pageSize,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select,
    })
    if (docs.length === 0) return
    lastId = docs[docs.length - 1]!.id
    yield docs as unknown as T[]
    if (docs.length < pageSize) return
  }
}
