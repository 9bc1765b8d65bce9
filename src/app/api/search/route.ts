import type { NextRequest } from 'next/server'

import { payloadClient } from '@/lib/platform/payload'
import { noSiteJson, requestSite } from '@/lib/requests/shopper-request'
import { searchSite } from '@/search/site-search'
import { parseSearchQueryString } from '@/domain/search-url'

export const dynamic = 'force-dynamic'

/** The site's stock search (site from the Host header), taking the search page's URL parameters. */
export async function GET(request: NextRequest) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  const parsed = parseSearchQueryString(request.nextUrl.search)
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 })
  const result = await searchSite(await payloadClient(), site, parsed.search)
  return Response.json(result, { headers: { 'Cache-Control': 'public, max-age=10, stale-while-revalidate=30' } })
}
