import { expect, test, type Page } from './test'

import { seriousViolations } from './axe'
import { request, siteUrl } from './server'

const SUNSHINE = 'sunshine-motors'
const HOST = (slug: string) => `${slug}.localhost`

/** Fails the test on any Content-Security-Policy violation the page reports. */
function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('a location page shows its details, grouped hours and a holiday hours popup that works by keyboard', async ({
  page,
}) => {
  const csp = watchCsp(page)
  const response = await page.goto(siteUrl(SUNSHINE, '/locations/brisbane'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunshine Motors Brisbane')
  await expect(page).toHaveTitle('Sunshine Motors Brisbane | Sunshine Motors')
  await expect(page.getByRole('main').getByText('120 Gympie Road, Kedron QLD 4031')).toBeVisible()
  await expect(page.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /google\.com\/maps\/search/)
  await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /google\.com\/maps\/dir/)
  const hours = page.locator('.opening-hours').first()
  await expect(hours.locator('dt')).toHaveText(['Mon-Fri', 'Sat', 'Sun'])
  await expect(hours.locator('dd')).toHaveText(['8:30am - 5:30pm', '8:30am - 4:00pm', 'Closed'])
  expect(await seriousViolations(page)).toEqual([])

  // Keyboard: focus the button, open with Enter, close with Escape; focus comes back to the button.
  const opener = page.getByRole('button', { name: 'Holiday Opening Hours' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Holiday opening hours/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row', { name: /Christmas Day/ })).toContainText('Closed')
  await expect(dialog.getByRole('row', { name: /Christmas Eve/ })).toContainText('9:00am - 1:00pm')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // And with the Close button, by Space.
  await page.keyboard.press('Space')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(csp).toEqual([])
})

test("'By appointment only' on closed days where the site says so", async ({ page }) => {
  await page.goto(siteUrl('harbour-city-cars', '/locations/auckland'))
  await expect(page.locator('.opening-hours dd')).toHaveText([
    '8:30am - 5:30pm',
    '9:00am - 4:00pm',
    'By appointment only',
  ])
  // Harbour City Cars does not show holiday hours.
  await expect(page.getByRole('button', { name: 'Holiday Opening Hours' })).toHaveCount(0)
})

test('the special offers page filters by make and model, and cards expand with View more', async ({ page }) => {
  const csp = watchCsp(page)
  expect((await page.goto(siteUrl(SUNSHINE, '/special-offers')))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special offers')
  const titles = page.locator('.offer-card h2')
  await expect(titles).toHaveCount(4)
  expect((await titles.allInnerTexts()).sort()).toEqual([
    'Free first service on any used car',
    'HiLux SR5 double cab from $62,990 drive away',
    'Mazda CX-5: 5 years free scheduled servicing', // the platform's Mazda offer
    'RAV4 Hybrid: 2.99% p.a. comparison rate',
  ])
  await expect(page.getByText('Stocktake sale (ended)')).toHaveCount(0)
  // The first card's image is the top of a phone's screen: fetched first; the rest wait until they near it.
  const images = page.locator('.offer-card img')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  expect(await seriousViolations(page)).toEqual([])

  const hilux = page.locator('.offer-card').filter({ hasText: 'HiLux SR5' })
  const more = hilux.getByRole('button', { name: 'View more' }).first()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await more.click()
  await expect(hilux.getByRole('button', { name: 'View less' }).first()).toHaveAttribute('aria-expanded', 'true')
  await expect(hilux).toContainText('ready for work on Monday and the beach on Saturday.')

  await page.getByLabel('Model').selectOption('rav4')
  await page.getByRole('button', { name: 'Show offers' }).click()
  await expect(page).toHaveURL(/model=rav4/)
  await expect(page.locator('.offer-card h2')).toHaveText(['RAV4 Hybrid: 2.99% p.a. comparison rate'])

  await page.locator('.offer-card h2 a').first().click()
  await expect(page).toHaveURL(/\/offers\/toyota\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RAV4 Hybrid: 2.99% p.a. comparison rate')
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  expect(csp).toEqual([])
})

test('offer, model, brand, location and blog addresses: 404 for unknown, 400 for malformed, offers only at their own address', async () => {
  const host = HOST(SUNSHINE)
  const offers = await request('/special-offers', { host })
  const path = /href="(\/offers\/toyota\/(\d+))"/.exec(offers.body)
  expect(path).not.toBeNull()
  expect((await request(path![1]!, { host })).status).toBe(200)
  expect((await request(`/offers/${path![2]}`, { host })).status).toBe(404) // not its canonical address
  expect((await request(`/offers/mazda/${path![2]}`, { host })).status).toBe(404)
  expect((await request(path![1]!, { host: HOST('lone-star-auto') })).status).toBe(404) // another site's offer
  // A path the rules refuse is the site's styled 400 page, at the same address (never a bare text page, #17).
  const broken = await request('/offers/abc', { host })
  expect(broken.status).toBe(400)
  expect(broken.body).toContain('This link is broken')
  expect(broken.body).toContain('<header')
  // A malformed query is dropped by a redirect (never a bare text page, #17).
  for (const [path, to] of [
    ['/special-offers?manufacturer=Not%20A%20Slug', '/special-offers'],
    ['/models?body=boats', '/models'],
    ['/blog?page=0', '/blog'],
  ]) {
    const res = await request(path!, { host })
    expect([res.status, res.headers.location], path).toEqual([307, to])
  }
  expect((await request('/locations/nowhere', { host })).status).toBe(404)
  expect((await request('/locations/auckland', { host })).status).toBe(404) // Harbour City Cars' location
  expect((await request('/brands/ford', { host })).status).toBe(404) // a make Sunshine Motors does not carry
  expect((await request('/brands/toyota', { host })).status).toBe(200)
  expect((await request('/blog/no-such-post', { host })).status).toBe(404)
  expect((await request('/blog/electric-range-explained', { host })).status).toBe(404) // scheduled, not yet published
  expect((await request('/offers', { host })).status).toBe(307)
})

test('the models page filters by body, and a model page answers at its slug, new slug or override URL', async ({
  page,
}) => {
  const csp = watchCsp(page)
  expect((await page.goto(siteUrl(SUNSHINE, '/models')))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our model range')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('navigation', { name: 'Body types' }).getByRole('link', { name: 'Vans' }).click()
  await expect(page).toHaveURL(/body=vans/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vans models')
  await expect(page.locator('.model-card h2')).toHaveText(['HiAce'])
  await page.goto(siteUrl(SUNSHINE, '/models?body=future-vehicles'))
  await expect(page.locator('.model-card h2')).toHaveText(['bZ Woodland'])

  await page.goto(siteUrl(SUNSHINE, '/hilux'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux')
  await expect(page).toHaveTitle('Toyota HiLux range | Sunshine Motors')
  await expect(page.getByRole('link', { name: 'View Toyota HiLux stock' })).toHaveAttribute(
    'href',
    /refinementList%5Bmake%5D%5B0%5D=Toyota|refinementList\[make\]\[0\]=Toyota/,
  )
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(siteUrl(SUNSHINE, '/rav4'))
  await expect(page).toHaveURL(/\/rav4-hybrid$/)
  await page.goto(siteUrl(SUNSHINE, '/landcruiser-300'))
  await expect(page).toHaveURL(/\/toyota\/landcruiser-range$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota LandCruiser 300')
  // Another site's model is no page here.
  expect((await request('/f-150', { host: HOST(SUNSHINE) })).status).toBe(404)
  expect((await request('/f-150', { host: HOST('lone-star-auto') })).status).toBe(200)
  expect(csp).toEqual([])
})

test('the blog lists published posts by category and renders a post', async ({ page }) => {
  const csp = watchCsp(page)
  expect((await page.goto(siteUrl(SUNSHINE, '/blog')))?.status()).toBe(200)
  await expect(page.getByText('Coming soon: our electric range explained')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Vehicle Reviews' }).click()
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Reviews')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: '2026 Toyota HiLux SR5 review: still the benchmark?' }).click()
  await expect(page).toHaveURL(/\/blog\/toyota-hilux-sr5-review$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Toyota HiLux SR5 review: still the benchmark?')
  await expect(page.getByRole('heading', { level: 2, name: 'On the road' })).toBeVisible()
  // The post's cover: described for a screen reader, and loaded (the demo's drawn cover, seed/art.ts).
  const cover = page.getByRole('img', { name: 'A white ute on a country road at sunset' })
  await expect(cover).toBeVisible()
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expect(page).toHaveTitle('Toyota HiLux SR5 review | Sunshine Motors')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2026 Toyota HiLux SR5 double cab/)
  expect(await seriousViolations(page)).toEqual([])
  expect(csp).toEqual([])
})

test('the content blocks render on a page: location cards, reviews carousel, offers, tiles, dropdown, stock carousel, embedded form', async ({
  page,
}) => {
  const csp = watchCsp(page)
  expect((await page.goto(siteUrl(SUNSHINE, '/visit-us')))?.status()).toBe(200)
  const locations = page.getByRole('region', { name: 'Our locations' })
  await expect(locations.getByRole('heading', { level: 3 })).toHaveText([
    'Sunshine Motors Brisbane',
    'Sunshine Motors - Service',
    'Sunshine Motors Parts',
  ])
  const reviews = page.locator('.block-reviews')
  await expect(reviews.getByText(/out of 5 from \d+ reviews/)).toBeVisible()
  await expect(reviews.locator('[aria-roledescription="carousel"]')).toHaveCount(1)
  await expect(reviews.getByText('Grace L.')).toHaveCount(0) // 3 stars: below the site's minimum of 4
  await expect(reviews.getByRole('link', { name: 'Leave a Review' })).toBeVisible()
  await expect(page.locator('.block-offers .offer-card')).toHaveCount(3)
  await expect(page.locator('.block-facet-tiles').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/search\/[a-z0-9-]+$/,
  )
  const dealership = page.getByRole('combobox', { name: 'Dealership' })
  await expect(dealership).toHaveValue('sunshine-motors') // the only dealership: chosen already
  await expect(page.locator('.block-stock-carousel .carousel-slide').first()).toBeVisible()
  const form = page.getByRole('form', { name: 'Ask us anything' })
  await expect(form.getByLabel('Postcode')).toHaveAttribute('maxlength', '4')
  await expect(form.getByLabel('Location')).toContainText('Sunshine Motors Brisbane')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'View stock' }).click()
  await expect(page).toHaveURL(
    /\/cars\?refinementList%5Bdealership_slug%5D%5B0%5D=sunshine-motors|refinementList\[dealership_slug\]\[0\]=sunshine-motors/,
  )
  expect(csp).toEqual([])
})

test('a manufacturer offer shows on the sites selling its make, at its slug, except on the sites it excludes', async ({
  page,
}) => {
  const path = '/offers/mazda/cx-5-five-years-servicing'
  const csp = watchCsp(page)
  await page.goto(siteUrl(SUNSHINE, '/special-offers?manufacturer=mazda'))
  await expect(page.locator('.offer-card h2')).toHaveText(['Mazda CX-5: 5 years free scheduled servicing'])
  await page.locator('.offer-card h2 a').click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda CX-5: 5 years free scheduled servicing')
  await expect(page.getByRole('link', { name: 'About the CX-5' })).toHaveAttribute('href', '/cx-5') // Sunshine Motors' own CX-5 page
  expect(await seriousViolations(page)).toEqual([])
  // Enquiring starts the contact form with the offer's name.
  await page.getByRole('link', { name: 'Enquire about this offer' }).click()
  await expect(page).toHaveURL(/\/contact\?offer=mazda\/cx-5-five-years-servicing$/)
  await expect(page.getByLabel('Message')).toHaveValue(
    'I would like to know more about this offer: Mazda CX-5: 5 years free scheduled servicing.',
  )
  expect(csp).toEqual([])
  const host = HOST(SUNSHINE)
  const script = await request('/contact?offer=%3Cscript%3E', { host })
  expect([script.status, script.headers.location]).toEqual([307, '/contact'])
  const unknown = await request('/contact?offer=mazda/no-such-offer', { host })
  expect(unknown.status).toBe(200)
  expect(unknown.body).not.toContain('I would like to know more about this offer')

  // Harbour City Cars sells Mazda but is excluded (an Australian offer); Lone Star Auto does not sell Mazda.
  for (const site of ['harbour-city-cars', 'lone-star-auto']) {
    expect((await request(path, { host: HOST(site) })).status, site).toBe(404)
    expect((await request('/special-offers', { host: HOST(site) })).body, site).not.toContain(
      'cx-5-five-years-servicing',
    )
  }
  expect((await request('/sitemap.xml', { host: HOST(SUNSHINE) })).body).toContain(path)
})

test('content collections are not readable through the public REST API', async () => {
  for (const collection of [
    'models',
    'offers',
    'manufacturer-offers',
    'reviews',
    'posts',
    'manufacturers',
    'locations',
  ]) {
    const res = await request(`/api/${collection}`)
    expect(res.status, collection).toBe(403)
  }
})

test('the brand and model pages show their live offers in one offers section', async ({ page }) => {
  await page.goto(siteUrl(SUNSHINE, '/brands/toyota'))
  const brandOffers = page.getByRole('region', { name: 'Toyota offers' })
  await expect(brandOffers.getByRole('heading', { level: 2 })).toHaveText('Toyota offers')
  await expect(
    brandOffers.locator('.card-grid .offer-card h3 a').filter({ hasText: 'HiLux SR5 double cab' }),
  ).toHaveAttribute('href', /^\/offers\/toyota\/\d+$/)
  await expect(brandOffers.getByText('Stocktake sale (ended)')).toHaveCount(0)

  await page.goto(siteUrl(SUNSHINE, '/hilux'))
  const modelOffers = page.getByRole('region', { name: 'HiLux offers' })
  await expect(modelOffers.locator('.card-grid .offer-card h3 a')).toHaveText([
    'HiLux SR5 double cab from $62,990 drive away',
  ])
  // On the HiLux's own page its offer leads to the offer only, not back to the HiLux; on the brand's, to both.
  await expect(modelOffers.getByRole('link', { name: 'About the HiLux' })).toHaveCount(0)
  await page.goBack()
  await expect(
    page.getByRole('region', { name: 'Toyota offers' }).getByRole('link', { name: 'About the HiLux' }),
  ).toHaveAttribute('href', '/hilux')
  // A model with no live offers has no offers section.
  await page.goto(siteUrl(SUNSHINE, '/hiace'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/HiAce/)
  await expect(page.getByRole('region', { name: /offers$/ })).toHaveCount(0)
})
