import type { NextRequest } from 'next/server'

import { MERCHANT_FEED_FOOTER, merchantFeedHeader, merchantFeedItem } from '@/domain/vehicle-feeds'
import { payloadClient } from '@/lib/platform/payload'
import { siteOriginOf } from '@/lib/requests/request-origin'
import { siteForHost } from '@/lib/data/sites'
import { feedSite, feedStream } from '@/stock/vehicle-feeds'
import { noSiteText } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/**
 * The site's available stock as a Merchant Center vehicle ads feed (RSS 2.0, g: attributes), streamed a
 * page of cars at a time; each car fulfilled in store at its own location's store code. Links use the
 * site's own origin.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  const feed = { ...feedSite(site, siteOriginOf(site, request.headers)), id: site.id }
  const stream = feedStream(await payloadClient(), feed, {
    head: merchantFeedHeader(feed),
    item: (car, dealership) => merchantFeedItem(car, dealership, feed),
    tail: MERCHANT_FEED_FOOTER,
  })
  return new Response(stream, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
