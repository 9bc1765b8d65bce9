import type { NextRequest } from 'next/server'

import { addressLine } from '@/domain/locations'
import { payloadClient } from '@/lib/payload'
import { siteOriginOf } from '@/lib/request-origin'
import { siteForHost, siteLocations } from '@/lib/sites'
import { FEED_FOOTER, feedHeader, feedItem, type FeedCar } from '@/stock/vehicle-feed'

export const dynamic = 'force-dynamic'

const PAGE = 1000

/** The site's available stock as Google's vehicle listings feed, streamed a page of cars at a time. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return new Response('No dealer site at this address.', { status: 404 })
  const payload = await payloadClient()
  const locations = await siteLocations(site)
  const primary = locations[0]
  const { currency, distanceUnit } = site.settings
  const dealer = {
    name: site.name,
    address: addressLine(primary?.address) || null,
    currency,
    distanceUnit,
    baseUrl: siteOriginOf(site, request.headers),
  }

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(feedHeader(dealer)))
      let lastId = 0
      for (;;) {
        const { docs } = await payload.find({
          collection: 'cars',
          where: {
            and: [
              { site: { equals: site.id } },
              { id: { greater_than: lastId } },
              { status: { in: ['in_stock', 'coming_soon'] } },
              { show_on_dealer_website: { not_equals: false } },
            ],
          },
          sort: 'id',
          limit: PAGE,
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { feed_id: true, slug: true, name: true, vin: true, price: true, car_type: true, make: true, model: true, year: true, km: true, primary_image_url: true, images: true },
        })
        if (docs.length === 0) break
        lastId = docs[docs.length - 1]!.id
        controller.enqueue(encoder.encode(docs.map((car) => feedItem(car as FeedCar, dealer)).join('')))
      }
      controller.enqueue(encoder.encode(FEED_FOOTER))
      controller.close()
    },
  })
  return new Response(stream, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
