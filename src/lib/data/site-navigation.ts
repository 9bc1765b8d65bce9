import { unstable_cache } from 'next/cache'

import type { StoredNavigation } from '@/domain/navigation'

import { payloadClient } from '../platform/payload'
import { siteTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/** The site's own menus as staff saved them (Menus), or null; cached under the site's tag. */
export const siteNavigation = (site: PublicSite): Promise<StoredNavigation | null> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'navigation',
        where: { site: { equals: site.id } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
      const doc = docs[0]
      return doc ? { header: doc.header ?? null, footer: doc.footer ?? null } : null
    },
    ['site-navigation', String(site.id)],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()
