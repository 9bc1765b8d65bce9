import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

import { dataDir, resolveDatabase, type ResolvedDatabase } from '../../src/lib/db/database-url'
import { ensurePayloadSecret } from './secret'

/**
 * Resolves the database (starting the embedded one when no DATABASE_URL is set) and puts its URL and the
 * session secret into this process's environment, for the child processes started after it.
 *
 * Payload itself is never loaded in the process that runs the embedded PostgreSQL: under tsx on Node 20,
 * importing the Payload config there was seen to hang or end silently now and then. Payload work runs in
 * a child process instead (`runPrepare`), which reports completion explicitly.
 */
export async function openDatabase(): Promise<ResolvedDatabase> {
  process.env.PAYLOAD_SECRET = ensurePayloadSecret(dataDir())
  const database = await resolveDatabase()
  process.env.DATABASE_URL = database.url
  return database
}

export type SeedMode = 'always' | 'if-empty' | 'never'

/**
 * Runs scripts/prepare.ts (migrate, then seed per `seed`) in a child process, and resolves only when the
 * child says it finished: an exit without that message is a failure, never a silent success.
 */
export function runPrepare(seed: SeedMode): Promise<void> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'scripts/prepare.ts', `--seed=${seed}`], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: process.env,
    })
    let finished = false
    child.on('message', (message: { prepared?: boolean }) => {
      if (message?.prepared) finished = true
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (finished && code === 0) resolve()
      else reject(new Error(`Preparing the database did not finish (exit code ${code ?? signal}).`))
    })
  })
}
