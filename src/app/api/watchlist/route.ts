import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { noSiteJson, requestSite } from '@/lib/requests/shopper-request'
import { watchlistCarIds } from '@/lib/data/watchlist'

export const dynamic = 'force-dynamic'

/**
 * What the watchlist buttons need: whether a customer is signed in on this site, their phone number (the
 * save and remove calls send it) and the ids of their saved cars. Only ever the caller's own.
 */
export async function GET(request: Request) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  const customer = await customerFromHeaders(site, request.headers)
  const body = customer
    ? {
        signed_in: true,
        phone_number: customer.phone_number,
        car_ids: await watchlistCarIds(await payloadClient(), site, customer),
      }
    : { signed_in: false, phone_number: null, car_ids: [] }
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
}
