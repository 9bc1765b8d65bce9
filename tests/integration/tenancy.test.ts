import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_DEFAULTS, seedDemo } from '../../seed/demo'
import { findSiteByHost } from '../../src/lib/data/site-lookup'
import { seededPayload, siteId, staffUser, testSiteData } from './platform'

let payload: Payload
let sunshine: number
let harbour: number
let loneStar: number

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
  loneStar = await siteId(payload, 'lone-star-auto')
})

const as = async (email: string) => ({ user: await staffUser(payload, email), overrideAccess: false as const })
const editor = () => as('editor@sunshine-motors.example')
const groupAdmin = () => as('manager@harbour-city-cars.example')
const platformAdmin = () => as(DEMO_DEFAULTS.adminEmail)

describe('demo seed', () => {
  it('holds the three demo sites with their locales and Sunshine Motors\u2019 three locations', async () => {
    const { docs } = await payload.find({
      collection: 'sites',
      where: { slug: { in: ['sunshine-motors', 'harbour-city-cars', 'lone-star-auto'] } },
      sort: 'slug',
      overrideAccess: true,
    })
    expect(docs.map((s) => [s.slug, s.locale, s.country])).toEqual([
      ['harbour-city-cars', 'en-NZ', 'NZ'],
      ['lone-star-auto', 'en-US', 'US'],
      ['sunshine-motors', 'en-AU', 'AU'],
    ])
    const sunshineSite = docs.find((s) => s.slug === 'sunshine-motors')!
    expect(sunshineSite.defaultState).toBe('qld')
    const locations = await payload.find({
      collection: 'locations',
      where: { site: { equals: sunshine } },
      overrideAccess: true,
    })
    expect(locations.docs.map((l) => l.locationType).sort()).toEqual(['parts', 'sales', 'service'])
  })

  it('can run again without duplicating anything', async () => {
    const demoSites = { slug: { in: ['sunshine-motors', 'harbour-city-cars', 'lone-star-auto'] } }
    const demoSiteIds = (
      await payload.find({ collection: 'sites', where: demoSites, depth: 0, limit: 3, overrideAccess: true })
    ).docs.map((site) => site.id)
    // Counted on the demo sites only: other test files add their own sites and locations to the shared database.
    const counts = async () => [
      (await payload.count({ collection: 'sites', where: demoSites, overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'locations', where: { site: { in: demoSiteIds } }, overrideAccess: true }))
        .totalDocs,
      (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'integrations', overrideAccess: true })).totalDocs,
      (await payload.count({ collection: 'promo-tiles', where: { site: { equals: sunshine } }, overrideAccess: true }))
        .totalDocs,
    ]
    const before = await counts()
    await seedDemo(payload)
    expect(await counts()).toEqual(before)
    expect(before.slice(0, 2)).toEqual([3, 5])
  })
})

