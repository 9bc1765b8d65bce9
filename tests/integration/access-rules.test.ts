/**
 * Access rules from the security review, through Payload's REST API (real Requests, as the handler
 * `src/app/(payload)/api` serves them): unlocking staff accounts, group admins and other groups' sites on a
 * staff user, claiming domains, deleting sites with data, and attaching another site's media.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { customerUsername } from '../../src/domain/accounts'
import { seededPayload, siteId } from './platform'
import { restClient } from './rest'

let payload: Payload
let sunshine: number
let harbour: number
let loneStar: number
const { rest, json, signIn } = restClient(() => payload)

const EDITOR = 'editor@sunshine-motors.example'
const GROUP_ADMIN = 'manager@harbour-city-cars.example'

async function staff(email: string, role: 'site-editor' | 'group-admin', sites: number[]): Promise<number> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const data = { email, role, password: 'a-long-password', tenants: sites.map((tenant) => ({ tenant })) }
  if (docs[0]) return (await payload.update({ collection: 'users', id: docs[0].id, data, overrideAccess: true })).id
  return (await payload.create({ collection: 'users', data, overrideAccess: true })).id
}

/** Undoes what a test changed in the shared test database, once the file is done. */
const undo: Array<() => Promise<unknown>> = []
const onExit = (step: () => Promise<unknown>) => undo.push(step)
afterAll(async () => {
  for (const step of undo.reverse()) await step()
  await payload.delete({ collection: 'locations', where: { slug: { equals: 'borrowed-photo' } }, overrideAccess: true })
  await payload.delete({
    collection: 'users',
    where: {
      email: {
        in: [
          'locked-colleague@sunshine-motors.example',
          'locked@harbour-city-cars.example',
          'shared@example.com',
          'harbour-only@example.com',
        ],
      },
    },
    overrideAccess: true,
  })
})

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  harbour = await siteId(payload, 'harbour-city-cars')
  loneStar = await siteId(payload, 'lone-star-auto')
})

describe('unlocking a locked-out staff account', () => {
  const lockOut = (id: number) =>
    payload.db.updateOne({
      collection: 'users',
      id,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
    })
  const isLocked = async (id: number) => {
    const user = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as {
      lockUntil?: string | null
    } | null
    return Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  }
  const unlock = (email: string, auth?: string) => rest('/users/unlock', auth, json('POST', { email }))

  it('is refused to site editors (even for a colleague of their site), shoppers and the integration key', async () => {
    const colleague = await staff('locked-colleague@sunshine-motors.example', 'site-editor', [sunshine])
    const harbourStaff = await staff('locked@harbour-city-cars.example', 'site-editor', [harbour])
    await lockOut(colleague)
    await lockOut(harbourStaff)
    const shopper = await payload.login({
      collection: 'customers',
      data: { username: customerUsername(sunshine, DEMO_CUSTOMER.email), password: DEMO_DEFAULTS.customerPassword },
      context: { customerSite: sunshine },
    })
    const callers = [
      ['a site editor', await signIn(EDITOR)],
      ['a shopper', `JWT ${shopper.token}`],
      ['the integration key', `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}`],
    ] as const
    for (const [who, auth] of callers) {
      for (const [email, id] of [
        ['locked-colleague@sunshine-motors.example', colleague],
        ['locked@harbour-city-cars.example', harbourStaff],
      ] as const) {
        const answer = await unlock(email, auth)
        expect(answer.status, `${who} unlocks ${email}`).toBe(403)
        expect(await isLocked(id), `${who} unlocks ${email}`).toBe(true)
      }
    }
  })

  it('a group admin unlocks the staff of their own sites only; a platform admin anyone', async () => {
    const harbourStaff = await staff('locked@harbour-city-cars.example', 'site-editor', [harbour])
    const colleague = await staff('locked-colleague@sunshine-motors.example', 'site-editor', [sunshine])
    await lockOut(harbourStaff)
    await lockOut(colleague)
    const groupAdmin = await signIn(GROUP_ADMIN)
    await unlock('locked-colleague@sunshine-motors.example', groupAdmin)
    expect(await isLocked(colleague)).toBe(true)
    expect((await unlock('locked@harbour-city-cars.example', groupAdmin)).status).toBe(200)
    expect(await isLocked(harbourStaff)).toBe(false)
    expect(
      (
        await unlock(
          'locked-colleague@sunshine-motors.example',
          await signIn(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword),
        )
      ).status,
    ).toBe(200)
    expect(await isLocked(colleague)).toBe(false)
  })
})

