import { VEHICLE_SPRITE, VEHICLE_SPRITE_VERSION } from '@/components/photos/vehicle-drawings'

export const dynamic = 'force-static'

/**
 * `GET /api/vehicle-drawings?v=`: the drawings of cars without a photo, one SVG sprite for every site (the
 * same shapes everywhere; each card sets its own paint). Built once with the app. The address carries the
 * sprite's version, so browsers and shared caches keep it for a year and a changed drawing is a new address.
 */
export function GET() {
  return new Response(VEHICLE_SPRITE, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${VEHICLE_SPRITE_VERSION}"`,
    },
  })
}
