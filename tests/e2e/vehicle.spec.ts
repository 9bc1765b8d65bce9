import { readFileSync } from 'node:fs'

import { expect, test } from './test'
import { PDFDocument } from 'pdf-lib'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { seriousViolations } from './axe'
import { request, siteUrl, staffAuth } from './server'

const SUNSHINE = 'sunshine-motors.localhost'
const HARBOUR = 'harbour-city-cars.localhost'
const LONE_STAR = 'lone-star-auto.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }

type Hit = { id: number; slug: string }
/** A 1×1 PNG, for photos the tests serve themselves. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
const slugs: Record<string, Hit> = {}

async function importCars(site: string, host: string, cars: Array<Record<string, unknown>>) {
  const res = await request(`/api/stock/import?site=${site}&mode=delta`, {
    method: 'POST',
    headers: STOCK_KEY,
    body: cars,
  })
  expect(res.status, res.body).toBe(200)
  expect(res.json<{ rejected: unknown[] }>().rejected).toEqual([])
  for (const car of cars) {
    const query = String(car.model).toLowerCase()
    await expect
      .poll(
        async () =>
          (
            await request(`/api/search?query=${query}&refinementList[status][0]=${car.status ?? 'in_stock'}`, { host })
          ).json<{ hits: Hit[] }>().hits.length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    slugs[String(car.id)] = (
      await request(`/api/search?query=${query}&refinementList[status][0]=${car.status ?? 'in_stock'}`, { host })
    ).json<{ hits: Hit[] }>().hits[0]!
  }
}

test.beforeAll(async () => {
  await importCars('sunshine-motors', SUNSHINE, [
    {
      id: 'V-FIN',
      name: '2023 Toyota Numbatcruiser',
      year: 2023,
      make: 'Toyota',
      model: 'Numbatcruiser',
      car_type: 'used',
      price: 45_000,
      km: 18_500,
      vin: 'JTMABC12345678901',
      certified: true,
      autograb_data: { average_market_price: 48_000, state_average_market_price: 47_000 },
      dealercomments: '<script>window.pwned = true</script>One owner, full service history.|Drives like new.',
      standardEquipment: [
        'ABS',
        'Cruise control',
        'Reversing camera',
        'Apple CarPlay',
        'Android Auto',
        'Lane keep assist',
        'Sat nav',
        'Heated seats',
        'Sunroof',
        'Tow bar',
      ],
      images: [
        'https://images.example/numbat-1.jpg',
        'https://images.example/numbat-2.jpg',
        'https://images.example/numbat-3.jpg',
      ],
      finance_lenders: {
        comparison: {
          interestRate: 8.99,
          comparisonRate: 9.456,
          paymentWeek: 213.4,
          paymentMonth: 925,
          termMonths: 60,
        },
      },
    },
    {
      id: 'V-SOLD',
      name: '2018 Mazda Bilbycar',
      year: 2018,
      make: 'Mazda',
      model: 'Bilbycar',
      car_type: 'used',
      price: 19_990,
      status: 'sold',
      sold_date_timestamp: new Date().toISOString(),
    },
    {
      id: 'V-TDO',
      name: '2024 Kia Quokkastar',
      year: 2024,
      make: 'Kia',
      model: 'Quokkastar',
      car_type: 'demo',
      price: 38_990,
      tag: 'Test Drive Only',
    },
    {
      id: 'V-TEN',
      name: '2016 Holden Dunnartcar',
      year: 2016,
      make: 'Holden',
      model: 'Dunnartcar',
      car_type: 'used',
      price: 10,
    },
  ])
  await importCars('harbour-city-cars', HARBOUR, [
    {
      id: 'V-VAN',
      name: '2021 Jayco Potoroovan',
      year: 2021,
      make: 'Jayco',
      model: 'Potoroovan',
      car_type: 'used',
      price: 52_000,
      item_type: 'caravan',
      specifications: {
        body_width: 7.5,
        body_length: 20,
        tare_weight: 1850,
        axle_type: 'Tandem',
        sleeps: 4,
        aggregate_trailer_mass: 2500,
      },
    },
  ])
  await importCars('lone-star-auto', LONE_STAR, [
    {
      id: 'V-VAN-US',
      name: '2022 Airstream Bandicootvan',
      year: 2022,
      make: 'Airstream',
      model: 'Bandicootvan',
      car_type: 'used',
      price: 61_000,
      item_type: 'caravan',
      specifications: { body_width: 8, body_length: 23.5, tare_weight: 2300, aggregate_trailer_mass: 3200 },
    },
  ])
})

test('an available used car with finance shows the weekly figure and the disclaimer in a modal', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-FIN']!.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 Toyota Numbatcruiser')
  const finance = page.getByRole('group', { name: 'Finance estimate' })
  await expect(finance.locator('.finance-weekly')).toHaveText('$213 per week')
  await expect(finance).toContainText('Comparison rate 9.46% p.a.')
  await expect(finance.getByRole('link', { name: 'Get Pre-Approved' })).toHaveAttribute('href', /car_id=\d+/)
  await finance.getByRole('button', { name: 'How is this worked out?' }).click()
  const dialog = page.getByRole('dialog', { name: 'About this estimate' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('$4,500') // deposit: 10% of $45,000
  await expect(dialog).toContainText('$60,000') // total payable: $4,500 + $925 x 60
  await expect(dialog).toContainText('5 year secured loan of $30,000')
  await expect(dialog).toContainText('This repayment is indicative only') // no disclaimer on the car: fetched on opening
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await expect(page.getByText('$3,000 below market price')).toBeVisible()
  await page.getByRole('button', { name: 'What certified pre-owned means' }).click()
  const certified = page.getByRole('dialog', { name: 'Certified pre-owned' })
  await expect(certified.getByRole('listitem')).toHaveText([
    'Full service history',
    'Independent history check',
    'Statutory warranty where applicable',
    '90 point inspection',
    '1 year roadside assist',
    'Flexible finance',
  ])
  await certified.getByRole('button', { name: 'Close' }).click()
  await expect(certified).toBeHidden()
})

test('the vehicle page: details, comments rendered inert, tabs by keyboard, gallery, structured data', async ({
  page,
}) => {
  // The feed's photo host never answers in tests: serve each photo so the gallery keeps them.
  await page.route('https://images.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(PIXEL_PNG, 'base64') }),
  )
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-FIN']!.slug}`))
  await expect(page.getByRole('definition').filter({ hasText: '18,500 km' }).first()).toBeVisible()
  await expect(page.getByText('One owner, full service history.')).toBeVisible()
  await expect(page.getByText('Drives like new.')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined()
  await expect(page.locator('.dealer-comments script')).toHaveCount(0)

  const tabs = page.getByRole('tablist')
  await tabs.getByRole('tab', { name: 'Dealer Comments' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: "What's Included" })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: "What's Included" })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await tabs.getByRole('tab', { name: 'Features' }).click()
  const features = page.getByRole('tabpanel').filter({ hasText: 'ABS' })
  await expect(features.getByRole('listitem')).toHaveCount(8)
  await features.getByRole('button', { name: 'Show All' }).click()
  await expect(features.getByRole('listitem')).toHaveCount(10)

  const gallery = page.getByRole('region', { name: 'Photos' })
  await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled()
  await gallery.focus()
  await page.keyboard.press('ArrowRight')
  await expect(gallery).toContainText('2 of 3')

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >
  expect(jsonLd['@type']).toEqual(['Product', 'Car'])
  expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', price: 45_000, priceCurrency: 'AUD' })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/cars/${slugs['V-FIN']!.slug}$`),
  )
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Numbatcruiser/)
  expect(await seriousViolations(page)).toEqual([])
})

test('a sold car shows the sold notice, a link to similar cars and no enquiry buttons', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-SOLD']!.slug}`))
  await expect(
    page.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!"),
  ).toBeVisible()
  const similar = page.getByRole('link', { name: 'Find me something similar' })
  expect(decodeURIComponent((await similar.getAttribute('href')) ?? '')).toContain('refinementList[make][0]=Mazda')
  for (const name of ['Enquire', 'Get finance']) await expect(page.getByRole('link', { name })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Reserve Now/ })).toHaveCount(0)
})

test('a caravan shows its size in metres and feet, on a site with the sections layout', async ({ page }) => {
  await page.goto(siteUrl('harbour-city-cars', `/cars/${slugs['V-VAN']!.slug}`))
  const specs = page.getByRole('region', { name: 'Caravan specifications' })
  await expect(specs).toContainText('2.29 m (7 ft 6 in)')
  await expect(specs).toContainText('6.10 m (20 ft)')
  await expect(specs).toContainText('1,850 kg')
  await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Interested in this caravan?' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a caravan on a US site reads feet and inches and pounds, never kg', async ({ page }) => {
  await page.goto(siteUrl('lone-star-auto', `/cars/${slugs['V-VAN-US']!.slug}`))
  const specs = page.getByRole('region', { name: 'Caravan specifications' })
  await expect(specs).toContainText('8 ft (2.44 m)')
  await expect(specs).toContainText('23 ft 6 in (7.16 m)')
  await expect(specs).toContainText('5,071 lb') // tare 2,300 kg
  await expect(specs).toContainText('7,055 lb') // ATM 3,200 kg
  await expect(specs).not.toContainText('kg')
})

test('the sidebar offers the site\u2019s own chat and custom button only when the site sets them', async ({ page }) => {
  const path = `/cars/${slugs['V-VAN']!.slug}`
  await page.goto(siteUrl('harbour-city-cars', path))
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0)
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const site = (await request('/api/sites?where[slug][equals]=harbour-city-cars&depth=0', { headers: admin })).json<{
    docs: Array<{ id: number; features: Record<string, unknown> }>
  }>().docs[0]!
  const vehiclePage = {
    ...(site.features.vehiclePage as object),
    liveChatUrl: 'https://chat.example/harbour',
    customButton: { label: 'Book a video call', url: '/contact' },
  }
  const patched = await request(`/api/sites/${site.id}`, {
    method: 'PATCH',
    headers: admin,
    body: { features: { ...site.features, vehiclePage } },
  })
  expect(patched.status, patched.body).toBe(200)
  await page.goto(siteUrl('harbour-city-cars', path))
  const section = page.getByRole('complementary', { name: 'Price and actions' })
  await expect(section.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
    'href',
    'https://chat.example/harbour',
  )
  await expect(section.getByRole('link', { name: 'Book a video call' })).toHaveAttribute('href', '/contact')
  await expect(section.getByRole('link', { name: 'Open chat assistant' })).toHaveCount(0)
  const refused = await request(`/api/sites/${site.id}`, {
    method: 'PATCH',
    headers: admin,
    body: { features: { ...site.features, vehiclePage: { ...vehiclePage, liveChatUrl: 'javascript:alert(1)' } } },
  })
  expect(refused.status).toBe(400)
  await request(`/api/sites/${site.id}`, { method: 'PATCH', headers: admin, body: { features: site.features } })
})

test('a car of another site is a 404, and the page counts one view per session', async ({ page }) => {
  expect((await request(`/cars/${slugs['V-FIN']!.slug}`, { host: HARBOUR })).status).toBe(404)
  expect((await request(`/cars/${slugs['V-FIN']!.slug}/pdf`, { host: HARBOUR })).status).toBe(404)
  expect((await request('/cars/no-such-car', { host: SUNSHINE })).status).toBe(404)
  expect((await request('/api/finance-disclaimer?provider=nope', { host: SUNSHINE })).status).toBe(400)
  expect((await request('/api/car-view', { host: SUNSHINE, method: 'POST', body: { car_id: 'x' } })).status).toBe(400)
  expect(
    (await request('/api/car-view', { host: HARBOUR, method: 'POST', body: { car_id: slugs['V-FIN']!.id } })).status,
  ).toBe(404)

  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const views = async () =>
    (await request(`/api/cars/${slugs['V-SOLD']!.id}?depth=0`, { headers: admin })).json<{ views: number | null }>()
      .views ?? 0
  const before = await views()
  const counted = page.waitForResponse((res) => res.url().endsWith('/api/car-view'))
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-SOLD']!.slug}`))
  expect((await counted).status()).toBe(204)
  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(await views()).toBe(before + 1)
})

test('the PDF downloads as {slug}.pdf and opens', async ({ page }) => {
  const slug = slugs['V-FIN']!.slug
  await page.goto(siteUrl('sunshine-motors', `/cars/${slug}`))
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${slug}.pdf`)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getPageCount()).toBeGreaterThan(0)
  expect(pdf.getTitle()).toBe('2023 Toyota Numbatcruiser')
  // An Australian site prints on A4 (595 × 842 points).
  expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
})

test('a US site prints its PDF on US Letter (#17)', async ({ page }) => {
  await page.goto(siteUrl('lone-star-auto', `/cars/${slugs['V-VAN-US']!.slug}`))
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  const pdf = await PDFDocument.load(readFileSync((await (await downloading).path())!))
  expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
})

test('reservations show only where the site takes them and the car is reservable (#17)', async ({ page }) => {
  // Sunshine Motors takes reservations: the tab, its wording and the priced button.
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-FIN']!.slug}`))
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Reserve Now $45,000' }).first()).toBeVisible()

  // A Test Drive Only car: a test drive and nothing of reserving.
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-TDO']!.slug}`))
  await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Reserve Now/ })).toHaveCount(0)
  await expect(page.getByText(/Reserve this car with a/)).toHaveCount(0)

  // A $10 price is no price: 'Enquire for price.' and never 'Reserve Now $10' beside it.
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-TEN']!.slug}`))
  await expect(page.locator('.vehicle-price')).toContainText('Enquire for price.')
  await expect(page.getByRole('link', { name: 'Reserve Now $10' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Reserve Now', exact: true }).first()).toBeVisible()

  // Harbour City Cars takes no reservations; its caravan is a caravan in every sentence.
  await page.goto(siteUrl('harbour-city-cars', `/cars/${slugs['V-VAN']!.slug}`))
  await expect(page.getByRole('heading', { name: 'Reserve Online' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Reserve Now/ })).toHaveCount(0)
  await expect(page.getByText(/money back guarantee|deposit is refundable/)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Interested in this caravan?' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Protect Your Caravan' })).toBeVisible()
})

test('finance links land on the finance form; the modal carries the full disclaimer; tips work by touch and keys (#17)', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-FIN']!.slug}`))
  const preApproved = page
    .getByRole('group', { name: 'Finance estimate' })
    .getByRole('link', { name: 'Get Pre-Approved' })
  await expect(preApproved).toHaveAttribute('href', /#finance-form$/)
  await page
    .getByRole('group', { name: 'Finance estimate' })
    .getByRole('button', { name: 'How is this worked out?' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'About this estimate' })
  await expect(dialog).toContainText('This repayment is indicative only and is not a formal quote.')
  await expect(dialog).toContainText('Finance is available to approved applicants only')
  await page.keyboard.press('Escape')

  // The market price note opens from the keyboard (and by a tap: a native disclosure, no hover needed).
  const tip = page.locator('.market-price summary[aria-label="About the market price"]')
  await tip.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.market-price .info-tip-note')).toBeVisible()

  // The finance page scrolls to its form (Harbour City Cars' finance page asks no sign-in).
  await page.setViewportSize({ width: 390, height: 500 })
  await page.goto(siteUrl('harbour-city-cars', '/finance-enquiry?car_type=used#finance-form'))
  // Scrolled to the form: its top at the top of the window (below the header, title and intro otherwise).
  await expect.poll(async () => (await page.locator('#finance-form').boundingBox())?.y ?? 999).toBeLessThan(40)
})

test("a card photo that fails to load shows the car's drawing, never its alt text (#17, #18)", async ({ page }) => {
  // The imported cars' photos are on images.example, which never answers: each falls back.
  const card = page.locator('article.car-card', { hasText: '2023 Toyota Numbatcruiser' })
  const drawing = /^Drawing of the .*Numbatcruiser: photos coming soon$/
  // The search columns reload within a few seconds of the import (src/search/postgres): reload until it shows.
  await expect(async () => {
    await page.goto(siteUrl('sunshine-motors', '/cars?query=numbatcruiser'))
    await expect(card.getByRole('img', { name: drawing })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(card.locator('.car-card-image img')).toHaveCount(0)
  // The vehicle page's gallery too: like a car without photos.
  await page.goto(siteUrl('sunshine-motors', `/cars/${slugs['V-FIN']!.slug}`))
  await expect(page.getByRole('img', { name: drawing })).toBeVisible()
  await expect(page.locator('.photo-gallery img')).toHaveCount(0)
})
