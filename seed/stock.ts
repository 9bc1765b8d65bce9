import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { loanRepayments } from '../src/domain/finance-calculator'
import { FINANCE_MINIMUM_PRICE } from '../src/domain/finance-eligibility'
import { FINANCE_DEFAULT_RATE } from '../src/domain/site-settings'
import { parseFeed } from '../src/stock/feed-input'
import { importStock, type ImportSummary } from '../src/stock/import'
import { drainSearchQueue } from '../src/stock/run-sync'

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

/**
 * Imports the real data set (seed/data/australian-vehicle-prices.csv, 16,734 listings) into Sunshine
 * Motors through the same importer integrators use, then syncs it into search. Skipped when the site
 * already has cars.
 */
export async function seedDemoStock(
  payload: Payload,
  log: (line: string) => void = () => undefined,
): Promise<ImportSummary | null> {
  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: DEMO_STOCK_SITE } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site) throw new Error(`Seed the demo sites before their stock: no site '${DEMO_STOCK_SITE}'.`)
  const { totalDocs } = await payload.count({
    collection: 'cars',
    where: { site: { equals: site.id } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return null

  const started = Date.now()
  const feed = parseFeed(readFileSync(DEMO_STOCK_FILE, 'utf8'), 'csv')
  if (!feed.ok) throw new Error(feed.error)
  const provider = site.features?.financeProvider
  const rows = provider
    ? feed.rows.map((row) =>
        'data' in row
          ? {
              ...row,
              data: withDemoFinance(row.data, provider, site.features?.financeDefaultRate ?? FINANCE_DEFAULT_RATE),
            }
          : row,
      )
    : feed.rows
  const summary = await importStock(
    payload,
    { siteId: site.id, mode: 'full', source: 'seed', format: 'csv', mapping: feed.mapping, who: 'demo seed' },
    rows,
  )
  log(
    `stock: ${summary.received} rows, ${summary.created} cars, ${summary.rejected.length} rejected (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  log(`featured: ${await featureDemoCars(payload, site.id)} car(s) for the home page`)
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
