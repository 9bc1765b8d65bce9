/**
 * Whether a request that acts on a shopper's session comes from another site (CSRF). Browsers send Origin
 * on every POST; it must name this host. Without it, Sec-Fetch-Site must not say cross-site (a client
 * that sends neither is not a browser, and carries no ambient cookie of a shopper).
 */
export function isCrossSiteRequest(host: string | null, origin: string | null, secFetchSite: string | null): boolean {
  if (origin !== null) {
    if (!host) return true
    try {
      return new URL(origin).host !== host.toLowerCase()
    } catch {
      return true // 'null' and other opaque origins
    }
  }
  return secFetchSite === 'cross-site'
}
