import { Meilisearch } from 'meilisearch'
import { afterAll, describe, it } from 'vitest'

import { searchIndexConformance } from '../../src/search/conformance'
import { MeilisearchIndex } from '../../src/search/meilisearch'

/**
 * The SearchIndex conformance suite against a real Meilisearch. It needs a server this test run cannot
 * start, so it runs only when MEILI_HOST is set; otherwise it reports itself skipped, loudly.
 */

const SKIPPED = 'Meilisearch conformance SKIPPED: set MEILI_HOST (and MEILI_API_KEY) to run it'
const host = process.env.MEILI_HOST
const apiKey = process.env.MEILI_API_KEY

if (host) {
  // Its own index per run: the suite replaces every document of the index it is given.
  const indexName = `cars_conformance_${Date.now()}_${process.pid}`

  describe(`MeilisearchIndex conformance (${host}, index ${indexName})`, () => {
    afterAll(async () => {
      await new Meilisearch({ host, apiKey }).deleteIndex(indexName).waitTask({ timeout: 60_000 })
    })

    searchIndexConformance(async () => {
      const index = new MeilisearchIndex({ host, apiKey, indexName })
      await index.configure()
      return index
    })
  })
} else {
  console.warn(SKIPPED)
  describe.skip(SKIPPED, () => {
    it('runs the SearchIndex conformance suite against a real Meilisearch', () => {})
  })
}
