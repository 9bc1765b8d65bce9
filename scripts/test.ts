/**
 * `npm test`: every check, stopping at the first that fails: type check, lint, layers, format, unit and
 * integration tests (vitest, on a real throw-away PostgreSQL), with the production build running alongside
 * them; then the end-to-end tests (Playwright in Chromium against the built app) and the cluster test (two
 * built app instances and a worker on Debian's PostgreSQL server). Ends with the skipped tests by name (the
 * Meilisearch suite without MEILI_HOST, the page types still being built) and one line: 'Tests: N passed, N
 * failed, N skipped'.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { findChromium, MISSING_CHROMIUM } from '../tests/e2e/chromium'

const resultsDir = path.resolve('.data/test-results')
const vitestJson = path.join(resultsDir, 'vitest.json')
const playwrightJson = path.join(resultsDir, 'playwright.json')

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
/** Every skipped test, named, so a skip is never silent. */
const skippedNames: string[] = []

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: Array<{ name: string; assertionResults?: Array<{ fullName: string; status: string }> }>
}
type PlaywrightSuite = {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: Array<{ title: string; tests: Array<{ status: string }> }>
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  suites?: PlaywrightSuite[]
  errors?: unknown[]
}

function skippedInVitest(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'skipped' || test.status === 'pending' || test.status === 'todo')
      .map((test) => `${path.relative(process.cwd(), file.name)}: ${test.fullName}`),
  )
}

function skippedInPlaywright(suites: PlaywrightSuite[] = [], trail: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...trail, suite.title] : trail
    const specs = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'skipped'))
      .map((spec) => [...here, spec.title].join(' › '))
    return [...specs, ...skippedInPlaywright(suite.suites, here)]
  })
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const bin = path.resolve('node_modules/.bin', command)
  const result = spawnSync(bin, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  if (result.error) console.error(result.error.message)
  return result.status === 0
}

/** What runs in the background meanwhile, stopped should the run end early. */
const background = new Set<ChildProcess>()

/**
 * Starts a step in the background, its output in `logFile`; the promise says whether it passed, once its
 * output has been printed under its label.
 */
function runInBackground(
  label: string,
  command: string,
  args: string[],
  logFile: string,
  env: Record<string, string> = {},
): Promise<boolean> {
  const out = openSync(logFile, 'w')
  const child = spawn(path.resolve('node_modules/.bin', command), args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  closeSync(out)
  background.add(child)
  return new Promise((resolve) => {
    child.on('error', (error) => console.error(error.message))
    child.on('close', (code) => {
      background.delete(child)
      console.log(`\n=== ${label} (ran alongside the steps above): ${command} ${args.join(' ')}`)
      console.log(readFileSync(logFile, 'utf8'))
      resolve(code === 0)
    })
  })
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

function finish(ok: boolean): never {
  for (const child of background) child.kill('SIGTERM')
  if (skippedNames.length)
    console.log(`\nSkipped (${skippedNames.length}):\n${skippedNames.map((name) => `  - ${name}`).join('\n')}`)
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(ok && totals.failed === 0 ? 0 : 1)
}

// Fail before an hour of work, not after it, when no browser can run the end-to-end tests.
if (!findChromium()) {
  console.error(MISSING_CHROMIUM)
  totals.failed += 1
  finish(false)
}

rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

/** Runs each check in turn; the first to fail ends the run. */
function runChecks(checks: ReadonlyArray<readonly [string, string, readonly string[]]>) {
  for (const [label, command, args] of checks) {
    if (!run(label, command, [...args])) {
      totals.failed += 1
      finish(false)
    }
  }
}

// The type check first, on route types made for it (`next typegen`, about 2 s): `next build` empties .next
// as it starts, so a type check beside it could read the route types half rewritten (a stale .next from an
// earlier build made tsc fail that way), and on a fresh clone it would check no route types at all.
runChecks([
  ['route types', 'next', ['typegen']],
  ['type check', 'tsc', ['--noEmit']],
])

// The production build needs several cores for a while and the checks below mostly one, so the build runs
// alongside them. It skips its own type check: tsc has just passed.
const built = runInBackground('production build', 'next', ['build'], path.join(resultsDir, 'build.log'), {
  TYPES_ALREADY_CHECKED: '1',
})

runChecks([
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  // The layers and no import cycles (.dependency-cruiser.cjs); then the code's format (Prettier).
  ['layers', 'depcruise', ['.', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
])

/** Runs vitest with `args`, adds its counts to the totals and says whether it passed. */
function runVitest(label: string, args: string[], reportFile: string): boolean {
  const ok = run(label, 'vitest', [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ])
  const report = readJson<VitestReport>(reportFile)
  if (report) {
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
    skippedNames.push(...skippedInVitest(report))
  }
  // A run that failed without a failing test (a crash, a failed setup) still counts as one failure.
  if (!ok && (!report || report.numFailedTests === 0)) totals.failed += 1
  return ok
}

if (!runVitest('unit and integration tests', [], vitestJson)) finish(false)

if (!(await built)) {
  totals.failed += 1
  finish(false)
}

const e2eExited = run('end-to-end tests', 'playwright', ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
})
const e2e = readJson<PlaywrightReport>(playwrightJson)
// In CI a test that passed on its retry is flaky, not failed (playwright.config.ts). Playwright can still exit
// non-zero after one that hung until its timeout (the worker torn down with it); a report of every test
// passing, none unexpected and no error is the run's result then.
const flakyOnly = e2e !== null && e2e.stats.unexpected === 0 && e2e.stats.flaky > 0 && (e2e.errors ?? []).length === 0
if (!e2eExited && flakyOnly)
  console.log(`Playwright exited non-zero; its report: ${e2e.stats.flaky} flaky, none failed.`)
const e2eOk = e2eExited || flakyOnly
if (e2e) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky
  totals.failed += e2e.stats.unexpected
  totals.skipped += e2e.stats.skipped
  skippedNames.push(...skippedInPlaywright(e2e.suites).map((name) => `e2e: ${name}`))
}
if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) totals.failed += 1

// Two built app instances and a worker on Debian's PostgreSQL server (tests/cluster).
const clusterOk = runVitest(
  'cluster test',
  ['--config', 'vitest.cluster.config.ts'],
  path.join(resultsDir, 'cluster.json'),
)
finish(e2eOk && clusterOk)
