/** `npm run search:reindex`: rebuilds the search index from Postgres with zero downtime. */
import { runWithDatabase } from './lib/database'

await runWithDatabase('scripts/search-reindex-run.ts')
