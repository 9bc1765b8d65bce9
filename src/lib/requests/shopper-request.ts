import type { z } from 'zod'

import { isCrossSiteRequest } from '@/domain/csrf'

import { takeClientAllowance, type RateLimiter } from './rate-limit'
import { siteOriginOf } from './request-origin'
import { siteForHost, type PublicSite, type ResolvedSite } from '../data/sites'

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** The site a shopper API request's Host header names, or null. */
export function requestSite(request: Request): Promise<ResolvedSite | null> {
  return siteForHost(encodeURIComponent(request.headers.get('host') ?? ''))
}

export const jsonError = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } })

/** What every site route and shopper API says to a host that is none of our dealer sites. */
export const NO_SITE_MESSAGE = 'No dealer site at this address.'

/** The 404 of a shopper API (JSON) for a host that is no dealer site. */
export const noSiteJson = () => jsonError(404, NO_SITE_MESSAGE)

/** The 404 of a site's plain file (robots.txt, sitemap, feeds, favicon, preview) for a host that is no dealer site. */
export const noSiteText = () =>
  new Response(NO_SITE_MESSAGE, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * The start of a shopper beacon (a car's view, a search's demand, a phone number revealed): the site at
 * this address, with the client's allowance on it counted; else the answer, 404 without a site and 429 (with
 * Retry-After) past `limiter`'s limit, which counts per client and site.
 */
export async function beaconSite(
  request: Request,
  limiter: RateLimiter,
): Promise<{ ok: true; site: ResolvedSite } | { ok: false; response: Response }> {
  const site = await requestSite(request)
  if (!site) return { ok: false, response: noSiteJson() }
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return {
      ok: false,
      response: Response.json(
        { error: 'Too many requests. Try again in a minute.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    }
  return { ok: true, site }
}

/**
 * CSRF check for shopper endpoints that act on a session cookie (`isCrossSiteRequest`). Session cookies
 * are SameSite=Lax as well, so another site's form posts arrive without them.
 */
export function isCrossSite(request: Request): boolean {
  return isCrossSiteRequest(
    request.headers.get('host'),
    request.headers.get('origin'),
    request.headers.get('sec-fetch-site'),
  )
}

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.'

/**
 * The start of a shopper request that signs in or out, or writes for the shopper (an account, a reservation,
 * a lead, a saved search): the site at this address, else the answer, 404 without a site and 403 for a
 * request sent from another site (`isCrossSite`).
 */
export async function sameSiteRequest(
  request: Request,
): Promise<{ ok: true; site: ResolvedSite } | { ok: false; response: Response }> {
  const site = await requestSite(request)
  if (!site) return { ok: false, response: noSiteJson() }
  if (isCrossSite(request)) return { ok: false, response: jsonError(403, CROSS_SITE_MESSAGE) }
  return { ok: true, site }
}

/** The site's own origin for this request (links in emails): its host only when it is one of the site's. */
export const shopperOrigin = (request: Request, site: PublicSite): string => siteOriginOf(site, request.headers)

/**
 * The request's JSON body checked against a schema: 413 past `maxBytes`, 400 for anything that is not
 * JSON or does not match (with each field's message, for the form to show beside the field).
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 4096,
): Promise<Parsed<z.infer<S>>> {
  const text = await request.text()
  if (text.length > maxBytes) return { ok: false, response: jsonError(413, 'The request body is too large.') }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, response: jsonError(400, 'The body must be JSON.') }
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message
    return { ok: false, response: jsonError(400, 'Please fix the following errors:', { fields }) }
  }
  return { ok: true, data: result.data }
}
