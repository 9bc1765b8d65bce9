import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'

import config from '../payload.config'
import { seedDemo } from '../seed/demo'
import { DEMO_STOCK_FILE } from '../seed/stock'
import { migrateDatabase } from '../src/lib/bootstrap'
import { toPublicSite, type PublicSite } from '../src/lib/site-lookup'
import { searchIndex } from '../src/search/engine'
import { PostgresSearchIndex } from '../src/search/postgres'
import type { SearchIndex } from '../src/search/types'
import { searchSite } from '../src/search/site-search'
import { parseSearchParams, type UrlSearch } from '../src/domain/search-url'
import { parseFeed } from '../src/stock/feed-input'
import { importStock, type FeedInput } from '../src/stock/import'
import { drainSearchQueue } from '../src/stock/run-sync'

const SIZES = (process.env.BENCH_SIZES ?? '16734,100000').split(',').map(Number)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const QUERIES: Record<string, string> = {
  'no filter': '',
  '3 refinements + price range':
    'refinementList[car_type][0]=used&refinementList[body][0]=SUV&refinementList[fuel][0]=Diesel&range[price]=20000:60000',
  'text query': 'query=toyota+hilux',
  'typo query (matches 1 in 6)': 'query=toyta',
  'sorted by price': 'sortBy=price_asc',
}

/** The real rows, then variations of them (another id, price, odometer and year) up to `size`. */
function feedOf(size: number, real: Array<Record<string, unknown>>): FeedInput[] {
  const rows: FeedInput[] = []
  for (let i = 0; i < size; i += 1) {
    const base = real[i % real.length]!
    const round = Math.floor(i / real.length)
    const data =
      round === 0
        ? base
        : {
            ...base,
            id: `bench-${i}`,
            price:
              typeof base.price === 'number' ? Math.round(base.price * (0.9 + ((i * 7919) % 200) / 1000)) : base.price,
            km: typeof base.km === 'number' ? base.km + round * 1000 : base.km,
            year: typeof base.year === 'number' ? Math.max(1990, base.year - (round % 3)) : base.year,
          }
    rows.push({ row: i + 1, data })
  }
  return rows
}

export type SearchBenchResult = {
  size: number
  importRowsPerSecond: number
  syncDocsPerSecond: number
  importAndSyncSeconds: number
  queries: Array<{ label: string; cold: { p50: number; p95: number }; cached: { p50: number; p95: number } }>
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

function parsed(query: string): { search: UrlSearch } {
  const result = parseSearchParams(new URLSearchParams(query))
  if (!result.ok) throw new Error(result.error)
  return result
}

async function latency(
  payload: Payload,
  site: PublicSite,
  query: string,
  engine?: SearchIndex,
): Promise<{ p50: number; p95: number; count: number }> {
  const { search } = parsed(query)
  let count = 0
  for (let i = 0; i < 3; i += 1)
    count = (await searchSite(payload, site, { ...search, page: 1 + i }, Date.now(), engine)).count // warm-up
  const times: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now()
    await searchSite(payload, site, { ...search, page: 1 + (i % 3) }, Date.now(), engine)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), count }
}

const payload = await getPayload({ config })
const engine = await searchIndex(payload)
const pool = (payload.db as unknown as PostgresAdapter).pool
/**
 * Postgres engine, three ways: *cold* bypasses the result cache and searches the site's in-memory columns
 * (loaded once, as after the first search since the last write); *SQL* is the path searches take while the
 * columns reload after a write; *cached* is a repeated search, the engine as deployed.
 */
