import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'

import { migrations } from '../../../migrations/index'
import { ensurePageChangeNotices } from './db/page-changes'

/**
 * Applies every committed migration that the database has not run yet, then checks that each one is
 * recorded (the Payload CLI has been seen to exit 0 having done nothing; this never trusts a silent run),
 * and that every table a shared page reads announces its changes (db/page-changes.ts).
 */
export async function migrateDatabase(payload: Payload): Promise<{ applied: string[] }> {
  // App instances and workers that start together migrate one at a time: the next finds nothing to do.
  // A session lock on a connection of its own, released when the work is done (or the process dies).
  const lock = await (payload.db as unknown as PostgresAdapter).pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    const before = await ranMigrations(payload)
    // Generated migrations type their argument precisely; Payload's Migration takes `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const after = await ranMigrations(payload)
    const missing = migrations.map((m) => m.name).filter((name) => !after.has(name))
    if (missing.length > 0) throw new Error(`Migrations did not apply: ${missing.join(', ')}`)
    await ensurePageChangeNotices(lock)
    return { applied: [...after].filter((name) => !before.has(name)) }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    lock.release()
  }
}

/** The advisory lock migrating holds (scripts/prepare.ts holds PREPARE_LOCK around migrating and seeding). */
export const MIGRATION_LOCK = 715_002

async function ranMigrations(payload: Payload): Promise<Set<string>> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const exists = await drizzle.execute(
    sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'payload_migrations'`,
  )
  if (exists.rows.length === 0) return new Set()
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  return new Set(docs.map((doc) => String(doc.name)))
}

/** True when the database holds no site yet (a fresh install). */
export async function isEmptyPlatform(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'sites', overrideAccess: true })
  return totalDocs === 0
}
