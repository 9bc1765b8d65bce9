/**
 * The import `npm run bench:search` measures searches during: a child process (as the job worker is in a
 * deployment) that re-imports `size` rows into the bench site with every price changed, then syncs every
 * car into search. Args: siteId size.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { importStock } from '../src/stock/import'
import { drainSearchQueue } from '../src/stock/run-sync'
import { feedOf, realRows } from './lib/bench-feed'

const [siteId, size] = process.argv.slice(2).map(Number)
if (!siteId || !size) throw new Error('usage: bench-search-import.ts siteId size')
const payload = await getPayload({ config })
try {
  const summary = await importStock(
    payload,
    { siteId, mode: 'full', source: 'cli', format: 'json', who: 'bench' },
    feedOf(size, realRows(), 1.01),
  )
  await drainSearchQueue(payload)
  console.log(`  (the import beside: ${summary.created} created, ${summary.updated} updated, then synced)`)
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
