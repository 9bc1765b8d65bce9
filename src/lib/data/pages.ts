import { unstable_cache } from 'next/cache'
import { headers } from 'next/headers'
import { cache } from 'react'

import type { Page } from '@/payload-types'

import { findPublishedPages, findSitePage, type PublishedPageEntry } from './page-data'
import { payloadClient } from '../platform/payload'
import { PREVIEW_HEADER, verifyPreview, type PreviewClaims } from '../requests/preview-session'
import { pageTag, sitePagesTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/**
 * Published pages are cached per site and slug (tag `page:{site}:{slug}`), expired at once when that page
 * is published, changed or unpublished. Scheduled publishes run in the job runner, outside any request,
 * where Next cannot expire tags: the minute's revalidation brings them in.
 */
const PAGE_DATA_SECONDS = 60

const cachedPublishedPage = (site: PublicSite, slug: string) =>
  unstable_cache(async () => findSitePage(await payloadClient(), site.id, slug), ['site-page', String(site.id), slug], {
    tags: [pageTag(site.slug, slug)],
    revalidate: PAGE_DATA_SECONDS,
  })()

/**
 * The preview token of this request for this site: the token of its `?preview=` query, which the proxy
 * verified for the request's host and passes on in a header it alone sets, verified again here and
 * naming this very site, unexpired. Otherwise null (shoppers, another site's token, an expired one).
 */
export const previewSession = cache(async (site: PublicSite): Promise<PreviewClaims | null> => {
  const claims = await verifyPreview((await headers()).get(PREVIEW_HEADER))
  return claims && claims.site === site.id ? claims : null
})

/**
 * The page shoppers see at a slug (published only), or its latest draft when the request's preview token
 * names this site and this very page (a token for one page never shows another page's draft).
 */
export const sitePage = cache(
  async (site: PublicSite, slug: string): Promise<{ page: Page; preview: PreviewClaims | null } | null> => {
    const preview = await previewSession(site)
    if (preview) {
      const draft = await findSitePage(await payloadClient(), site.id, slug, { draft: true })
      if (draft && draft.id === preview.doc) return { page: draft, preview }
    }
    const page = await cachedPublishedPage(site, slug)
    return page ? { page, preview: null } : null
  },
)

/** A site's published, indexable pages (sitemap). */
export const sitePublishedPages = (site: PublicSite): Promise<PublishedPageEntry[]> =>
  unstable_cache(async () => findPublishedPages(await payloadClient(), site.id), ['site-pages', String(site.id)], {
    tags: [sitePagesTag(site.slug)],
    revalidate: PAGE_DATA_SECONDS,
  })()
