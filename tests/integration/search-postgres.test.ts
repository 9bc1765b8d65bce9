import { readdirSync, readFileSync } from 'node:fs'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchTablesSql } from '../../migrations/20261124_035033_search_tables'
import { baseQuery, fixtureDocument, searchIndexConformance } from '../../src/search/conformance'
import { PostgresSearchIndex, stopColumnsWorkers } from '../../src/search/postgres'
import type { CarDocument } from '../../src/search/types'

/** The SearchIndex conformance suite against the default engine, on the test run's real PostgreSQL. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

/** Each case's tables, made exactly as the migration makes search_cars (the engine makes none itself). */
const TABLES = [
  'search_conformance',
  'search_columns',
  'search_fresh',
  'search_cache',
  'search_legacy',
  'search_atomic',
  'search_debounce',
  'search_capped',
]

/** The nice value of each of this process's threads (Linux: field 19 of /proc/self/task/{id}/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

beforeAll(async () => {
  for (const table of TABLES) await pool.query(searchTablesSql(table))
})

afterAll(async () => {
  await pool.query(`DROP TABLE IF EXISTS ${TABLES.flatMap((t) => [t, `${t}_versions`, `${t}_vocabulary`]).join(', ')}`)
  await pool.end()
})

const batches = (...sets: CarDocument[][]) =>
  (async function* () {
    yield* sets
  })()

// Each path has its own table: the suite replaces every document of the index it is given.
describe('PostgresSearchIndex conformance, searching in SQL', () => {
  searchIndexConformance(async () => new PostgresSearchIndex({ pool, table: 'search_conformance', columns: 'off' }))
})

describe('PostgresSearchIndex conformance, searching in-memory columns', () => {
  searchIndexConformance(
    async () => new PostgresSearchIndex({ pool, table: 'search_columns', columns: 'always', cacheEntries: 0 }),
  )
})

describe('PostgresSearchIndex in-memory columns', () => {
  const car = (id: number, price: number) => fixtureDocument({ id, site_id: 8, make: 'Kia', price })
  const prices = async (index: PostgresSearchIndex) =>
    (await index.search(baseQuery(8, { sortBy: 'price_asc' }))).hits.map((h) => h.price)

  it('are reloaded after a write made by another process', async () => {
    const here = new PostgresSearchIndex({ pool, table: 'search_fresh', columns: 'always', cacheEntries: 0 })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_fresh', columns: 'off' })
    await here.reindexAll(
      (async function* () {
        yield [car(1, 100), car(2, 200)]
      })(),
    )
    expect(await prices(here)).toEqual([100, 200])
    await elsewhere.upsert([car(2, 50), car(3, 300)])
    expect(await prices(here)).toEqual([50, 100, 300])
    await elsewhere.remove([1])
    expect(await prices(here)).toEqual([50, 300])
  })

  it('serve the previous columns while new ones build during an import, reloads debounced, never SQL', async () => {
    const background = new PostgresSearchIndex({
      pool,
      table: 'search_fresh',
      cacheEntries: 0,
      reload: { quietMs: 300, maxWaitMs: 1_000 },
    })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_fresh', columns: 'off' })
    // The site's first columns: searched in SQL until they are built.
    expect(await prices(background)).toEqual([50, 300])
    await expect
      .poll(async () => (await prices(background)) && background.searched.columns, { timeout: 30_000 })
      .toBeGreaterThan(0)
    expect(background.columnsBytes()).toBeGreaterThan(0)
    const { sql, builds } = background.searched
    const started = Date.now()
    // An import: a batch every 50 ms for 1.5 s, searched after each.
    for (let i = 0; i < 30; i += 1) {
      await elsewhere.upsert([car(100 + i, 1_000 + i)])
      const seen = await prices(background)
      expect(seen.slice(0, 2)).toEqual([50, 300]) // older cars are there, at any moment
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(background.searched.sql).toBe(sql) // not one search fell back to SQL
    expect(background.searched.previousColumns).toBeGreaterThan(0)
    // Every columns search ran in the worker thread that holds the columns, none on this thread.
    expect(background.searched.inWorker).toBe(background.searched.columns + background.searched.previousColumns)
    // 30 writes, yet at most one build per maxWaitMs of import, plus the one under way at the end.
    const seconds = (Date.now() - started) / 1_000
    expect(background.searched.builds - builds).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    expect(background.searched.builds - builds).toBeLessThan(30)
    // Within the reload delay after the import, the columns are current again.
    await expect.poll(async () => (await background.search(baseQuery(8))).count, { timeout: 30_000 }).toBe(32)
    expect(background.searched.sql).toBe(sql)
    // The builder thread runs at the lowest priority, and only it: this thread and the search thread do not.
    const nice = threadNiceValues()
    expect(nice).toContain(19)
    expect(nice.filter((value) => value === 0).length).toBeGreaterThan(1)
  })

  it('answer in SQL when their worker thread stops, the same results, then are built again', async () => {
    const background = new PostgresSearchIndex({ pool, table: 'search_fresh', cacheEntries: 0 })
    const query = baseQuery(8, { sortBy: 'price_asc', facets: { make: 10 }, ranges: { price: { max: 1_010 } } })
    await expect.poll(async () => (await background.search(query)) && background.searched.columns).toBeGreaterThan(0)
    const onColumns = await background.search(query)
    expect(onColumns.count).toBe(13)
    const { sql, columns } = background.searched
    await stopColumnsWorkers()
    const inSql = await background.search(query)
    expect(background.searched.sql).toBe(sql + 1)
    expect({ ...inSql, ms: 0 }).toEqual({ ...onColumns, ms: 0 })
    // A new worker builds the columns again, and searches run on them.
    await expect
      .poll(async () => (await background.search(query)) && background.searched.columns, { timeout: 30_000 })
      .toBeGreaterThan(columns)
    const columnsBefore = background.searched.columns
    expect({ ...(await background.search(query)), ms: 0 }).toEqual({ ...onColumns, ms: 0 })
    expect(background.searched.columns).toBe(columnsBefore + 1)
  })
})

describe('PostgresSearchIndex writes', () => {
  const car = (id: number, siteId: number) => fixtureDocument({ id, site_id: siteId, make: 'Ford', price: id })
  const state = async (siteId: number) => {
    const { rows } = await pool.query(
      `SELECT (SELECT coalesce(max(version), 0) FROM search_atomic_versions WHERE site_id = $1)::int AS version,
              (SELECT count(*) FROM search_atomic WHERE site_id = $1)::int AS cars`,
      [siteId],
    )
    return rows[0] as { version: number; cars: number }
  }

  it('leave the site version and the rows unchanged when the write fails half-way (one transaction)', async () => {
    const index = new PostgresSearchIndex({ pool, table: 'search_atomic', columns: 'off' })
    await index.upsert([car(1, 12)])
    const before = await state(12)
    // 1,000 good cars are written in the first statement; the 1,001st (no site) fails the second.
    const documents = Array.from({ length: 1_001 }, (_, i) => car(10_000 + i, 12))
    documents[1_000] = { ...documents[1_000]!, site_id: null as unknown as number }
    await expect(index.upsert(documents)).rejects.toThrow(/site_id/)
    expect(await state(12)).toEqual(before)
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM search_atomic WHERE id >= 10000')
    expect(rows[0].n).toBe(0)
  })

  it('bump the version in the same transaction as the rows: no reader sees one without the other', async () => {
    const index = new PostgresSearchIndex({ pool, table: 'search_atomic', columns: 'off' })
    await index.upsert([car(2, 13)])
    const before = await state(13)
    const observed = new Set<string>()
    let writing = true
    const reader = (async () => {
      // Each observation is one statement, one snapshot.
      while (writing) observed.add(JSON.stringify(await state(13)))
    })()
    await index.upsert(Array.from({ length: 4_000 }, (_, i) => car(20_000 + i, 13)))
    writing = false
    await reader
    const after = await state(13)
    expect(after).toEqual({ version: before.version + 1, cars: before.cars + 4_000 })
    observed.add(JSON.stringify(after))
    expect([...observed].sort()).toEqual([JSON.stringify(after), JSON.stringify(before)].sort())
    // Removing: the rows and the bump together again.
    await index.remove(Array.from({ length: 4_000 }, (_, i) => 20_000 + i))
    expect(await state(13)).toEqual({ version: before.version + 2, cars: before.cars })
  })

  it('refuse to run on a database whose migrations did not make the tables', async () => {
    const index = new PostgresSearchIndex({ pool, table: 'search_never_migrated' })
    await expect(index.configure()).rejects.toThrow(/search_never_migrated.*run the migrations/)
    const { rows } = await pool.query(`SELECT to_regclass('search_never_migrated') IS NULL AS absent`)
    expect(rows[0].absent).toBe(true)
  })
})

describe('PostgresSearchIndex memory cap, in bytes', () => {
  const car = (id: number, siteId: number) => fixtureDocument({ id, site_id: siteId, make: 'Holden', price: id })

  it('holds sites up to the cap, dropping the least recently used, and searches a site over it in SQL', async () => {
    await new PostgresSearchIndex({ pool, table: 'search_capped', columns: 'off' }).reindexAll(
      batches(
        Array.from({ length: 200 }, (_, i) => car(i + 1, 21)),
        Array.from({ length: 200 }, (_, i) => car(i + 1_001, 22)),
      ),
    )
    const count = async (index: PostgresSearchIndex, siteId: number) => (await index.search(baseQuery(siteId))).count
    const unbounded = new PostgresSearchIndex({ pool, table: 'search_capped', columns: 'always', cacheEntries: 0 })
    expect(await count(unbounded, 21)).toBe(200)
    const oneSite = unbounded.columnsBytes()
    expect(oneSite).toBeGreaterThan(200 * 8) // typed arrays of 200 cars at least

    const capped = new PostgresSearchIndex({
      pool,
      table: 'search_capped',
      columns: 'always',
      cacheEntries: 0,
      maxColumnBytes: Math.floor(oneSite * 1.5),
    })
    expect(await count(capped, 21)).toBe(200)
    expect(await count(capped, 22)).toBe(200)
    expect(capped.columnsBytes()).toBeLessThanOrEqual(Math.floor(oneSite * 1.5)) // site 21 dropped
    expect(capped.searched.columns).toBe(2)

    const tiny = new PostgresSearchIndex({
      pool,
      table: 'search_capped',
      columns: 'always',
      cacheEntries: 0,
      maxColumnBytes: 1_000,
    })
    expect(await count(tiny, 21)).toBe(200)
    expect(await count(tiny, 21)).toBe(200)
    expect(tiny.columnsBytes()).toBe(0)
    expect(tiny.searched).toMatchObject({ columns: 0, sql: 2, builds: 1 }) // not rebuilt until the version moves
  })
})

describe('The search tables migration on a database whose engine made them at runtime', () => {
  it('brings a table made before word lists up to date, and runs again cleanly', async () => {
    const car = fixtureDocument({ id: 1, site_id: 9, make: 'Toyota', model: 'Hilux' })
    await new PostgresSearchIndex({ pool, table: 'search_legacy' }).reindexAll(batches([car]))
    await pool.query('ALTER TABLE search_legacy DROP COLUMN words; DROP TABLE search_legacy_vocabulary')
    await pool.query(searchTablesSql('search_legacy'))
    await pool.query(searchTablesSql('search_legacy'))
    for (const columns of ['off', 'always'] as const) {
      const upgraded = new PostgresSearchIndex({ pool, table: 'search_legacy', columns, cacheEntries: 0 })
      expect((await upgraded.search(baseQuery(9, { query: 'toyta' }))).hits.map((h) => h.id)).toEqual([1])
    }
  })
})

describe('PostgresSearchIndex result cache', () => {
  const car = (id: number, price: number) => fixtureDocument({ id, site_id: 7, make: 'Mazda', price })
  const prices = async (index: PostgresSearchIndex) =>
    (await index.search(baseQuery(7, { sortBy: 'price_asc' }))).hits.map((h) => h.price)

  it('never serves a result after a write, even one made by another process', async () => {
    const here = new PostgresSearchIndex({ pool, table: 'search_cache', columns: 'always' })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_cache', columns: 'off' })
    await here.reindexAll(
      (async function* () {
        yield [car(1, 100), car(2, 200)]
      })(),
    )
    expect(await prices(here)).toEqual([100, 200])
    expect(await prices(here)).toEqual([100, 200]) // now from the cache
    await elsewhere.upsert([car(2, 50)])
    expect(await prices(here)).toEqual([50, 100])
    await elsewhere.remove([1])
    expect(await prices(here)).toEqual([50])
    await elsewhere.reindexAll(
      (async function* () {
        yield [car(3, 300)]
      })(),
    )
    expect(await prices(here)).toEqual([300])
  })

  it('can be turned off', async () => {
    const uncached = new PostgresSearchIndex({ pool, table: 'search_cache', cacheEntries: 0, columns: 'always' })
    expect(await prices(uncached)).toEqual([300])
  })
})
