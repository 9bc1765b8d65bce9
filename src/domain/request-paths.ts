/**
 * Which requests are the dealer sites' pages, where Payload's admin may answer, and the URL shapes no
 * page can answer. Pure: src/proxy.ts applies them to every request its matcher lets through.
 */
import { normaliseHost } from './site-host'
import { controlCharacterReason } from './stored-text'

/** Payload's admin UI: /admin and everything below it (not /administration-fees). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

/** Payload's REST API and the platform's routes: /api and everything below it (not /apiary). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/** A dealer site's page: anything but the admin, the API and Next's own files (/_next/...). */
export function isSitePath(pathname: string): boolean {
  return !isAdminPath(pathname) && !isApiPath(pathname) && !pathname.startsWith('/_next/')
}

/**
 * Site pages that are one shopper's own, or that act on a link's token: account, sign-in and password
 * pages, a lead's success page, a reservation, the online purchase, saved cars, drafts in preview. Never
 * served from the shared page cache (src/lib/requests/page-cache.ts), even to a request without cookies.
 */
const PRIVATE_PAGES =
  /^\/(account|sign-in|sign-up|forgot-password|reset-password|verify-email|success|reservations|checkout-journey|personalised|watchlist|garage|preview|bad-request)(\/|$)|^\/cars\/[^/]+\/(checkout|buy-online)(\/|$)/

/**
 * A site page whose HTML is the same for every shopper without a session: what the page cache may keep.
 * Exact paths, before the proxy rewrites them (a trailing slash names the same page).
 */
export function isSharedPagePath(pathname: string): boolean {
  return isSitePath(pathname) && !PRIVATE_PAGES.test(pathname)
}

/**
 * The hosts the admin answers on, from ADMIN_HOSTS (comma-separated host names, a port ignored), or
 * null when it is unset or empty: then the admin answers on every host (development and tests).
 */
export function parseAdminHosts(setting: string | null | undefined): string[] | null {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  return entries.map((entry) => normaliseHost(entry) ?? entry.toLowerCase())
}

/** Whether the admin may answer a request with this Host header. */
export function adminHostAllowed(hostHeader: string | null | undefined, adminHosts: readonly string[] | null): boolean {
  if (adminHosts === null) return true
  const host = normaliseHost(hostHeader)
  return host !== null && adminHosts.includes(host)
}

/**
 * Why no page can have this (still percent-encoded) path: a segment that is not valid percent-encoded
 * UTF-8, or that holds a NUL or another control character once decoded. Null when the path is fine.
 */
export function pathError(pathname: string): string | null {
  for (const segment of pathname.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return 'the path is not valid percent-encoded UTF-8'
    }
    const reason = controlCharacterReason(decoded)
    if (reason) return `the path ${reason}`
  }
  return null
}

/**
 * Why a (still percent-encoded) query string cannot be read as text: a key or value that is not valid
 * percent-encoded UTF-8 (`%E0%A4%A`, `%ZZ`, a lone `%`). Null when every part decodes.
 */
export function percentEncodingError(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const pair of query.split('&')) {
    for (const part of pair.split('=')) {
      try {
        decodeURIComponent(part.replace(/\+/g, ' '))
      } catch {
        return `the query is not valid percent-encoded UTF-8 near '${part.slice(0, 40)}'`
      }
    }
  }
  return null
}