describe('a site editor of sunshine-motors', () => {
  it('reads only their own site', async () => {
    const { docs } = await payload.find({ collection: 'sites', ...(await editor()) })
    expect(docs.map((s) => s.slug)).toEqual(['sunshine-motors'])
    await expect(payload.findByID({ collection: 'sites', id: harbour, ...(await editor()) })).rejects.toThrow()
  })

  it('cannot change another site, nor the site settings of their own', async () => {
    await expect(
      payload.update({ collection: 'sites', id: harbour, data: { name: 'Hijacked' }, ...(await editor()) }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'sites', id: sunshine, data: { name: 'Renamed' }, ...(await editor()) }),
    ).rejects.toThrow()
    const harbourSite = await payload.findByID({ collection: 'sites', id: harbour, overrideAccess: true })
    expect(harbourSite.name).toBe('Harbour City Cars')
  })

  it('reads and edits only their own site\u2019s locations', async () => {
    const { docs } = await payload.find({ collection: 'locations', ...(await editor()) })
    expect(docs.length).toBe(3)
    expect(docs.every((l) => (l.site && typeof l.site === 'object' ? l.site.id : l.site) === sunshine)).toBe(true)

    const harbourLocation = (
      await payload.find({ collection: 'locations', where: { site: { equals: harbour } }, overrideAccess: true })
    ).docs[0]!
    await expect(
      payload.update({ collection: 'locations', id: harbourLocation.id, data: { name: 'Moved' }, ...(await editor()) }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'locations', id: harbourLocation.id, ...(await editor()) }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'locations',
        data: { name: 'Sneaky', slug: 'sneaky', site: harbour },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'locations', where: { slug: { equals: 'sneaky' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('reads and edits only their own site\u2019s promo tiles', async () => {
    const harbourTile = await payload.create({
      collection: 'promo-tiles',
      data: { heading: 'Harbour only', background: '#123456', site: harbour },
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection: 'promo-tiles', ...(await editor()) })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((t) => (t.site && typeof t.site === 'object' ? t.site.id : t.site) === sunshine)).toBe(true)
    await expect(
      payload.update({
        collection: 'promo-tiles',
        id: harbourTile.id,
        data: { heading: 'Moved' },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'promo-tiles', id: harbourTile.id, ...(await editor()) }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'promo-tiles',
        data: { heading: 'Sneaky', background: '#123456', site: harbour },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    const own = await payload.create({
      collection: 'promo-tiles',
      data: { heading: 'Own tile', background: '#123456', site: sunshine },
      ...(await editor()),
    })
    expect(own.heading).toBe('Own tile')
    await payload.delete({ collection: 'promo-tiles', id: own.id, overrideAccess: true })
    await payload.delete({ collection: 'promo-tiles', id: harbourTile.id, overrideAccess: true })
  })

  it('refuses a promo tile whose background or link could inject code', async () => {
    await expect(
      payload.create({
        collection: 'promo-tiles',
        data: { heading: 'Bad', background: 'red; background:url(x)', site: sunshine },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'promo-tiles',
        data: { heading: 'Bad', link: 'javascript:alert(1)', site: sunshine },
        ...(await editor()),
      }),
    ).rejects.toThrow()
  })

  it('reads only their own site\u2019s phone reveals, and cannot write any', async () => {
    const carOf = async (site: number) =>
      (await payload.find({ collection: 'cars', where: { site: { equals: site } }, limit: 1, overrideAccess: true }))
        .docs[0] ??
      (await payload.create({
        collection: 'cars',
        data: {
          site,
          feed_id: 'reveal-test',
          name: 'Reveal test car',
          slug: 'reveal-test-car',
          car_type: 'used',
          status: 'in_stock',
        },
        overrideAccess: true,
      }))
    const sunshineCar = await carOf(sunshine)
    const harbourCar = await carOf(harbour)
    const mine = await payload.create({
      collection: 'phone-reveals',
      data: { site: sunshine, car: sunshineCar.id, dealership_id: 'd1' },
      overrideAccess: true,
    })
    const theirs = await payload.create({
      collection: 'phone-reveals',
      data: { site: harbour, car: harbourCar.id, dealership_id: 'd2' },
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection: 'phone-reveals', ...(await editor()) })
    expect(docs.map((r) => r.id)).toContain(mine.id)
    expect(docs.map((r) => r.id)).not.toContain(theirs.id)
    await expect(
      payload.create({
        collection: 'phone-reveals',
        data: { site: sunshine, car: sunshineCar.id },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'phone-reveals', id: mine.id, ...(await editor()) })).rejects.toThrow()
  })

  it('sees only themself among staff and cannot raise their own role', async () => {
    const { user } = await editor()
    const { docs } = await payload.find({ collection: 'users', ...(await editor()) })
    expect(docs.map((u) => u.email)).toEqual(['editor@sunshine-motors.example'])
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { role: 'platform-admin' },
      ...(await editor()),
    })
    expect(updated.role).toBe('site-editor')
  })
})

describe('a group admin of harbour-city-cars and lone-star-auto', () => {
  it('reads and updates their two sites only', async () => {
    const { docs } = await payload.find({ collection: 'sites', sort: 'slug', ...(await groupAdmin()) })
    expect(docs.map((s) => s.slug)).toEqual(['harbour-city-cars', 'lone-star-auto'])
    const renamed = await payload.update({
      collection: 'sites',
      id: loneStar,
      data: { name: 'Lone Star Auto Group' },
      ...(await groupAdmin()),
    })
    expect(renamed.name).toBe('Lone Star Auto Group')
    await payload.update({ collection: 'sites', id: loneStar, data: { name: 'Lone Star Auto' }, overrideAccess: true })
    await expect(
      payload.update({ collection: 'sites', id: sunshine, data: { name: 'Taken' }, ...(await groupAdmin()) }),
    ).rejects.toThrow()
  })

  it('cannot create sites, make platform admins, or grant a site they do not have', async () => {
    await expect(
      payload.create({ collection: 'sites', data: testSiteData('New', 'new-site'), ...(await groupAdmin()) }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        data: {
          email: 'boss@example.com',
          password: 'a-long-password',
          role: 'platform-admin',
          tenants: [{ tenant: harbour }],
        },
        ...(await groupAdmin()),
      }),
    ).rejects.toThrow('Only a platform admin')
    await expect(
      payload.create({
        collection: 'users',
        data: {
          email: 'spy@example.com',
          password: 'a-long-password',
          role: 'site-editor',
          tenants: [{ tenant: sunshine }],
        },
        ...(await groupAdmin()),
      }),
    ).rejects.toThrow('your own sites')
  })

  it('adds an editor to one of their sites', async () => {
    const created = await payload.create({
      collection: 'users',
      data: {
        email: 'new-editor@harbour-city-cars.example',
        password: 'a-long-password',
        role: 'site-editor',
        tenants: [{ tenant: harbour }],
      },
      ...(await groupAdmin()),
    })
    expect(created.role).toBe('site-editor')
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
  })
})

describe('a platform admin', () => {
  it('reads and changes every site', async () => {
    const all = await payload.count({ collection: 'sites', overrideAccess: true })
    const { docs } = await payload.find({ collection: 'sites', limit: 100, ...(await platformAdmin()) })
    expect(docs).toHaveLength(all.totalDocs)
    const updated = await payload.update({
      collection: 'sites',
      id: harbour,
      data: { name: 'Harbour City Cars Ltd' },
      ...(await platformAdmin()),
    })
    expect(updated.name).toBe('Harbour City Cars Ltd')
    await payload.update({
      collection: 'sites',
      id: harbour,
      data: { name: 'Harbour City Cars' },
      overrideAccess: true,
    })
  })
})

describe('anonymous API callers', () => {
  it('read no sites, staff, locations, promo tiles or phone reveals', async () => {
    for (const collection of ['sites', 'users', 'locations', 'promo-tiles', 'phone-reveals'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })
})

describe('site settings', () => {
  it('refuses a domain that already serves another site', async () => {
    await expect(
      payload.update({
        collection: 'sites',
        id: harbour,
        data: { domains: [{ domain: 'www.sunshinemotors.example' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('refuses slugs that cannot be a host name label', async () => {
    await expect(
      payload.create({ collection: 'sites', data: testSiteData('Bad', 'Bad Slug'), overrideAccess: true }),
    ).rejects.toThrow()
  })
})

describe('site lookup by host', () => {
  it('finds a site by {slug}.localhost or by one of its domains', async () => {
    expect((await findSiteByHost(payload, 'sunshine-motors.localhost:3000'))?.slug).toBe('sunshine-motors')
    expect((await findSiteByHost(payload, 'WWW.HarbourCityCars.example'))?.slug).toBe('harbour-city-cars')
  })

  it('finds nothing for unknown hosts, never another site', async () => {
    expect(await findSiteByHost(payload, 'unknown.localhost')).toBeNull()
    expect(await findSiteByHost(payload, 'www.unknown-dealer.example')).toBeNull()
    expect(await findSiteByHost(payload, 'localhost:3000')).toBeNull()
  })
})
