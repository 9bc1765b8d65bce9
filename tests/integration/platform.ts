import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'
import { toPublicSite, type PublicSite } from '../../src/lib/data/site-lookup'

let ready: Promise<Payload> | null = null

/**
 * Payload on this test file's database: a copy of the migrated demo platform (database-per-file.ts), so it
 * starts as seeded, with nothing counted against the rate limits.
 */
export function seededPayload(): Promise<Payload> {
  ready ??= getPayload({ config })
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
