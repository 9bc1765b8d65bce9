/**
 * Site menus (#22): staff edit their site's menus and the shopper's header and footer show them; the
 * spec's menus apply until then; another site's staff can neither read nor change them; outside links are
 * rendered with rel and script addresses never reach a page.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { SiteFooter } from '../../src/components/chrome/site-footer'
import { SiteHeader } from '../../src/components/chrome/site-header'
import { resolveSite, type PublicSite } from '../../src/lib/data/site-lookup'
import { siteTag } from '../../src/lib/platform/revalidate'
import { createTestSite, seededPayload, staffUser } from './platform'

// Next's cache is not ours: the loaders read fresh, and a change records which tags it would expire.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

let payload: Payload
let site: PublicSite
let other: PublicSite
const userIds: number[] = []

const header = async (target: PublicSite) =>
  renderToStaticMarkup(await SiteHeader({ site: resolveSite(target, new Date()) }))
const footer = async (target: PublicSite) =>
  renderToStaticMarkup(await SiteFooter({ site: resolveSite(target, new Date()) }))

async function editorOf(target: PublicSite, email: string) {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password', role: 'site-editor', tenants: [{ tenant: target.id }] },
    overrideAccess: true,
  })
  userIds.push(user.id)
  return { user: await staffUser(payload, email), overrideAccess: false as const }
}

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Menu Test Motors', 'menu-test-motors')
  other = await createTestSite(payload, 'Menu Other Motors', 'menu-other-motors')
})
beforeEach(() => {
  expired.length = 0
})
afterAll(async () => {
  for (const id of userIds) await payload.delete({ collection: 'users', id, overrideAccess: true })
})

describe('site menus', () => {
  it('show the spec menus while a site has none', async () => {
    const html = await header(site)
    expect(html).toContain('href="/special-offers"')
    expect(html).toContain('href="/roadside-assist"')
    expect(await footer(site)).toContain('href="/privacy-policy"')
  })

  it('staff edit their menu and the shopper header and footer show it; the site cache expires', async () => {
    const as = await editorOf(site, 'menus@menu-test-motors.example')
    const created = await payload.create({
      collection: 'navigation',
      data: {
        site: site.id,
        header: [
          { label: 'Winter Sale', link: '/special-offers?sale=winter' },
          { label: 'Our Group', children: [{ label: 'Partner Dealer', link: 'https://partner.example/' }] },
        ],
        footer: [{ heading: 'Help', links: [{ label: 'Finance FAQ', link: '/finance-faq' }] }],
      },
      ...as,
    })
    expect(expired).toContain(siteTag(site.slug))

    const html = await header(site)
    expect(html).toContain('<a href="/special-offers?sale=winter">Winter Sale</a>')
    expect(html).toContain('Our Group')
    expect(html).toContain('<a href="https://partner.example/" rel="noopener noreferrer external">Partner Dealer</a>')
    // The custom entries replace the spec's fixed links; Home stays.
    expect(html).not.toContain('href="/roadside-assist"')
    expect(html).toContain('href="/"')
    const foot = await footer(site)
    expect(foot).toContain('<a href="/finance-faq">Finance FAQ</a>')
    expect(foot).not.toContain('href="/privacy-policy"')
    // The other site keeps the spec menus.
    expect(await header(other)).toContain('href="/roadside-assist"')

    await payload.update({
      collection: 'navigation',
      id: created.id,
      data: { header: [{ label: 'Clearance', link: '/clearance' }] },
      ...as,
    })
    expect(await header(site)).toContain('<a href="/clearance">Clearance</a>')
  })

  it("another site's staff can neither read nor change a site's menu", async () => {
    const [menu] = (
      await payload.find({ collection: 'navigation', where: { site: { equals: site.id } }, overrideAccess: true })
    ).docs
    expect(menu).toBeDefined()
    const stranger = await editorOf(other, 'menus@menu-other-motors.example')
    const { docs } = await payload.find({ collection: 'navigation', ...stranger })
    expect(docs.map((doc) => doc.id)).not.toContain(menu!.id)
    await expect(
      payload.update({ collection: 'navigation', id: menu!.id, data: { header: [] }, ...stranger }),
    ).rejects.toThrow()
    expect(await header(site)).toContain('Clearance')
  })

  it('refuses script addresses and never renders one', async () => {
    const as = await editorOf(site, 'menus2@menu-test-motors.example')
    const [menu] = (
      await payload.find({ collection: 'navigation', where: { site: { equals: site.id } }, overrideAccess: true })
    ).docs
    const refused = await payload
      .update({
        collection: 'navigation',
        id: menu!.id,
        data: { header: [{ label: 'Evil', link: 'javascript:alert(1)' }] },
        ...as,
      })
      .then(
        () => null,
        (error: { data?: { errors?: Array<{ message: string }> } }) => error,
      )
    expect(refused?.data?.errors?.[0]?.message).toMatch(/starting with \//)
    // A row written past the admin's check (an old import, a direct database edit) is still never linked.
    await payload.db.drizzle.execute(
      sql`UPDATE navigation_header SET link = 'javascript:alert(1)' WHERE _parent_id = ${Number(menu!.id)}`,
    )
    const html = await header(site)
    expect(html).not.toContain('javascript:')
  })
})
