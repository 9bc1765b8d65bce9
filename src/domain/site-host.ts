/**
 * How a request's Host header names a dealer site. Pure: the proxy and the site resolver both use it.
 *
 * A host names a site in one of two ways:
 * - `{slug}.localhost` (any port): the development and test address of every site;
 * - any other host name: a domain listed on a site (looked up in the database by the caller).
 */

export type SiteHost = { kind: 'slug'; slug: string; host: string } | { kind: 'domain'; domain: string; host: string }

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export function isValidSiteSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug)
}

/** Lower-cases the host, drops the port and a trailing dot; null when it is not a plausible host name. */
export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null
  let host = hostHeader.trim().toLowerCase()
  if (host.startsWith('[')) return null // IPv6 literals never name a site
  const colon = host.lastIndexOf(':')
  if (colon !== -1) {
    const port = host.slice(colon + 1)
    if (!/^\d{1,5}$/.test(port)) return null
    host = host.slice(0, colon)
  }
  if (host.endsWith('.')) host = host.slice(0, -1)
  if (host.length === 0 || host.length > 253) return null
  return host.split('.').every((label) => HOST_LABEL.test(label)) ? host : null
}

/** Reads a Host header into the way it names a site, or null when it cannot name one. */
export function parseSiteHost(hostHeader: string | null | undefined): SiteHost | null {
  const host = normaliseHost(hostHeader)
  if (!host) return null
  const labels = host.split('.')
  if (labels.length === 2 && labels[1] === 'localhost') {
    const slug = labels[0] as string
    return isValidSiteSlug(slug) ? { kind: 'slug', slug, host } : null
  }
  if (labels.length < 2) return null // bare 'localhost' or an intranet name: no site
  return { kind: 'domain', domain: host, host }
}

/** The development address of a site, e.g. http://sunshine-motors.localhost:3000 */
export function siteDevUrl(slug: string, port: number | string): string {
  return `http://${slug}.localhost:${port}`
}

/** What a site says of its own addresses: its slug (`{slug}.localhost`) and the domains listed on it. */
export type SiteAddresses = { slug: string; domains?: ReadonlyArray<{ domain?: string | null }> | null }

/** Whether a Host header names this very site: its `{slug}.localhost` (any port) or one of its domains. */
export function isHostOfSite(hostHeader: string | null | undefined, site: SiteAddresses): boolean {
  const parsed = parseSiteHost(hostHeader)
  if (!parsed) return false
  if (parsed.kind === 'slug') return parsed.slug === site.slug
  return (site.domains ?? []).some((row) => normaliseHost(row.domain) === parsed.domain)
}

/**
 * The origin every absolute link to a site is built on (emailed links, feeds, sitemap, canonical URLs,
 * structured data): the request's own host only when it is one of the site's hosts, else the site's first
 * listed domain (else its development address). Never a forwarded host a client could write. The scheme:
 * what a trusted proxy reported, else http on `*.localhost` and https everywhere else.
 */
export function siteOrigin(
  site: SiteAddresses,
  hostHeader: string | null | undefined,
  trustedProto: 'http' | 'https' | null = null,
): string {
  let host: string
  if (isHostOfSite(hostHeader, site)) {
    const given = (hostHeader as string).trim().toLowerCase()
    const port = /:(\d{1,5})$/.exec(given)?.[1]
    host = `${(parseSiteHost(given) as SiteHost).host}${port ? `:${port}` : ''}`
  } else {
    host =
      (site.domains ?? [])
        .map((row) => normaliseHost(row.domain))
        .find((domain): domain is string => Boolean(domain)) ?? `${site.slug}.localhost`
  }
  const scheme = trustedProto ?? (host === 'localhost' || /\.localhost(:\d+)?$/.test(host) ? 'http' : 'https')
  return `${scheme}://${host}`
}
