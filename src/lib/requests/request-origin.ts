import { headers } from 'next/headers'

import { forwardedProtoFrom, parseTrustedProxyHops } from '@/domain/client-address'
import { siteOrigin, type SiteAddresses } from '@/domain/site-host'

/**
 * The scheme a trusted proxy reported: believed only with TRUSTED_PROXY_HOPS set (our web server already
 * drops it otherwise; this holds the rule even where that server was skipped).
 */
function trustedProto(list: Headers): 'http' | 'https' | null {
  return forwardedProtoFrom(list.get('x-forwarded-proto'), parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS))
}

/**
 * The site's own origin for absolute URLs (emailed links, feeds, sitemap, canonical and Open Graph URLs,
 * structured data): the request's Host only when it is one of the site's hosts, else the site's first
 * domain; never `X-Forwarded-Host` (src/domain/site-host.ts `siteOrigin`).
 */
export function siteOriginOf(site: SiteAddresses, list: Headers): string {
  return siteOrigin(site, list.get('host'), trustedProto(list))
}

/** `siteOriginOf` for the request a page or route is rendering. */
export async function requestSiteOrigin(site: SiteAddresses): Promise<string> {
  return siteOriginOf(site, await headers())
}

/**
 * The origin of a request to the admin (the live preview's framing policy names it): its own Host, with
 * the scheme a trusted proxy reported, else http on localhost and https elsewhere.
 */
export function adminOriginOf(list: Headers): string {
  const host = list.get('host') ?? 'localhost'
  const scheme = trustedProto(list) ?? (/(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host) ? 'http' : 'https')
  return `${scheme}://${host}`
}
