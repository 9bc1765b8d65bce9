import type { NextRequest } from 'next/server'

import { FINANCE_DISCLAIMER } from '@/domain/finance-disclaimer'
import { FINANCE_PROVIDERS, type FinanceProvider } from '@/domain/site-settings'
import { lenderDisclaimer } from '@/lib/lender-disclaimers'

const PROVIDERS: ReadonlySet<string> = new Set(FINANCE_PROVIDERS.map(({ value }) => value))

/**
 * `GET /api/finance-disclaimer?provider={provider}`: the lender's disclaimer, for the finance modal of a
 * car whose feed brought none; the general finance disclaimer when the platform has none for it.
 */
export async function GET(request: NextRequest) {
  const provider = request.nextUrl.searchParams.get('provider') ?? ''
  if (!PROVIDERS.has(provider))
    return Response.json({ error: `provider must be one of: ${[...PROVIDERS].join(', ')}.` }, { status: 400 })
  const disclaimer = (await lenderDisclaimer(provider as FinanceProvider)) ?? FINANCE_DISCLAIMER
  return Response.json({ provider, disclaimer }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
