import type { PayloadRequest } from 'payload'

import { pagePath } from '../../domain/pages'
import { siteDevUrl } from '../../domain/site-host'
import { isStaff, staffHasSite } from '../access/access'
import { PREVIEW_PARAM, signPreview } from './preview-session'
import { adminOriginOf } from './request-origin'

type SiteRef = number | { id: number } | null | undefined

const LOCAL_HOST = /^(?:[a-z0-9-]+\.)?localhost(?::(\d+))?$|^127\.0\.0\.1(?::(\d+))?$/

/**
 * The address the admin's live preview (and its Preview button) opens for a page: the page's own address
 * on its site with a signed token (`?preview=`) for this site, this page and this admin origin, so the
 * framed page needs no cookie (src/lib/requests/preview-session.ts). Only staff who may edit the site's
 * pages get one, and only for a saved page. Admin on localhost previews at {slug}.localhost on the same port;
 * otherwise the site's first domain over https.
 */
export async function pagePreviewUrl({
  data,
  req,
}: {
  data: Record<string, unknown>
  req: PayloadRequest
}): Promise<string | null> {
  const ref = data.site as SiteRef
  const siteId = typeof ref === 'object' && ref ? ref.id : ref
  const slug = typeof data.slug === 'string' ? data.slug : null
  const doc = typeof data.id === 'number' ? data.id : null
  if (!siteId || !slug || doc === null || !isStaff(req.user)) return null
  if (!staffHasSite(req.user, siteId)) return null
  const site = await req.payload.findByID({
    collection: 'sites',
    id: siteId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!site) return null
  const admin = adminOriginOf(req.headers)
  const local = new URL(admin).host.match(LOCAL_HOST)
  const domain = site.domains?.[0]?.domain
  const siteOrigin = local || !domain ? siteDevUrl(site.slug, new URL(admin).port || 80) : `https://${domain}`
  const token = await signPreview({ site: site.id, host: new URL(siteOrigin).host, doc, admin })
  return `${siteOrigin}${pagePath(slug)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`
}
