import { revalidateTag } from 'next/cache'

/** Cache tags: `sites` covers every host -> site lookup; `site:{slug}` covers one site's pages. */
export const SITES_TAG = 'sites'
export const siteTag = (slug: string) => `site:${slug}`
/** Platform-wide content every site shows (manufacturers): caches of site content carry it too. */
export const CONTENT_TAG = 'content'

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

function expireTags(tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) return
      throw error
    }
  }
}
