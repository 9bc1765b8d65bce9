import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '../../seed/content'
import { createLead } from '../../src/leads/create-lead'
import { siteContentFor } from '../../src/lib/data/site-content'
import { findSiteByHost } from '../../src/lib/data/site-lookup'
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
const siteOf = (doc: { site?: number | { id: number } | null }) =>
  doc.site && typeof doc.site === 'object' ? doc.site.id : doc.site

type SiteScoped = 'models' | 'offers' | 'reviews' | 'posts'
const makeId = async (slug: string) =>
  (await payload.find({ collection: 'manufacturers', where: { slug: { equals: slug } }, overrideAccess: true }))
    .docs[0]!.id

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
            children: [
              {
                type: 'paragraph',
                format: '',
                indent: 0,
                version: 1,
                direction: 'ltr',
                textFormat: 0,
                children: [
                  { type: 'text', text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
                ],
              },
            ],
          },
        },
      }
  }
}

describe('demo content', () => {
  it('gives the demo sites hours, makes, models, offers, reviews and posts', async () => {
    const brisbane = (
      await payload.find({
        collection: 'locations',
        where: { and: [{ site: { equals: sunshine } }, { slug: { equals: 'brisbane' } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(brisbane.contactDetail?.openingHours).toHaveLength(7)
    expect(brisbane.contactDetail?.specialHours?.length).toBeGreaterThan(3)
    expect(brisbane.dealerLicenceNumber).toBeTruthy()
    for (const collection of ['models', 'offers', 'reviews', 'posts'] as const) {
      for (const site of [sunshine, harbour, loneStar]) {
        expect(
          (await payload.count({ collection, where: { site: { equals: site } }, overrideAccess: true })).totalDocs,
          `${collection} of ${site}`,
        ).toBeGreaterThan(0)
      }
    }
  })

  it('can run again without duplicating anything', async () => {
    const collections = ['manufacturers', 'manufacturer-offers', 'models', 'offers', 'reviews', 'posts'] as const
    const counts = async () =>
      Promise.all(
        collections.map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs),
      )
    const before = await counts()
    await seedContent(payload, {
      'sunshine-motors': sunshine,
      'harbour-city-cars': harbour,
      'lone-star-auto': loneStar,
    })
    expect(await counts()).toEqual(before)
  })
})

describe.each(['models', 'offers', 'reviews', 'posts'] as const)('%s are isolated by site', (collection) => {
  it('a site editor reads and writes only their own site\u2019s', async () => {
    const { docs } = await payload.find({ collection, limit: 100, ...(await editor()) })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => siteOf(doc) === sunshine)).toBe(true)

    const theirs = (
      await payload.find({ collection, where: { site: { equals: harbour } }, limit: 1, overrideAccess: true })
    ).docs[0]!
    await expect(payload.findByID({ collection, id: theirs.id, ...(await editor()) })).rejects.toThrow()
    await expect(payload.update({ collection, id: theirs.id, data: {}, ...(await editor()) })).rejects.toThrow()
    await expect(payload.delete({ collection, id: theirs.id, ...(await editor()) })).rejects.toThrow()
    await expect(
      payload.create({ collection, data: (await sample(collection, harbour, 'sneaky')) as never, ...(await editor()) }),
    ).rejects.toThrow()
    expect(
      (await payload.count({ collection, where: { site: { equals: harbour } }, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(0)

    const own = await payload.create({
      collection,
      data: (await sample(collection, sunshine, `own-${collection}`)) as never,
      ...(await editor()),
    })
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
    await expect(
      payload.create({ collection: 'manufacturers', data: { name: 'Sneaky', slug: 'sneaky' }, ...(await editor()) }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'manufacturers',
        id: docs[0]!.id,
        data: { name: 'Renamed' },
        ...(await groupAdmin()),
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'manufacturers', ...anonymous })).rejects.toThrow()
  })
})

describe('manufacturer offers', () => {
  const admin = () => as('admin@example.com')
  const day = 24 * 60 * 60 * 1000
  const shown = async (site: number, slug: string) =>
    (await siteContentFor(payload, { id: site }).offers(new Date())).find((offer) => offer.id === slug)

  it('show on every site selling the make except the excluded, until their end', async () => {
    const mazda = await makeId('mazda')
    // The offer shows the site's own model's first image.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'CX-5', site: sunshine },
      file: { name: 'cx-5.png', data: pixel, mimetype: 'image/png', size: pixel.length },
      overrideAccess: true,
    })
    const cx5 = (
      await payload.find({
        collection: 'models',
        where: { and: [{ site: { equals: sunshine } }, { slug: { equals: 'cx-5' } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({ collection: 'models', id: cx5.id, data: { images: [image.id] }, overrideAccess: true })
    const offer = await payload.create({
      collection: 'manufacturer-offers',
      data: {
        name: 'Mazda test offer',
        slug: 'mazda-test-offer',
        manufacturer: mazda,
        modelSlug: 'cx-5',
        excludedSites: [harbour],
        end: new Date(Date.now() + 10 * day).toISOString(),
      },
      ...(await admin()),
    })
    try {
      // Sunshine Motors and Harbour City Cars both sell Mazda; Lone Star Auto (Ford) does not.
      const onSunshine = await shown(sunshine, 'mazda-test-offer')
      expect(onSunshine).toMatchObject({
        path: '/offers/mazda/mazda-test-offer',
        manufacturer: { slug: 'mazda' },
        model: { slug: 'cx-5', path: '/cx-5' },
      })
      expect(onSunshine?.image?.id).toBe(image.id)
      expect(await shown(harbour, 'mazda-test-offer')).toBeUndefined()
      expect(await shown(loneStar, 'mazda-test-offer')).toBeUndefined()

      await payload.update({
        collection: 'manufacturer-offers',
        id: offer.id,
        data: { excludedSites: [] },
        ...(await admin()),
      })
      expect(await shown(harbour, 'mazda-test-offer')).toMatchObject({ path: '/offers/mazda/mazda-test-offer' })
      expect(await shown(loneStar, 'mazda-test-offer')).toBeUndefined()

      await payload.update({
        collection: 'manufacturer-offers',
        id: offer.id,
        data: { end: new Date(Date.now() - day).toISOString() },
        ...(await admin()),
      })
      expect(await shown(sunshine, 'mazda-test-offer')).toBeUndefined()
    } finally {
      await payload.delete({ collection: 'manufacturer-offers', id: offer.id, overrideAccess: true })
      await payload.update({ collection: 'models', id: cx5.id, data: { images: [] }, overrideAccess: true })
      await payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    }
  })

  it('reach a site through its locations’ makes too, not only its models’', async () => {
    // Lone Star Auto has a Ford location and Ford models; give it a make only through a location.
    const hyundai = await makeId('hyundai')
    const austin = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: loneStar } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const before = (austin.manufacturers ?? []).map((m) => (typeof m === 'object' ? m.id : m))
    const offer = await payload.create({
      collection: 'manufacturer-offers',
      data: { name: 'Hyundai test offer', slug: 'hyundai-test-offer', manufacturer: hyundai },
      overrideAccess: true,
    })
    try {
      expect(await shown(loneStar, 'hyundai-test-offer')).toBeUndefined()
      await payload.update({
        collection: 'locations',
        id: austin.id,
        data: { manufacturers: [...before, hyundai] },
        overrideAccess: true,
      })
      expect(await shown(loneStar, 'hyundai-test-offer')).toMatchObject({
        path: '/offers/hyundai/hyundai-test-offer',
        model: null,
        image: null,
      })
    } finally {
      await payload.update({
        collection: 'locations',
        id: austin.id,
        data: { manufacturers: before },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'manufacturer-offers', id: offer.id, overrideAccess: true })
    }
  })

  it('are written by platform admins only; dealer staff read them without the excluded sites', async () => {
    const mazda = await makeId('mazda')
    await expect(
      payload.create({
        collection: 'manufacturer-offers',
        data: { name: 'Sneaky', slug: 'sneaky-offer', manufacturer: mazda },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    const seeded = (
      await payload.find({
        collection: 'manufacturer-offers',
        where: { slug: { equals: 'cx-5-five-years-servicing' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(seeded.excludedSites?.length).toBe(1)
    await expect(
      payload.update({
        collection: 'manufacturer-offers',
        id: seeded.id,
        data: { excludedSites: [] },
        ...(await groupAdmin()),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'manufacturer-offers', id: seeded.id, ...(await editor()) }),
    ).rejects.toThrow()
    const read = await payload.findByID({ collection: 'manufacturer-offers', id: seeded.id, ...(await editor()) })
    expect(read.name).toBe(seeded.name)
    expect(read.excludedSites).toBeUndefined()
    await expect(payload.find({ collection: 'manufacturer-offers', ...anonymous })).rejects.toThrow()
  })

  it('want a slug with a letter (a number would be a site offer’s address), and keep their make', async () => {
    const mazda = await makeId('mazda')
    expect(
      await refusal(
        payload.create({
          collection: 'manufacturer-offers',
          data: { name: 'Numbered', slug: '2026', manufacturer: mazda },
          overrideAccess: true,
        }),
      ),
    ).toMatch(/^slug: /)
    expect(
      await refusal(
        payload.create({
          collection: 'manufacturer-offers',
          data: { name: 'No make', slug: 'no-make' } as never,
          overrideAccess: true,
        }),
      ),
    ).toMatch(/^manufacturer: /)
    await expect(payload.delete({ collection: 'manufacturers', id: mazda, ...(await admin()) })).rejects.toThrow(
      /manufacturer offer/,
    )
    expect(
      (await payload.count({ collection: 'manufacturers', where: { id: { equals: mazda } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('content rules on save', () => {
  it('refuses a link to another site\u2019s model or location', async () => {
    const harbourModel = (
      await payload.find({ collection: 'models', where: { site: { equals: harbour } }, limit: 1, overrideAccess: true })
    ).docs[0]!
    expect(
      await refusal(
        payload.create({
          collection: 'offers',
          data: { site: sunshine, name: 'Borrowed model', model: harbourModel.id },
          ...(await editor()),
        }),
      ),
    ).toMatch(/^model: /)
    const harbourLocation = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: harbour } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(
      await refusal(
        payload.create({
          collection: 'reviews',
          data: {
            site: sunshine,
            customerName: 'X',
            rating: 5,
            reviewDate: '2026-11-01T00:00:00.000Z',
            location: harbourLocation.id,
          },
          ...(await editor()),
        }),
      ),
    ).toMatch(/^location: /)
  })

  it('refuses model addresses another model or a route already answers', async () => {
    const toyota = await makeId('toyota')
    expect(
      await refusal(
        payload.create({
          collection: 'models',
          data: { site: sunshine, name: 'Dup', slug: 'other', newSlug: 'hilux', manufacturer: toyota },
          ...(await editor()),
        }),
      ),
    ).toMatch(/already answers/)
    expect(
      await refusal(
        payload.create({
          collection: 'models',
          data: { site: sunshine, name: 'Cars', slug: 'cars', manufacturer: toyota },
          ...(await editor()),
        }),
      ),
    ).toMatch(/page of the site already/)
    // Another site may use the same slug.
    const elsewhere = await payload.create({
      collection: 'models',
      data: { site: loneStar, name: 'HiLux', slug: 'hilux', manufacturer: toyota },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'models', id: elsewhere.id, overrideAccess: true })
  })

  it('refuses opening hours that close before they open, and a weekday twice', async () => {
    const location = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: sunshine } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(
      await refusal(
        payload.update({
          collection: 'locations',
          id: location.id,
          data: { contactDetail: { openingHours: [{ weekday: '1', status: 'Open', open: '17:00', close: '09:00' }] } },
          ...(await editor()),
        }),
      ),
    ).toMatch(/closing time must be after/)
    expect(
      await refusal(
        payload.update({
          collection: 'locations',
          id: location.id,
          data: {
            contactDetail: {
              openingHours: [
                { weekday: '1', status: 'Closed' },
                { weekday: '1', status: 'Closed' },
              ],
            },
          },
          ...(await editor()),
        }),
      ),
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
    const locations = (
      await payload.find({
        collection: 'locations',
        where: { site: { equals: sunshine } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
    const now = new Date('2030-01-03T00:00:00Z') // Brisbane: Thursday 3 January 2030
    // Brisbane sales: Saturday 8:30 to 16:00, so 15:30 is the last time and 16:00 is refused.
    const ok = await createLead(
      payload,
      { site, locations, now },
      { form: 'test-drive', ...contact, model: 'Toyota HiLux', date: '2030-01-05', time: '15:30' },
    )
    expect(ok.ok).toBe(true)
    const late = await createLead(
      payload,
      { site, locations, now },
      { form: 'test-drive', ...contact, model: 'Toyota HiLux', date: '2030-01-05', time: '16:00' },
    )
    expect(late).toMatchObject({ ok: false, status: 400, fields: { time: 'Please choose one of the times offered.' } })
    const early = await createLead(
      payload,
      { site, locations, now },
      { form: 'test-drive', ...contact, model: 'Toyota HiLux', date: '2030-01-07', time: '08:30' },
    )
    expect(early.ok).toBe(true) // Monday 8:30: open by the location's hours (the defaults start at 9)
  })
})
