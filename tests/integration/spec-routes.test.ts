import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { richText } from '../../seed/lexical'
import { MAKE_SERVICE_TEMPLATE_SLUG } from '../../src/domain/make-service'
import { accessoriesCount, searchParts } from '../../src/domain/parts'
import { createLead } from '../../src/leads/create-lead'
import type { FormLocation } from '../../src/leads/form-rules'
import { makeServicePage, makeServiceTemplatePreview } from '../../src/lib/data/make-service-page'
import { signPreview } from '../../src/lib/requests/preview-session'
import { findSitePage } from '../../src/lib/data/page-data'
import { findSiteParts } from '../../src/lib/data/parts'
import { findSiteByHost, resolveSite, type PublicSite } from '../../src/lib/data/site-lookup'
import { createTestSite, seededPayload, staffUser } from './platform'

// Outside Next.js there is no data cache and no request: every read goes to the database, no preview.
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))
// No preview session unless a test opens one.
const preview = vi.hoisted(() => ({ token: undefined as string | undefined }))
vi.mock('next/headers', () => ({
  // What the proxy passes on of a verified `?preview=` token (src/proxy.ts).
  headers: async () => new Headers(preview.token ? { 'x-site-preview': preview.token } : {}),
}))

let payload: Payload
let sunshine: PublicSite
let loneStar: PublicSite
let harbour: PublicSite
const contact = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' }
const as = async (email: string) => ({ user: await staffUser(payload, email), overrideAccess: false as const })
const locationsOf = async (site: PublicSite): Promise<FormLocation[]> =>
  (
    await payload.find({
      collection: 'locations',
      where: { site: { equals: site.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const makeId = async (slug: string) =>
  (await payload.find({ collection: 'manufacturers', where: { slug: { equals: slug } }, overrideAccess: true }))
    .docs[0]!.id

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  loneStar = (await findSiteByHost(payload, 'lone-star-auto.localhost'))!
  harbour = (await findSiteByHost(payload, 'harbour-city-cars.localhost'))!
})

describe('the parts catalogue', () => {
  it('is seeded per demo site, fitting only the makes that site sells', async () => {
    const [toyota, mazda, ford] = await Promise.all([makeId('toyota'), makeId('mazda'), makeId('ford')])
    const fitted = async (site: PublicSite) =>
      new Set((await findSiteParts(payload, site.id)).flatMap((part) => part.fits.map((fit) => fit.make)))
    expect(await fitted(sunshine)).toEqual(new Set([toyota, mazda]))
    expect(await fitted(harbour)).toEqual(new Set([mazda]))
    expect(await fitted(loneStar)).toEqual(new Set([ford]))
    const parts = await findSiteParts(payload, sunshine.id)
    expect(parts.some((part) => part.accessory)).toBe(true)
    expect(parts.some((part) => !part.accessory)).toBe(true)
  })

  it('finds parts by text and vehicle on the site’s own catalogue only', async () => {
    const toyota = await makeId('toyota')
    const parts = await findSiteParts(payload, sunshine.id)
    const hilux = searchParts(parts, { q: '', make: 'toyota', model: 'HiLux', page: 1 }, toyota)
    expect(hilux.items.map((part) => part.partNumber)).toEqual(
      expect.arrayContaining(['PZQ-60-0001', '90915-YZZD4', 'WB-600']),
    )
    expect(hilux.items.map((part) => part.partNumber)).not.toContain('PZ49-00-2') // RAV4 mats
    expect(searchParts(parts, { q: 'pzq600001', make: null, model: null, page: 1 }, null).items).toHaveLength(1)
    // Lone Star's bed liner is no part of Sunshine's catalogue.
    expect(searchParts(parts, { q: 'bed liner', make: null, model: null, page: 1 }, null).total).toBe(0)
    // The model page's count: HiLux has its towbar and seat covers.
    expect(accessoriesCount(parts, { make: toyota, name: 'HiLux' })).toBe(2)
  })

  it('is edited by staff of its site only', async () => {
    const editor = await as('editor@sunshine-motors.example')
    const seen = await payload.find({ collection: 'parts', limit: 100, depth: 0, ...editor })
    expect(seen.totalDocs).toBeGreaterThan(0)
    expect(seen.docs.every((part) => part.site === sunshine.id)).toBe(true)
    const theirs = (await findSiteParts(payload, loneStar.id))[0]!
    await expect(
      payload.update({ collection: 'parts', id: theirs.id, data: { price: 1 }, depth: 0, ...editor }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'parts',
        data: { site: loneStar.id, name: 'Sneaky', partNumber: 'X-1', fits: [] },
        ...editor,
      }),
    ).rejects.toThrow()
    const mine = await payload.create({
      collection: 'parts',
      data: { site: sunshine.id, name: 'Test mud flaps', partNumber: 'TEST-MF-1', accessory: true, fits: [] },
      ...editor,
    })
    expect(typeof mine.site === 'object' ? mine.site?.id : mine.site).toBe(sunshine.id)
    await payload.delete({ collection: 'parts', id: mine.id, ...editor })
    // Shoppers (no user) read nothing through the API.
    await expect(payload.find({ collection: 'parts', overrideAccess: false })).rejects.toThrow()
  })

  it('takes a “Request this part” lead for a part of the site, to its parts location', async () => {
    const locations = await locationsOf(sunshine)
    const partsLocation = locations.find((location) => location.locationType === 'parts')!
    const towbar = (await findSiteParts(payload, sunshine.id)).find((part) => part.partNumber === 'PZQ-60-0001')!
    const outcome = await createLead(
      payload,
      { site: sunshine, locations },
      { form: 'parts', ...contact, part_id: towbar.id, message: 'Fitted too, please.' },
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const lead = await payload.findByID({ collection: 'leads', id: outcome.leadId, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({
      form: 'parts',
      category: 'Parts Enquiry',
      subcategory: 'PZQ-60-0001 Heavy-duty towbar kit',
      part: towbar.id,
      location: partsLocation.id,
      site: sunshine.id,
      message: 'Fitted too, please.',
    })

    const foreign = (await findSiteParts(payload, loneStar.id))[0]!
    expect(
      await createLead(payload, { site: sunshine, locations }, { form: 'parts', ...contact, part_id: foreign.id }),
    ).toMatchObject({ ok: false, status: 400, fields: { part_id: 'No such part on this site.' } })
    expect(await createLead(payload, { site: sunshine, locations }, { form: 'parts', ...contact })).toMatchObject({
      ok: false,
      status: 400,
      fields: { part_id: 'Please choose a part.' },
    })
  })
})

describe('the test-drive booking', () => {
  it('books a model (no car) at the location’s hours, and refuses a booking of nothing', async () => {
    const locations = await locationsOf(sunshine)
    const now = new Date('2030-01-03T00:00:00Z') // Brisbane: Thursday 3 January 2030
    const booked = await createLead(
      payload,
      { site: sunshine, locations, now },
      { form: 'test-drive', ...contact, model: 'Toyota HiLux', date: '2030-01-05', time: '15:30' },
    )
    expect(booked.ok).toBe(true)
    if (!booked.ok) return
    expect(
      await payload.findByID({ collection: 'leads', id: booked.leadId, depth: 0, overrideAccess: true }),
    ).toMatchObject({
      form: 'test-drive',
      category: 'Test Drive',
      car: null,
      test_drive: { date: '2030-01-05', time: '15:30', model: 'Toyota HiLux' },
    })
    // Saturday closes at 16:00 at Brisbane: its last time is 15:30.
    expect(
      await createLead(
        payload,
        { site: sunshine, locations, now },
        { form: 'test-drive', ...contact, model: 'Toyota HiLux', date: '2030-01-05', time: '16:00' },
      ),
    ).toMatchObject({ ok: false, fields: { time: 'Please choose one of the times offered.' } })
    expect(
      await createLead(payload, { site: sunshine, locations, now }, { form: 'test-drive', ...contact }),
    ).toMatchObject({ ok: false, status: 400, fields: { model: 'Please choose a car or a model to drive.' } })
  })
})

describe('manufacturer service pages and programme pages', () => {
  const resolved = (site: PublicSite) => resolveSite(site, new Date())

  it('renders /{make}-service for each make the site services, from its template, and nothing else', async () => {
    const ford = await makeServicePage(resolved(loneStar), ['ford-service'])
    expect(ford?.page).toMatchObject({ title: 'Ford Service', slug: 'ford-service' })
    expect(JSON.stringify(ford?.page.layout)).toContain('Genuine Ford parts')
    expect(JSON.stringify(ford?.page.layout)).not.toContain('{make')
    expect(await makeServicePage(resolved(loneStar), ['toyota-service'])).toBeNull()
    expect(await makeServicePage(resolved(loneStar), ['no-such-make-service'])).toBeNull()
    expect((await makeServicePage(resolved(sunshine), ['toyota-service']))?.page.title).toBe('Toyota Service')
    expect((await makeServicePage(resolved(sunshine), ['mazda-service']))?.page.title).toBe('Mazda Service')
    expect(await makeServicePage(resolved(sunshine), ['ford-service'])).toBeNull()
    // Harbour City Cars has no service location: it services its sales location's make.
    expect((await makeServicePage(resolved(harbour), ['mazda-service']))?.page.title).toBe('Mazda Service')
  })

  it('follows the template staff edit; without a template there is no service page', async () => {
    const site = await createTestSite(payload, 'Service Template Motors', 'service-template-motors')
    const ford = await makeId('ford')
    await payload.create({
      collection: 'locations',
      data: { site: site.id, name: 'Workshop', slug: 'workshop', locationType: 'service', manufacturers: [ford] },
      overrideAccess: true,
    })
    expect(await makeServicePage(resolved(site), ['ford-service'])).toBeNull()
    await payload.create({
      collection: 'pages',
      data: {
        site: site.id,
        title: 'Your {make} workshop',
        slug: MAKE_SERVICE_TEMPLATE_SLUG,
        _status: 'published',
        layout: [{ blockType: 'richText', content: richText('We service every {make}.') }],
      },
      overrideAccess: true,
    })
    const page = await makeServicePage(resolved(site), ['ford-service'])
    expect(page?.page.title).toBe('Your Ford workshop')
    expect(JSON.stringify(page?.page.layout)).toContain('We service every Ford.')
  })

  it('shows the template at its own slug only in its own site’s preview session', async () => {
    expect(await makeServiceTemplatePreview(resolved(loneStar), [MAKE_SERVICE_TEMPLATE_SLUG])).toBeNull()
    const template = await findSitePage(payload, loneStar.id, MAKE_SERVICE_TEMPLATE_SLUG, { draft: true })
    const scope = { site: loneStar.id, host: 'lone-star-auto.localhost:3000', admin: 'http://localhost:3000' }
    // A token for another page of the site shows no template.
    preview.token = await signPreview({ ...scope, doc: (template?.id ?? 0) + 100_000 })
    expect(await makeServiceTemplatePreview(resolved(loneStar), [MAKE_SERVICE_TEMPLATE_SLUG])).toBeNull()
    preview.token = await signPreview({ ...scope, doc: template?.id ?? 0 })
    try {
      const shown = await makeServiceTemplatePreview(resolved(loneStar), [MAKE_SERVICE_TEMPLATE_SLUG])
      expect(shown?.page.title).toBe('{make} Service')
      expect(await makeServiceTemplatePreview(resolved(sunshine), [MAKE_SERVICE_TEMPLATE_SLUG])).toBeNull()
    } finally {
      preview.token = undefined
    }
  })

  it('seeds a programme page that renders at its own slug', async () => {
    const page = await findSitePage(payload, sunshine.id, 'diamond-advantage')
    expect(page).toMatchObject({ title: 'Diamond Advantage', _status: 'published' })
    expect(await findSitePage(payload, loneStar.id, 'diamond-advantage')).toBeNull()
  })
})
