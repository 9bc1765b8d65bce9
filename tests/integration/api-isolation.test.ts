/**
 * Tenant isolation and anonymous reads through Payload's REST API (the handler `src/app/(payload)/api` serves,
 * called with real Requests), generated from the Payload config: every collection with the multi-tenant
 * plugin's `site` field is covered, including collections added later. A new site-scoped collection needs
 * one row in OTHER_SITE_RECORD (so there is another site's record to hide); the test says so if it is missing.
 */
import { handleEndpoints, type CollectionSlug, type Payload, type SanitizedCollectionConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { customerUsername } from '../../src/domain/accounts'
import { seededPayload, siteId, staffUser } from './platform'

/**
 * Collections a shopper may read anonymously through the REST API. Shopper pages read on the server with
 * the site filter; the REST API is for staff, so only the media library's images. Content collections (pages, offers, posts...)
 * join this list only if they are meant to be read by anyone, and must then filter out drafts themselves.
 */
const PUBLICLY_READABLE: string[] = [
  // Uploaded images: shoppers' browsers fetch the files through Payload's file route, which needs read access.
  'media',
  // The makes' logos (platform-wide images every site's pages show), for the same reason.
  'make-logos',
]
/** Never readable anonymously, whatever the list above says. */
const NEVER_PUBLIC = [
  'leads',
  'customers',
  'users',
  'integrations',
  'stock-imports',
  'phone-reveals',
  'watchlist-entries',
  'payload-jobs',
  'payload-preferences',
  'lead-exports',
  'lead-activities',
  'webhook-endpoints',
  'webhook-deliveries',
  'checkout-journeys',
  'saved-searches',
  'navigation',
  'redirects',
]

let payload: Payload
let sunshine: number
let harbour: number
let editorAuth: string

const isTenantCollection = (collection: SanitizedCollectionConfig) =>
  collection.fields.some(
    (field) =>
      'name' in field && field.name === 'site' && field.type === 'relationship' && field.relationTo === 'sites',
  )

async function rest(
  pathname: string,
  authorization?: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request(`http://localhost:3000/api${pathname}`, {
    ...init,
    headers: { ...(authorization ? { Authorization: authorization } : {}), ...(init.headers ?? {}) },
  })
  const response = await handleEndpoints({ config: payload.config, request })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

const siteOf = (doc: Record<string, unknown>) =>
  doc.site && typeof doc.site === 'object' ? (doc.site as { id: number }).id : doc.site

async function carOn(site: number): Promise<number> {
  const found = await payload.find({
    collection: 'cars',
    where: { site: { equals: site } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0].id
  const car = await payload.create({
    collection: 'cars',
    data: {
      site,
      feed_id: 'isolation-car',
      slug: 'isolation-car',
      name: 'Isolation test car',
      car_type: 'used',
      status: 'in_stock',
      price: 10_000,
    },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
  return car.id
}

async function customerOn(site: number): Promise<number> {
  const email = 'isolation@example.com'
  const found = await payload.find({
    collection: 'customers',
    where: { username: { equals: customerUsername(site, email) } },
    limit: 1,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'customers',
    data: {
      site,
      email,
      username: customerUsername(site, email),
      name: 'Isolation',
      phone_number: '0400000000',
      password: 'a-long-password',
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return created.id
}

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** One record of each site-scoped collection on another site than the editor's, made as the app makes them. */
const OTHER_SITE_RECORD: Record<string, (site: number) => Promise<unknown>> = {
  locations: async () => undefined, // the demo seed gives every site a location
  cars: carOn,
  'promo-tiles': (site) =>
    payload.create({
      collection: 'promo-tiles',
      data: { heading: 'Other site tile', background: '#123456', site },
      overrideAccess: true,
    }),
  'stock-imports': (site) =>
    payload.create({
      collection: 'stock-imports',
      data: { site, mode: 'delta', source: 'api', format: 'json', status: 'completed', summary: 'isolation' },
      overrideAccess: true,
    }),
  'phone-reveals': async (site) =>
    payload.create({
      collection: 'phone-reveals',
      data: { site, car: await carOn(site), dealership_id: 'other' },
      overrideAccess: true,
    }),
  leads: async (site) =>
    payload.create({
      collection: 'leads',
      data: {
        site,
        form: 'enquiry',
        category: 'General Enquiry',
        name: 'Other Shopper',
        email: 'other@example.com',
        message: 'Isolation',
        delivery_status: 'delivered',
      },
      overrideAccess: true,
    }),
  customers: customerOn,
  'watchlist-entries': async (site) =>
    payload.create({
      collection: 'watchlist-entries',
      data: { site, customer: await customerOn(site), car: await carOn(site) },
      overrideAccess: true,
    }),
  'saved-searches': async (site) =>
    payload.create({
      collection: 'saved-searches',
      data: {
        site,
        customer: await customerOn(site),
        name: 'Other site search',
        frequency: 'instant',
        status: 'active',
      },
      overrideAccess: true,
    }),
  reservations: async (site) =>
    payload.create({
      collection: 'reservations',
      data: {
        site,
        status: 'released',
        car: await carOn(site),
        name: 'Other Shopper',
        email: 'other@example.com',
        expires_at: new Date().toISOString(),
        token: 'i'.repeat(32),
        deposit: { amount: 200, currency: 'aud', provider: 'dealer', state: 'dealer-to-collect' },
      },
      overrideAccess: true,
    }),
  'checkout-journeys': async (site) =>
    payload.create({
      collection: 'checkout-journeys',
      data: { site, car: await carOn(site), car_name: 'Other site car', state: {}, token_hash: 'j'.repeat(64) },
      overrideAccess: true,
    }),
  media: (site) =>
    payload.create({
      collection: 'media',
      data: { alt: 'Other site image', site },
      file: { name: 'pixel.png', data: PIXEL_PNG, mimetype: 'image/png', size: PIXEL_PNG.length },
      overrideAccess: true,
    }),
  'lead-exports': async (site) => {
    const lead = (await OTHER_SITE_RECORD.leads!(site)) as { id: number }
    const integration = await payload.create({
      collection: 'integrations',
      data: { name: `Isolation CRM ${lead.id}`, sites: [site], permissions: ['read-leads'] },
      overrideAccess: true,
    })
    return payload.create({
      collection: 'lead-exports',
      data: { site, lead: lead.id, integration: integration.id },
      overrideAccess: true,
    })
  },
  'lead-activities': async (site) => {
    const lead = (await OTHER_SITE_RECORD.leads!(site)) as { id: number }
    return payload.create({
      collection: 'lead-activities',
      data: { site, lead: lead.id, kind: 'status', text: 'New \u2192 Contacted' },
      overrideAccess: true,
    })
  },
  navigation: (site) =>
    payload.create({
      collection: 'navigation',
      data: { site, header: [{ label: 'Other site link', link: '/special-offers' }] },
      overrideAccess: true,
    }),
  redirects: (site) =>
    payload.create({
      collection: 'redirects',
      data: { site, from: '/other-site-old-path', to: { type: 'custom', url: '/cars' }, type: '301' },
      overrideAccess: true,
    }),
  'webhook-endpoints': (site) =>
    payload.create({
      collection: 'webhook-endpoints',
      data: { site, name: 'Other site CRM', url: 'https://crm.example.com/hooks/leads', enabled: false },
      overrideAccess: true,
    }),
  'webhook-deliveries': async (site) => {
    const endpoint = (await OTHER_SITE_RECORD['webhook-endpoints']!(site)) as { id: number }
    return payload.create({
      collection: 'webhook-deliveries',
      data: {
        site,
        endpoint: endpoint.id,
        event: 'test',
        event_id: `isolation-${endpoint.id}`,
        status: 'failed',
        body: '{}',
      },
      overrideAccess: true,
    })
  },
  // The demo seed gives every site pages, models, offers, reviews and posts.
  pages: async () => undefined,
  models: async () => undefined,
  offers: async () => undefined,
  reviews: async () => undefined,
  posts: async () => undefined,
  parts: async () => undefined, // the demo seed gives every site parts
}

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
  const login = await rest('/users/login', undefined, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'editor@sunshine-motors.example', password: DEMO_DEFAULTS.staffPassword }),
  })
  expect(login.status).toBe(200)
  editorAuth = `JWT ${String(login.body.token)}`
})

describe('the config', () => {
  it('has GraphQL disabled, so REST is the only API to guard', () => {
    expect(payload.config.graphQL.disable).toBe(true)
  })

  it('has site-scoped collections, each with a record on another site to test with', () => {
    const slugs = payload.config.collections.filter(isTenantCollection).map((collection) => collection.slug)
    expect(slugs).toEqual(expect.arrayContaining(['locations', 'cars', 'leads', 'customers']))
    const missing = slugs.filter((slug) => !(slug in OTHER_SITE_RECORD))
    expect(missing, `add a record maker to OTHER_SITE_RECORD in ${import.meta.filename} for`).toEqual([])
  })
})

describe('a site editor of sunshine-motors, by REST, gets nothing of harbour-city-cars', () => {
  it('for every site-scoped collection: lists, queries by site, reads by id, updates and deletes', async () => {
    const scoped = payload.config.collections.filter(isTenantCollection)
    for (const { slug } of scoped) {
      await OTHER_SITE_RECORD[slug]!(harbour)
      const theirs = await payload.find({
        collection: slug as CollectionSlug,
        where: { site: { equals: harbour } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const other = theirs.docs[0] as { id: number } | undefined
      expect(other, `${slug}: a record on harbour-city-cars`).toBeDefined()

      const list = await rest(`/${slug}?limit=1000&depth=0`, editorAuth)
      if (list.status === 200) {
        const docs = list.body.docs as Array<Record<string, unknown>>
        expect(
          docs.filter((doc) => siteOf(doc) !== sunshine).map((doc) => doc.id),
          `${slug}: listed records of other sites`,
        ).toEqual([])
      } else {
        expect(list.status, `${slug}: list`).toBe(403)
      }
      const queried = await rest(`/${slug}?where[site][equals]=${harbour}&depth=0`, editorAuth)
      if (queried.status === 200)
        expect((queried.body.docs as unknown[]).length, `${slug}: where site = harbour`).toBe(0)
      else expect(queried.status, `${slug}: where site = harbour`).toBe(403)

      const byId = await rest(`/${slug}/${other!.id}?depth=0`, editorAuth)
      expect([403, 404], `${slug}: read another site's record by id (${byId.status})`).toContain(byId.status)
      const patched = await rest(`/${slug}/${other!.id}`, editorAuth, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ site: sunshine }),
      })
      expect([403, 404], `${slug}: update another site's record (${patched.status})`).toContain(patched.status)
      const deleted = await rest(`/${slug}/${other!.id}`, editorAuth, { method: 'DELETE' })
      expect([403, 404], `${slug}: delete another site's record (${deleted.status})`).toContain(deleted.status)
      const still = await payload.findByID({
        collection: slug as CollectionSlug,
        id: other!.id,
        depth: 0,
        overrideAccess: true,
      })
      expect(siteOf(still as unknown as Record<string, unknown>), `${slug}: the record stays on its site`).toBe(harbour)
    }
  })

  it('staff of other sites and the sites themselves stay hidden', async () => {
    const users = await rest('/users?limit=100&depth=0', editorAuth)
    expect((users.body.docs as Array<{ email: string }>).map((user) => user.email)).toEqual([
      'editor@sunshine-motors.example',
    ])
    const sites = await rest('/sites?limit=100&depth=0', editorAuth)
    expect((sites.body.docs as Array<{ id: number }>).map((site) => site.id)).toEqual([sunshine])
    expect((await rest(`/sites/${harbour}`, editorAuth)).status).toBe(404)
  })
})

describe('anonymous callers of the REST API', () => {
  it('read only the publicly readable collections, and never leads, customers, staff, keys or import runs', async () => {
    for (const slug of NEVER_PUBLIC) expect(PUBLICLY_READABLE).not.toContain(slug)
    for (const { slug } of payload.config.collections) {
      const list = await rest(`/${slug}?limit=5&depth=0`)
      if (PUBLICLY_READABLE.includes(slug)) {
        expect(list.status, slug).toBe(200)
        continue
      }
      const readable = list.status === 200 && ((list.body.docs as unknown[] | undefined)?.length ?? 0) > 0
      expect(readable, `${slug}: anonymous list answered ${list.status}`).toBe(false)
    }
  })

  it('read no global and cannot sign in as a shopper through Payload\u2019s own login', async () => {
    for (const { slug } of payload.config.globals) {
      const global = await rest(`/globals/${slug}`)
      expect(global.status, slug).toBe(403)
    }
    const login = await rest('/customers/login', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: customerUsername(sunshine, DEMO_CUSTOMER.email),
        password: DEMO_DEFAULTS.customerPassword,
      }),
    })
    expect(login.status).not.toBe(200)
  })
})

/**
 * Payload's own collections (document locks, admin preferences, the job queue) and the versions endpoints
 * of collections with drafts: Payload opens these to any signed-in principal, and here that includes
 * shoppers and integration keys, of any site.
 */
describe('Payload\u2019s internal collections and versions, by REST', () => {
  const LOCKS = 'payload-locked-documents'
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  let shopperAuth: string
  let keyAuth: string
  let otherStaffAuth: string
  let editorId: number
  let otherStaffId: number
  let sunshinePage: number
  let sunshineCar: number
  let harbourCar: number
  let lock: number

  beforeAll(async () => {
    const shopper = await payload.login({
      collection: 'customers',
      data: { username: customerUsername(sunshine, DEMO_CUSTOMER.email), password: DEMO_DEFAULTS.customerPassword },
      context: { customerSite: sunshine },
    })
    shopperAuth = `JWT ${shopper.token}`
    keyAuth = `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}`
    const other = await rest(
      '/users/login',
      undefined,
      json('POST', { email: 'manager@harbour-city-cars.example', password: DEMO_DEFAULTS.staffPassword }),
    )
    expect(other.status).toBe(200)
    otherStaffAuth = `JWT ${String(other.body.token)}`
    otherStaffId = (other.body.user as { id: number }).id
    editorId = (await staffUser(payload, 'editor@sunshine-motors.example')).id
    sunshinePage = (
      await payload.find({
        collection: 'pages',
        where: { site: { equals: sunshine } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.id
    sunshineCar = await carOn(sunshine)
    harbourCar = await carOn(harbour)
    // The sunshine editor has the page open in the admin, and a preference saved.
    const created = await payload.create({
      collection: LOCKS,
      data: { document: { relationTo: 'pages', value: sunshinePage }, user: { relationTo: 'users', value: editorId } },
      overrideAccess: true,
    })
    lock = created.id
    await payload.create({
      collection: 'payload-preferences',
      data: { key: 'isolation-pref', user: { relationTo: 'users', value: editorId }, value: { columns: [] } },
      user: await staffUser(payload, 'editor@sunshine-motors.example'),
      overrideAccess: true,
    })
  })

  afterAll(async () => {
    await payload.delete({ collection: LOCKS, where: { id: { exists: true } }, overrideAccess: true })
    await payload.delete({
      collection: 'payload-preferences',
      where: { key: { equals: 'isolation-pref' } },
      overrideAccess: true,
    })
  })

  const outsiders = () =>
    [
      ['a shopper', shopperAuth, 'customers'],
      ['the integration key', keyAuth, 'integrations'],
      ['a group admin of other sites', otherStaffAuth, 'users'],
    ] as const

  it('locks: outsiders neither see, take, make nor remove locks on sunshine-motors documents', async () => {
    for (const [who, auth, userCollection] of outsiders()) {
      const list = await rest(`/${LOCKS}?limit=100&depth=0`, auth)
      if (list.status === 200)
        expect(
          (list.body.docs as Array<{ id: number }>).map((doc) => doc.id),
          `${who}: listed locks`,
        ).not.toContain(lock)
      else expect(list.status, `${who}: list locks`).toBe(403)
      expect([403, 404], `${who}: read a lock`).toContain((await rest(`/${LOCKS}/${lock}?depth=0`, auth)).status)

      const ownId =
        userCollection === 'users'
          ? otherStaffId
          : userCollection === 'customers'
            ? (
                await payload.find({
                  collection: 'customers',
                  where: { email: { equals: DEMO_CUSTOMER.email } },
                  limit: 1,
                  overrideAccess: true,
                })
              ).docs[0]!.id
            : (await payload.find({ collection: 'integrations', limit: 1, overrideAccess: true })).docs[0]!.id
      for (const document of [
        { relationTo: 'cars', value: sunshineCar },
        { relationTo: 'pages', value: sunshinePage },
      ]) {
        for (const user of [
          { relationTo: userCollection, value: ownId },
          { relationTo: 'users', value: editorId },
        ]) {
          const made = await rest(`/${LOCKS}`, auth, json('POST', { document, user }))
          expect(made.status, `${who}: lock ${document.relationTo} as ${user.relationTo} ${user.value}`).toBe(403)
        }
      }
      const taken = await rest(
        `/${LOCKS}/${lock}`,
        auth,
        json('PATCH', { user: { relationTo: userCollection, value: ownId } }),
      )
      expect([403, 404], `${who}: take over a lock`).toContain(taken.status)
      const removed = await rest(`/${LOCKS}/${lock}`, auth, { method: 'DELETE' })
      expect([403, 404], `${who}: remove a lock`).toContain(removed.status)
      const bulk = await rest(`/${LOCKS}?where[id][equals]=${lock}`, auth, { method: 'DELETE' })
      expect(
        bulk.status === 403 || (bulk.body.docs as unknown[] | undefined)?.length === 0,
        `${who}: bulk-remove locks (${bulk.status})`,
      ).toBe(true)
      const still = await payload.findByID({ collection: LOCKS, id: lock, depth: 0, overrideAccess: true })
      expect((still.user as { value: number }).value, `${who}: the lock stays the editor's`).toBe(editorId)
    }
    expect(
      (
        await payload.count({
          collection: LOCKS,
          where: { 'document.value': { equals: sunshineCar } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('locks: staff lock only what they may edit, in their own name, and see only their sites\u2019 locks', async () => {
    const own = await rest(
      `/${LOCKS}`,
      editorAuth,
      json('POST', {
        document: { relationTo: 'cars', value: sunshineCar },
        user: { relationTo: 'users', value: editorId },
      }),
    )
    expect(own.status).toBe(201)
    const ownLock = (own.body.doc as { id: number }).id
    const forSomeoneElse = await rest(
      `/${LOCKS}`,
      editorAuth,
      json('POST', {
        document: { relationTo: 'cars', value: sunshineCar },
        user: { relationTo: 'users', value: otherStaffId },
      }),
    )
    expect(forSomeoneElse.status).toBe(403)
    const otherSite = await rest(
      `/${LOCKS}`,
      editorAuth,
      json('POST', {
        document: { relationTo: 'cars', value: harbourCar },
        user: { relationTo: 'users', value: editorId },
      }),
    )
    expect(otherSite.status).toBe(403)
    const harbourLock = await rest(
      `/${LOCKS}`,
      otherStaffAuth,
      json('POST', {
        document: { relationTo: 'cars', value: harbourCar },
        user: { relationTo: 'users', value: otherStaffId },
      }),
    )
    expect(harbourLock.status).toBe(201)
    const list = await rest(`/${LOCKS}?limit=100&depth=0`, editorAuth)
    expect(list.status).toBe(200)
    expect((list.body.docs as Array<{ id: number }>).map((doc) => doc.id).sort()).toEqual([lock, ownLock].sort())
    expect((await rest(`/${LOCKS}/${ownLock}`, editorAuth, { method: 'DELETE' })).status).toBe(200)
    await payload.delete({ collection: LOCKS, id: (harbourLock.body.doc as { id: number }).id, overrideAccess: true })
  })

  it('preferences: only staff, each only their own', async () => {
    for (const [who, auth] of outsiders()) {
      const list = await rest('/payload-preferences?limit=100&depth=0', auth)
      if (list.status === 200)
        expect(
          (list.body.docs as Array<{ key: string }>).map((doc) => doc.key),
          who,
        ).not.toContain('isolation-pref')
      const read = await rest('/payload-preferences/isolation-pref', auth)
      expect(
        read.status === 200 && read.body.value !== undefined && JSON.stringify(read.body.value).includes('columns'),
        `${who}: read the editor's preference`,
      ).toBe(false)
    }
    for (const [who, auth] of outsiders().slice(0, 2)) {
      const saved = await rest('/payload-preferences/outsider-pref', auth, json('POST', { value: { x: 1 } }))
      expect(saved.status, `${who}: save a preference`).toBeGreaterThanOrEqual(400)
    }
    expect(
      (
        await payload.count({
          collection: 'payload-preferences',
          where: { key: { equals: 'outsider-pref' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('jobs: nobody but the app itself', async () => {
    for (const [who, auth] of [...outsiders(), ['a site editor', editorAuth, 'users'] as const]) {
      const list = await rest('/payload-jobs?limit=5&depth=0', auth)
      expect(
        list.status === 200 && ((list.body.docs as unknown[] | undefined)?.length ?? 0) > 0,
        `${who}: list jobs (${list.status})`,
      ).toBe(false)
      const queued = await rest('/payload-jobs', auth, json('POST', { taskSlug: 'syncCars', input: {} }))
      expect(queued.status, `${who}: queue a job`).toBe(403)
    }
  })

  it('versions: outsiders read no version of sunshine-motors documents', async () => {
    const versioned = payload.config.collections.filter(
      (collection) => collection.versions && !collection.slug.startsWith('payload-'),
    )
    expect(versioned.map((collection) => collection.slug)).toContain('pages')
    for (const { slug } of versioned) {
      const theirs = await payload.findVersions({
        collection: slug as CollectionSlug,
        where: { 'version.site': { equals: sunshine } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const version = theirs.docs[0] as { id: number | string } | undefined
      expect(version, `${slug}: a version on sunshine-motors`).toBeDefined()
      for (const [who, auth] of outsiders()) {
        const list = await rest(`/${slug}/versions?limit=1000&depth=0`, auth)
        if (list.status === 200) {
          const sites = (list.body.docs as Array<{ version: Record<string, unknown> }>).map((doc) =>
            siteOf(doc.version),
          )
          expect(
            sites.filter((site) => site === sunshine),
            `${who}: ${slug} versions of sunshine-motors`,
          ).toEqual([])
        } else {
          expect(list.status, `${who}: ${slug} versions`).toBe(403)
        }
        expect([403, 404], `${who}: ${slug} version by id`).toContain(
          (await rest(`/${slug}/versions/${version!.id}?depth=0`, auth)).status,
        )
      }
    }
  })
})
