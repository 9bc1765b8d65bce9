import { expect, test } from './test'

import { seriousViolations } from './axe'
import { request, siteUrl } from './server'

const SUNSHINE = 'sunshine-motors.localhost'

test('/search/used-cars has its first 21 cars and the count in the HTML, without JavaScript', async () => {
  const res = await request('/search/used-cars', { host: SUNSHINE })
  expect(res.status).toBe(200)
  const html = res.body.replaceAll('<!-- -->', '')
  expect(html.match(/<article class="car-card /g)).toHaveLength(21)
  expect(html).toMatch(/data-testid="search-count">[\d,]+ cars found</)
  expect(html).toContain('<link rel="canonical" href="')
  expect(html).toContain('<title>Used Cars | Sunshine Motors</title>')
})

test('a dealer filter link narrows to that dealership', async () => {
  const all = (await request('/api/search?hitsPerPage=1', { host: SUNSHINE })).json<{ count: number }>().count
  const dealer = await request('/cars?refinementList[dealership_slug][0]=sunshine-motors', { host: SUNSHINE })
  expect(dealer.status).toBe(200)
  expect(dealer.body.replaceAll('<!-- -->', '')).toContain(`${all.toLocaleString('en-AU')} cars found`)
  const other = await request('/cars?refinementList[dealership_slug][0]=another-dealer', { host: SUNSHINE })
  expect(other.body.replaceAll('<!-- -->', '')).toContain('0 cars found')
})

test('search pages redirect a malformed parameter away (never a bare 400) and 404 an unknown preset', async () => {
  for (const [path, to] of [
    ['/cars?page=abc', '/cars'],
    ['/cars?page=0&query=hilux', '/cars?query=hilux'],
    ['/cars?sortBy=cheapest', '/cars'],
    ['/search/used-cars?range[price]=a:b&sortBy=latest', '/search/used-cars?sortBy=latest'],
  ] as const) {
    const res = await request(path, { host: SUNSHINE })
    expect(res.status, path).toBe(307)
    expect(res.headers.location, path).toBe(to)
  }
  // The API keeps its JSON 400.
  const api = await request('/api/search?page=0', { host: SUNSHINE })
  expect(api.status).toBe(400)
  expect(typeof api.json<{ error?: string }>().error).toBe('string')
  expect((await request('/search/no-such-make', { host: SUNSHINE })).status).toBe(404)
  expect((await request('/search/toyota/no-such-model', { host: SUNSHINE })).status).toBe(404)
})

test('presets by make, make and model, and body have their own titles', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/search/toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Cars')
  await page.goto(siteUrl('sunshine-motors', '/search/toyota/hilux'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Hilux Cars')
  await expect(page.locator('.car-card h3').first()).toContainText('Toyota Hilux')
  await page.goto(siteUrl('sunshine-motors', '/search/suv'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV Cars')
})

test('filter by make, then a price range: the URL carries both, a reload shows the same, a filter change drops the page', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', '/cars'))
  const filters = page.getByRole('form', { name: 'Filter cars' })
  await filters.locator('summary', { hasText: 'Make' }).first().click()
  await filters.getByRole('checkbox', { name: /^Toyota/ }).check()
  await filters.getByRole('button', { name: /^Show Me/ }).click()
  await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B\d+%5D=Toyota|refinementList\[make\]\[\d+\]=Toyota/)

  await filters.locator('summary', { hasText: 'Price' }).first().click()
  await filters.getByRole('spinbutton', { name: 'Min' }).first().fill('20000')
  await filters.getByRole('spinbutton', { name: 'Max' }).first().fill('40000')
  await filters.getByRole('button', { name: /^Show Me/ }).click()
  await expect(page).toHaveURL(/range%5Bprice%5D=20000%3A40000/)
  expect(decodeURIComponent(page.url())).toContain('refinementList[make][0]=Toyota')
  const first = await page.locator('.car-card h3').first().textContent()
  expect(first).toContain('Toyota')
  const prices = await page.locator('.car-card-price').allTextContents()
  for (const price of prices) {
    const amount = Number(price.replace(/[^\d]/g, '').slice(0, 5))
    expect(amount).toBeGreaterThanOrEqual(20000)
    expect(amount).toBeLessThanOrEqual(40000)
  }

  // A reload shows the search its URL says: the same filters, and the engine's count for that URL. Other
  // workers' specs import Toyotas in this range meanwhile, so that count is asked just before and after the
  // reload, and the page's is one of the two.
  const engineCount = async () =>
    (await request(`/api/search?${new URL(page.url()).search.slice(1)}`, { host: SUNSHINE })).json<{ count: number }>()
      .count
  const before = await engineCount()
  await page.reload()
  await expect(filters.getByRole('checkbox', { name: /^Toyota/ })).toBeChecked()
  await expect(filters.getByRole('spinbutton', { name: 'Min' }).first()).toHaveValue('20000')
  await expect(filters.getByRole('spinbutton', { name: 'Max' }).first()).toHaveValue('40000')
  const shown = Number((await page.getByTestId('search-count').textContent())?.replace(/\D/g, ''))
  expect([before, await engineCount()]).toContain(shown)
  await expect(page.locator('.car-card h3').first()).toContainText('Toyota')

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc')
  await filters.getByRole('button', { name: /^Show Me/ }).click()
  await expect(page).toHaveURL(/sortBy=price_asc/)
  expect(page.url()).not.toMatch(/[?&]page=/)
})

test('the search page has no serious accessibility violations, and another site shows none of this site\u2019s cars', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', '/cars'))
  expect(await seriousViolations(page)).toEqual([])

  // Harbour City Cars holds only the cars other specs import into it (none from the seed): every card is one of them.
  const own = (await request('/api/search?hitsPerPage=100', { host: 'harbour-city-cars.localhost' })).json<{
    count: number
    hits: Array<{ slug: string }>
  }>()
  expect(own.count).toBeLessThan(100)
  await page.goto(siteUrl('harbour-city-cars', '/cars'))
  await expect(page.getByTestId('search-count')).toHaveText(`${own.count} ${own.count === 1 ? 'car' : 'cars'} found`)
  const links = await page
    .locator('.car-card h3 a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
  expect(links.filter((href) => !own.hits.some((hit) => href === `/cars/${hit.slug}`))).toEqual([])
})
