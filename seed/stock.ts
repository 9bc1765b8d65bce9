import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { loanRepayments } from '../src/domain/finance-calculator'
import { FINANCE_MINIMUM_PRICE } from '../src/domain/finance-eligibility'
import { FINANCE_DEFAULT_RATE } from '../src/domain/site-settings'
import { parseFeed } from '../src/stock/feed-input'
import { importStock, type FeedInput, type ImportSummary } from '../src/stock/import'
import { integrationFeedContext } from '../src/stock/integration-mapping'
import { drainSearchQueue } from '../src/stock/run-sync'
import { MARKET_STOCK, marketFeedRows } from './market-stock'

export const DEMO_STOCK_SITE = 'sunshine-motors'
export const DEMO_STOCK_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'data',
  'australian-vehicle-prices.csv',
)

/** The demo's loan: 10% deposit over 5 years at the site's calculator rate. */
const DEMO_LOAN = { depositPercent: 10, years: 5 }

/**
 * The data set has no lender figures, so the demo gives each priced car the site provider's figures for
 * the demo loan (marked as demo figures in the disclaimer); a real feed brings its lenders' own.
 */
function withDemoFinance(data: unknown, provider: string, ratePercent: number): unknown {
  if (!data || typeof data !== 'object') return data
  const price = (data as { price?: unknown }).price
  if (typeof price !== 'number' || !(price > FINANCE_MINIMUM_PRICE)) return data
  const loan = loanRepayments({ price, annualRatePercent: ratePercent, ...DEMO_LOAN })
  const lender = {
    interestRate: ratePercent,
    comparisonRate: ratePercent,
    paymentWeek: loan.paymentWeek,
    paymentMonth: loan.paymentMonth,
    termYears: DEMO_LOAN.years,
    termMonths: loan.termMonths,
    deposit: loan.deposit,
    balloon: 0,
    disclaimer: `Demo figures: a ${DEMO_LOAN.depositPercent}% deposit and ${DEMO_LOAN.years} years at ${ratePercent}% p.a., no fees. Indicative only, not a quote.`,
  }
  return { ...data, finance_lenders: { [provider]: lender } }
}

type DemoSite = {
  id: number
  features?: { financeProvider?: string | null; financeDefaultRate?: number | null } | null
}

/** A demo site by its slug, when it has no cars yet (null when it has: staff's stock is never replaced). */
async function emptySite(payload: Payload, slug: string): Promise<DemoSite | null> {
  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site) throw new Error(`Seed the demo sites before their stock: no site '${slug}'.`)
  const { totalDocs } = await payload.count({
    collection: 'cars',
    where: { site: { equals: site.id } },
    overrideAccess: true,
  })
  return totalDocs > 0 ? null : site
}

/** The feed's rows with the site provider's demo finance figures, when the site has a finance provider. */
function withSiteFinance(site: DemoSite, rows: FeedInput[]): FeedInput[] {
  const provider = site.features?.financeProvider
  if (!provider) return rows
  const rate = site.features?.financeDefaultRate ?? FINANCE_DEFAULT_RATE
  return rows.map((row) => ('data' in row ? { ...row, data: withDemoFinance(row.data, provider, rate) } : row))
}

/**
 * Imports the real data set (seed/data/australian-vehicle-prices.csv, 16,734 listings) into Sunshine
 * Motors, and each other market's demo cars (seed/market-stock.ts) into its demo site, through the same
 * importer integrators use, then syncs them into search. A site that already has cars is skipped.
 * Returns Sunshine Motors' import (null when skipped).
 */
export async function seedDemoStock(
  payload: Payload,
  log: (line: string) => void = () => undefined,
): Promise<ImportSummary | null> {
  const started = Date.now()
  let summary: ImportSummary | null = null
  const site = await emptySite(payload, DEMO_STOCK_SITE)
  if (site) {
    const feed = parseFeed(readFileSync(DEMO_STOCK_FILE, 'utf8'), 'csv')
    if (!feed.ok) throw new Error(feed.error)
    summary = await importStock(
      payload,
      { siteId: site.id, mode: 'full', source: 'seed', format: 'csv', mapping: feed.mapping, who: 'demo seed' },
      withSiteFinance(site, feed.rows),
    )
    log(
      `stock: ${summary.received} rows, ${summary.created} cars, ${summary.rejected.length} rejected (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    log(`featured: ${await featureDemoCars(payload, site.id)} car(s) for the home page`)
  }
  for (const market of MARKET_STOCK) {
    const marketSite = await emptySite(payload, market.site)
    if (!marketSite) continue
    const body = JSON.stringify(marketFeedRows(market, new Date()))
    const feed = parseFeed(body, 'json', undefined, await integrationFeedContext(payload, marketSite.id, null))
    if (!feed.ok) throw new Error(feed.error)
    const imported = await importStock(
      payload,
      { siteId: marketSite.id, mode: 'full', source: 'seed', format: 'json', who: 'demo seed' },
      withSiteFinance(marketSite, feed.rows),
    )
    if (imported.rejected.length > 0)
      throw new Error(`${market.site}'s demo stock: ${JSON.stringify(imported.rejected)}`)
    const featured = await featureDemoCars(payload, marketSite.id)
    log(`stock: ${market.site}, ${imported.created} cars, ${featured} featured`)
  }
  const syncStarted = Date.now()
  await drainSearchQueue(payload)
  log(`search: synced in ${((Date.now() - syncStarted) / 1000).toFixed(1)} s`)
  return summary
}

/**
 * Marks six of the newest in-stock cars featured (one per body type while there are enough), as staff
 * would for the home page's Featured stock block. Runs with the first import only, so staff's own choice
 * is never overwritten.
 */
async function featureDemoCars(payload: Payload, site: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [{ site: { equals: site } }, { status: { equals: 'in_stock' } }, { price: { greater_than: 10000 } }],
    },
    // Newest first, by id where listed together (the data set's cars share listing times): the same six
    // on every fresh database, so the home page's screenshots compare like with like.
    sort: ['-listed_at', '-id'],
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { simple_body: true },
  })
  const chosen: number[] = []
  const bodies = new Set<string>()
  for (const car of docs) {
    const body = car.simple_body ?? ''
    if (bodies.has(body)) continue
    bodies.add(body)
    chosen.push(car.id)
    if (chosen.length === 6) break
  }
  for (const car of docs) if (chosen.length < 6 && !chosen.includes(car.id)) chosen.push(car.id)
  if (chosen.length === 0) return 0
  // The search document does not hold the flag: no sync needed.
  await payload.update({
    collection: 'cars',
    where: { id: { in: chosen } },
    data: { featured: true },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
  return chosen.length
}
