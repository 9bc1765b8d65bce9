/**
 * Drafts for locations (issue 22), as offers and posts have them: a draft (or an autosave) stays in the
 * admin; shoppers' reads of locations (the site's locations, the lead forms' choices, the makes its offers
 * follow) see only published ones, and publishing puts a location on the site. Versions are staff only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { formRules } from '../../src/leads/form-rules'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { siteTag } from '../../src/lib/platform/revalidate'
import { seededPayload, staffUser } from './platform'

// Outside Next.js there is no incremental cache: the site's reads run uncached, and a change records which
// tags it would expire.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))
const { siteLocations } = await import('../../src/lib/data/sites')

let payload: Payload
let site: PublicSite
const editor = async () => ({
  user: await staffUser(payload, 'editor@sunshine-motors.example'),
  overrideAccess: false as const,
})
const made: number[] = []

beforeAll(async () => {
  payload = await seededPayload()
  site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
})
afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'locations', id, overrideAccess: true })
})

const locationSlugs = async () => (await siteLocations(site)).map((location) => location.slug)
/** The locations an enquiry form offers (the page and the endpoint both read them so). */
const formLocationSlugs = async () =>
  formRules(site, await siteLocations(site), { general: true, now: new Date() }).locations.map((l) => l.slug)

describe('a draft location', () => {
  it('is not shown to shoppers nor offered by lead forms; publishing shows it; an autosave keeps the published one', async () => {
    const seeded = await locationSlugs()
    expired.length = 0
    // The seeded (and migrated) locations are published: shoppers see them all along.
    expect(seeded.length).toBeGreaterThan(0)

    const draft = await payload.create({
      collection: 'locations',
      data: { site: site.id, name: 'Sunshine Motors Draft Yard', slug: 'draft-yard', locationType: 'sales' },
      draft: true,
      ...(await editor()),
    })
    made.push(draft.id)
    expect(draft._status).toBe('draft')
    // A draft of a location shoppers never saw changes nothing on the site: no cache expires.
    expect(expired).not.toContain(siteTag(site.slug))
    expect(await locationSlugs()).toEqual(seeded)
    expect(await formLocationSlugs()).not.toContain('draft-yard')

    await payload.update({
      collection: 'locations',
      id: draft.id,
      data: { _status: 'published' },
      ...(await editor()),
    })
    expect(expired).toContain(siteTag(site.slug))
    expect(await locationSlugs()).toContain('draft-yard')
    expect(await formLocationSlugs()).toContain('draft-yard')

    // Staff keep editing: the autosaved draft is a new version; shoppers keep the published name.
    await payload.update({
      collection: 'locations',
      id: draft.id,
      data: { name: 'Sunshine Motors Renamed Yard' },
      draft: true,
      autosave: true,
      ...(await editor()),
    })
    const names = (await siteLocations(site)).map((location) => location.name)
    expect(names).toContain('Sunshine Motors Draft Yard')
    expect(names).not.toContain('Sunshine Motors Renamed Yard')
    const { totalDocs } = await payload.countVersions({
      collection: 'locations',
      where: { parent: { equals: draft.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBeGreaterThanOrEqual(2)

    // Unpublishing takes it off the site again.
    await payload.update({
      collection: 'locations',
      id: draft.id,
      data: { _status: 'draft' },
      ...(await editor()),
    })
    expect(await locationSlugs()).not.toContain('draft-yard')
  })

  it('is created published when no draft is asked for (seeds, scripts, the API)', async () => {
    const plain = await payload.create({
      collection: 'locations',
      data: { site: site.id, name: 'Sunshine Motors Plain Yard', slug: 'plain-yard' },
      overrideAccess: true,
    })
    made.push(plain.id)
    expect(plain._status).toBe('published')
    expect(await locationSlugs()).toContain('plain-yard')
  })
})

describe('location versions', () => {
  it('are read by the site\u2019s staff and by no one of another site', async () => {
    const own = await payload.findVersions({
      collection: 'locations',
      where: { 'version.site': { equals: site.id } },
      limit: 1,
      ...(await editor()),
    })
    expect(own.totalDocs).toBeGreaterThan(0)
    const outsider = await payload.findVersions({
      collection: 'locations',
      where: { 'version.site': { equals: site.id } },
      limit: 1,
      user: await staffUser(payload, 'manager@harbour-city-cars.example'),
      overrideAccess: false,
    })
    expect(outsider.totalDocs).toBe(0)
  })
})
