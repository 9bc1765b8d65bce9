/**
 * Images picked from a library, not typed as addresses (issue 22): a promo tile's image and a site's logo are
 * the site's own media items, refused (with the field's message, never a 500) when they are another site's;
 * a make's logo is an item of the platform's make logos, which only platform admins add, SVG refused.
 * Through Payload's REST handler with real requests, as the admin sends them.
 */
import { handleEndpoints, type Field, type FilterOptionsProps, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IMAGE_CACHE_CONTROL } from '../../collections/image-uploads'
import { DEMO_DEFAULTS } from '../../seed/demo'
import { findSiteByHost } from '../../src/lib/data/site-lookup'
import { siteContentFor } from '../../src/lib/data/site-content'
import { MEDIA_NOT_AN_IMAGE } from '../../src/domain/media'
import { OTHER_SITE_MEDIA } from '../../src/lib/requests/same-site-media'
import { seededPayload, siteId } from './platform'
import { restClient, type RestAnswer } from './rest'

let payload: Payload
let sunshine: number
let harbour: number
const { rest, json, signIn } = restClient(() => payload)

const EDITOR = 'editor@sunshine-motors.example' // site editor of Sunshine Motors
const GROUP_ADMIN = 'manager@harbour-city-cars.example' // group admin of Harbour City Cars and Lone Star Auto
const ADMIN = DEMO_DEFAULTS.adminEmail

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

/** The admin's upload: multipart with the file and the other fields as `_payload` JSON. */
function upload(name: string, type: string, bytes: Uint8Array, alt = name): RequestInit {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
  form.append('_payload', JSON.stringify({ alt }))
  return { method: 'POST', body: form }
}

const image = async (site: number, alt: string) =>
  (
    await payload.create({
      collection: 'media',
      data: { alt, site },
      file: { name: `${alt.replace(/\W+/g, '-')}.png`, data: PIXEL_PNG, mimetype: 'image/png', size: PIXEL_PNG.length },
      overrideAccess: true,
    })
  ).id

/** What the admin's toast or field error says for an answer. */
const said = (answer: RestAnswer) => JSON.stringify(answer.body)

/** A field of a collection's config, by name, looking through tabs, groups and rows. */
function findField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const inner =
      field.type === 'tabs' ? field.tabs.flatMap((tab) => tab.fields) : 'fields' in field ? field.fields : []
    const found = findField(inner, name)
    if (found) return found
  }
  return undefined
}
const filterOf = (collection: string, name: string) => {
  const field = findField(payload.config.collections.find((c) => c.slug === collection)!.fields, name)
  expect(field && 'filterOptions' in field && typeof field.filterOptions, `${collection}.${name}`).toBe('function')
  return (field as { filterOptions: (args: Partial<FilterOptionsProps>) => unknown }).filterOptions
}

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
})

const undo: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const step of undo.reverse()) await step()
})

describe('a promo tile\u2019s image', () => {
  it('is one of the tile\u2019s site\u2019s own images: another site\u2019s is refused with the field\u2019s message', async () => {
    const editor = await signIn(EDITOR)
    const theirs = await image(harbour, 'Harbour promo picture')
    const ours = await image(sunshine, 'Sunshine promo picture')

    const created = await rest(
      '/promo-tiles',
      editor,
      json('POST', { site: sunshine, heading: 'Borrowed picture', image: theirs, _status: 'published' }),
    )
    expect(created.status).toBe(400)
    expect(said(created)).toContain(OTHER_SITE_MEDIA)

    const tile = await rest(
      '/promo-tiles',
      editor,
      json('POST', { site: sunshine, heading: 'Winter service', image: ours, _status: 'published' }),
    )
    expect(tile.status).toBe(201)
    const id = (tile.body.doc as { id: number }).id
    undo.push(() => payload.delete({ collection: 'promo-tiles', id, overrideAccess: true }))

    // Published and as a draft (Payload skips field validation on drafts; the check is a hook).
    for (const path of [`/promo-tiles/${id}`, `/promo-tiles/${id}?draft=true`]) {
      const refused = await rest(path, editor, json('PATCH', { image: theirs }))
      expect(refused.status, path).toBe(400)
      expect(said(refused), path).toContain(OTHER_SITE_MEDIA)
    }
    const saved = await payload.findByID({ collection: 'promo-tiles', id, depth: 1, overrideAccess: true })
    expect(saved.image && typeof saved.image === 'object' ? saved.image.alt : null).toBe('Sunshine promo picture')
  })

  it('is picked from the tile\u2019s site\u2019s images only: the picker filters by the tile\u2019s site', () => {
    const filter = filterOf('promo-tiles', 'image')
    expect(filter({ data: { site: sunshine }, relationTo: 'media' } as Partial<FilterOptionsProps>)).toEqual({
      site: { equals: sunshine },
    })
  })
})

