/** `npm run search:reindex`: rebuilds the search index from Postgres with zero downtime. */
import { openDatabase, runPayloadScript } from './lib/database'

const database = await openDatabase()
try {
  await runPayloadScript('scripts/search-reindex-run.ts')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.embedded?.stop()
}
