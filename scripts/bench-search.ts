/**
 * `npm run bench:search`: stock import, search sync and search latency at 16.7k and 100k cars, on a
 * fresh embedded database of its own (or BENCH_DATABASE_URL). A benchmark, not a test: it prints a table.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { runWithDatabase } from './lib/database'

if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
} else {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = path.resolve('.data/bench')
  process.env.EMBEDDED_POSTGRES_PORT ??= '54349'
  rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}
await runWithDatabase('scripts/bench-search-run.ts', process.argv.slice(2))
