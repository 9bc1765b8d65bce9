import type { PayloadRequest } from 'payload'

import { revalidateSite } from './revalidate'

type SiteRef = number | string | { id: number | string; slug?: string | null } | null | undefined

/** Expires the cache of the site a site-scoped document belongs to. */
export async function revalidateSiteOf(req: PayloadRequest, site: SiteRef): Promise<void> {
  if (site === null || site === undefined) return
  if (typeof site === 'object' && site.slug) return revalidateSite([site.slug])
  const id = typeof site === 'object' ? site.id : site
  const found = await req.payload.findByID({
    collection: 'sites',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  revalidateSite([found?.slug])
}
