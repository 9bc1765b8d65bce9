import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { richText } from '../../seed/lexical'
import { MEDIA_MAX_BYTES } from '../../src/domain/media'
import { findPublishedPages, findSitePage } from '../../src/lib/data/page-data'
import { seededPayload, siteId, staffUser } from './platform'

// Next's cache is not ours: record which tags a change would expire instead of needing a Next server.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

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
beforeEach(() => {
  expired.length = 0
})

const as = async (email: string) => ({ user: await staffUser(payload, email), overrideAccess: false as const })
const editor = () => as('editor@sunshine-motors.example')
const otherAdmin = () => as('manager@harbour-city-cars.example')

const threeBlocks = (heading: string) => [
  { blockType: 'hero' as const, heading, text: 'Drive away today.', buttons: [{ label: 'See offers', link: '/cars' }] },
  { blockType: 'richText' as const, content: richText('Offer ends Sunday.') },
  {
    blockType: 'alertBanner' as const,
    heading: 'Closed on Monday',
    tone: 'warning' as const,
    state: 'closed' as const,
    content: richText('Public holiday.'),
  },
]

const snapshot = async (site: number) =>
  (
    await payload.find({
      collection: 'pages',
      where: { site: { equals: site } },
      draft: false,
      overrideAccess: true,
      depth: 0,
      limit: 100,
      sort: 'slug',
    })
  ).docs.map((page) => [page.slug, page.updatedAt, page._status])

describe('demo pages', () => {
  it('every demo site has a published home page and the information pages of spec 2.1', async () => {
    for (const site of [sunshine, harbour, loneStar]) {
      const slugs = (await findPublishedPages(payload, site)).map((page) => page.slug)
      expect(slugs).toEqual(
        expect.arrayContaining([
          'home',
          'about-us',
          'careers',
          'fleet',
          'privacy-policy',
          'terms-and-conditions',
          'warranty',
          'roadside-assist',
          'book-test-drive',
          'buying',
          'vehicle-parts-and-accessories',
        ]),
      )
    }
  })

  it('seeds the US site in US spelling', async () => {
    const us = JSON.stringify((await findSitePage(payload, loneStar, 'fleet'))?.layout)
    const au = JSON.stringify((await findSitePage(payload, sunshine, 'fleet'))?.layout)
    expect(au).toContain('fleet enquiry')
    expect(us).toContain('fleet inquiry')
    expect(us).not.toMatch(/enquir/i)
  })
})

describe('a site editor publishing a page', () => {
  it('publishes a page with three blocks: only their site changes, and only that page\u2019s cache', async () => {
    const before = { harbour: await snapshot(harbour), loneStar: await snapshot(loneStar) }
    const page = await payload.create({
      collection: 'pages',
      data: {
        site: sunshine,
        title: 'Spring sale',
        slug: 'spring-sale',
        layout: threeBlocks('Spring sale'),
        _status: 'published',
      },
      ...(await editor()),
    })
    const live = await findSitePage(payload, sunshine, 'spring-sale')
    expect(live?.id).toBe(page.id)
    expect(live?.layout?.map((block) => block.blockType)).toEqual(['hero', 'richText', 'alertBanner'])
    expect(await findSitePage(payload, harbour, 'spring-sale')).toBeNull()
    expect(await findSitePage(payload, loneStar, 'spring-sale')).toBeNull()
    expect({ harbour: await snapshot(harbour), loneStar: await snapshot(loneStar) }).toEqual(before)
    expect(expired.sort()).toEqual(['page:sunshine-motors:spring-sale', 'pages:sunshine-motors'])
  })

  it('saving a draft leaves shoppers on the published version; publishing shows it', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'spring-sale' } },
      ...(await editor()),
    })
    const id = docs[0]!.id
    expired.length = 0
    await payload.update({
      collection: 'pages',
      id,
      data: { layout: threeBlocks('Spring sale: extended') },
      draft: true,
      ...(await editor()),
    })
    const shopper = await findSitePage(payload, sunshine, 'spring-sale')
    expect(shopper?.layout?.[0]).toMatchObject({ heading: 'Spring sale' })
    const preview = await findSitePage(payload, sunshine, 'spring-sale', { draft: true })
    expect(preview?.layout?.[0]).toMatchObject({ heading: 'Spring sale: extended' })
    await payload.update({ collection: 'pages', id, data: { _status: 'published' }, ...(await editor()) })
    expect((await findSitePage(payload, sunshine, 'spring-sale'))?.layout?.[0]).toMatchObject({
      heading: 'Spring sale: extended',
    })
    expect(expired.every((tag) => tag.includes(':sunshine-motors'))).toBe(true)
    expect(expired).toContain('page:sunshine-motors:spring-sale')
  })

  it('a page that was only ever a draft is not shown to shoppers', async () => {
    await payload.create({
      collection: 'pages',
      data: { site: sunshine, title: 'Secret', slug: 'secret-draft', layout: threeBlocks('Secret'), _status: 'draft' },
      draft: true,
      ...(await editor()),
    })
    expect(await findSitePage(payload, sunshine, 'secret-draft')).toBeNull()
    expect(await findSitePage(payload, sunshine, 'secret-draft', { draft: true })).not.toBeNull()
    expect((await findPublishedPages(payload, sunshine)).map((p) => p.slug)).not.toContain('secret-draft')
    expect(expired).toEqual([])
  })

  it('slugs are unique within a site but another site may use the same slug', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { site: sunshine, title: 'Again', slug: 'spring-sale', _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    const other = await payload.create({
      collection: 'pages',
      data: { site: harbour, title: 'Harbour sale', slug: 'spring-sale', _status: 'published' },
      overrideAccess: true,
    })
    expect((await findSitePage(payload, harbour, 'spring-sale'))?.id).toBe(other.id)
    expect((await findSitePage(payload, sunshine, 'spring-sale'))?.title).toBe('Spring sale')
  })

  it('refuses slugs that belong to built-in routes', async () => {
    const error = await payload
      .create({
        collection: 'pages',
        data: { site: sunshine, title: 'Cars', slug: 'cars', _status: 'published' },
        ...(await editor()),
      })
      .catch((e: unknown) => e)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('/cars is a built-in page of the site')
  })

  it('refuses a javascript: link in a block', async () => {
    const layout = [
      { blockType: 'hero' as const, heading: 'x', buttons: [{ label: 'Go', link: 'javascript:alert(1)' }] },
    ]
    await expect(
      payload.create({
        collection: 'pages',
        data: { site: sunshine, title: 'Bad', slug: 'bad-link', layout, _status: 'published' },
        ...(await editor()),
      }),
    ).rejects.toThrow()
  })
})

