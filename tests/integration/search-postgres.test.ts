import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { baseQuery, fixtureDocument, searchIndexConformance } from '../../src/search/conformance'
import { PostgresSearchIndex } from '../../src/search/postgres'

/** The SearchIndex conformance suite against the default engine, on the test run's real PostgreSQL. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

afterAll(async () => {
  await pool.query('DROP TABLE IF EXISTS search_conformance, search_conformance_versions, search_cache, search_cache_versions')
  await pool.end()
})

describe('PostgresSearchIndex conformance', () => {
  // Its own table: the suite replaces every document of the index it is given.
  searchIndexConformance(async () => new PostgresSearchIndex({ pool, table: 'search_conformance' }))
})

describe('PostgresSearchIndex result cache', () => {
  const car = (id: number, price: number) => fixtureDocument({ id, site_id: 7, make: 'Mazda', price })
  const prices = async (index: PostgresSearchIndex) => (await index.search(baseQuery(7, { sortBy: 'price_asc' }))).hits.map((h) => h.price)

  it('never serves a result after a write, even one made by another process', async () => {
    const here = new PostgresSearchIndex({ pool, table: 'search_cache' })
    const elsewhere = new PostgresSearchIndex({ pool, table: 'search_cache' })
    await here.reindexAll((async function* () { yield [car(1, 100), car(2, 200)] })())
    expect(await prices(here)).toEqual([100, 200])
    expect(await prices(here)).toEqual([100, 200]) // now from the cache
    await elsewhere.upsert([car(2, 50)])
    expect(await prices(here)).toEqual([50, 100])
    await elsewhere.remove([1])
    expect(await prices(here)).toEqual([50])
    await elsewhere.reindexAll((async function* () { yield [car(3, 300)] })())
    expect(await prices(here)).toEqual([300])
  })

  it('can be turned off', async () => {
    const uncached = new PostgresSearchIndex({ pool, table: 'search_cache', cacheEntries: 0 })
    expect(await prices(uncached)).toEqual([300])
  })
})
