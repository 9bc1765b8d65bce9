/**
 * `npm run bench`: the quality benchmark on the built app (`npm run build` first) with the demo data, on a
 * fresh embedded database of its own. A benchmark, not a test: it prints one table, each figure beside its
 * target with pass or miss, and writes it into docs/benchmarks.md with the date and the machine.
 *
 * First the bare Next.js page (bench/bare), built and served in the same run: its compressed JavaScript and
 * Lighthouse LCP are the yardstick. Per page type (tests/e2e/page-types.ts, the list the accessibility and
 * security specs walk too): server p50/p95 at 2 concurrent clients, Lighthouse's mobile run (scores, LCP,
 * CLS, TBT, compressed JavaScript), the up-front JavaScript from the build's manifests (scripts/lib/page-js.ts),
 * and JS and LCP as ratios to the bare page; then the search API under the same load, the stock import + sync
 * rates and the search engine's latency (scripts/bench-search-run.ts on its own database), and the server's
 * peak memory. The load average is printed before and after. Before the server times and before Lighthouse
 * the bench waits (up to BENCH_SETTLE_S, 180 s) for its own load (the bare build, the server's start) to
 * settle; a run whose start or either measurement began above load 1.5 is refused (not written, exit 3)
 * unless --allow-load, since every figure moves with a shared machine's load. The load the bench itself adds
 * while measuring is reported, not judged.
 *
 *   npm run bench                      everything, and docs/benchmarks.md rewritten
 *   npm run bench:pages                server response times only (what `bench:pages` always measured)
 *   flags: --no-lighthouse --no-stock --no-write --no-bare --allow-load --page=<name>[,<name>] (page types
 *          by name; a partial run is never written); env: BENCH_PORT, BENCH_BARE_PORT, BENCH_DB_PORT,
 *          BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_LIGHTHOUSE_RUNS, BENCH_STOCK_SIZES (default 16734)
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { findChromium } from '../tests/e2e/chromium'
import { PAGE_TYPES, hostOf, pathOf, type PageContext } from '../tests/e2e/page-types'
import type { SearchBenchResult } from './bench-search-run'
import { MAX_LOAD as LOAD_LIMIT, settledLoad } from './lib/bench-load'
import { runLighthouse, type LighthouseFigures } from './lib/lighthouse'
import { httpClient, measureLoad, type LoadResult } from './lib/load'
import { pageJs, routeJs, type PageJs } from './lib/page-js'
import { sampleMemory, type MemoryPeak } from './lib/process-memory'

const args = new Set(process.argv.slice(2))
const pagesOnly = args.has('--only=pages')
const withLighthouse = !pagesOnly && !args.has('--no-lighthouse')
const withBare = !pagesOnly && !args.has('--no-bare')
const allowLoad = args.has('--allow-load')
const onlyPages = [...args]
  .find((arg) => arg.startsWith('--page='))
  ?.slice('--page='.length)
  .split(',')
  .map((name) => name.trim())
const benchPages = PAGE_TYPES.filter((page) => page.bench && (!onlyPages || onlyPages.includes(page.name)))
if (onlyPages && benchPages.length !== onlyPages.length) {
  console.error(
    `Unknown page type in --page: the bench's page types are ${PAGE_TYPES.filter((page) => page.bench)
      .map((page) => `'${page.name}'`)
      .join(', ')}.`,
  )
  process.exit(2)
}
const withStock = !pagesOnly && !onlyPages && !args.has('--no-stock')
const write = !pagesOnly && !onlyPages && !args.has('--no-write')

const PORT = Number(process.env.BENCH_PORT || 3300)
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3301)
const DB_PORT = process.env.BENCH_DB_PORT || '54359'
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 2)
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200)
const WARMUP = 20
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 1)

/** The issues' targets (issue 9; issue 18: TBT, JavaScript and LCP beside the bare page), the load a run may be taken at. */
const TARGET = {
  p95Ms: 50,
  performance: 95,
  accessibility: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 150,
  scriptKb: 150,
  jsRatio: 1.1,
  lcpRatio: 2,
  importAndSyncS: 60,
}
const BARE_DIR = path.resolve('bench/bare')

