import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

/**
 * A site's page by slug: the published version for shoppers, or the latest draft for a preview. Always
 * filtered by the site, so a slug never finds another site's page. Blocks' images come populated.
 */
export async function findSitePage(
  payload: Payload,
  siteId: number,
  slug: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { site: { equals: siteId } },
        { slug: { equals: slug } },
        ...(draft ? [] : [{ _status: { equals: 'published' } }]),
      ],
    },
    draft,
    depth: 2,
    limit: 1,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0] ?? null
}

export type PublishedPageEntry = { slug: string; updatedAt: string }

/** Every published page of a site that search engines may index (for the sitemap). */
export async function findPublishedPages(payload: Payload, siteId: number): Promise<PublishedPageEntry[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { site: { equals: siteId } },
        { _status: { equals: 'published' } },
        { 'seo.noIndex': { not_equals: true } },
      ],
    },
    depth: 0,
    limit: 1000,
    sort: 'slug',
    overrideAccess: true,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
