/** sitemap.xml and robots.txt of a site (issue 7): what search engines may crawl, at the host they asked. */

/**
 * Routes every site serves besides its pages and cars: the search presets and the routes built in code
 * (service, contact, trade-in, sell-my-car, finance, offers, models, locations, blog, test drives, parts).
 */
export const SITEMAP_ROUTES = [
  '/cars',
  '/search/new-cars',
  '/search/used-cars',
  '/search/demo-cars',
  '/special-offers',
  '/models',
  '/service',
  '/contact',
  '/trade-in',
  '/sell-my-car',
  '/blog',
  '/book-test-drive',
  '/parts/search',
  '/vehicle-parts-and-accessories',
] as const

/** Paths search engines are asked to leave alone: staff, APIs, previews, accounts and per-shopper pages. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/api/',
  '/preview',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/watchlist',
  '/garage',
  '/compare',
  '/success',
] as const

export type SitemapEntry = { path: string; lastModified?: string | null }

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** The sitemap document: each path once (first entry wins), absolute on `origin`, paths percent-encoded. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries
    .filter(
      (entry) =>
        entry.path.startsWith('/') && !entry.path.startsWith('//') && !seen.has(entry.path) && seen.add(entry.path),
    )
    .map((entry) => {
      const loc = escapeXml(new URL(encodeURI(entry.path), origin).toString())
      const lastmod =
        entry.lastModified && !Number.isNaN(Date.parse(entry.lastModified))
          ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`
          : ''
      return `<url><loc>${loc}</loc>${lastmod}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
