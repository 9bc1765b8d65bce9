import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'
import { seedDemo } from '../../seed/demo'
import { migrateDatabase } from '../../src/lib/platform/bootstrap'
import { RATE_LIMIT_TABLE } from '../../src/lib/requests/rate-limit'
import { toPublicSite, type PublicSite } from '../../src/lib/data/site-lookup'

let ready: Promise<Payload> | null = null

/** Payload on the test database, migrated and holding the demo platform. */
export function seededPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    // Rate limits count in the database, which outlives each test file (and a TEST_DATABASE_URL run):
    // every file starts with nothing counted, so fixed test addresses never meet an earlier file's window.
    await (payload.db as unknown as PostgresAdapter).pool.query(`DELETE FROM ${RATE_LIMIT_TABLE}`)
    await seedDemo(payload)
    return payload
  })()
  return ready
}

/** A staff user as the access functions see them (loaded with its sites). */
export async function staffUser(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`No staff user ${email}`)
  return { ...docs[0], collection: 'users' as const }
}

export async function siteId(payload: Payload, slug: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: slug } },
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`No site ${slug}`)
  return docs[0].id
}

/** A plain Australian test site's data (classic template, Brisbane), plus any fields a test adds. */
export const testSiteData = (name: string, slug: string) =>
  ({
    name,
    slug,
    template: 'classic',
    locale: 'en-AU',
    country: 'AU',
    defaultState: 'qld',
    timeZone: 'Australia/Brisbane',
  }) as const

/** Creates a test site of its own for a test file (`extra` fields on top of testSiteData). */
export async function createTestSite(
  payload: Payload,
  name: string,
  slug: string,
  extra: { leadEmail?: string } = {},
): Promise<PublicSite> {
  const data = { ...testSiteData(name, slug), ...extra }
  return toPublicSite(await payload.create({ collection: 'sites', data, overrideAccess: true }))
}
