import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { CatalogPart } from '@/domain/parts'
import type { Media } from '@/payload-types'

import { payloadClient } from '../platform/payload'
import { siteTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/** A catalogue part as shopper pages show it. */
export type ShopperPart = Omit<CatalogPart, 'fits'> & {
  price: number | null
  description: string | null
  image: Media | null
  fits: Array<{ make: number; makeName: string; makeSlug: string; model: string | null }>
}

/** The most parts one site's catalogue is read with (searched in memory by the domain's rules). */
export const SITE_PARTS_LIMIT = 5000

/** A site's whole parts catalogue, straight from the database (scripts and tests); scoped to that site only. */
export async function findSiteParts(payload: Payload, siteId: number): Promise<ShopperPart[]> {
  const { docs } = await payload.find({
    collection: 'parts',
    where: { site: { equals: siteId } },
    // 1: the image and the makes come populated.
    depth: 1,
    limit: SITE_PARTS_LIMIT,
    pagination: false,
    sort: 'name',
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    partNumber: doc.partNumber,
    accessory: Boolean(doc.accessory),
    price: typeof doc.price === 'number' ? doc.price : null,
    description: doc.description ?? null,
    image: doc.image && typeof doc.image === 'object' && doc.image.url ? doc.image : null,
    fits: (doc.fits ?? []).flatMap((fit) =>
      fit.make && typeof fit.make === 'object'
        ? [{ make: fit.make.id, makeName: fit.make.name, makeSlug: fit.make.slug, model: fit.model || null }]
        : [],
    ),
  }))
}

/** A site's parts catalogue for its pages: cached per site, expired at once when a part of the site changes. */
export const siteParts = (site: Pick<PublicSite, 'id' | 'slug'>): Promise<ShopperPart[]> =>
  unstable_cache(async () => findSiteParts(await payloadClient(), site.id), ['site-parts', String(site.id)], {
    tags: [siteTag(site.slug)],
    revalidate: 300,
  })()
