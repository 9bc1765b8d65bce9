import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { sortLocationsByType } from '@/domain/locations'
import { promoBackground, promoLink, type PromoTileRule } from '@/domain/promo-tiles'
import { parseSiteHost } from '@/domain/site-host'
import type { CarType } from '@/search/types'
import type { Location, Media } from '@/payload-types'

import { payloadClient } from '../platform/payload'
import { SITES_TAG, siteTag } from '../platform/revalidate'
import { findSiteByHost, resolveSite, type PublicSite, type ResolvedSite } from './site-lookup'

export type { PublicSite, ResolvedSite } from './site-lookup'

const cachedSiteForHost = unstable_cache(
  async (host: string) => findSiteByHost(await payloadClient(), host),
  ['site-for-host'],
  {
    tags: [SITES_TAG],
    revalidate: 300,
  },
)

/**
 * The site a request's host names, or null (an unknown host, which must get a 404, never another
 * dealer's site). `hostKey` is the host as the proxy put it in the URL. Its settings are resolved here,
 * once per request (React's `cache`): `settings.now`, `today` and `currentYear` are this request's clock.
 */
export const siteForHost = cache(async (hostKey: string): Promise<ResolvedSite | null> => {
  let host: string
  try {
    host = decodeURIComponent(hostKey)
  } catch {
    return null
  }
  const parsed = parseSiteHost(host)
  const site = parsed ? await cachedSiteForHost(parsed.host) : null
  return site ? resolveSite(site, new Date()) : null
})

/** What shopper pages may know of a location: all but its lead email and bookkeeping. */
export type SiteLocation = Pick<
  Location,
  | 'id'
  | 'name'
  | 'slug'
  | 'locationType'
  | 'locationSubtype'
  | 'primary'
  | 'address'
  | 'phone'
  | 'dealershipSlug'
  | 'contactDetail'
  | 'ratingSummary'
  | 'dealerLicenceNumber'
  | 'motorVehicleRepairer'
> & { manufacturers: number[]; image: Media | null }

/**
 * A site's visible, published locations (a draft stays in the admin), sales first, then service, then
 * parts (spec 2.2). Scoped to that site only.
 */
export const siteLocations = (site: PublicSite): Promise<SiteLocation[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'locations',
        where: {
          and: [{ site: { equals: site.id } }, { visible: { equals: true } }, { _status: { equals: 'published' } }],
        },
        sort: 'name',
        // 1: the location's image comes populated.
        depth: 1,
        limit: 100,
        overrideAccess: true,
      })
      return sortLocationsByType(
        docs.map((doc): SiteLocation => ({
          id: doc.id,
          name: doc.name,
          slug: doc.slug,
          locationType: doc.locationType,
          locationSubtype: doc.locationSubtype,
          primary: doc.primary,
          address: doc.address,
          phone: doc.phone,
          dealershipSlug: doc.dealershipSlug,
          contactDetail: doc.contactDetail,
          ratingSummary: doc.ratingSummary,
          dealerLicenceNumber: doc.dealerLicenceNumber,
          motorVehicleRepairer: doc.motorVehicleRepairer,
          manufacturers: (doc.manufacturers ?? []).map((m) => (typeof m === 'object' ? m.id : m)),
          image: doc.image && typeof doc.image === 'object' && doc.image.url ? doc.image : null,
        })),
      )
    },
    ['site-locations', String(site.id)],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()

export type SitePromoTile = PromoTileRule & {
  id: number
  heading: string
  text: string | null
  link: string | null
  linkLabel: string | null
  /** The tile's picture, one of the site's own media items (its alt text is the item's). */
  image: Media | null
  background: string | null
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null)

/** A tile's picture: a media item of the tile's own site (the admin takes no other; checked again here). */
const tileImage = (value: number | Media | null | undefined, siteId: number): Media | null => {
  if (!value || typeof value !== 'object' || !value.url) return null
  const owner = value.site && typeof value.site === 'object' ? value.site.id : value.site
  return owner === siteId ? value : null
}

/**
 * A site's promo tiles that have not expired (whether each is live is decided at render time by the
 * domain rule, so a cached list never shows a tile outside its dates). Scoped to that site only.
 */
export const sitePromoTiles = async (site: PublicSite): Promise<SitePromoTile[]> =>
  // The cache stores JSON, so dates travel as strings and become Dates here.
  (await cachedPromoTiles(site)).map((tile) => ({ ...tile, start: toDate(tile.start), expiry: toDate(tile.expiry) }))

const cachedPromoTiles = (site: PublicSite) =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'promo-tiles',
        where: {
          and: [
            { site: { equals: site.id } },
            // Drafts (and autosaves) stay in the admin until published.
            { _status: { equals: 'published' } },
            { or: [{ expiry: { exists: false } }, { expiry: { greater_than: new Date().toISOString() } }] },
          ],
        },
        // 1: the image's media item (sizes and alt text). The site it would also load is left out below.
        depth: 1,
        limit: 50,
        overrideAccess: true,
      })
      return docs.map((doc) => ({
        id: doc.id,
        heading: doc.heading,
        text: doc.text ?? null,
        link: promoLink(doc.link),
        linkLabel: doc.linkLabel ?? null,
        image: tileImage(doc.image, site.id),
        background: promoBackground(doc.background),
        display: (doc.display ?? []) as CarType[],
        strictDisplay: Boolean(doc.strictDisplay),
        start: doc.start ?? null,
        expiry: doc.expiry ?? null,
      }))
    },
    ['site-promo-tiles', String(site.id)],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()