describe('another site\u2019s staff', () => {
  it('cannot see the page in the admin or the API, nor its versions', async () => {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: sunshine } }, { slug: { equals: 'spring-sale' } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    const { docs } = await payload.find({ collection: 'pages', limit: 200, ...(await otherAdmin()) })
    expect(docs.length).toBeGreaterThan(0)
    expect(
      docs.every((doc) => [harbour, loneStar].includes(typeof doc.site === 'object' ? doc.site!.id : doc.site!)),
    ).toBe(true)
    expect(docs.map((doc) => doc.id)).not.toContain(page.id)
    await expect(payload.findByID({ collection: 'pages', id: page.id, ...(await otherAdmin()) })).rejects.toThrow()
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      ...(await otherAdmin()),
    })
    expect(versions.docs).toEqual([])
  })

  it('cannot change it, nor create pages in a site that is not theirs', async () => {
    const page = (
      await payload.find({
        collection: 'pages',
        where: { and: [{ site: { equals: sunshine } }, { slug: { equals: 'spring-sale' } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    await expect(
      payload.update({ collection: 'pages', id: page.id, data: { title: 'Hijacked' }, ...(await otherAdmin()) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'pages', id: page.id, ...(await otherAdmin()) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'pages',
        data: { site: harbour, title: 'x', slug: 'nope', _status: 'published' },
        ...(await editor()),
      }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })).title).toBe(
      'Spring sale',
    )
  })

  it('anonymous API callers read no pages at all', async () => {
    await expect(payload.find({ collection: 'pages', overrideAccess: false })).rejects.toThrow()
  })
})

describe('media uploads', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = async (name: string, data: Buffer, mimetype: string, size = data.length) =>
    payload.create({
      collection: 'media',
      data: { alt: 'A test image', site: sunshine },
      file: { name, data, mimetype, size },
      ...(await editor()),
    })

  it('stores an image with its sized copies', async () => {
    const media = await upload('pixel.png', png, 'image/png')
    expect(media.url).toMatch(/pixel.*\.png$/)
    expect(media.width).toBe(1)
  })

  it('another site\u2019s staff do not see the image in the admin or the API', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 200, ...(await otherAdmin()) })
    expect(
      docs.every((doc) => [harbour, loneStar].includes(typeof doc.site === 'object' ? doc.site!.id : doc.site!)),
    ).toBe(true)
    const ours = await payload.find({
      collection: 'media',
      where: { site: { equals: sunshine } },
      limit: 1,
      overrideAccess: true,
    })
    await expect(
      payload.update({ collection: 'media', id: ours.docs[0]!.id, data: { alt: 'Hijacked' }, ...(await otherAdmin()) }),
    ).rejects.toThrow()
  })

  it('refuses SVG (even renamed) and files past 5 MB with a clear error', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(upload('logo.svg', svg, 'image/svg+xml')).rejects.toThrow()
    await expect(upload('logo.png', svg, 'image/png')).rejects.toThrow(/Only JPEG, PNG, WebP, GIF or AVIF/)
    await expect(upload('huge.png', png, 'image/png', MEDIA_MAX_BYTES + 1)).rejects.toThrow(/at most 5 MB/)
  })
})
