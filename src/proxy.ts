import { NextResponse, type NextRequest } from 'next/server'

import { adminHostAllowed, isAdminPath, isSitePath, parseAdminHosts, pathError } from '@/domain/request-paths'
import { routeQueryError, routeQueryRepair } from '@/domain/route-queries'
import { parseSiteHost } from '@/domain/site-host'
import { PREVIEW_HEADER, PREVIEW_PARAM, verifyPreviewForHost } from '@/lib/requests/preview-session'
import { contentSecurityPolicy, newNonce, siteSecurityHeaders } from '@/lib/requests/security-headers'

/** The page a refused query is answered with (status 400), in the site's chrome. */
const BAD_REQUEST_PAGE = '/bad-request'

/** Path segment for requests whose host names no site; the site layout answers them with a 404. */
export const NO_SITE = '_no-site'

/**
 * Maps the Host header to the site's route tree: every shopper route lives once under
 * src/app/(site)/[site]/, and `[site]` is the request's host (normalised). The site layout looks the host
 * up (`{slug}.localhost`, or a domain listed on a site); an unknown host gets a 404, never another site.
 */
export async function proxy(request: NextRequest) {
  // Payload's admin answers only on the admin host(s) when ADMIN_HOSTS names them; it is never a site page.
  if (isAdminPath(request.nextUrl.pathname)) {
    if (adminHostAllowed(request.headers.get('host'), parseAdminHosts(process.env.ADMIN_HOSTS)))
      return NextResponse.next()
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  // The matcher is a superset of the site pages (isSitePath is the exact rule): anything else passes untouched.
  if (!isSitePath(request.nextUrl.pathname)) return NextResponse.next()
  // A path that is not valid percent-encoded UTF-8, or holds a NUL or control character, names no page.
  const badPath = pathError(request.nextUrl.pathname)
  if (badPath)
    return new NextResponse(`Not found: ${badPath}`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  // Every route's query rules (src/domain/route-queries.ts): a malformed parameter is never a 500. A shopper's
  // old or edited link is redirected to the same page without the parameters a rule refuses; only a refused
  // path (nothing in the query to drop) is a 400. The target is the request's own URL, so Next's adapter
  // sends it as a relative Location (same origin): no host read from a header reaches the response.
  const queryError = routeQueryError(request.nextUrl.pathname, request.nextUrl.search)
  const repaired = queryError ? routeQueryRepair(request.nextUrl.pathname, request.nextUrl.search) : null
  if (repaired !== null) {
    const target = request.nextUrl.clone()
    target.search = repaired
    const redirect = NextResponse.redirect(target, 307)
    redirect.headers.set('Cache-Control', 'no-store')
    return redirect
  }
  const parsed = parseSiteHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  // A query nothing can repair is the shopper's 400: the site's styled page (bad-request), the address kept.
  url.pathname = `/${parsed ? encodeURIComponent(parsed.host) : NO_SITE}${queryError ? BAD_REQUEST_PAGE : request.nextUrl.pathname}`
  if (queryError) url.search = ''
  // A fresh nonce per response: Next.js reads it from the request's policy and puts it on its scripts.
  // The admin's live preview frames the site: only a request carrying a valid preview token for this host
  // in its own query (no cookie: Chromium sends none to a cross-site frame) may be framed, and only by the
  // admin origin the token names. The page reads the verified token from a header only the proxy sets.
  const previewToken =
    request.nextUrl.searchParams.get(PREVIEW_PARAM) ??
    (request.nextUrl.pathname === '/preview' ? request.nextUrl.searchParams.get('token') : null)
  const preview = await verifyPreviewForHost(previewToken, request.headers.get('host'))
  const policy = contentSecurityPolicy(newNonce(), {
    development: process.env.NODE_ENV === 'development',
    framedBy: preview?.admin,
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  requestHeaders.delete(PREVIEW_HEADER)
  if (preview && previewToken) requestHeaders.set(PREVIEW_HEADER, previewToken)
  const response = NextResponse.rewrite(url, {
    request: { headers: requestHeaders },
    ...(queryError ? { status: 400 } : {}),
  })
  response.headers.set('Content-Security-Policy', policy)
  for (const [name, value] of Object.entries(
    siteSecurityHeaders({ production: process.env.NODE_ENV === 'production' }),
  ))
    response.headers.set(name, value)
  // A draft is never cached anywhere, nor is its token passed on in a Referer.
  if (preview) {
    response.headers.set('Cache-Control', 'private, no-store')
    response.headers.set('Referrer-Policy', 'no-referrer')
  }
  return response
}

export const config = {
  // Payload's API (/api, /api/...) and Next's assets (/_next/...) are not site pages; everything else runs
  // the proxy: site pages (/apiary and /administration-fees included), /favicon.ico (each site answers it
  // with its own icon, src/app/(site)/[site]/favicon.ico) and Payload's admin, for its host check only.
  // Next reads this literal at build time; isSitePath (src/domain/request-paths.ts) is the exact rule.
  matcher: ['/((?!api(?:/|$)|_next/).*)'],
}
