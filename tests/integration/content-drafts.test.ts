/**
 * Drafts for offers, blog posts and promo tiles (issue 22), as pages have them: a draft (or an autosave)
 * stays in the admin, shoppers read only what is published, and publishing puts it on the site.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteContentFor } from '../../src/lib/data/site-content'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { seededPayload, staffUser } from './platform'

// Outside Next.js there is no incremental cache: the site's reads run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))
const { sitePromoTiles } = await import('../../src/lib/data/sites')

let payload: Payload
let site: PublicSite
const editor = async () => ({
  user: await staffUser(payload, 'editor@sunshine-motors.example'),
  overrideAccess: false as const,
})
const made: Array<{ collection: 'offers' | 'posts' | 'promo-tiles'; id: number }> = []

beforeAll(async () => {
  payload = await seededPayload()
  site = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
})
afterAll(async () => {
  for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
})

const offerNames = async () => (await siteContentFor(payload, site).offers(new Date())).map((offer) => offer.name)
const postSlugs = async () => (await siteContentFor(payload, site).posts(new Date())).map((post) => post.slug)
const tileHeadings = async () => (await sitePromoTiles(site)).map((tile) => tile.heading)

describe('a draft offer', () => {
  it('is not on the site; publishing shows it; a later autosave leaves the published text', async () => {
    const draft = await payload.create({
      collection: 'offers',
      data: { site: site.id, name: 'Draft drive-away deal' },
      draft: true,
      ...(await editor()),
    })
    made.push({ collection: 'offers', id: draft.id })
    expect(draft._status).toBe('draft')
    expect(await offerNames()).not.toContain('Draft drive-away deal')

    await payload.update({
      collection: 'offers',
      id: draft.id,
      data: { _status: 'published' },
      ...(await editor()),
    })
    expect(await offerNames()).toContain('Draft drive-away deal')

    // Staff keep editing: the autosaved draft is a new version, the site keeps the published one.
    await payload.update({
      collection: 'offers',
      id: draft.id,
      data: { name: 'Draft drive-away deal, reworded' },
      draft: true,
      autosave: true,
      ...(await editor()),
    })
    expect(await offerNames()).toContain('Draft drive-away deal')
    expect(await offerNames()).not.toContain('Draft drive-away deal, reworded')
    const { totalDocs } = await payload.countVersions({
      collection: 'offers',
      where: { parent: { equals: draft.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBeGreaterThanOrEqual(2)
  })
})

describe('a draft blog post and promo tile', () => {
  it('are not on the site until published', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        site: site.id,
        title: 'Unpublished thoughts',
        slug: 'unpublished-thoughts',
        category: 'buyer-advice',
        publishedAt: '2026-01-01T00:00:00.000Z',
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
                children: [
                  { type: 'text', text: 'Soon.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
                ],
              },
            ],
          },
        },
      },
      draft: true,
      ...(await editor()),
    })
    made.push({ collection: 'posts', id: post.id })
    const tile = await payload.create({
      collection: 'promo-tiles',
      data: { site: site.id, heading: 'Draft tile' },
      draft: true,
      ...(await editor()),
    })
    made.push({ collection: 'promo-tiles', id: tile.id })
    expect(await postSlugs()).not.toContain('unpublished-thoughts')
    expect(await tileHeadings()).not.toContain('Draft tile')
    // The seeded (published) ones are there all along.
    expect((await tileHeadings()).length).toBeGreaterThan(0)

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...(await editor()) })
    await payload.update({
      collection: 'promo-tiles',
      id: tile.id,
      data: { _status: 'published' },
      ...(await editor()),
    })
    expect(await postSlugs()).toContain('unpublished-thoughts')
    expect(await tileHeadings()).toContain('Draft tile')
  })
})