describe('a group admin and a staff user who also works for another group', () => {
  const sitesOf = async (id: number) =>
    ((await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })).tenants ?? [])
      .map((row) => (typeof row.tenant === 'object' ? row.tenant.id : row.tenant))
      .sort()

  it('changes only their own sites on the user; the other group\u2019s site stays', async () => {
    const shared = await staff('shared@example.com', 'site-editor', [sunshine, harbour])
    const groupAdmin = await signIn(GROUP_ADMIN)
    // Swap harbour for lone-star, leaving sunshine-motors (not theirs) out of the request.
    const swapped = await rest(`/users/${shared}`, groupAdmin, json('PATCH', { tenants: [{ tenant: loneStar }] }))
    expect(swapped.status).toBe(200)
    expect(await sitesOf(shared)).toEqual([sunshine, loneStar].sort())
    // Listing the other group's site as it was is fine too.
    const listed = await rest(
      `/users/${shared}`,
      groupAdmin,
      json('PATCH', { tenants: [{ tenant: sunshine }, { tenant: harbour }] }),
    )
    expect(listed.status).toBe(200)
    expect(await sitesOf(shared)).toEqual([sunshine, harbour].sort())
    // Removing every site they have leaves the other group's.
    const cleared = await rest(`/users/${shared}`, groupAdmin, json('PATCH', { tenants: [] }))
    expect(cleared.status).toBe(200)
    expect(await sitesOf(shared)).toEqual([sunshine])
  })

  it('still cannot add a site they do not have', async () => {
    const own = await staff('harbour-only@example.com', 'site-editor', [harbour])
    const added = await rest(
      `/users/${own}`,
      await signIn(GROUP_ADMIN),
      json('PATCH', { tenants: [{ tenant: harbour }, { tenant: sunshine }] }),
    )
    expect(added.status).toBe(403)
    expect(await sitesOf(own)).toEqual([harbour])
  })
})

describe('a group admin creating staff', () => {
  const message = (body: Record<string, unknown>) =>
    (body.errors as Array<{ message: string }> | undefined)?.[0]?.message

  it('must give them at least one of their sites, and may', async () => {
    const groupAdmin = await signIn(GROUP_ADMIN)
    const create = (tenants: Array<{ tenant: number }> | undefined) =>
      rest(
        '/users',
        groupAdmin,
        json('POST', { email: 'new-staff@harbour-city-cars.example', password: 'a-long-password', tenants }),
      )
    for (const tenants of [undefined, []]) {
      const refused = await create(tenants)
      expect(refused.status).toBe(400)
      expect(message(refused.body)).toBe('Give this staff user at least one of your sites.')
    }
    const made = await create([{ tenant: harbour }])
    expect(made.status).toBe(201)
    onExit(() =>
      payload.delete({
        collection: 'users',
        where: { email: { equals: 'new-staff@harbour-city-cars.example' } },
        overrideAccess: true,
      }),
    )
  })

  it('is never offered the platform admin role; a platform admin is', async () => {
    const users = payload.config.collections.find((collection) => collection.slug === 'users')!
    const role = users.fields.find((field) => 'name' in field && field.name === 'role')
    if (!role || role.type !== 'select' || !role.filterOptions) throw new Error('the role field filters its options')
    const offered = (user: object) =>
      role.filterOptions!({ req: { user } as never, options: role.options, data: {}, siblingData: {} }).map((option) =>
        typeof option === 'string' ? option : option.value,
      )
    expect(offered({ collection: 'users', role: 'group-admin', tenants: [{ tenant: harbour }] })).toEqual([
      'group-admin',
      'site-editor',
    ])
    expect(offered({ collection: 'users', role: 'platform-admin' })).toContain('platform-admin')
  })
})

