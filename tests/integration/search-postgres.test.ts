import pg from 'pg'
import { afterAll, describe } from 'vitest'

import { searchIndexConformance } from '../../src/search/conformance'
import { PostgresSearchIndex } from '../../src/search/postgres'

/** The SearchIndex conformance suite against the default engine, on the test run's real PostgreSQL. */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

describe('PostgresSearchIndex conformance', () => {
  afterAll(async () => {
    await pool.query('DROP TABLE IF EXISTS search_conformance')
    await pool.end()
  })

  // Its own table: the suite replaces every document of the index it is given.
  searchIndexConformance(async () => new PostgresSearchIndex({ pool, table: 'search_conformance' }))
})
