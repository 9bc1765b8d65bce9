import { expect, test, type Page } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { seriousViolations } from './axe'
import { request, siteUrl } from './server'

const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }
const TILE_HOST = 'https://tile.openstreetmap.org/**'
// A 1×1 PNG: what the routed tile host answers, so the map test needs no network.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
)

/** Fails the test on any Content-Security-Policy violation the page reports. */
function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('the hero quick search goes straight to the matching cars', async ({ page }) => {
  const host = 'sunshine-motors.localhost'
  // A car of a model no other stock has, so the results prove the make, model and price all applied.
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: [
      {
        id: 'QUICK-SEARCH-1',
        name: '2021 Toyota Quicksearchia',
        year: 2021,
        make: 'Toyota',
        model: 'Quicksearchia',
        car_type: 'used',
        price: 24_990,
        km: 30_000,
      },
    ],
  })
  expect(res.status, res.body).toBe(200)
  await expect
    .poll(
      async () => (await request('/api/search?query=quicksearchia', { host })).json<{ hits: unknown[] }>().hits.length,
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0)

  const csp = watchCsp(page)
  const form = page.getByRole('search', { name: 'Quick search' })
  // The home page lists the site's makes and models from its search: reload until the new model is there
  // (the page's HTML is cached per site for up to a minute).
  test.setTimeout(180_000)
  await expect(async () => {
    await page.goto(siteUrl('sunshine-motors', '/'))
    // Choose only once the form has hydrated (React would otherwise put back its own state).
    await page.waitForLoadState('networkidle')
    // Models are offered once a make is chosen: the page does not carry every make's models.
    await expect(form.getByLabel('Model')).toBeDisabled()
    await expect(form.getByLabel('Model').locator('option')).toHaveCount(1)
    await form.getByLabel('Make').selectOption('Toyota')
    await form.getByLabel('Model').selectOption('Quicksearchia', { timeout: 2000 })
  }).toPass({ timeout: 100_000 })
  // Only the chosen make's models are offered once a make is chosen.
  await expect(form.getByLabel('Model').locator('optgroup')).toHaveCount(0)
  await form.getByLabel('Max price').selectOption({ label: 'Up to $25,000' })
  await form.getByRole('button', { name: 'Search cars' }).click()

  await expect(page).toHaveURL(
    /\/cars\?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmodel%5D%5B0%5D=Quicksearchia&range%5Bprice%5D=%3A25000$/,
  )
  await expect(page.getByText('2021 Toyota Quicksearchia').first()).toBeVisible()
  expect(csp).toEqual([])
})

