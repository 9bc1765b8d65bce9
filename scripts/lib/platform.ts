import { getPayload, type Payload } from 'payload'

import { migrateDatabase } from '../../src/lib/bootstrap'
import { dataDir, resolveDatabase, type ResolvedDatabase } from '../../src/lib/db/database-url'
import { ensurePayloadSecret } from './secret'

export type Platform = { database: ResolvedDatabase; payload: Payload; close: () => Promise<void> }

/** Resolves the database (starting the embedded one when no DATABASE_URL is set) and loads Payload on it. */
export async function openDatabase(): Promise<ResolvedDatabase> {
  process.env.PAYLOAD_SECRET = ensurePayloadSecret(dataDir())
  const database = await resolveDatabase()
  process.env.DATABASE_URL = database.url
  return database
}

/** Opens the database, loads Payload and applies pending migrations. */
export async function openPlatform(): Promise<Platform> {
  const database = await openDatabase()
  // Imported only now: the config reads DATABASE_URL when it loads.
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const { applied } = await migrateDatabase(payload)
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
  return {
    database,
    payload,
    close: async () => {
      await payload.destroy()
      await database.embedded?.stop()
    },
  }
}
