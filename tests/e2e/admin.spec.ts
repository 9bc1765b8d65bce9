import { expect, test, type Page } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { request, staffAuth } from './server'

async function signIn(page: Page, email: string, password: string) {
  // Payload's login form can re-initialise while it hydrates on a busy machine and drop what was typed:
  // type again until the form holds both values, then sign in.
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  await expect(async () => {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 500 })
    await expect(page.getByLabel('Password')).toHaveValue(password, { timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 })
}

test('a site editor signs in to the admin and sees only their site', async ({ page }) => {
  await signIn(page, 'editor@sunshine-motors.example', DEMO_DEFAULTS.staffPassword)
  await page.goto('/admin/collections/sites')
  const table = page.locator('.table')
  await expect(table.getByText('Sunshine Motors')).toBeVisible()
  await expect(table.getByText('Harbour City Cars')).toHaveCount(0)
  await expect(table.getByText('Lone Star Auto')).toHaveCount(0)
})

test('a platform admin sees every site', async ({ page }) => {
  await signIn(page, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  await page.goto('/admin/collections/sites')
  const table = page.locator('.table')
  for (const name of ['Sunshine Motors', 'Harbour City Cars', 'Lone Star Auto'])
    await expect(table.getByText(name)).toBeVisible()
})

test.describe('REST API tenant isolation', () => {
  const ids: Record<string, number> = {}

  test.beforeAll(async () => {
    const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const res = await request('/api/sites?limit=10&depth=0', { headers: admin })
    for (const site of res.json<{ docs: Array<{ id: number; slug: string }> }>().docs) ids[site.slug] = site.id
  })

  test('a sunshine-motors editor cannot read or change harbour-city-cars documents', async () => {
    const editor = await staffAuth('editor@sunshine-motors.example', DEMO_DEFAULTS.staffPassword)

    const sites = await request('/api/sites?depth=0', { headers: editor })
    expect(sites.status).toBe(200)
    expect(sites.json<{ docs: Array<{ slug: string }> }>().docs.map((s) => s.slug)).toEqual(['sunshine-motors'])

    const harbour = await request(`/api/sites/${ids['harbour-city-cars']}`, { headers: editor })
    expect([403, 404]).toContain(harbour.status)

    const patch = await request(`/api/sites/${ids['harbour-city-cars']}`, {
      method: 'PATCH',
      headers: editor,
      body: { name: 'Hijacked' },
    })
    expect([403, 404]).toContain(patch.status)

    const locations = await request('/api/locations?depth=0&limit=100', { headers: editor })
    const siteIds = locations.json<{ docs: Array<{ site: number }> }>().docs.map((l) => l.site)
    expect(siteIds.length).toBe(3)
    expect(new Set(siteIds)).toEqual(new Set([ids['sunshine-motors']]))

    const created = await request('/api/locations', {
      method: 'POST',
      headers: editor,
      body: { name: 'Sneaky', slug: 'sneaky', site: ids['harbour-city-cars'] },
    })
    expect(created.status).toBeGreaterThanOrEqual(400)

    const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const unchanged = await request(`/api/sites/${ids['harbour-city-cars']}?depth=0`, { headers: admin })
    expect(unchanged.json<{ name: string }>().name).toBe('Harbour City Cars')
  })

  test('a platform admin can change harbour-city-cars', async () => {
    const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const patch = await request(`/api/sites/${ids['harbour-city-cars']}`, {
      method: 'PATCH',
      headers: admin,
      body: { features: { holidayHours: true } },
    })
    expect(patch.status).toBe(200)
    expect(patch.json<{ doc: { features: { holidayHours: boolean } } }>().doc.features.holidayHours).toBe(true)
    // Put it back: other specs read Harbour City Cars as seeded (no holiday hours).
    const restore = await request(`/api/sites/${ids['harbour-city-cars']}`, {
      method: 'PATCH',
      headers: admin,
      body: { features: { holidayHours: false } },
    })
    expect(restore.status).toBe(200)
  })

  test('anonymous callers read no sites, staff or locations', async () => {
    for (const collection of ['sites', 'users', 'locations']) {
      const res = await request(`/api/${collection}`)
      expect(res.status, collection).toBe(403)
    }
    expect((await request('/api/graphql', { method: 'POST', body: { query: '{ __typename }' } })).status).toBe(404)
  })
})

test('Schedule Publish opens in the time zone of the document’s site', async ({ page }) => {
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const sites = await request('/api/sites?limit=10&depth=0', { headers: admin })
  const siteId = (slug: string) =>
    sites.json<{ docs: Array<{ id: number; slug: string }> }>().docs.find((site) => site.slug === slug)!.id
  const first = async (collection: string, slug: string) => {
    const res = await request(`/api/${collection}?where[site][equals]=${siteId(slug)}&limit=1&depth=0`, {
      headers: admin,
    })
    return res.json<{ docs: Array<{ id: number }> }>().docs[0]!.id
  }
  await signIn(page, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  for (const [collection, slug, zone] of [
    ['offers', 'lone-star-auto', 'Chicago (Central)'],
    ['pages', 'harbour-city-cars', 'Auckland, Wellington'],
    ['posts', 'sunshine-motors', 'Brisbane (Queensland)'],
  ] as const) {
    await page.goto(`/admin/collections/${collection}/${await first(collection, slug)}`)
    await page.locator('#action-save-popup').click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.locator('.timezone-picker .rs__single-value'), `${collection} of ${slug}`).toHaveText(zone)
    await page.keyboard.press('Escape')
    await expect(drawer.locator('.timezone-picker')).toHaveCount(0)
  }
})
