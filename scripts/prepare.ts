/**
 * Applies pending migrations, then seeds the demo platform (--seed=always | if-empty | never), on the
 * database in DATABASE_URL; `--stock=none` seeds the sites without their demo cars (the cluster test).
 * Run by scripts/serve.ts and scripts/seed.ts, which start the database first.
 */
import pg from 'pg'
import { getPayload } from 'payload'

import config from '../payload.config'
import { seedDemo } from '../seed/demo'
import { seedDemoStock } from '../seed/stock'
import { isEmptyPlatform, migrateDatabase } from '../src/lib/platform/bootstrap'
import { drainSearchQueue } from '../src/stock/run-sync'
import { printLogins } from './lib/print'

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
const seed = option('seed') ?? 'never'
const stock = option('stock') ?? 'demo'
if (!['always', 'if-empty', 'never'].includes(seed) || !['demo', 'none'].includes(stock) || !process.env.DATABASE_URL) {
  console.error('Usage: DATABASE_URL=... tsx scripts/prepare.ts --seed=always|if-empty|never [--stock=demo|none]')
  process.exit(2)
}

// Instances that start together prepare one at a time (a session lock, released when this process ends):
// the second finds the demo seeded. (Migrating alone holds its own lock, MIGRATION_LOCK in bootstrap.)
const PREPARE_LOCK = 715_001
const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
await lock.connect()
await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])

const payload = await getPayload({ config })
try {
  const { applied } = await migrateDatabase(payload)
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
  if (seed === 'always' || (seed === 'if-empty' && (await isEmptyPlatform(payload)))) {
    console.log('Seeding the demo platform...')
    const credentials = await seedDemo(payload, (line) => console.log(`  ${line}`))
    if (stock === 'demo') await seedDemoStock(payload, (line) => console.log(`  ${line}`))
    printLogins(credentials)
  }
  // Sync jobs left by an earlier run that stopped part-way (at-least-once: the queue converges).
  await drainSearchQueue(payload)
} finally {
  await payload.destroy()
  await lock.end()
}
process.send?.({ done: true })
process.exit(0)
