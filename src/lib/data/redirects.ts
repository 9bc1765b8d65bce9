import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { pagePath } from '@/domain/pages'
import { normalizeRedirectPath, redirectIsPermanent, redirectTarget } from '@/domain/redirects'

import { payloadClient } from '../platform/payload'
import { siteTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

export type SiteRedirect = { to: string; permanent: boolean }

/**
 * The staff redirect of a site for an old path (issue 22), or null: always the site's own redirect, to
 * one of its published pages or another path on the same site (never another host).
 */
export async function findSiteRedirect(
  payload: Payload,
  siteId: number,
  requestedPath: string,
): Promise<SiteRedirect | null> {
  const from = normalizeRedirectPath(requestedPath)
  if (!from) return null
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { and: [{ site: { equals: siteId } }, { from: { equals: from } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const page = doc.to?.reference && typeof doc.to.reference.value === 'object' ? doc.to.reference.value : null
  const pageSite = page && (typeof page.site === 'object' ? page.site?.id : page.site)
  const ownPublished = page && pageSite === siteId && page._status === 'published'
  const to = redirectTarget(from, {
    type: doc.to?.type,
    url: doc.to?.url,
    pagePath: ownPublished ? pagePath(page.slug) : null,
  })
  return to ? { to, permanent: redirectIsPermanent(doc.type) } : null
}

/** A site's redirect for a path, cached per site and path; a change to the site's redirects expires it. */
export const siteRedirect = (site: Pick<PublicSite, 'id' | 'slug'>, requestedPath: string) =>
  unstable_cache(
    async () => findSiteRedirect(await payloadClient(), site.id, requestedPath),
    ['site-redirect', String(site.id), requestedPath],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()
