import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { countCarView } from '@/dashboard/counters'
import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter } from '@/lib/requests/rate-limit'
import { beaconSite, parseJsonBody } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/** Views per client and site per minute; the page counts a car once per browser session. */
const limiter = rateLimiter({ name: 'car-view', limit: 60, windowMs: 60_000 })
const ViewBody = z.object({ car_id: z.number().int().positive() })

/**
 * Counts a view of a car of this site (the vehicle page's views figure, and the dashboard's views per car
 * and day). The counts are bumped in SQL, not through Payload, so a view neither rewrites the car nor
 * queues a search sync; the vehicle page stays cached, its beacon posts here.
 */
export async function POST(request: NextRequest) {
  const beacon = await beaconSite(request, limiter)
  if (!beacon.ok) return beacon.response
  const { site } = beacon
  const body = await parseJsonBody(request, ViewBody, 1024)
  if (!body.ok) return body.response
  const adapter = (await payloadClient()).db as unknown as PostgresAdapter
  // The car's total and its count for today (the dashboard's most viewed cars), in one statement.
  if (!(await countCarView(adapter.pool, site.id, body.data.car_id)))
    return Response.json({ error: 'No such car on this site.' }, { status: 404 })
  return new Response(null, { status: 204 })
}
