import { getPayload } from 'payload'

import config from '../payload.config'
import { migrateDatabase } from '../src/lib/platform/bootstrap'
import { reindexAll } from '../src/search/reindex'
import { drainSearchQueue } from '../src/stock/run-sync'

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  const started = Date.now()
  const { documents, requeued } = await reindexAll(payload)
  await drainSearchQueue(payload)
  console.log(
    `Reindexed ${documents} cars in ${((Date.now() - started) / 1000).toFixed(1)} s (${requeued} changed meanwhile, synced again).`,
  )
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
