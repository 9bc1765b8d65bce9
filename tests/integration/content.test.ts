import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '../../seed/content'
import { createLead } from '../../src/leads/create-lead'
import { siteContentFor } from '../../src/lib/site-content'
import { findSiteByHost } from '../../src/lib/site-lookup'
import { seededPayload, siteId, staffUser } from './platform'

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
const anonymous = { user: null, overrideAccess: false as const }
/** The field errors a refused save carries (Payload's ValidationError holds them in `data.errors`). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('; ') || String(error)
  }
  throw new Error('The save was not refused.')
}
const siteOf = (doc: { site?: number | { id: number } | null }) => (doc.site && typeof doc.site === 'object' ? doc.site.id : doc.site)

type SiteScoped = 'models' | 'offers' | 'reviews' | 'posts'
const makeId = async (slug: string) => (await payload.find({ collection: 'manufacturers', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!.id

/** A valid new document of each site-scoped content collection for a site. */
const sample = async (collection: SiteScoped, site: number, tag: string): Promise<Record<string, unknown>> => {
  switch (collection) {
    case 'models':
      return { site, name: `Model ${tag}`, slug: `model-${tag}`, manufacturer: await makeId('toyota') }
    case 'offers':
      return { site, name: `Offer ${tag}` }
    case 'reviews':
      return { site, customerName: `Reviewer ${tag}`, rating: 5, reviewDate: '2026-11-01T00:00:00.000Z' }
    case 'posts':
      return {
        site,
        title: `Post ${tag}`,
        slug: `post-${tag}`,
        category: 'buyer-advice',
        publishedAt: '2026-11-01T00:00:00.000Z',
        content: {
          root: {
            type: 'root',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
          },
        },
      }
  }
}

describe('demo content', () => {
  it('gives the demo sites hours, makes, models, offers, reviews and posts', async () => {
    const brisbane = (await payload.find({ collection: 'locations', where: { and: [{ site: { equals: sunshine } }, { slug: { equals: 'brisbane' } }] }, overrideAccess: true })).docs[0]!
    expect(brisbane.contactDetail?.openingHours).toHaveLength(7)
    expect(brisbane.contactDetail?.specialHours?.length).toBeGreaterThan(3)
    expect(brisbane.dealerLicenceNumber).toBeTruthy()
    for (const collection of ['models', 'offers', 'reviews', 'posts'] as const) {
      for (const site of [sunshine, harbour, loneStar]) {
        expect((await payload.count({ collection, where: { site: { equals: site } }, overrideAccess: true })).totalDocs, `${collection} of ${site}`).toBeGreaterThan(0)
      }
    }
  })

  it('can run again without duplicating anything', async () => {
    const collections = ['manufacturers', 'models', 'offers', 'reviews', 'posts'] as const
    const counts = async () => Promise.all(collections.map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs))
    const before = await counts()
    await seedContent(payload, { 'sunshine-motors': sunshine, 'harbour-city-cars': harbour, 'lone-star-auto': loneStar })
    expect(await counts()).toEqual(before)
  })
})

