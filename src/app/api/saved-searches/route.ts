import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'

import { labelsFor } from '@/domain/labels'
import { signInPath } from '@/domain/return-path'
import { SaveSearchSchema } from '@/domain/saved-searches'
import { searchPageUrl } from '@/domain/search-url'
import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import { jsonError, parseJsonBody, sameSiteRequest, shopperOrigin } from '@/lib/requests/shopper-request'
import { saveSearch } from '@/lib/saved-searches/saved-searches'

export const dynamic = 'force-dynamic'

const limiter = rateLimiter({ name: 'saved-search', limit: 10, windowMs: 15 * 60_000 })

/**
 * Saves the current search for the signed-in shopper of this site: `{ name, frequency: instant|daily, search }`
 * (`search`: the search page's query string). 201, and a confirmation email (double opt-in: alerts start
 * once its link is followed); 401 with `signIn` (the sign-in page, back to the search) when nobody is
 * signed in here; 400 with each field's message; 409 past the number kept; 429 past 10 saves in 15 minutes.
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  const labels = labelsFor(site.settings.locale)
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return jsonError(429, 'Too many requests. Try again in 15 minutes.')
  const body = await parseJsonBody(request, SaveSearchSchema)
  if (!body.ok) return body.response
  const customer = await customerFromHeaders(site, request.headers)
  if (!customer) {
    const back = searchPageUrl('/cars', body.data.search.replace(/^\?/, ''))
    return jsonError(401, labels.saveSearchSignIn, { signIn: signInPath('saved-search', back) })
  }
  const result = await saveSearch(await payloadClient(), site, customer, body.data, shopperOrigin(request, site))
  return Response.json(result.body.ok ? { ok: true, message: labels.saveSearchSaved } : result.body, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

// Every other method is Payload's REST API for the saved-searches collection (this route owns the path, so
// without these the admin's and integrators' reads, edits and deletes would answer 405).
const rest = { params: Promise.resolve({ slug: ['saved-searches'] }) }
export const GET = (request: Request) => REST_GET(config)(request, rest)
export const PATCH = (request: Request) => REST_PATCH(config)(request, rest)
export const DELETE = (request: Request) => REST_DELETE(config)(request, rest)
export const OPTIONS = (request: Request) => REST_OPTIONS(config)(request, rest)
