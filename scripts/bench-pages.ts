/**
 * `npm run bench:pages`: server response times of the shopper pages under a small concurrent load, on the
 * built app (`npm run build` first) with the demo data, on a fresh embedded database of its own. A
 * benchmark, not a test: it prints a table (p50/p95 per page type after a warm-up).
 */
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const PORT = Number(process.env.BENCH_PORT || 3300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 2)
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200)
const WARMUP = 20
const HOST = 'sunshine-motors.localhost'

if (!existsSync('.next/BUILD_ID')) {
  console.error('Build the app first: npm run build')
  process.exit(2)
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
function get(pathname: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: pathname, headers: { Host: HOST, 'Accept-Encoding': 'identity' }, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }))
    })
    req.on('error', reject)
  })
}

const dataDir = path.resolve('.data/bench-pages')
rmSync(dataDir, { recursive: true, force: true })
const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts', 'start'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: process.env.BENCH_DB_PORT || '54359', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', () => resolve()), server.kill('SIGTERM'))))

try {
  const deadline = Date.now() + 300_000
  for (;;) {
    const ok = await get('/api/health').then((res) => res.status === 200, () => false)
    if (ok) break
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 5 minutes.')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const { hits } = JSON.parse((await get('/api/search?hitsPerPage=3&sortBy=latest')).body) as { hits: Array<{ id: number; slug: string }> }
  const car = hits[0]
  if (!car) throw new Error('The demo site has no cars.')
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['search', '/cars'],
    ['search, filtered', '/cars?refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=20000%3A40000'],
    ['search preset', '/search/used-cars'],
    ['vehicle', `/cars/${car.slug}`],
    ['compare', `/compare?ids=${hits.map((hit) => hit.id).join(',')}`],
    ['search API', '/api/search?query=hilux'],
  ]
  console.log(`\nServer response times, ${REQUESTS} requests per page at ${CONCURRENCY} concurrent clients after ${WARMUP} warm-up requests (built app, demo data):\n`)
  console.log(`${'page'.padEnd(18)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KB'.padStart(6)}`)
  for (const [name, pathname] of pages) {
    for (let i = 0; i < WARMUP; i += 1) await get(pathname)
    const times: number[] = []
    let bytes = 0
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1
          const res = await get(pathname)
          if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`)
          times.push(res.ms)
          bytes = res.body.length
        }
      }),
    )
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
    console.log(`${name.padEnd(18)} ${at(0.5).padStart(8)} ${at(0.95).padStart(8)} ${at(1).padStart(8)} ${(bytes / 1024).toFixed(0).padStart(6)}`)
  }
} finally {
  agent.destroy()
  await stop()
}