describe('the admin speaks of sites, not tenants', () => {
  it('labels the staff user\u2019s sites, and site-scoped lists show their Site column', () => {
    const users = payload.config.collections.find((collection) => collection.slug === 'users')!
    const sites = users.fields.find((field) => 'name' in field && field.name === 'tenants')
    expect(sites && 'label' in sites ? sites.label : null).toBe('Sites')
    const cars = payload.config.collections.find((collection) => collection.slug === 'cars')!
    const leads = payload.config.collections.find((collection) => collection.slug === 'leads')!
    expect(cars.admin.defaultColumns).toContain('site')
    expect(leads.admin.defaultColumns).toContain('site')
    const english = (payload.config.i18n.translations as Record<string, Record<string, Record<string, string>>>).en
    const words = Object.values(english!['plugin-multi-tenant']!)
    expect(words).toContain('Filter by site')
    expect(words.join(' ')).not.toMatch(/tenant/i)
  })
})

describe('domains of a site', () => {
  const harbourDomains = async () =>
    ((await payload.findByID({ collection: 'sites', id: harbour, depth: 0, overrideAccess: true })).domains ?? []).map(
      (row) => row.domain,
    )
  const setDomains = (auth: string, domains: string[]) =>
    rest(`/sites/${harbour}`, auth, json('PATCH', { domains: domains.map((domain) => ({ domain })) }))

  it('a group admin cannot claim another dealer\u2019s domain, its apex, or a host under it, and is not told whose it is', async () => {
    const groupAdmin = await signIn(GROUP_ADMIN)
    const before = await harbourDomains()
    expect(before).toEqual(['www.harbourcitycars.example'])
    for (const claimed of [
      'www.sunshinemotors.example',
      'sunshinemotors.example',
      'used.sunshinemotors.example',
      'm.www.sunshinemotors.example',
    ]) {
      const answer = await setDomains(groupAdmin, [...before, claimed])
      expect(answer.status, claimed).toBe(400)
      const text = JSON.stringify(answer.body)
      expect(text, claimed).toContain('This domain is not available.')
      expect(text, claimed).not.toMatch(/sunshine motors/i)
      expect(await harbourDomains(), claimed).toEqual(before)
    }
  })

  it('a group admin adds an unrelated domain; a platform admin may add a related one, never a duplicate', async () => {
    const before = await harbourDomains()
    expect(
      (await setDomains(await signIn(GROUP_ADMIN), [...before, 'www.harbour-city-cars-north.example'])).status,
    ).toBe(200)
    const admin = await signIn(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    expect((await setDomains(admin, [...before, 'used.sunshinemotors.example'])).status).toBe(200)
    // Saving the site again as a group admin keeps the related domain the platform admin added.
    expect(
      (await rest(`/sites/${harbour}`, await signIn(GROUP_ADMIN), json('PATCH', { name: 'Harbour City Cars' }))).status,
    ).toBe(200)
    const duplicate = await setDomains(admin, [...before, 'www.sunshinemotors.example'])
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(duplicate.body)).not.toMatch(/sunshine motors/i)
    await payload.update({
      collection: 'sites',
      id: harbour,
      data: { domains: before.map((domain) => ({ domain })) },
      overrideAccess: true,
    })
  })
})

