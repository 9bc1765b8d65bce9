import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { countSearchPage } from '@/dashboard/counters'
import { parseSearchQueryString } from '@/domain/search-url'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter } from '@/lib/requests/rate-limit'
import { beaconSite, parseJsonBody } from '@/lib/requests/shopper-request'
import { searchSite } from '@/search/site-search'

export const dynamic = 'force-dynamic'

/** Searches per client and site per minute. */
const limiter = rateLimiter({ name: 'search-demand', limit: 60, windowMs: 60_000 })
const DemandBody = z.object({ search: z.string().max(4000) })

/**
 * Counts a shopper's search in the site's demand (the dashboard's searched makes, models, bodies, price
 * bands and searches that found nothing). The search page's beacon posts the search it showed (its URL
 * parameters, a preset's refinements included), so a page served from the page cache counts too; the count
 * of cars found is this search's own (the engine's recent results), never a number the client sends.
 */
export async function POST(request: NextRequest) {
  const beacon = await beaconSite(request, limiter)
  if (!beacon.ok) return beacon.response
  const { site } = beacon
  const body = await parseJsonBody(request, DemandBody, 8192)
  if (!body.ok) return body.response
  const parsed = parseSearchQueryString(body.data.search ? `?${body.data.search}` : '')
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 })
  const payload = await payloadClient()
  const result = await searchSite(payload, site, parsed.search)
  await countSearchPage((payload.db as unknown as PostgresAdapter).pool, site.id, parsed.search, result.count)
  return new Response(null, { status: 204 })
}
