/**
 * Migrates and seeds the database in DATABASE_URL with the demo platform, then exits: run once per test run
 * by global-setup.ts, which then hands every integration test file a copy of it (database-per-file.ts).
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { seedDemo } from '../../seed/demo'
import { migrateDatabase } from '../../src/lib/platform/bootstrap'

const payload = await getPayload({ config })
await migrateDatabase(payload)
await seedDemo(payload)
await payload.destroy()
process.exit(0)
