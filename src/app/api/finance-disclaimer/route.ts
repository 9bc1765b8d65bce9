import type { NextRequest } from 'next/server'

import { financeDisclaimerFor } from '@/domain/finance-disclaimer'
import { COUNTRIES } from '@/domain/locale'
import { FINANCE_PROVIDERS, type FinanceProvider } from '@/domain/site-settings'
import { lenderDisclaimer } from '@/lib/data/lender-disclaimers'

const PROVIDERS: ReadonlySet<string> = new Set(FINANCE_PROVIDERS.map(({ value }) => value))

/**
 * `GET /api/finance-disclaimer?provider={provider}&country={AU|NZ|US}`: the lender's disclaimer, for the
 * finance modal of a car whose feed brought none; the general finance disclaimer in the site's country's
 * words (default AU) when the platform has none for it.
 */
export async function GET(request: NextRequest) {
  const provider = request.nextUrl.searchParams.get('provider') ?? ''
  if (!PROVIDERS.has(provider))
    return Response.json({ error: `provider must be one of: ${[...PROVIDERS].join(', ')}.` }, { status: 400 })
  const country = request.nextUrl.searchParams.get('country') ?? 'AU'
  if (!(COUNTRIES as readonly string[]).includes(country))
    return Response.json({ error: `country must be one of: ${COUNTRIES.join(', ')}.` }, { status: 400 })
  const disclaimer = (await lenderDisclaimer(provider as FinanceProvider)) ?? financeDisclaimerFor(country)
  return Response.json({ provider, disclaimer }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