describe('deleting a site', () => {
  it('is refused with 409 while the site holds cars, leads, pages...; an empty site goes', async () => {
    const admin = await signIn(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const doomed = await payload.create({
      collection: 'sites',
      data: {
        name: 'Closing Down Motors',
        slug: 'closing-down-motors',
        template: 'classic',
        locale: 'en-AU',
        country: 'AU',
        defaultState: 'qld',
        timeZone: 'Australia/Brisbane',
      },
      overrideAccess: true,
    })
    const car = await payload.create({
      collection: 'cars',
      data: {
        site: doomed.id,
        feed_id: 'closing-1',
        slug: 'closing-car',
        name: 'Closing car',
        car_type: 'used',
        status: 'in_stock',
        price: 5_000,
      },
      overrideAccess: true,
      context: { skipSearchSync: true },
    })
    const lead = await payload.create({
      collection: 'leads',
      data: {
        site: doomed.id,
        form: 'enquiry',
        category: 'General Enquiry',
        name: 'Last Shopper',
        email: 'last@example.com',
        message: 'Still open?',
        delivery_status: 'delivered',
      },
      overrideAccess: true,
    })
    const refused = await rest(`/sites/${doomed.id}`, admin, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toMatch(/still has data/)
    expect(
      (await payload.count({ collection: 'sites', where: { id: { equals: doomed.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0, overrideAccess: true })).site).toBe(
      doomed.id,
    )
    expect((await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })).site).toBe(
      doomed.id,
    )

    // Only the lead left still blocks it.
    await payload.delete({ collection: 'cars', id: car.id, overrideAccess: true, context: { skipSearchSync: true } })
    expect((await rest(`/sites/${doomed.id}`, admin, { method: 'DELETE' })).status).toBe(409)
    await payload.delete({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect((await rest(`/sites/${doomed.id}`, admin, { method: 'DELETE' })).status).toBe(200)
    expect(
      (await payload.count({ collection: 'sites', where: { id: { equals: doomed.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('another site\u2019s media on a site\u2019s content', () => {
  const PIXEL_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  const image = async (site: number, alt: string) =>
    (
      await payload.create({
        collection: 'media',
        data: { alt, site },
        file: {
          name: `${alt.replace(/\W+/g, '-')}.png`,
          data: PIXEL_PNG,
          mimetype: 'image/png',
          size: PIXEL_PNG.length,
        },
        overrideAccess: true,
      })
    ).id
  const first = async <S extends 'locations' | 'models'>(collection: S, site: number) =>
    (await payload.find({ collection, where: { site: { equals: site } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]!

  it('is refused with a field message, through REST, on image fields, many-image fields and page blocks', async () => {
    const editor = await signIn(EDITOR)
    const theirs = await image(harbour, 'Harbour yard')
    const ours = await image(sunshine, 'Sunshine yard')
    const location = await first('locations', sunshine)
    const model = await first('models', sunshine)
    const page = await payload.create({
      collection: 'pages',
      data: { site: sunshine, title: 'Media test', slug: 'media-test', layout: [] },
      overrideAccess: true,
    })
    onExit(async () => {
      await payload.update({
        collection: 'locations',
        id: location.id,
        data: { image: location.image ?? null },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'models',
        id: model.id,
        data: { images: model.images ?? [] },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    })
    const heroWith = (media: number) => [{ blockType: 'hero', heading: 'Welcome', image: media }]
    const attempts: Array<[string, string, (media: number) => Record<string, unknown>]> = [
      ['location image', `/locations/${location.id}`, (media) => ({ image: media })],
      ['model images', `/models/${model.id}`, (media) => ({ images: [ours, media] })],
      ['page hero block', `/pages/${page.id}`, (media) => ({ layout: heroWith(media) })],
      ['page share image', `/pages/${page.id}`, (media) => ({ seo: { image: media } })],
      // Payload skips field validation on draft saves.
      ['page hero block, saved as a draft', `/pages/${page.id}?draft=true`, (media) => ({ layout: heroWith(media) })],
    ]
    for (const [what, path, body] of attempts) {
      const refused = await rest(path, editor, json('PATCH', body(theirs)))
      expect(refused.status, what).toBe(400)
      expect(JSON.stringify(refused.body), what).toContain('this site\u2019s own images')
      const accepted = await rest(path, editor, json('PATCH', body(ours)))
      expect(accepted.status, `${what}: own image`).toBe(200)
    }
    const created = await rest(
      '/locations',
      editor,
      json('POST', { site: sunshine, name: 'Borrowed photo', slug: 'borrowed-photo', image: theirs }),
    )
    expect(created.status).toBe(400)
    expect(
      (await payload.findByID({ collection: 'locations', id: location.id, depth: 0, overrideAccess: true })).image,
    ).toBe(ours)
  })
})
