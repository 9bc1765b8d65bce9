import { payloadClient } from '@/lib/payload'
import type { PublicSite } from '@/lib/site-lookup'
import { toCarDocument } from '@/search/car-document'
import type { Car } from '@/payload-types'
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
