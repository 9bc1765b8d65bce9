import type { Payload, Where } from 'payload'

import type { WatchlistBody } from '@/domain/accounts'
import { canWatch, watchlistAccess } from '@/domain/watchlist'
import type { Customer } from '@/payload-types'

import type { PublicSite } from './site-lookup'

/** The answer of a watchlist call (spec 7: `{ success }`; an error message when it fails, spec 8). */
export type WatchlistResult = { status: number; body: { success: boolean; error?: string } }

/** The ids of the cars on this customer's watchlist on this site, newest first. */
export async function watchlistCarIds(payload: Payload, site: PublicSite, customer: Customer): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'watchlist-entries',
    where: { and: [{ customer: { equals: customer.id } }, { site: { equals: site.id } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((entry) => (typeof entry.car === 'object' ? entry.car.id : entry.car))
}

const fail = (status: number, error: string): WatchlistResult => ({ status, body: { success: false, error } })

/**
 * Saves or removes a car on the signed-in customer's own watchlist. Only a customer of this site may,
 * using their own phone number; the car must be this site's. Saving twice, or removing a car not on the
 * list, succeeds and changes nothing.
 */
export async function changeWatchlist(
  payload: Payload,
  site: PublicSite,
  customer: Customer | null,
  body: WatchlistBody,
  change: 'save' | 'remove',
): Promise<WatchlistResult> {
  const customerSite =
    customer && (typeof customer.site === 'object' && customer.site ? customer.site.id : customer.site)
  const access = watchlistAccess(
    customer && customerSite ? { site: customerSite, phone_number: customer.phone_number } : null,
    site.id,
    body.phone_number,
  )
  if (!access.ok || !customer) {
    return access.ok || access.reason === 'sign-in'
      ? fail(401, 'Sign in with your phone number on your account to use the watchlist.')
      : fail(403, 'That phone number is not the one on your account.')
  }
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [
        { id: { equals: body.car_id } },
        { site: { equals: site.id } },
        { show_on_dealer_website: { not_equals: false } },
      ],
    },
    select: { status: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const car = docs[0]
  const mine: Where = {
    and: [{ customer: { equals: customer.id } }, { car: { equals: body.car_id } }, { site: { equals: site.id } }],
  }
  if (change === 'remove') {
    await payload.delete({ collection: 'watchlist-entries', where: mine, overrideAccess: true })
    return { status: 200, body: { success: true } }
  }
  if (!car) return fail(404, 'That car is not on this site.')
  if (!canWatch(car)) return fail(409, 'That car has been sold.')
  if ((await payload.count({ collection: 'watchlist-entries', where: mine, overrideAccess: true })).totalDocs === 0) {
    try {
      await payload.create({
        collection: 'watchlist-entries',
        data: { site: site.id, customer: customer.id, car: car.id },
        overrideAccess: true,
      })
    } catch (error) {
      // A second tap racing the first: the unique (customer, car) index already holds the entry.
      if ((await payload.count({ collection: 'watchlist-entries', where: mine, overrideAccess: true })).totalDocs === 0)
        throw error
    }
  }
  return { status: 200, body: { success: true } }
}