describe.each(['models', 'offers', 'reviews', 'posts'] as const)('%s are isolated by site', (collection) => {
  it('a site editor reads and writes only their own site\u2019s', async () => {
    const { docs } = await payload.find({ collection, limit: 100, ...(await editor()) })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => siteOf(doc) === sunshine)).toBe(true)

    const theirs = (await payload.find({ collection, where: { site: { equals: harbour } }, limit: 1, overrideAccess: true })).docs[0]!
    await expect(payload.findByID({ collection, id: theirs.id, ...(await editor()) })).rejects.toThrow()
    await expect(payload.update({ collection, id: theirs.id, data: {}, ...(await editor()) })).rejects.toThrow()
    await expect(payload.delete({ collection, id: theirs.id, ...(await editor()) })).rejects.toThrow()
    await expect(payload.create({ collection, data: (await sample(collection, harbour, 'sneaky')) as never, ...(await editor()) })).rejects.toThrow()
    expect((await payload.count({ collection, where: { site: { equals: harbour } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)

    const own = await payload.create({ collection, data: (await sample(collection, sunshine, `own-${collection}`)) as never, ...(await editor()) })
    expect(siteOf(own)).toBe(sunshine)
    await payload.delete({ collection, id: own.id, ...(await editor()) })
  })

  it('a group admin of other sites cannot read Sunshine Motors\u2019', async () => {
    const { docs } = await payload.find({ collection, limit: 200, ...(await groupAdmin()) })
    expect(docs.some((doc) => siteOf(doc) === sunshine)).toBe(false)
    expect(docs.some((doc) => siteOf(doc) === harbour)).toBe(true)
  })

  it('anonymous readers get nothing through the API', async () => {
    await expect(payload.find({ collection: collection as CollectionSlug, ...anonymous })).rejects.toThrow()
  })
})

describe('manufacturers', () => {
  it('are shared: staff read them, only platform admins change them, anonymous readers get nothing', async () => {
    const { docs } = await payload.find({ collection: 'manufacturers', ...(await editor()) })
    expect(docs.map((m) => m.slug)).toContain('toyota')
    await expect(payload.create({ collection: 'manufacturers', data: { name: 'Sneaky', slug: 'sneaky' }, ...(await editor()) })).rejects.toThrow()
    await expect(payload.update({ collection: 'manufacturers', id: docs[0]!.id, data: { name: 'Renamed' }, ...(await groupAdmin()) })).rejects.toThrow()
    await expect(payload.find({ collection: 'manufacturers', ...anonymous })).rejects.toThrow()
  })
})

describe('content rules on save', () => {
  it('refuses a link to another site\u2019s model or location', async () => {
    const harbourModel = (await payload.find({ collection: 'models', where: { site: { equals: harbour } }, limit: 1, overrideAccess: true })).docs[0]!
    expect(await refusal(payload.create({ collection: 'offers', data: { site: sunshine, name: 'Borrowed model', model: harbourModel.id }, ...(await editor()) }))).toMatch(/^model: /)
    const harbourLocation = (await payload.find({ collection: 'locations', where: { site: { equals: harbour } }, limit: 1, overrideAccess: true })).docs[0]!
    expect(
      await refusal(payload.create({ collection: 'reviews', data: { site: sunshine, customerName: 'X', rating: 5, reviewDate: '2026-11-01T00:00:00.000Z', location: harbourLocation.id }, ...(await editor()) })),
    ).toMatch(/^location: /)
  })

  it('refuses model addresses another model or a route already answers', async () => {
    const toyota = await makeId('toyota')
    expect(await refusal(payload.create({ collection: 'models', data: { site: sunshine, name: 'Dup', slug: 'other', newSlug: 'hilux', manufacturer: toyota }, ...(await editor()) }))).toMatch(/already answers/)
    expect(await refusal(payload.create({ collection: 'models', data: { site: sunshine, name: 'Cars', slug: 'cars', manufacturer: toyota }, ...(await editor()) }))).toMatch(/page of the site already/)
    // Another site may use the same slug.
    const elsewhere = await payload.create({ collection: 'models', data: { site: loneStar, name: 'HiLux', slug: 'hilux', manufacturer: toyota }, overrideAccess: true })
    await payload.delete({ collection: 'models', id: elsewhere.id, overrideAccess: true })
  })

  it('refuses opening hours that close before they open, and a weekday twice', async () => {
    const location = (await payload.find({ collection: 'locations', where: { site: { equals: sunshine } }, limit: 1, overrideAccess: true })).docs[0]!
    expect(
      await refusal(payload.update({ collection: 'locations', id: location.id, data: { contactDetail: { openingHours: [{ weekday: '1', status: 'Open', open: '17:00', close: '09:00' }] } }, ...(await editor()) })),
    ).toMatch(/closing time must be after/)
    expect(
      await refusal(payload.update({
        collection: 'locations',
        id: location.id,
        data: { contactDetail: { openingHours: [{ weekday: '1', status: 'Closed' }, { weekday: '1', status: 'Closed' }] } },
        ...(await editor()),
      })),
    ).toMatch(/one row only/)
  })
})

describe('shopper reads', () => {
  it('see only the site\u2019s own content, live offers and published posts', async () => {
    const site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
    const content = siteContentFor(payload, site)
    const now = new Date()
    const offers = await content.offers(now)
    expect(offers.length).toBeGreaterThan(0)
    expect(offers.map((o) => o.name)).not.toContain('Stocktake sale (ended)')
    const posts = await content.posts(now)
    expect(posts.map((p) => p.slug)).toContain('toyota-hilux-sr5-review')
    expect(posts.map((p) => p.slug)).not.toContain('electric-range-explained')
    const models = await content.models()
    expect(models.map((m) => m.slug)).toContain('hilux')
    expect(models.map((m) => m.slug)).not.toContain('f-150')
  })
})

describe('test drives follow the chosen location\u2019s hours', () => {
  it('offers and accepts times within the seeded hours only', async () => {
    const site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
    const locations = (await payload.find({ collection: 'locations', where: { site: { equals: sunshine } }, depth: 0, overrideAccess: true })).docs
    const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
    const now = new Date('2030-01-03T00:00:00Z') // Brisbane: Thursday 3 January 2030
    // Brisbane sales: Saturday 8:30 to 16:00, so 15:30 is the last time and 16:00 is refused.
    const ok = await createLead(payload, { site, locations, now }, { form: 'test-drive', ...contact, date: '2030-01-05', time: '15:30' })
    expect(ok.ok).toBe(true)
    const late = await createLead(payload, { site, locations, now }, { form: 'test-drive', ...contact, date: '2030-01-05', time: '16:00' })
    expect(late).toMatchObject({ ok: false, status: 400, fields: { time: 'Please choose one of the times offered.' } })
    const early = await createLead(payload, { site, locations, now }, { form: 'test-drive', ...contact, date: '2030-01-07', time: '08:30' })
    expect(early.ok).toBe(true) // Monday 8:30: open by the location's hours (the defaults start at 9)
  })
})
