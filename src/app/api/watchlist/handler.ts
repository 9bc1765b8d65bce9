import { WatchlistBodySchema } from '@/domain/accounts'
import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter, takeClientAllowance } from '@/lib/requests/rate-limit'
import {
  CROSS_SITE_MESSAGE,
  isCrossSite,
  NO_SITE_MESSAGE,
  parseJsonBody,
  requestSite,
} from '@/lib/requests/shopper-request'
import { changeWatchlist } from '@/lib/data/watchlist'

const limiter = rateLimiter({ name: 'watchlist', limit: 60, windowMs: 60_000 })

const answer = (status: number, body: { success: boolean; error?: string }) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** POST /api/watchlist/save-car and /remove-car (spec 7): `{ phone_number, car_id }` -> `{ success }`. */
export async function watchlistCall(request: Request, change: 'save' | 'remove'): Promise<Response> {
  const site = await requestSite(request)
  if (!site) return answer(404, { success: false, error: NO_SITE_MESSAGE })
  if (isCrossSite(request)) return answer(403, { success: false, error: CROSS_SITE_MESSAGE })
  if (!(await takeClientAllowance(limiter, site.id, request.headers)))
    return answer(429, { success: false, error: 'Too many requests. Try again in a minute.' })
  const body = await parseJsonBody(request, WatchlistBodySchema, 1024)
  if (!body.ok) {
    const { error } = (await body.response.json()) as { error: string }
    return answer(body.response.status, {
      success: false,
      error:
        body.response.status === 400 ? 'The body must be JSON: { "phone_number": string, "car_id": number }.' : error,
    })
  }
  const customer = await customerFromHeaders(site, request.headers)
  const result = await changeWatchlist(await payloadClient(), site, customer, body.data, change)
  return answer(result.status, result.body)
}
