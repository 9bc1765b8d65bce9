/**
 * `npm run bench:search`: stock import, search sync and search latency at 16.7k and 100k cars, and search
 * latency and event-loop stalls during a running import, on a fresh embedded database of its own (or
 * BENCH_DATABASE_URL). A benchmark, not a test: it prints a table, then its verdict on the during-import
 * targets (search p95 ≤ 50 ms, no event-loop stall over 50 ms). Exit code: 0 targets met (or none
 * measured), 1 a target missed, 2 not claimed: the machine's load average was over 1.5 before the
 * measurement (pass `--allow-load` to measure and judge anyway, the load printed beside).
 *
 * `--cars=N` measures N cars only, during an import too; `--runs=N` searches per query (default 40).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchOptions, loadAverage, MAX_LOAD, measuresDuringImport } from './lib/bench-load'
import { runWithDatabase } from './lib/database'

const args = process.argv.slice(2)
const options = benchOptions(args)
const load = loadAverage()
if (measuresDuringImport(options) && !options.allowLoad && load > MAX_LOAD) {
  console.error(
    `bench:search refuses to run: the load average (1 min) is ${load.toFixed(2)} on ${os.cpus().length} cores, over ${MAX_LOAD}. ` +
      `Its during-import targets can only be claimed on a quiet machine: wait for it, or pass --allow-load ` +
      `to measure anyway (the figures are then reported with the load, not as a clean pass).`,
  )
  process.exit(2)
}

if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
} else {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = path.resolve('.data/bench')
  process.env.EMBEDDED_POSTGRES_PORT ??= '54349'
  rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}
const verdictFile = path.resolve(`.data/bench-search-verdict-${process.pid}.json`)
process.env.BENCH_VERDICT_FILE = verdictFile
await runWithDatabase('scripts/bench-search-run.ts', args)
const verdict = existsSync(verdictFile)
  ? (JSON.parse(readFileSync(verdictFile, 'utf8')) as { verdict: 'pass' | 'miss' | 'not-claimed' | 'none' }).verdict
  : 'none'
rmSync(verdictFile, { force: true })
// Exits explicitly: the embedded database's exit hooks would otherwise end the process with code 0.
process.exit(process.exitCode ? Number(process.exitCode) : { pass: 0, none: 0, miss: 1, 'not-claimed': 2 }[verdict])