const postgres = engine.engine === 'postgres'
const uncached = postgres ? new PostgresSearchIndex({ pool, cacheEntries: 0, columns: 'always' }) : engine
const sqlOnly = postgres ? new PostgresSearchIndex({ pool, cacheEntries: 0, columns: 'off' }) : undefined
try {
  await migrateDatabase(payload)
  await seedDemo(payload)
  const mapped = parseFeed(readFileSync(DEMO_STOCK_FILE, 'utf8'), 'csv')
  if (!mapped.ok) throw new Error(mapped.error)
  const real = mapped.rows.flatMap((row) => ('data' in row ? [row.data as Record<string, unknown>] : []))

  const lines: string[] = []
  /** The figures as data, for `npm run bench`'s table (BENCH_JSON names the file). */
  const results: SearchBenchResult[] = []
  for (const size of SIZES) {
    const site = toPublicSite(
      await payload.create({
        collection: 'sites',
        overrideAccess: true,
        data: {
          name: `Bench ${size}`,
          slug: `bench-${size}`,
          template: 'classic',
          locale: 'en-AU',
          country: 'AU',
          defaultState: 'qld',
          timeZone: 'Australia/Brisbane',
        },
      }),
    )
    const feed = feedOf(size, real)
    let started = performance.now()
    const summary = await importStock(
      payload,
      { siteId: site.id, mode: 'full', source: 'cli', format: 'json', who: 'bench' },
      feed,
    )
    const importSeconds = (performance.now() - started) / 1000
    started = performance.now()
    await drainSearchQueue(payload)
    const syncSeconds = (performance.now() - started) / 1000
    const imported = summary.created + summary.updated
    const result: SearchBenchResult = {
      size,
      importRowsPerSecond: size / importSeconds,
      syncDocsPerSecond: imported / syncSeconds,
      importAndSyncSeconds: importSeconds + syncSeconds,
      queries: [],
    }
    results.push(result)
    lines.push(`\n${size.toLocaleString('en-AU')} cars: ${imported} imported, ${summary.rejected.length} rejected`)
    lines.push(
      `  import ${Math.round(size / importSeconds).toLocaleString('en-AU')} rows/s (${importSeconds.toFixed(1)} s)`,
    )
    lines.push(
      `  sync   ${Math.round(imported / syncSeconds).toLocaleString('en-AU')} documents/s (${syncSeconds.toFixed(1)} s); import + sync ${(importSeconds + syncSeconds).toFixed(1)} s`,
    )
    if (postgres) {
      started = performance.now()
      await searchSite(
        payload,
        site,
        parsed('').search,
        Date.now(),
        new PostgresSearchIndex({ pool, cacheEntries: 0, columns: 'always' }),
      )
      lines.push(
        `  loading the site's in-memory columns (first search after a write): ${(performance.now() - started).toFixed(0)} ms`,
      )
    }
    const ms = (n: number | undefined, width: number) => (n === undefined ? '-' : n.toFixed(1)).padStart(width)
    lines.push(
      `  ${'search (all facets)'.padEnd(30)} ${'cold p50'.padStart(9)} ${'cold p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)} ${'cached p50'.padStart(11)} ${'cached p95'.padStart(11)} ${'hits'.padStart(7)}`,
    )
    for (const [label, query] of Object.entries(QUERIES)) {
      const cold = await latency(payload, site, query, uncached)
      const sql = sqlOnly ? await latency(payload, site, query, sqlOnly) : undefined
      const warm = await latency(payload, site, query)
      result.queries.push({ label, cold: { p50: cold.p50, p95: cold.p95 }, cached: { p50: warm.p50, p95: warm.p95 } })
      lines.push(
        `  ${label.padEnd(30)} ${ms(cold.p50, 9)} ${ms(cold.p95, 9)} ${ms(sql?.p50, 9)} ${ms(sql?.p95, 9)} ${ms(warm.p50, 11)} ${ms(warm.p95, 11)} ${String(warm.count).padStart(7)}`,
      )
    }
    console.log(lines.splice(0).join('\n'))
  }
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ engine: engine.engine, runs: RUNS, results }, null, 2))
  console.log(
    `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; engine: ${engine.engine}; ${RUNS} runs per query (pages 1-3), after 3 warm-up searches.`,
  )
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