describe('a site\u2019s logo', () => {
  it('is one of the site\u2019s own images: another site\u2019s is refused, its own is shown with the site', async () => {
    const groupAdmin = await signIn(GROUP_ADMIN)
    const theirs = await image(sunshine, 'Sunshine logo')
    const ours = await image(harbour, 'Harbour City Cars logo')
    const before = await payload.findByID({ collection: 'sites', id: harbour, depth: 0, overrideAccess: true })
    undo.push(() =>
      payload.update({
        collection: 'sites',
        id: harbour,
        data: { theme: { ...before.theme, logo: before.theme?.logo ?? null } },
        overrideAccess: true,
      }),
    )

    const refused = await rest(`/sites/${harbour}`, groupAdmin, json('PATCH', { theme: { logo: theirs } }))
    expect(refused.status).toBe(400)
    expect(said(refused)).toContain(OTHER_SITE_MEDIA)

    const accepted = await rest(`/sites/${harbour}`, groupAdmin, json('PATCH', { theme: { logo: ours } }))
    expect(accepted.status).toBe(200)
    const site = await findSiteByHost(payload, 'harbour-city-cars.localhost')
    const logo = site?.theme?.logo
    expect(logo && typeof logo === 'object' ? [logo.id, logo.alt, logo.url] : null).toEqual([
      ours,
      'Harbour City Cars logo',
      expect.stringMatching(/^\/api\/media\/file\//),
    ])
  })

  it('cannot be set on a site being created (it has no images yet), and the picker offers only the site\u2019s', async () => {
    const admin = await signIn(ADMIN, DEMO_DEFAULTS.adminPassword)
    const theirs = await image(sunshine, 'Not a new site\u2019s logo')
    const created = await rest(
      '/sites',
      admin,
      json('POST', { name: 'Logo Test Motors', slug: 'logo-test-motors', theme: { logo: theirs } }),
    )
    expect(created.status).toBe(400)
    expect(said(created)).toContain(OTHER_SITE_MEDIA)
    expect(
      (await payload.count({ collection: 'sites', where: { slug: { equals: 'logo-test-motors' } } })).totalDocs,
    ).toBe(0)

    const filter = filterOf('sites', 'logo')
    expect(filter({ id: harbour, data: {}, relationTo: 'media' } as Partial<FilterOptionsProps>)).toEqual({
      site: { equals: harbour },
    })
    expect(filter({ data: {}, relationTo: 'media' } as Partial<FilterOptionsProps>)).toBe(false)
  })
})

describe('make logos', () => {
  it('are public to read, and only platform admins add them: site and group staff are refused', async () => {
    expect((await rest('/make-logos?limit=5', undefined)).status).toBe(200)
    for (const email of [EDITOR, GROUP_ADMIN]) {
      const refused = await rest('/make-logos', await signIn(email), upload('sneaky.png', 'image/png', PIXEL_PNG))
      expect(refused.status, email).toBe(403)
    }
    expect(
      (await payload.count({ collection: 'make-logos', where: { alt: { equals: 'sneaky.png' } } })).totalDocs,
    ).toBe(0)
  })

  it('refuse SVG, also renamed, with the media library\u2019s message', async () => {
    const admin = await signIn(ADMIN, DEMO_DEFAULTS.adminPassword)
    const svg = await rest('/make-logos', admin, upload('badge.svg', 'image/svg+xml', SVG))
    expect(svg.status).toBe(400)
    expect(svg.body.errors?.[0]?.message).toBeTruthy()
    expect(said(svg)).not.toMatch(/unknown error|something went wrong/i)
    const renamed = await rest('/make-logos', admin, upload('badge.png', 'image/png', SVG))
    expect(renamed.status).toBe(400)
    expect(renamed.body.errors?.[0]?.message).toBe(MEDIA_NOT_AN_IMAGE)
    expect(
      (await payload.count({ collection: 'make-logos', where: { alt: { in: ['badge.svg', 'badge.png'] } } })).totalDocs,
    ).toBe(0)
  })

  it('a platform admin uploads one and gives it to a make; every site\u2019s makes carry it', async () => {
    const admin = await signIn(ADMIN, DEMO_DEFAULTS.adminPassword)
    const uploaded = await rest(
      '/make-logos',
      admin,
      upload('hyundai.png', 'image/png', PIXEL_PNG, 'Hyundai logo, new'),
    )
    expect(uploaded.status).toBe(201)
    const logo = (uploaded.body.doc as { id: number; url: string }).id
    const { docs } = await payload.find({
      collection: 'manufacturers',
      where: { slug: { equals: 'hyundai' } },
      depth: 0,
      overrideAccess: true,
    })
    const make = docs[0]!
    undo.push(() =>
      payload.update({
        collection: 'manufacturers',
        id: make.id,
        data: { logo: make.logo ?? null },
        overrideAccess: true,
      }),
    )
    expect((await rest(`/manufacturers/${make.id}`, admin, json('PATCH', { logo }))).status).toBe(200)
    // A group admin may not change a make (nor its logo).
    expect(
      (await rest(`/manufacturers/${make.id}`, await signIn(GROUP_ADMIN), json('PATCH', { logo: null }))).status,
    ).toBe(403)

    const makes = await siteContentFor(payload, { id: harbour }).manufacturers()
    const hyundai = makes.find((m) => m.slug === 'hyundai')
    expect(hyundai?.logo?.alt).toBe('Hyundai logo, new')
    expect(hyundai?.logo?.url).toMatch(/^\/api\/make-logos\/file\//)
  })

  it('the demo gives each demo make a drawn badge, with its sized copies', async () => {
    const makes = await siteContentFor(payload, { id: sunshine }).manufacturers()
    const mazda = makes.find((m) => m.slug === 'mazda')
    expect(mazda?.logo?.alt).toBe('Mazda logo')
    expect([mazda?.logo?.width, mazda?.logo?.height]).toEqual([320, 320])
    expect(mazda?.logo?.sizes?.small).toMatchObject({ width: 160, height: 160 })
  })
})

describe('library image files', () => {
  const served = async (collection: 'media' | 'make-logos', filename: string) =>
    handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost:3000/api/${collection}/file/${encodeURIComponent(filename)}`),
    })

  it('are kept by browsers for an hour: a site\u2019s image, and a make logo\u2019s sized copy', async () => {
    const media = await payload.findByID({ collection: 'media', id: await image(sunshine, 'Cached forecourt') })
    const answer = await served('media', media.filename!)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)

    const mazda = (await siteContentFor(payload, { id: sunshine }).manufacturers()).find((m) => m.slug === 'mazda')
    const copy = await served('make-logos', mazda!.logo!.sizes!.small!.filename!)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
  })

  it('that are missing are not kept', async () => {
    const missing = await served('media', 'no-such-image.webp')
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('max-age')
  })
})
