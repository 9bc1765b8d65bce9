import { unstable_cache } from 'next/cache'
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import type { Page } from '@/payload-types'

import { findPublishedPages, findSitePage, type PublishedPageEntry } from './page-data'
import { payloadClient } from '../platform/payload'
import { PREVIEW_COOKIE, verifyPreview, type PreviewClaims } from '../requests/preview-session'
import { pageTag, sitePagesTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/**
 * Published pages are cached per site and slug (tag `page:{site}:{slug}`), expired at once when that page
 * is published, changed or unpublished. Scheduled publishes run in the job runner, outside any request,
 * where Next cannot expire tags: the minute's revalidation brings them in.
 */
const PAGE_CACHE_SECONDS = 60

const cachedPublishedPage = (site: PublicSite, slug: string) =>
  unstable_cache(async () => findSitePage(await payloadClient(), site.id, slug), ['site-page', String(site.id), slug], {
    tags: [pageTag(site.slug, slug)],
    revalidate: PAGE_CACHE_SECONDS,
  })()

/**
 * The preview session of this request for this site: Next's draft mode on and the signed preview cookie
 * naming this very site, unexpired. Otherwise null (shoppers, another site's session, a stale cookie).
 */
export const previewSession = cache(async (site: PublicSite): Promise<PreviewClaims | null> => {
  if (!(await draftMode()).isEnabled) return null
  const claims = await verifyPreview((await cookies()).get(PREVIEW_COOKIE)?.value)
  return claims && claims.site === site.id ? claims : null
})

/** The page shoppers see at a slug (published only), or the latest draft in a valid preview session. */
export const sitePage = cache(
  async (site: PublicSite, slug: string): Promise<{ page: Page; preview: PreviewClaims | null } | null> => {
    const preview = await previewSession(site)
    const page = preview
      ? await findSitePage(await payloadClient(), site.id, slug, { draft: true })
      : await cachedPublishedPage(site, slug)
    return page ? { page, preview } : null
  },
)

/** A site's published, indexable pages (sitemap). */
export const sitePublishedPages = (site: PublicSite): Promise<PublishedPageEntry[]> =>
  unstable_cache(async () => findPublishedPages(await payloadClient(), site.id), ['site-pages', String(site.id)], {
    tags: [sitePagesTag(site.slug)],
    revalidate: PAGE_CACHE_SECONDS,
  })()
