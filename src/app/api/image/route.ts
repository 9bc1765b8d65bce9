import type { NextRequest } from 'next/server'

import { parseImageRequest } from '@/domain/feed-images'
import { feedImage } from '@/lib/images/feed-image'
import { jsonError, noSiteJson, requestSite } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/**
 * The image pipeline for feed photos: `GET /api/image?url=&w=&f=` (site from the Host header) answers the
 * photo at a width of the fixed ladder in AVIF, WebP or JPEG. Only photos on the site's own photo hosts
 * (Sites, Photo hosts) are fetched: any other address is a 400, so this is never an open image proxy.
 * Answers are cached a day by browsers and shared caches (the URL names the photo, width and format).
 */
export async function GET(request: NextRequest) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  const parsed = parseImageRequest(request.nextUrl.searchParams, site.settings.features.imageHosts)
  if (!parsed.ok) return jsonError(400, parsed.error)
  const image = await feedImage(parsed.request)
  if (!image.ok) return jsonError(image.status, image.error)
  return new Response(image.body as BodyInit, {
    headers: {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
