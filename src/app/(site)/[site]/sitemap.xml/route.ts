import { MAKE_SERVICE_TEMPLATE_SLUG, makeServicePath } from '@/domain/make-service'
import { HOME_SLUG, pagePath } from '@/domain/pages'
import { SITEMAP_ROUTES, sitemapXml, type SitemapEntry } from '@/domain/sitemap'
import { siteServicedMakes } from '@/lib/data/make-service-page'
import { sitePublishedPages } from '@/lib/data/pages'
import { payloadClient } from '@/lib/platform/payload'
import { contentSitemapPaths } from '@/lib/data/site-content'
import { requestSiteOrigin } from '@/lib/requests/request-origin'
import { listedCarPages } from '@/lib/data/site-cars'
import { siteForHost, siteLocations } from '@/lib/data/sites'
import { noSiteText } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/**
 * The site's sitemap, on the site's own host (the one the crawler asked for when it is one of the site's): home and published pages (not those hidden from
 * search engines), the built-in routes, each serviced make's service page, locations, the content pages (live offers, models, makes, published
 * posts and their categories) and every listed car (available, shown on the website).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  const payload = await payloadClient()
  const [pages, locations, content, servicedMakes] = await Promise.all([
    sitePublishedPages(site),
    siteLocations(site),
    contentSitemapPaths(site, new Date()),
    siteServicedMakes(site),
  ])
  const home = pages.find((page) => page.slug === HOME_SLUG)
  // The service template renders once per serviced make, never at its own slug.
  const template = pages.find((page) => page.slug === MAKE_SERVICE_TEMPLATE_SLUG)
  const entries: SitemapEntry[] = [
    { path: '/', lastModified: home?.updatedAt },
    ...pages
      .filter((page) => page.slug !== HOME_SLUG && page !== template)
      .map((page) => ({ path: pagePath(page.slug), lastModified: page.updatedAt })),
    ...SITEMAP_ROUTES.map((path) => ({ path })),
    ...(template
      ? servicedMakes.map((make) => ({ path: makeServicePath(make.slug), lastModified: template.updatedAt }))
      : []),
    ...locations.map((location) => ({ path: `/locations/${location.slug}` })),
    ...content,
  ]
  for await (const cars of listedCarPages<{ slug: string; updatedAt: string }>(payload, site.id, {
    slug: true,
    updatedAt: true,
  }))
    for (const car of cars) entries.push({ path: `/cars/${car.slug}`, lastModified: car.updatedAt })
  return new Response(sitemapXml(await requestSiteOrigin(site), entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