const loadBefore = os.loadavg()[0]!
console.log(`Load average (1 min) before the run: ${loadBefore.toFixed(2)}`)
if (loadBefore > LOAD_LIMIT && !allowLoad) {
  console.error(
    `The machine is busy (load ${loadBefore.toFixed(2)} > ${LOAD_LIMIT}): its figures would not be this app's. Run it on a quiet machine, or pass --allow-load to measure anyway (never written to docs/benchmarks.md as a report).`,
  )
  process.exit(3)
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('Build the app first: npm run build')
  process.exit(2)
}
const chromium = findChromium()
if (withLighthouse && !chromium) {
  console.error(
    'No Chromium for Lighthouse: install one (apt-get install chromium) or set CHROMIUM_PATH, or pass --no-lighthouse.',
  )
  process.exit(2)
}

const mark = (ok: boolean) => (ok ? 'pass' : 'miss')
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')
const kb = (bytes: number) => (bytes / 1024).toFixed(0)
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)

type PageRow = { name: string; path: string; load: LoadResult; js: PageJs; lighthouse?: LighthouseFigures }
type Bare = { js: PageJs; lighthouse?: LighthouseFigures }

const nextBin = () => createRequire(import.meta.url).resolve('next/dist/bin/next')

/** Until `url` answers 200 (or the server exits, or `seconds` pass). */
async function waitFor(get: () => Promise<number>, exited: () => boolean, what: string, seconds = 300) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    if ((await get().catch(() => 0)) === 200) return
    if (exited()) throw new Error(`${what} exited before it answered.`)
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s.`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * The bare Next.js page (bench/bare), built now with the same Next.js and React, its up-front JavaScript
 * read from its manifests and, with Lighthouse, measured the same way as the page types.
 */
async function measureBare(): Promise<Bare> {
  console.log('\nThe bare Next.js page (bench/bare): building it')
  rmSync(path.join(BARE_DIR, '.next'), { recursive: true, force: true })
  execFileSync(process.execPath, [nextBin(), 'build', BARE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const js = routeJs([], path.join(BARE_DIR, '.next'))
  if (!withLighthouse) return { js }
  const server = spawn(process.execPath, [nextBin(), 'start', BARE_DIR, '-p', String(BARE_PORT)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const client = httpClient(BARE_PORT, 1)
  try {
    await waitFor(
      () => client.get('/', 'localhost').then((res) => res.status),
      () => server.exitCode !== null,
      'The bare page server',
      120,
    )
    const lighthouse = await runLighthouse(`http://localhost:${BARE_PORT}/`, chromium!, LIGHTHOUSE_RUNS)
    return { js, lighthouse }
  } finally {
    client.close()
    await new Promise<void>((resolve) =>
      server.exitCode !== null ? resolve() : (server.once('exit', () => resolve()), server.kill('SIGTERM')),
    )
  }
}

