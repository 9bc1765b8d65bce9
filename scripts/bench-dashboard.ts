/**
 * `npm run bench:dashboard`: the dealer dashboard's aggregates (src/dashboard/aggregates.ts), uncached, at
 * 100k cars of one site with a lead per 10 cars over 90 days, daily views and search demand, on a fresh
 * embedded database of its own (or BENCH_DATABASE_URL). A benchmark, not a test: it prints a table.
 * BENCH_DASHBOARD_SIZES (default 100000) and BENCH_RUNS (default 20) choose the sizes and runs.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { runWithDatabase } from './lib/database'

if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
} else {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = path.resolve('.data/bench-dashboard')
  process.env.EMBEDDED_POSTGRES_PORT ??= '54369'
  rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}
await runWithDatabase('scripts/bench-dashboard-run.ts', process.argv.slice(2))
