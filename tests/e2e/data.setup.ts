import { test } from './test'

import { contextFor } from './page-context'
import { DEMO_SITES } from './page-types'

/**
 * Imports each demo site's page-type car (page-context.ts) once, before the screenshots and journeys run
 * in two workers: two workers finding it missing at the same moment would both import it.
 */
test('the page types’ cars are in stock on every demo site', async () => {
  for (const site of DEMO_SITES) await contextFor(site)
})
