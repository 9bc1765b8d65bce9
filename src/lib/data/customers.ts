import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { gateDecision, type GatedRoute } from '@/domain/account-gate'
import type { Customer } from '@/payload-types'

import { payloadClient } from '../platform/payload'
import type { PublicSite, ResolvedSite } from './site-lookup'

/** Payload's session cookie (`{cookiePrefix}-token`); Payload reads it back in `payload.auth`. */
export const SESSION_COOKIE = 'payload-token'

const siteIdOf = (site: Customer['site']): number | null =>
  typeof site === 'object' && site ? site.id : (site ?? null)

/**
 * The customer signed in on this site, from the session cookie in `requestHeaders`, or null. A staff
 * session, or a customer of another site, is no customer here.
 */
export async function customerFromHeaders(site: PublicSite, requestHeaders: Headers): Promise<Customer | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (!user || user.collection !== 'customers') return null
  return siteIdOf(user.site) === site.id ? user : null
}

/** The signed-in customer of this site for a server component, or null. */
export async function currentCustomer(site: PublicSite): Promise<Customer | null> {
  return customerFromHeaders(site, await headers())
}

/**
 * The gate of checkout and finance pages (spec 4, 6): on a site with personalised finance, an anonymous
 * shopper is redirected to `/sign-in?type=…&redirect={path}&back={back}` and comes back after signing in.
 * Trade-in and sell-my-car never are. Pages call it first: `await requireCustomer(site, '/cars/x/checkout', 'checkout')`.
 */
export async function requireCustomer(
  site: ResolvedSite,
  path: string,
  route: GatedRoute,
  back: string = path,
): Promise<Customer | null> {
  const customer = await currentCustomer(site)
  const decision = gateDecision(
    route,
    { personalisedFinance: site.settings.features.personalisedFinance },
    customer !== null,
    path,
    back,
  )
  if (!decision.allow) redirect(decision.signIn)
  return customer
}

/** Set-Cookie options of the session: HTTP-only, SameSite=Lax, Secure on https. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

export async function clearSession(): Promise<void> {
  ;(await cookies()).delete(SESSION_COOKIE)
}
