import {
  fillMakeTemplate,
  MAKE_SERVICE_TEMPLATE_SLUG,
  makeServicePath,
  makeServiceSlug,
  servicedMakeIds,
} from '@/domain/make-service'
import type { Page } from '@/payload-types'

import { sitePage } from './pages'
import type { PreviewClaims } from '../requests/preview-session'
import { siteContent, type ShopperMake } from './site-content'
import { siteLocations, type PublicSite } from './sites'

/** The makes a site services (its service locations' makes), for its `/{make}-service` pages and sitemap. */
export async function siteServicedMakes(site: PublicSite): Promise<ShopperMake[]> {
  const [locations, makes] = await Promise.all([siteLocations(site), siteContent(site).manufacturers()])
  const serviced = new Set(servicedMakeIds(locations))
  return makes.filter((make) => serviced.has(make.id))
}

/**
 * The manufacturer service page a path names (`/{make}-service`): the site's template page with the make
 * written in, or null when the path is no such page, the site does not service that make, or it has no
 * template (the catch-all then answers 404).
 */
export async function makeServicePage(
  site: PublicSite,
  segments: readonly string[],
): Promise<{ page: Page; preview: PreviewClaims | null } | null> {
  const slug = makeServiceSlug(segments)
  if (!slug) return null
  const make = (await siteServicedMakes(site)).find((candidate) => candidate.slug === slug)
  if (!make) return null
  const template = await sitePage(site, MAKE_SERVICE_TEMPLATE_SLUG)
  if (!template) return null
  const page = fillMakeTemplate(template.page, make)
  return { page: { ...page, slug: makeServicePath(make.slug).slice(1) }, preview: template.preview }
}

/**
 * The template itself, at its own slug, only in a preview session of its site (staff see what they edit,
 * placeholders and all); shoppers get a 404 there.
 */
export async function makeServiceTemplatePreview(
  site: PublicSite,
  segments: readonly string[],
): Promise<{ page: Page; preview: PreviewClaims } | null> {
  if (segments.length !== 1 || segments[0] !== MAKE_SERVICE_TEMPLATE_SLUG) return null
  const found = await sitePage(site, MAKE_SERVICE_TEMPLATE_SLUG)
  return found?.preview ? { page: found.page, preview: found.preview } : null
}
