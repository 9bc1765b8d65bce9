import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { parseFeed } from '../src/stock/feed-input'
import { importStock, type ImportSummary } from '../src/stock/import'
import { drainSearchQueue } from '../src/stock/run-sync'

export const DEMO_STOCK_SITE = 'sunshine-motors'
export const DEMO_STOCK_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'australian-vehicle-prices.csv')

/**
 * Imports the real data set (seed/data/australian-vehicle-prices.csv, 16,734 listings) into Sunshine
 * Motors through the same importer integrators use, then syncs it into search. Skipped when the site
 * already has cars.
 */
export async function seedDemoStock(payload: Payload, log: (line: string) => void = () => undefined): Promise<ImportSummary | null> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: DEMO_STOCK_SITE } }, limit: 1, depth: 0, overrideAccess: true })
  const site = docs[0]
  if (!site) throw new Error(`Seed the demo sites before their stock: no site '${DEMO_STOCK_SITE}'.`)
  const { totalDocs } = await payload.count({ collection: 'cars', where: { site: { equals: site.id } }, overrideAccess: true })
  if (totalDocs > 0) return null

  const started = Date.now()
  const feed = parseFeed(readFileSync(DEMO_STOCK_FILE, 'utf8'), 'csv')
  if (!feed.ok) throw new Error(feed.error)
  const summary = await importStock(payload, { siteId: site.id, mode: 'full', source: 'seed', format: 'csv', mapping: feed.mapping, who: 'demo seed' }, feed.rows)
  log(`stock: ${summary.received} rows, ${summary.created} cars, ${summary.rejected.length} rejected (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const syncStarted = Date.now()
  await drainSearchQueue(payload)
  log(`search: synced in ${((Date.now() - syncStarted) / 1000).toFixed(1)} s`)
  return summary
}
