import { payloadClient } from '@/lib/platform/payload'
import type { PublicSite, ResolvedSite } from '@/lib/data/site-lookup'
import { featuredStock } from '@/domain/home-page'
import { toCarDocument } from '@/search/car-document'
import type { Payload, Where } from 'payload'

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

/**
 * The featured-stock block's cars (#18, #22): the site's listed cars staff marked featured, newest listed
 * first; while none is featured, its newest listed cars (`featuredStock`). Listed: in stock or
 * coming soon and shown on the website, and with photos on sites that hide cars without them.
 */
export async function siteFeaturedStock(
  site: ResolvedSite,
  limit: number,
): Promise<{ source: 'featured' | 'newest'; cars: CarDocument[] }> {
  const payload = await payloadClient()
  const listed: Where[] = [
    { site: { equals: site.id } },
    { status: { in: ['in_stock', 'coming_soon'] } },
    { show_on_dealer_website: { not_equals: false } },
  ]
  const find = async (featured: boolean, sort: string[]) => {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [...listed, ...(featured ? [{ featured: { equals: true } }] : [])] },
      sort,
      // A few more than shown, so cars without photos can be left out where the site hides them.
      limit: limit * 3,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return docs
      .filter((car) => !site.settings.features.hideCarsWithoutPhotos || hasPhotos(car.images))
      .map((car) => toCarDocument(car, site))
  }
  // Newest listed first, by id where listed together (a feed's cars share their time): the same cars in the
  // same order on every render, whatever a car's views or syncs last touched.
  const featured = await find(true, ['-listed_at', '-id'])
  return featuredStock(featured, featured.length > 0 ? [] : await find(false, ['-listed_at', '-id']), limit)
}

const hasPhotos = (images: unknown): boolean =>
  Array.isArray(images) && images.some((image) => typeof image === 'string' && image.trim() !== '')
