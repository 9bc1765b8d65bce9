import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { sortLocationsByType } from '@/domain/locations'
import { parseSiteHost } from '@/domain/site-host'
import type { Location, Site } from '@/payload-types'

import { payloadClient } from './payload'
import { SITES_TAG, siteTag } from './revalidate'

/** What shopper pages may know of a site: everything but staff-only bookkeeping. */
export type PublicSite = Pick<
  Site,
  'id' | 'name' | 'slug' | 'template' | 'locale' | 'country' | 'defaultState' | 'timeZone' | 'theme' | 'phones' | 'features'
>

function toPublicSite(site: Site): PublicSite {
  const { id, name, slug, template, locale, country, defaultState, timeZone, theme, phones, features } = site
  return { id, name, slug, template, locale, country, defaultState, timeZone, theme, phones, features }
}

const findSiteForHost = unstable_cache(
  async (host: string): Promise<PublicSite | null> => {
    const parsed = parseSiteHost(host)
    if (!parsed) return null
    const payload = await payloadClient()
    const where: Where = parsed.kind === 'slug' ? { slug: { equals: parsed.slug } } : { 'domains.domain': { equals: parsed.domain } }
    const { docs } = await payload.find({ collection: 'sites', where, limit: 1, depth: 0, overrideAccess: true })
    return docs[0] ? toPublicSite(docs[0]) : null
  },
  ['site-for-host'],
  { tags: [SITES_TAG], revalidate: 300 },
)

/**
 * The site a request's host names, or null (an unknown host, which must get a 404, never another
 * dealer's site). `hostKey` is the host as the proxy put it in the URL.
 */
export const siteForHost = cache(async (hostKey: string): Promise<PublicSite | null> => {
  let host: string
  try {
    host = decodeURIComponent(hostKey)
  } catch {
    return null
  }
  const parsed = parseSiteHost(host)
  return parsed ? findSiteForHost(parsed.host) : null
})

/** A site's visible locations, sales first, then service, then parts (spec 2.2). Scoped to that site only. */
export const siteLocations = (site: PublicSite) =>
  unstable_cache(
    async (): Promise<Array<Pick<Location, 'id' | 'name' | 'slug' | 'locationType' | 'address' | 'phone'>>> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'locations',
        where: { and: [{ site: { equals: site.id } }, { visible: { equals: true } }] },
        sort: 'name',
        depth: 0,
        limit: 100,
        overrideAccess: true,
      })
      return sortLocationsByType(docs.map(({ id, name, slug, locationType, address, phone }) => ({ id, name, slug, locationType, address, phone })))
    },
    ['site-locations', String(site.id)],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()