/** Up to how long the page measurements wait for the server's own start (seed, search sync) to settle. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_S || 180)

async function measurePages(): Promise<{
  rows: PageRow[]
  searchApi: LoadResult
  memory: MemoryPeak
  /** The load average (1 min) when the server times began, and when Lighthouse began (each after settling). */
  loadAtStart: { serverTimes: number; lighthouse: number | null }
}> {
  const dataDir = path.resolve('.data/bench-pages')
  rmSync(dataDir, { recursive: true, force: true })
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const server = spawn(process.execPath, [tsx, 'scripts/serve.ts', 'start'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: DB_PORT, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) =>
      server.exitCode !== null ? resolve() : (server.once('exit', () => resolve()), server.kill('SIGTERM')),
    )
  const client = httpClient(PORT, CONCURRENCY)
  const memory = sampleMemory(server.pid!)
  try {
    const deadline = Date.now() + 300_000
    for (;;) {
      const ok = await client.get('/api/health', 'localhost').then(
        (res) => res.status === 200,
        () => false,
      )
      if (ok) break
      if (server.exitCode !== null) throw new Error('The server exited before it became healthy.')
      if (Date.now() > deadline) throw new Error('The server did not become healthy within 5 minutes.')
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    const contexts = new Map<string, PageContext>()
    const contextOf = async (host: string): Promise<PageContext> => {
      if (!contexts.has(host)) {
        const { hits } = JSON.parse((await client.get('/api/search?hitsPerPage=3&sortBy=latest', host)).body) as {
          hits: Array<{ id: number; slug: string }>
        }
        if (!hits[0]) throw new Error(`The demo site ${host} has no cars.`)
        contexts.set(host, { car: hits[0], cars: hits })
      }
      return contexts.get(host)!
    }

    // The bare page's build and this server's start (seed, search sync) just loaded the machine.
    const settled = () => (allowLoad ? Promise.resolve(os.loadavg()[0]!) : settledLoad(SETTLE_SECONDS, console.log))
    const loadAtStart = { serverTimes: await settled(), lighthouse: null as number | null }
    const rows: PageRow[] = []
    console.log(
      `\nServer response times: ${REQUESTS} requests per page at ${CONCURRENCY} concurrent clients after ${WARMUP} warm-up requests`,
    )
    for (const page of benchPages) {
      const host = hostOf(page)
      const pathname = pathOf(page, await contextOf(host))
      const first = await client.get(pathname, host)
      if (first.status !== 200)
        throw new Error(`${page.name} (${pathname} on ${host}) answered ${first.status}, not 200: nothing to measure.`)
      const load = await measureLoad(client.get, pathname, host, {
        concurrency: CONCURRENCY,
        requests: REQUESTS,
        warmup: WARMUP,
      })
      rows.push({ name: page.name, path: pathname, load, js: pageJs(pathname) })
      console.log(
        `  ${page.name.padEnd(20)} p50 ${fixed(load.p50).padStart(6)} ms  p95 ${fixed(load.p95).padStart(6)} ms  ${kb(load.htmlBytes)} KB HTML`,
      )
    }
    const searchApi = await measureLoad(client.get, '/api/search?query=hilux', 'sunshine-motors.localhost', {
      concurrency: CONCURRENCY,
      requests: REQUESTS,
      warmup: WARMUP,
    })
    console.log(
      `  ${'search API'.padEnd(20)} p50 ${fixed(searchApi.p50).padStart(6)} ms  p95 ${fixed(searchApi.p95).padStart(6)} ms`,
    )

    if (withLighthouse) {
      // The server times' own load settles first too.
      loadAtStart.lighthouse = await settled()
      console.log(`\nLighthouse (mobile, ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's, median kept' : ''}):`)
      for (const row of rows) {
        const page = PAGE_TYPES.find((candidate) => candidate.name === row.name)!
        row.lighthouse = await runLighthouse(`http://${hostOf(page)}:${PORT}${row.path}`, chromium!, LIGHTHOUSE_RUNS)
        const lh = row.lighthouse
        console.log(
          `  ${row.name.padEnd(20)} perf ${lh.performance} a11y ${lh.accessibility} bp ${lh.bestPractices} seo ${lh.seo} LCP ${fixed(lh.lcpMs / 1000, 2)} s CLS ${fixed(lh.cls, 3)} TBT ${fixed(lh.tbtMs, 0)} ms JS ${kb(lh.scriptBytes)} KB (${kb(row.js.gzipBytes)} KB up front by the manifests)`,
        )
        for (const failed of lh.failed) console.log(`      ${failed}`)
      }
    }
    return { rows, searchApi, memory: memory.stop(), loadAtStart }
  } finally {
    memory.stop()
    client.close()
    await stop()
  }
}

async function measureStock(): Promise<{ engine: string; runs: number; results: SearchBenchResult[] }> {
  const out = path.resolve('.data/bench-search.json')
  rmSync(out, { force: true })
  console.log('\nStock import, sync and search engine (npm run bench:search, on its own database):')
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const child = spawn(process.execPath, [tsx, 'scripts/bench-search.ts'], {
    env: { ...process.env, BENCH_SIZES: process.env.BENCH_STOCK_SIZES || '16734', BENCH_JSON: out },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0 || !existsSync(out)) throw new Error(`bench:search failed (exit code ${code}).`)
  return JSON.parse(readFileSync(out, 'utf8')) as { engine: string; runs: number; results: SearchBenchResult[] }
}

const ratio = (value: number, base: number | undefined) => (base ? value / base : Number.NaN)

function pageTable(rows: PageRow[], bare: Bare | null): string[] {
  const bareJs = bare?.lighthouse?.scriptBytes || bare?.js.gzipBytes
  const bareLcp = bare?.lighthouse?.lcpMs
  const lines = [
    `| page type | server p50 ms | server p95 ms (≤ ${TARGET.p95Ms}) | HTML KB | JS KB compressed (≤ ${TARGET.scriptKb}) | JS × bare (≤ ${TARGET.jsRatio}) | performance (≥ ${TARGET.performance}) | accessibility (= ${TARGET.accessibility}) | best practices | SEO | LCP s (≤ ${TARGET.lcpMs / 1000}) | LCP × bare (≤ ${TARGET.lcpRatio}) | CLS (≤ ${TARGET.cls}) | TBT ms (≤ ${TARGET.tbtMs}) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  if (bare) {
    const lh = bare.lighthouse
    const js = lh?.scriptBytes || bare.js.gzipBytes
    lines.push(
      `| bare Next.js page (\`bench/bare\`) | - | - | - | ${kb(js)} | 1.00 | ${lh?.performance ?? '-'} | ${lh?.accessibility ?? '-'} | ${lh?.bestPractices ?? '-'} | ${lh?.seo ?? '-'} | ${lh ? fixed(lh.lcpMs / 1000, 2) : '-'} | ${lh ? '1.00' : '-'} | ${lh ? fixed(lh.cls, 3) : '-'} | ${lh ? fixed(lh.tbtMs, 0) : '-'} |`,
    )
  }
  for (const row of rows) {
    const load = row.load
    const lh = row.lighthouse
    // Lighthouse's transfer sizes when it ran (for the page and the bare page alike), else the manifests'.
    const js = lh?.scriptBytes || row.js.gzipBytes
    const jsRatio = ratio(js, bareJs)
    const lcpRatio = lh ? ratio(lh.lcpMs, bareLcp) : Number.NaN
    const cells = [
      `${row.name} (\`${row.path.length > 40 ? `${row.path.slice(0, 37)}...` : row.path}\`)`,
      fixed(load.p50),
      `${fixed(load.p95)} ${mark(load.p95 <= TARGET.p95Ms)}`,
      kb(load.htmlBytes),
      `${kb(js)} ${mark(js <= TARGET.scriptKb * 1024)}`,
      Number.isFinite(jsRatio) ? `${fixed(jsRatio, 2)} ${mark(jsRatio <= TARGET.jsRatio)}` : '-',
      lh ? `${lh.performance} ${mark(lh.performance >= TARGET.performance)}` : '-',
      lh ? `${lh.accessibility} ${mark(lh.accessibility >= TARGET.accessibility)}` : '-',
      lh ? String(lh.bestPractices) : '-',
      lh ? String(lh.seo) : '-',
      lh ? `${fixed(lh.lcpMs / 1000, 2)} ${mark(lh.lcpMs <= TARGET.lcpMs)}` : '-',
      Number.isFinite(lcpRatio) ? `${fixed(lcpRatio, 2)} ${mark(lcpRatio <= TARGET.lcpRatio)}` : '-',
      lh ? `${fixed(lh.cls, 3)} ${mark(lh.cls <= TARGET.cls)}` : '-',
      lh ? `${fixed(lh.tbtMs, 0)} ${mark(lh.tbtMs <= TARGET.tbtMs)}` : '-',
    ]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines
}

function otherTable(
  searchApi: LoadResult,
  memory: MemoryPeak,
  stock: Awaited<ReturnType<typeof measureStock>> | null,
): string[] {
  const lines = ['| measure | figure | target | result |', '| --- | --- | --- | --- |']
  lines.push(
    `| search API over HTTP, p50 / p95 ms (\`/api/search?query=hilux\`, ${CONCURRENCY} clients) | ${fixed(searchApi.p50)} / ${fixed(searchApi.p95)} | p95 ≤ ${TARGET.p95Ms} | ${mark(searchApi.p95 <= TARGET.p95Ms)} |`,
  )
  for (const result of stock?.results ?? []) {
    const size = result.size.toLocaleString('en-AU')
    const worst = result.queries.reduce((a, b) => (b.cold.p95 > a.cold.p95 ? b : a))
    lines.push(
      `| search engine uncached, worst query p50 / p95 ms (${size} cars, ${worst.label}, ${stock!.engine}) | ${fixed(worst.cold.p50)} / ${fixed(worst.cold.p95)} | p95 ≤ ${TARGET.p95Ms} | ${mark(worst.cold.p95 <= TARGET.p95Ms)} |`,
    )
    lines.push(
      `| stock import, rows/s (${size} rows) | ${Math.round(result.importRowsPerSecond).toLocaleString('en-AU')} | | |`,
    )
    lines.push(
      `| search sync, documents/s (${size} cars) | ${Math.round(result.syncDocsPerSecond).toLocaleString('en-AU')} | | |`,
    )
    lines.push(
      `| import + sync, s (${size} rows) | ${fixed(result.importAndSyncSeconds)} | ${result.size <= 16_734 ? `≤ ${TARGET.importAndSyncS}` : ''} | ${result.size <= 16_734 ? mark(result.importAndSyncSeconds <= TARGET.importAndSyncS) : ''} |`,
    )
  }
  lines.push(
    `| server peak resident memory, MiB: app (Node) / embedded Postgres / total | ${mib(memory.appBytes)} / ${mib(memory.databaseBytes)} / ${mib(memory.totalBytes)} | | |`,
  )
  return lines
}

function chromiumVersion(): string {
  try {
    return chromium ? execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim() : 'no Chromium'
  } catch {
    return 'Chromium (version unknown)'
  }
}

const bare = withBare ? await measureBare() : null
if (bare)
  console.log(
    `  ${kb(bare.js.gzipBytes)} KB JavaScript up front${bare.lighthouse ? `; Lighthouse: perf ${bare.lighthouse.performance}, LCP ${fixed(bare.lighthouse.lcpMs / 1000, 2)} s, JS ${kb(bare.lighthouse.scriptBytes)} KB` : ''}`,
  )
const { rows, searchApi, memory, loadAtStart } = await measurePages()
const stock = withStock ? await measureStock() : null
const loadAfter = os.loadavg()[0]!
console.log(`\nLoad average (1 min) after the run: ${loadAfter.toFixed(2)}`)
// A run is judged by the load each measurement started at (the bench's own build, server and clients load
// the machine during it: the load after is reported, not judged).
const loadsAtStart = [
  loadBefore,
  loadAtStart.serverTimes,
  ...(loadAtStart.lighthouse === null ? [] : [loadAtStart.lighthouse]),
]
const busy = Math.max(...loadsAtStart) > LOAD_LIMIT

const lighthouseVersion = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as {
    version: string
  }
).version
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`
const hostIndexes = [bare?.lighthouse, ...rows.map((row) => row.lighthouse)]
  .map((figures) => figures?.benchmarkIndex)
  .filter((index): index is number => typeof index === 'number')
const hostIndex =
  hostIndexes.length === 0
    ? ''
    : ` Lighthouse's CPU/Memory Power (benchmarkIndex) of this host ${Math.min(...hostIndexes)}–${Math.max(...hostIndexes)} (its 4x slowdown assumes 1,500–2,000).`
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
const conditions = [
  `Date: ${date}. Machine: ${machine}. Load average (1 min) ${loadBefore.toFixed(2)} before the run, ${loadAtStart.serverTimes.toFixed(2)} when the server times began${loadAtStart.lighthouse === null ? '' : ` and ${loadAtStart.lighthouse.toFixed(2)} when Lighthouse began`} (each after waiting up to ${SETTLE_SECONDS} s for the bench's own load to settle), ${loadAfter.toFixed(2)} after (a run started above ${LOAD_LIMIT} is refused unless --allow-load${busy ? '; this one was allowed' : ''}).`,
  `Built app (\`next start\`, NODE_ENV=production), demo data, Postgres search engine. Server times: ${REQUESTS} requests per page at ${CONCURRENCY} concurrent clients after ${WARMUP} warm-up requests.`,
  withLighthouse
    ? `Lighthouse ${lighthouseVersion}, mobile (default settings: simulated slow 4G, 4x CPU slowdown), ${chromiumVersion()}, ${LIGHTHOUSE_RUNS} run(s) per page; JS = compressed bytes of every script the page loaded.${hostIndex}`
    : 'Lighthouse not run.',
]
const table = [...conditions, '', ...pageTable(rows, bare), '', ...otherTable(searchApi, memory, stock)]
console.log(`\n${table.join('\n')}\n`)

if (busy && !allowLoad) {
  console.error(
    `Refused: a measurement started at a load average above ${LOAD_LIMIT} (${loadsAtStart.map((load) => load.toFixed(2)).join(', ')}), so these figures are the machine's, not the app's. Not written; rerun on a quiet machine.`,
  )
  process.exit(3)
}
if (write && busy) console.log(`Not written: a run above load ${LOAD_LIMIT} is no report (--allow-load only shows it).`)
if (write && !busy) {
  const file = path.resolve('docs/benchmarks.md')
  const start = '<!-- bench:start (written by npm run bench) -->'
  const end = '<!-- bench:end -->'
  const block = `${start}\n${table.join('\n')}\n${end}`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`
  const updated = current.includes(start)
    ? current.replace(new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*?${end}`), block)
    : `${current}\n${block}\n`
  writeFileSync(file, updated)
  console.log(`Written to ${path.relative(process.cwd(), file)}.`)
}
process.exit(0)
