/**
 * The import `npm run bench:search` measures searches during: a child process (as the job worker is in a
 * deployment) that re-imports `size` rows into the bench site with every price changed, then syncs every
 * car into search. Args: siteId size statsFile; it writes its own event-loop stalls (monitorEventLoopDelay,
 * 10 ms resolution) during the import and during the sync to statsFile as JSON.
 */
import { writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { getPayload } from 'payload'

import config from '../payload.config'
import { importStock } from '../src/stock/import'
import { drainSearchQueue } from '../src/stock/run-sync'
import { JOB_WORKER_PRIORITY, yieldToRequests } from '../src/lib/platform/priority'
import { feedOf, realRows } from './lib/bench-feed'

const RESOLUTION_MS = 10
const [siteId, size] = process.argv.slice(2, 4).map(Number)
const statsFile = process.argv[4]
if (!siteId || !size || !statsFile) throw new Error('usage: bench-search-import.ts siteId size statsFile')
// At the job worker's priority (scripts/worker-run.ts), as the worker it stands in for.
yieldToRequests('process', JOB_WORKER_PRIORITY)
const payload = await getPayload({ config })
try {
  const feed = feedOf(size, realRows(), 1.01)
  // The import and the sync measured apart: which of them stalls this process, if one does.
  const stalls = (delay: ReturnType<typeof monitorEventLoopDelay>) => ({
    stallMax: Math.max(0, delay.max / 1e6 - RESOLUTION_MS),
    stallP99: Math.max(0, delay.percentile(99) / 1e6 - RESOLUTION_MS),
  })
  const importing = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  importing.enable()
  const summary = await importStock(
    payload,
    { siteId, mode: 'full', source: 'cli', format: 'json', who: 'bench' },
    feed,
  )
  importing.disable()
  const syncing = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  syncing.enable()
  await drainSearchQueue(payload)
  syncing.disable()
  writeFileSync(statsFile, JSON.stringify({ import: stalls(importing), sync: stalls(syncing) }))
  console.log(`  (the import beside: ${summary.created} created, ${summary.updated} updated, then synced)`)
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
