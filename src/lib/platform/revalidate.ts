import { revalidateTag } from 'next/cache'

/** Cache tags: `sites` covers every host -> site lookup; `site:{slug}` covers one site's pages. */
export const SITES_TAG = 'sites'
export const siteTag = (slug: string) => `site:${slug}`
/** Platform-wide content every site shows (manufacturers): caches of site content carry it too. */
export const CONTENT_TAG = 'content'
/** One page of one site (by page slug), and the list of a site's published pages (sitemap, menus). */
export const pageTag = (site: string, pageSlug: string) => `page:${site}:${pageSlug}`
export const sitePagesTag = (site: string) => `pages:${site}`

/**
 * Expires the cached pages of the given sites at once (no stale copy is served after a publish).
 * Outside a Next.js server (seed script, tests) there is no cache to expire, so nothing happens.
 */
export function revalidateSite(slugs: Array<string | null | undefined>): void {
  expireTags([SITES_TAG, ...new Set(slugs.filter((slug): slug is string => Boolean(slug)).map(siteTag))])
}

/** Expires every site's cached content (after a platform-wide change such as a manufacturer's). */
export function revalidateContent(): void {
  expireTags([CONTENT_TAG])
}

/**
 * The tags a page change expires: that page (under its old and new slug) and the site's page list. Nothing
 * of another site, nor the site's other pages.
 */
export function pageChangeTags(site: string, slugs: Array<string | null | undefined>): string[] {
  const pages = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))].map((slug) => pageTag(site, slug))
  return [...pages, sitePagesTag(site)]
}

/** Expires cache tags at once; outside a Next.js server there is nothing to expire. */
export function expireTags(tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) return
      throw error
    }
  }
}
