import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { payloadClient } from '@/lib/platform/payload'
import { rateLimiter } from '@/lib/requests/rate-limit'
import { beaconSite, parseJsonBody } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/** Reveals per client and site per minute; past it, 429 (a shopper reveals a handful of numbers). */
const PHONE_REVEALS_PER_MINUTE = 30
const limiter = rateLimiter({ name: 'phone-reveal', limit: PHONE_REVEALS_PER_MINUTE, windowMs: 60_000 })
const MAX_BODY_BYTES = 2048

const RevealBody = z.object({
  car_id: z.number().int().positive(),
  path: z.string().max(500).optional(),
})

/**
 * Records that a shopper revealed the dealer phone number on a car of this site (spec 4, 7): the car,
 * its dealership and the site. The number itself is already on the page; this only counts the reveal.
 */
export async function POST(request: NextRequest) {
  const beacon = await beaconSite(request, limiter)
  if (!beacon.ok) return beacon.response
  const { site } = beacon
  const body = await parseJsonBody(request, RevealBody, MAX_BODY_BYTES)
  if (!body.ok) return body.response

  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ id: { equals: body.data.car_id } }, { site: { equals: site.id } }] },
    select: { name: true, dealership_id: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const car = docs[0]
  if (!car) return Response.json({ error: 'No such car on this site.' }, { status: 404 })
  await payload.create({
    collection: 'phone-reveals',
    data: {
      site: site.id,
      car: car.id,
      car_name: car.name,
      dealership_id: car.dealership_id ?? null,
      path: body.data.path ?? null,
    },
    overrideAccess: true,
  })
  return Response.json({ recorded: true }, { status: 201 })
}
