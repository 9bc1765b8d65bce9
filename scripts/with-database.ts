/**
 * Runs a command (e.g. `payload migrate:create`) with DATABASE_URL pointing at the platform's database,
 * starting the embedded PostgreSQL for it when DATABASE_URL is not set.
 */
import { spawnSync } from 'node:child_process'

import { openDatabase } from './lib/database'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: tsx scripts/with-database.ts <command> [args...]')
  process.exit(2)
}
const database = await openDatabase()
const result = spawnSync(command, args, { stdio: 'inherit', env: process.env, shell: false })
await database.embedded?.stop()
process.exit(result.status ?? 1)
