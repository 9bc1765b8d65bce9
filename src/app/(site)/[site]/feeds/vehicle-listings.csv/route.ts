import type { NextRequest } from 'next/server'

import { vehicleListing, vehicleListingLine, vehicleListingsHeader } from '@/domain/vehicle-feeds'
import { payloadClient } from '@/lib/platform/payload'
import { siteOriginOf } from '@/lib/requests/request-origin'
import { siteForHost } from '@/lib/data/sites'
import { feedSite, feedStream } from '@/stock/vehicle-feeds'
import { noSiteText } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/**
 * The site's available stock as Google's vehicle listings CSV (RFC 4180, a header row, CRLF records), one
 * row per car with its own location's store code, name and address. Streamed a page of cars at a time;
 * links use the site's own origin.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  const feed = { ...feedSite(site, siteOriginOf(site, request.headers)), id: site.id }
  const stream = feedStream(await payloadClient(), feed, {
    head: vehicleListingsHeader(),
    item: (car, dealership) => vehicleListingLine(vehicleListing(car, dealership, feed)),
    tail: '',
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `inline; filename="${site.slug}-vehicle-listings.csv"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
