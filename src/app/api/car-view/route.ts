import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { payloadClient } from '@/lib/payload'
import { clientAddress, rateLimiter } from '@/lib/rate-limit'
import { siteForHost } from '@/lib/sites'

export const dynamic = 'force-dynamic'

/** Views per client and site per minute; the page counts a car once per browser session. */
const limiter = rateLimiter({ limit: 60, windowMs: 60_000 })
const ViewBody = z.object({ car_id: z.number().int().positive() })

/**
 * Counts a view of a car of this site (the vehicle page's views figure). The count is bumped in SQL, not
 * through Payload, so a view neither rewrites the car nor queues a search sync.
 */
export async function POST(request: NextRequest) {
  const site = await siteForHost(encodeURIComponent(request.headers.get('host') ?? ''))
  if (!site) return Response.json({ error: 'No dealer site at this address.' }, { status: 404 })
  if (!limiter.take(`${site.id}:${clientAddress(request.headers)}`)) return Response.json({ error: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '60' } })
  const text = await request.text()
  let json: unknown = null
  try {
    json = text.length <= 1024 ? JSON.parse(text) : null
  } catch {
    json = null
  }
  const body = ViewBody.safeParse(json)
  if (!body.success) return Response.json({ error: 'The body must be JSON: { "car_id": number }.' }, { status: 400 })
  const adapter = (await payloadClient()).db as unknown as PostgresAdapter
  const { rowCount } = await adapter.pool.query('UPDATE cars SET views = coalesce(views, 0) + 1 WHERE id = $1 AND site_id = $2', [body.data.car_id, site.id])
  if (!rowCount) return Response.json({ error: 'No such car on this site.' }, { status: 404 })
  return new Response(null, { status: 204 })
}
