import { expect, test, type Page } from './test'

import { seriousViolations } from './axe'
import { request, siteUrl } from './server'

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

const DEMO = [
  { slug: 'sunshine-motors', name: 'Sunshine Motors', locale: 'en-AU' },
  { slug: 'harbour-city-cars', name: 'Harbour City Cars', locale: 'en-NZ' },
  { slug: 'lone-star-auto', name: 'Lone Star Auto', locale: 'en-US' },
]

for (const site of DEMO) {
  test(`${site.slug}.localhost serves ${site.name} in ${site.locale}`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.slug))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${site.name}`)
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale)
    await expect(page).toHaveTitle(site.name)
    await expectNoSeriousA11yViolations(page)
  })
}

test('Sunshine Motors lists its own three locations, sales first, and no other site\u2019s', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors'))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Locations' }).click()
  const names = page.locator('.nav-location-list strong')
  await expect(names).toHaveText(['Sunshine Motors Brisbane', 'Sunshine Motors - Service', 'Sunshine Motors Parts'])
  await expect(page.getByText('Harbour City Cars Auckland')).toHaveCount(0)
})

test('a site is also served on a domain listed on it', async () => {
  const res = await request('/', { host: 'www.harbourcitycars.example' })
  expect(res.status).toBe(200)
  expect(res.body).toContain('<html lang="en-NZ"')
  // React separates adjacent text nodes with empty comments in server HTML.
  expect(res.body.replaceAll('<!-- -->', '')).toContain('<h1>Welcome to Harbour City Cars</h1>')
})

test('an unknown host gets a clear 404, never another dealer\u2019s site', async ({ page }) => {
  for (const host of ['www.unknown-dealer.example', 'no-such-site.localhost:3100', 'localhost:3100']) {
    const res = await request('/', { host })
    expect(res.status, host).toBe(404)
    expect(res.body).toContain('No dealer site at this address')
    expect(res.body).not.toMatch(/Sunshine Motors|Harbour City Cars|Lone Star Auto/)
  }
  const response = await page.goto(siteUrl('no-such-site'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No dealer site at this address')
  await expectNoSeriousA11yViolations(page)
})

test('an unknown host gets the same uncached 404 from the site files and the shopper APIs', async () => {
  const host = 'www.unknown-dealer.example'
  for (const path of ['/robots.txt', '/sitemap.xml', '/feeds/vehicles.xml', '/preview?token=x']) {
    const res = await request(path, { host })
    expect(res.status, path).toBe(404)
    expect(res.headers['cache-control'], path).toBe('no-store')
    expect(res.body, path).toBe('No dealer site at this address.')
  }
  for (const path of ['/api/search', '/api/watchlist', '/api/leads/challenge']) {
    const res = await request(path, { host })
    expect(res.status, path).toBe(404)
    expect(res.headers['cache-control'], path).toBe('no-store')
    expect(res.json(), path).toEqual({ error: 'No dealer site at this address.' })
  }
})

test('a missing page on a known site is a 404 on that site', async ({ page }) => {
  const response = await page.goto(siteUrl('lone-star-auto', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('link', { name: 'Go to the Lone Star Auto home page' })).toBeVisible()
})

test('GET /api/health reports the database', async () => {
  const res = await request('/api/health')
  expect(res.status).toBe(200)
  expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } })
  expect(res.headers['cache-control']).toContain('no-store')
})

test('every site answers /favicon.ico with its own icon, and its pages link to it', async ({ page }) => {
  const icons: string[] = []
  for (const slug of ['sunshine-motors', 'harbour-city-cars']) {
    await page.goto(siteUrl(slug, '/cars'))
    const href = await page.locator('head link[rel="icon"]').getAttribute('href')
    expect(href, slug).toMatch(/^\/favicon\.ico\?v=\w+$/)
    for (const pathname of ['/favicon.ico', href!]) {
      const response = await page.goto(siteUrl(slug, pathname))
      expect(response?.status(), `${slug} ${pathname}`).toBe(200)
      expect(response?.headers()['content-type'], `${slug} ${pathname}`).toMatch(/^image\//)
      expect(response?.headers()['cache-control']).toContain('max-age=86400')
      const body = await response!.body()
      expect(body.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG')
      if (pathname === '/favicon.ico') icons.push(body.toString('base64'))
    }
  }
  // Each site's icon is its own (its initials in its brand colour).
  expect(icons[0]).not.toBe(icons[1])
  // An unknown host gets no icon from another site.
  expect((await request('/favicon.ico', { host: 'no-such-site.localhost' })).status).toBe(404)
})
