import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { baseQuery, fixtureDocument, searchIndexConformance } from '../../src/search/conformance'
import { PostgresSearchIndex } from '../../src/search/postgres'

/** The SearchIndex conformance suite against the default engine, on the test run's real PostgreSQL. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

afterAll(async () => {
  await pool.query(
    'DROP TABLE IF EXISTS search_conformance, search_conformance_versions, search_columns, search_columns_versions, search_cache, search_cache_versions, search_fresh, search_fresh_versions, search_legacy, search_legacy_versions, search_conformance_vocabulary, search_columns_vocabulary, search_cache_vocabulary, search_fresh_vocabulary, search_legacy_vocabulary',
  )
  await pool.end()
})

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

  it('are never read stale while a reload runs in the background: the search runs in SQL meanwhile', async () => {
    const background = new PostgresSearchIndex({ pool, table: 'search_fresh', cacheEntries: 0 })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_fresh', columns: 'off' })
    expect(await prices(background)).toEqual([50, 300])
    await elsewhere.upsert([car(4, 10)])
    // Every search right after the write sees it, whether the reload has finished or not.
    for (let i = 0; i < 5; i += 1) expect(await prices(background)).toEqual([10, 50, 300])
  })
})

describe('PostgresSearchIndex on a search table made before word lists', () => {
  it('adds the words and the vocabulary once, so typo tolerance works without a reindex', async () => {
    const car = fixtureDocument({ id: 1, site_id: 9, make: 'Toyota', model: 'Hilux' })
    await new PostgresSearchIndex({ pool, table: 'search_legacy' }).reindexAll(
      (async function* () {
        yield [car]
      })(),
    )
    await pool.query('ALTER TABLE search_legacy DROP COLUMN words; DROP TABLE search_legacy_vocabulary')
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
    const here = new PostgresSearchIndex({ pool, table: 'search_cache' })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_cache' })
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
    const uncached = new PostgresSearchIndex({ pool, table: 'search_cache', cacheEntries: 0 })
    expect(await prices(uncached)).toEqual([300])
  })
})