test('the home page shows featured stock, body types, offers and locations with today’s hours', async ({ page }) => {
  const csp = watchCsp(page)
  await page.goto(siteUrl('sunshine-motors', '/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Sunshine Motors')
  await expect(page.locator('[data-block="featuredStock"]')).toHaveCount(1)
  // A strip's card: its primary action and Enquire; calling, test drives, reserving and finance are on the car's page.
  const card = page.locator('[data-block="featuredStock"] article.car-card').first()
  await expect(card.locator('.car-card-actions li')).toHaveText(['View Details', 'Enquire'])
  await expect(card.getByRole('button', { name: /watchlist/ })).toHaveCount(0)
  // A car in both strips (featured and latest) is named by its own title in each: no id twice on the page.
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  await expect(page.getByRole('heading', { level: 2, name: 'Visit us' })).toBeVisible()
  const cards = page.getByTestId('location-today')
  await expect(cards.first()).toBeVisible()
  // Each card says today's hours (or that it is closed today) and links to directions.
  await expect(cards.first().getByTestId('todays-hours')).toHaveText(
    /^Today: (\d{1,2}:\d{2}[ap]m - \d{1,2}:\d{2}[ap]m|Closed|By appointment only)/,
  )
  await expect(cards.first().getByRole('link', { name: /Get directions/i })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  )
  // The promo slider opens on its first slide.
  const slider = page.locator('[data-block="promoSlider"]')
  if ((await slider.count()) > 0) await expect(slider.locator('.promo-slide').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  expect(csp).toEqual([])
})

test('the budget finder works the budget out as the shopper types, its outcome beside the inputs on a desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('sunshine-motors', '/'))
  const finder = page.locator('.block-budget-finder')
  await finder.scrollIntoViewIfNeeded()
  const total = finder.getByTestId('budget-total')
  await expect(total).toHaveText('$54,000')
  // Typing is the first use: the finder's code loads then, and what was typed counts.
  await finder.getByLabel('Repayment amount').fill('300')
  await expect(total).toHaveText('$80,000')
  await expect(finder.getByRole('link', { name: 'Show Used Cars up to $80,000' })).toHaveAttribute('href', /^\/cars\?/)
  await finder.getByLabel('Monthly').check()
  await expect(finder.getByLabel('Repayment amount')).toHaveValue('2000')
  await expect(total).toHaveText('$122,000')
  await finder.getByLabel('Repayment amount').fill('0')
  await finder.getByLabel('Deposit').fill('0')
  await expect(total).toHaveText('$0')
  await expect(finder.getByRole('button', { name: '0 Used Cars Found' })).toBeDisabled()
  await expect(finder.getByText('No Used Cars found for this budget')).toBeVisible()
  // A calculator's layout: the inputs on the left, the budget and its button in a panel on the right.
  const inputs = await finder.locator('.budget-finder-inputs').boundingBox()
  const outcome = await finder.locator('.budget-finder-result').boundingBox()
  expect(outcome!.x).toBeGreaterThanOrEqual(inputs!.x + inputs!.width)
  expect(outcome!.y).toBeLessThan(inputs!.y + inputs!.height)
  // On a phone the panel follows the inputs.
  await page.setViewportSize({ width: 390, height: 844 })
  const phoneInputs = await finder.locator('.budget-finder-inputs').boundingBox()
  const phoneOutcome = await finder.locator('.budget-finder-result').boundingBox()
  expect(phoneOutcome!.y).toBeGreaterThanOrEqual(phoneInputs!.y + phoneInputs!.height)
  expect(await seriousViolations(page)).toEqual([])
})

test('the locations map loads only when scrolled into view, and works from the keyboard', async ({ page }) => {
  const tiles: string[] = []
  await page.route(TILE_HOST, (route) => {
    tiles.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG })
  })
  const csp = watchCsp(page)
  // A short window: the map (after the hero, promotions and stock) starts well below its 200 px margin.
  await page.setViewportSize({ width: 1280, height: 400 })
  await page.goto(siteUrl('sunshine-motors', '/'))
  const map = page.getByRole('region', { name: 'Map of our locations' })
  await expect(map).toBeAttached()
  // Below the fold: no Leaflet, no tiles yet.
  await page.waitForLoadState('networkidle')
  expect(tiles).toEqual([])
  await expect(page.locator('.leaflet-container')).toHaveCount(0)

  await map.scrollIntoViewIfNeeded()
  await expect(page.locator('.leaflet-container')).toHaveCount(1, { timeout: 15_000 })
  await expect.poll(() => tiles.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await expect(page.locator('.location-map-figure')).toHaveAttribute('data-map-state', 'ready')
  await expect(page.getByText('Map: arrow keys move it, plus and minus zoom.')).toBeVisible()

  // Each location is a focusable marker named for it; Enter opens its name and address.
  const marker = page.getByRole('button', { name: 'Sunshine Motors Brisbane' })
  await marker.focus()
  await expect(marker).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('.leaflet-popup-content')).toContainText('Sunshine Motors Brisbane')
  await expect(page.locator('.leaflet-popup-content')).toContainText('120 Gympie Road')
  expect(csp).toEqual([])
})

test('without the tile host the map gives way to the address cards', async ({ page }) => {
  await page.route(TILE_HOST, (route) => route.abort('internetdisconnected'))
  await page.goto(siteUrl('sunshine-motors', '/'))
  const figure = page.locator('.location-map-figure')
  await figure.scrollIntoViewIfNeeded()
  await expect(figure).toHaveAttribute('data-map-state', 'failed', { timeout: 15_000 })
  await expect(
    page.getByText('The map could not be loaded. Each address, with directions, is on this page.'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Map of our locations' })).toBeHidden()
  const card = page.getByTestId('location-today').filter({ hasText: 'Sunshine Motors Brisbane' })
  await expect(card.getByText('120 Gympie Road')).toBeVisible()
  await expect(card.getByRole('link', { name: /Get directions/i })).toBeVisible()
})

test('a location page shows its image, address card and map', async ({ page }) => {
  await page.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }))
  await page.goto(siteUrl('sunshine-motors', '/locations/brisbane'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunshine Motors Brisbane')
  await expect(page.locator('img.location-image')).toBeVisible()
  await page.getByRole('region', { name: 'Map of our locations' }).scrollIntoViewIfNeeded()
  await expect(page.locator('.leaflet-container')).toHaveCount(1, { timeout: 15_000 })
})

test('the home page hands its islands only their own words, never the whole catalogue', async () => {
  // The budget finder once received every catalogue word as a prop: some 31 KB of the page's payload.
  const home = await request('/', { host: 'sunshine-motors.localhost' })
  expect(home.status).toBe(200)
  expect(home.body).toContain('block-budget-finder')
  expect(home.body).toContain('budgetYourBudget')
  expect(home.body).not.toContain('skipToContent')
  expect(home.body).not.toContain('termsAndConditions')
})
