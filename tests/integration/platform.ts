import { getPayload, type Payload } from 'payload'

import config from '../../payload.config'
import { seedDemo } from '../../seed/demo'
import { migrateDatabase } from '../../src/lib/bootstrap'

let ready: Promise<Payload> | null = null

/** Payload on the test database, migrated and holding the demo platform. */
export function seededPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    await seedDemo(payload)
    return payload
  })()
  return ready
}

/** A staff user as the access functions see them (loaded with its sites). */
export async function staffUser(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`No staff user ${email}`)
  return { ...docs[0], collection: 'users' as const }
}

export async function siteId(payload: Payload, slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`No site ${slug}`)
  return docs[0].id
}
