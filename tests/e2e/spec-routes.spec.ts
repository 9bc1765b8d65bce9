import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { seriousViolations } from './axe'
import { request, siteUrl, staffAuth, SUCCESS_URL } from './server'

type Lead = {
  id: number
  name: string
  form: string
  category: string
  subcategory: string | null
  part?: number | null
  test_drive?: { date?: string | null; time?: string | null; model?: string | null }
}

const leadsFor = async (email: string) =>
  (
    await request('/api/leads?limit=100&depth=0&sort=-createdAt', {
      headers: await staffAuth(email, DEMO_DEFAULTS.staffPassword),
    })
  ).json<{ docs: Lead[] }>().docs

test('/parts/search: search by text and vehicle, then “Request this part” to the parts location', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/parts/search'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts and Accessories')
  await page.getByLabel('Part name or number').fill('towbar')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/q=towbar/)
  await expect(page.getByRole('heading', { name: '1 part found' })).toBeVisible()
  const card = page.locator('.part-card', { hasText: 'Heavy-duty towbar kit' })
  await expect(card).toContainText('PZQ-60-0001')
  await expect(card).toContainText('$1,290')
  await expect(card).toContainText('Toyota HiLux')

  // By vehicle: a HiLux finds its oil filter and the universal wiper, not the RAV4's mats.
  await page.goto(siteUrl('sunshine-motors', '/parts/search?make=toyota&model=HiLux'))
  await expect(page.locator('.part-card', { hasText: 'Oil filter' })).toBeVisible()
  await expect(page.locator('.part-card', { hasText: 'Wiper blade' })).toBeVisible()
  await expect(page.locator('.part-card', { hasText: 'All-weather floor mats' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await page.locator('.part-card', { hasText: 'Oil filter' }).getByRole('link', { name: 'Request this part' }).click()
  const requestForm = page.locator('#request-part')
  await expect(requestForm.getByRole('heading', { name: 'Request Oil filter' })).toBeVisible()
  await requestForm.getByRole('button', { name: 'Send request' }).click()
  await expect(requestForm.getByText('Please enter your name.').first()).toBeVisible()
  await requestForm.getByLabel('Name').fill('Parker Parts')
  await requestForm.getByLabel('Email').fill('parker@example.com')
  await requestForm.getByLabel('Phone').fill('0400 555 666')
  await requestForm.getByRole('button', { name: 'Send request' }).click()
  await page.waitForURL(SUCCESS_URL)
  const lead = (await leadsFor('editor@sunshine-motors.example')).find((l) => l.name === 'Parker Parts')
  expect(lead).toMatchObject({ form: 'parts', category: 'Parts Enquiry', subcategory: '90915-YZZD4 Oil filter' })
  // Another site's staff never see it.
  expect((await leadsFor('manager@harbour-city-cars.example')).some((l) => l.name === 'Parker Parts')).toBe(false)
})

test('a malformed parts search drops its bad parameter; each site searches its own catalogue only', async () => {
  const malformed = await request('/parts/search?page=0', { host: 'sunshine-motors.localhost' })
  expect([malformed.status, malformed.headers.location]).toEqual([307, '/parts/search'])
  const lone = await request('/parts/search?q=oil+filter', { host: 'lone-star-auto.localhost' })
  expect(lone.status).toBe(200)
  expect(lone.body).toContain('FL-500S')
  expect(lone.body).not.toContain('90915-YZZD4')
})

test('/vehicle-parts-and-accessories lists the accessories under the site’s own page; a model shows its count', async ({
  page,
}) => {
  await page.goto(siteUrl('lone-star-auto', '/vehicle-parts-and-accessories'))
  const main = page.locator('main')
  await expect(main).toContainText('model and color')
  await expect(main.locator('.part-card', { hasText: 'Tonneau cover' })).toBeVisible()
  await expect(main.locator('.part-card', { hasText: 'Oil filter' })).toHaveCount(0)
  expect(await page.locator('body').innerText()).not.toMatch(/colour|enquir/i)

  await page.goto(siteUrl('sunshine-motors', '/hilux'))
  await expect(page.locator('.model-accessories')).toContainText('2 genuine accessories')
  await page.locator('.model-accessories').getByRole('link').click()
  await expect(page).toHaveURL(/\/vehicle-parts-and-accessories\?make=toyota&model=HiLux/)
  await expect(page.locator('.part-card')).toHaveCount(2)
})

test('/{make}-service renders for each serviced make from the template, 404 for others', async ({ page }) => {
  await page.goto(siteUrl('lone-star-auto', '/ford-service'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ford Service')
  await expect(page.locator('main')).toContainText('Genuine Ford parts')
  expect(await seriousViolations(page)).toEqual([])
  for (const [host, path] of [
    ['lone-star-auto.localhost', '/toyota-service'],
    ['lone-star-auto.localhost', '/manufacturer-service'],
    ['sunshine-motors.localhost', '/ford-service'],
  ] as const)
    expect((await request(path, { host })).status, `${host}${path}`).toBe(404)
  expect((await request('/toyota-service', { host: 'sunshine-motors.localhost' })).status).toBe(200)
  const sitemap = await request('/sitemap.xml', { host: 'sunshine-motors.localhost' })
  expect(sitemap.body).toContain('/toyota-service</loc>')
  expect(sitemap.body).toContain('/mazda-service</loc>')
  expect(sitemap.body).not.toContain('/manufacturer-service</loc>')
})

test('/book-test-drive: a model, a time within the location’s hours, and a test-drive lead', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/book-test-drive'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Test Drive')
  const form = page.locator('#test-drive-booking form')
  await form.getByRole('button', { name: 'Book test drive' }).click()
  await expect(form.getByText('Please choose a car or a model to drive.').first()).toBeVisible()
  await form.getByLabel('What would you like to drive?').selectOption('Toyota HiLux')
  // The next Monday, as the dealer's date: Sunshine Motors Brisbane opens 8:30 to 17:30 on weekdays (seed/content.ts).
  const date = await page.evaluate(() => {
    const d = new Date()
    d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7))
    return d.toISOString().slice(0, 10)
  })
  await form.getByLabel('Date', { exact: true }).fill(date)
  const time = form.getByLabel('Preferred time (optional)')
  await expect(time.locator('option').nth(1)).toHaveText('08:30')
  await expect(time.locator('option').last()).toHaveText('17:00')
  await time.selectOption('10:30')
  await form.getByLabel('Name').fill('Tess Drive')
  await form.getByLabel('Email').fill('tess@example.com')
  await form.getByLabel('Phone').fill('0400 777 888')
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Book test drive' }).click()
  await page.waitForURL(SUCCESS_URL)
  const lead = (await leadsFor('editor@sunshine-motors.example')).find((l) => l.name === 'Tess Drive')
  expect(lead).toMatchObject({
    form: 'test-drive',
    category: 'Test Drive',
    test_drive: { date, time: '10:30', model: 'Toyota HiLux' },
  })
  // A malformed car id is dropped by a redirect: the page books by model instead.
  const malformed = await request('/book-test-drive?car_id=abc', { host: 'sunshine-motors.localhost' })
  expect([malformed.status, malformed.headers.location]).toEqual([307, '/book-test-drive'])
})

test('a programme page the site created renders at its slug, on that site only', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/diamond-advantage'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diamond Advantage')
  expect((await request('/diamond-advantage', { host: 'lone-star-auto.localhost' })).status).toBe(404)
})
