import { cookies } from 'next/headers'
import { createLocalReq, logoutOperation } from 'payload'

import { oneAtATimePerAccount } from '@/lib/access/account-lock'
import { SESSION_COOKIE, customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { sameSiteRequest } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/**
 * Signs the customer out: ends the session on the server (the token stops working at once) and clears
 * the cookie. A plain form post (no JavaScript needed) answers with a redirect home.
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  const customer = await customerFromHeaders(site, request.headers)
  if (customer) {
    const payload = await payloadClient()
    // The account is read again inside the lock, so the sessions it writes back are the current ones.
    await oneAtATimePerAccount(payload, `customers:${customer.username}`, async () => {
      const { user } = await payload.auth({ headers: request.headers })
      const req = await createLocalReq({ user: user ?? undefined }, payload)
      await logoutOperation({ collection: payload.collections.customers, req })
    })
  }
  ;(await cookies()).delete(SESSION_COOKIE)
  return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'no-store' } })
}
