import { expect, test, type Page } from './test'

import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { seriousViolations } from './axe'
import { request, siteUrl, staffAuth } from './server'

const SUNSHINE = 'sunshine-motors.localhost'
const HARBOUR = 'harbour-city-cars.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }

type Hit = { id: number; slug: string }
let car: Hit
let soldCar: Hit

test.beforeAll(async () => {
  const feed = [
    {
      id: 'ACC-1',
      name: '2022 Mazda Bilbymobile',
      year: 2022,
      make: 'Mazda',
      model: 'Bilbymobile',
      car_type: 'used',
      price: 27_990,
    },
    {
      id: 'ACC-2',
      name: '2021 Ford Possumvan',
      year: 2021,
      make: 'Ford',
      model: 'Possumvan',
      car_type: 'used',
      price: 31_500,
    },
  ]
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: feed,
  })
  expect(res.status, res.body).toBe(200)
  // The engine's typo tolerance may also match other cars: wait for the imported one itself.
  const find = async (model: string) => {
    const hit = async () =>
      (await request(`/api/search?query=${model.toLowerCase()}&hitsPerPage=50`, { host: SUNSHINE }))
        .json<{ hits: Array<Hit & { model: string }> }>()
        .hits.find((h) => h.model === model)
    await expect.poll(hit, { timeout: 20_000 }).toBeTruthy()
    return (await hit())!
  }
  car = await find('Bilbymobile')
  soldCar = await find('Possumvan')
})

/** Signing in, then the page it returns to rendering for a signed-in shopper: seconds on a busy machine. */
const AFTER_SIGN_IN = { timeout: 20_000 }

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('Password').fill(DEMO_DEFAULTS.customerPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

let client = 0

/**
 * Signs the demo shopper in through the site's route; returns the session cookie to send. Each call comes
 * from its own address, so these sign-ins never use up the limiter's allowance of the browser tests.
 */
async function customerCookie(): Promise<string> {
  client += 1
  const res = await request('/api/account/sign-in', {
    host: SUNSHINE,
    method: 'POST',
    headers: { 'X-Forwarded-For': `198.51.100.${client}` },
    body: { email: DEMO_CUSTOMER.email, password: DEMO_DEFAULTS.customerPassword },
  })
  expect(res.status, res.body).toBe(200)
  const cookie = String(res.headers['set-cookie'])
  expect(cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i)
  expect(cookie).toMatch(/SameSite=lax/i)
  return cookie.split(';')[0]!
}

test('an anonymous shopper taps save, signs in, lands back on the car, saves it and finds it on the watchlist', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', `/cars/${car.slug}`))
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  await page.getByRole('button', { name: `Save ${title} to watchlist` }).click()
  const back = encodeURIComponent(`/cars/${car.slug}`)
  await expect(page).toHaveURL(siteUrl('sunshine-motors', `/sign-in?type=watchlist&redirect=${back}&back=${back}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save cars to your watchlist')
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/cars/${car.slug}`)
  await signIn(page)

  await expect(page).toHaveURL(siteUrl('sunshine-motors', `/cars/${car.slug}`), AFTER_SIGN_IN)
  const save = page.getByRole('button', { name: `Save ${title} to watchlist` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  const toast = page.locator('.toaster')
  await expect(toast).toContainText('Car Saved In Watchlist')
  await expect(toast).toContainText(`${title} is now available in your watchlist`)
  await toast.getByRole('link', { name: 'View List' }).click()

  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/watchlist'))
  const item = page.locator('.watchlist-item').filter({ hasText: title })
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/cars/${car.slug}`)
  await expect(item).toContainText('$27,990')
  await expect(item).toContainText('Available')
  expect(await seriousViolations(page)).toEqual([])

  // Removing: one toast at a time, then the list no longer holds it after a reload.
  await item.getByRole('button', { name: `Save ${title} to watchlist` }).click()
  await expect(toast).toContainText('Car Removed')
  await expect(toast).toContainText(`${title} is no longer in your watchlist`)
  await expect(toast.locator('.toast')).toHaveCount(1)
  await page.reload()
  await expect(page.locator('.watchlist-item').filter({ hasText: title })).toHaveCount(0)
})

test('a refused save rolls back at once with an alert holding the server\u2019s error', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', `/sign-in?redirect=${encodeURIComponent(`/cars/${car.slug}`)}`))
  await signIn(page)
  await expect(page).toHaveURL(siteUrl('sunshine-motors', `/cars/${car.slug}`), AFTER_SIGN_IN)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  const save = page.getByRole('button', { name: `Save ${title} to watchlist` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/watchlist/save-car', async (route) => {
    await held
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'The watchlist is resting.' }),
    })
  })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true') // optimistic, before the server answers
  release()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.watchlist [role="alert"]')).toHaveText('The watchlist is resting.')
  await expect(page.locator('.toaster')).not.toContainText('Car Saved In Watchlist')
})

test('a saved car that sells says so on the watchlist', async () => {
  const cookie = await customerCookie()
  const save = await request('/api/watchlist/save-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie },
    body: { phone_number: DEMO_CUSTOMER.phone_number, car_id: soldCar.id },
  })
  expect(save.json()).toEqual({ success: true })
  const sold = [
    {
      id: 'ACC-2',
      name: '2021 Ford Possumvan',
      year: 2021,
      make: 'Ford',
      model: 'Possumvan',
      car_type: 'used',
      price: 31_500,
      status: 'sold',
      sold_date_timestamp: new Date().toISOString(),
    },
  ]
  expect(
    (
      await request('/api/stock/import?site=sunshine-motors&mode=delta', {
        method: 'POST',
        headers: STOCK_KEY,
        body: sold,
      })
    ).status,
  ).toBe(200)
  const page = await request('/watchlist', { host: SUNSHINE, headers: { Cookie: cookie } })
  expect(page.status).toBe(200)
  expect(page.body).toMatch(/Possumvan[\s\S]*\$31,500[\s\S]*Sold/)
})

test('the redirect parameter with an external URL is ignored', async ({ page }) => {
  await page.goto(
    siteUrl(
      'sunshine-motors',
      '/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%5Cevil.example',
    ),
  )
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
  await signIn(page)
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/'), AFTER_SIGN_IN)
})

test('sign-in and sign-up forms are keyboard-usable, with errors tied to their fields, and pass axe', async ({
  page,
}) => {
  await page.goto(siteUrl('sunshine-motors', '/sign-in?type=checkout&redirect=%2Fcars&back=%2Fcars'))
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Email').focus()
  await page.keyboard.type('not-an-email')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.press('Enter')
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.')
  expect(await seriousViolations(page)).toEqual([])

  // A wrong password: the server's answer in an alert, and no account probing.
  await email.fill(DEMO_CUSTOMER.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.keyboard.press('Enter')
  await expect(page.locator('.form-alert[role="alert"]')).toHaveText('Incorrect email or password.')

  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/sign-up?type=checkout&redirect=%2Fcars&back=%2Fcars'))
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Name').fill('Kim Keyboard')
  await page.getByLabel('Email').fill('kim@example.com')
  await page.getByLabel('Phone number').fill('12')
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByLabel('Phone number')).toBeFocused()
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    /Needed to save cars to your watchlist\.\s*Enter a phone number of 8 to 15 digits\./,
  )
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    /At least 10 characters\.\s*Use at least 10 characters\./,
  )
  await page.getByLabel('Phone number').fill('0400 123 456')
  await page.getByLabel('Password').fill('kims-long-password')
  await page.getByLabel('Password').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Not confirmed yet: sign-in says so.
  const res = await request('/api/account/sign-in', {
    host: SUNSHINE,
    method: 'POST',
    body: { email: 'kim@example.com', password: 'kims-long-password' },
  })
  expect(res.status).toBe(403)
})

test('the watchlist page asks for sign-in, and passes axe when signed in', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/watchlist'))
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F'))
  await signIn(page)
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/watchlist'), AFTER_SIGN_IN)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your watchlist')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/'))
  await page.goto(siteUrl('sunshine-motors', '/watchlist'))
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
})

test('the header shows the signed-in account menu on every page, while the cached HTML stays anonymous', async ({
  page,
}) => {
  // The server's HTML is the same anonymous header with or without a session: the per-site page cache holds one.
  const cookie = await customerCookie()
  for (const path of ['/', '/cars', '/contact']) {
    const res = await request(path, { host: SUNSHINE, headers: { Cookie: cookie } })
    expect(res.status, path).toBe(200)
    expect(res.body, path).toContain('href="/sign-in"')
    expect(res.body, path).not.toContain('account-sign-out')
  }
  await page.goto(siteUrl('sunshine-motors', '/sign-in'))
  await signIn(page)
  await expect(page).not.toHaveURL(/\/sign-in/, AFTER_SIGN_IN)
  for (const path of ['/', '/cars', `/cars/${car.slug}`, '/contact']) {
    await page.goto(siteUrl('sunshine-motors', path))
    const account = page.getByRole('navigation', { name: 'Your account' })
    await expect(account.getByRole('button', { name: 'Your account' })).toBeVisible(AFTER_SIGN_IN)
    await expect(account.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    await account.getByRole('button', { name: 'Your account' }).click()
    await expect(account.getByRole('link', { name: 'Watchlist' })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeHidden()
  }
  const account = page.getByRole('navigation', { name: 'Your account' })
  await account.getByRole('button', { name: 'Your account' }).click()
  await account.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(siteUrl('sunshine-motors', '/'))
  await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('the watchlist calls answer { success } and refuse anonymous, cross-site and malformed calls', async () => {
  const body = { phone_number: DEMO_CUSTOMER.phone_number, car_id: car.id }
  const anonymous = await request('/api/watchlist/save-car', { host: SUNSHINE, method: 'POST', body })
  expect([anonymous.status, anonymous.json()]).toEqual([401, { success: false, error: expect.any(String) }])
  const cookie = await customerCookie()
  const malformed = await request('/api/watchlist/save-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie },
    rawBody: '{"car_id":',
  })
  expect(malformed.status).toBe(400)
  expect(
    (
      await request('/api/watchlist/save-car', {
        host: SUNSHINE,
        method: 'POST',
        headers: { Cookie: cookie },
        body: { ...body, car_id: 'x' },
      })
    ).status,
  ).toBe(400)
  const crossSite = await request('/api/watchlist/save-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie, Origin: 'https://evil.example' },
    body,
  })
  expect([crossSite.status, crossSite.json()]).toEqual([403, { success: false, error: 'Cross-site request refused.' }])
  const otherPhone = await request('/api/watchlist/save-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie },
    body: { ...body, phone_number: '0499 999 999' },
  })
  expect([otherPhone.status, otherPhone.json<{ success: boolean }>().success]).toEqual([403, false])
  const saved = await request('/api/watchlist/save-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie, Origin: `http://${SUNSHINE}` },
    body,
  })
  expect([saved.status, saved.json()]).toEqual([200, { success: true }])
  expect(
    (await request('/api/watchlist', { host: SUNSHINE, headers: { Cookie: cookie } })).json<{ car_ids: number[] }>()
      .car_ids,
  ).toContain(car.id)
  // The Sunshine session is nobody on another site.
  expect((await request('/api/watchlist', { host: HARBOUR, headers: { Cookie: cookie } })).json()).toEqual({
    signed_in: false,
    phone_number: null,
    car_ids: [],
  })
  const removed = await request('/api/watchlist/remove-car', {
    host: SUNSHINE,
    method: 'POST',
    headers: { Cookie: cookie },
    body,
  })
  expect([removed.status, removed.json()]).toEqual([200, { success: true }])
})

test('a customer session reads no staff or site collection through the REST API, nor another customer', async () => {
  const cookie = await customerCookie()
  for (const collection of [
    'users',
    'integrations',
    'stock-imports',
    'phone-reveals',
    'promo-tiles',
    'cars',
    'sites',
    'locations',
    'watchlist-entries',
  ]) {
    const res = await request(`/api/${collection}?depth=0`, { host: SUNSHINE, headers: { Cookie: cookie } })
    expect([collection, res.status]).toEqual([collection, 403])
  }
  const customers = (await request('/api/customers?depth=0', { host: SUNSHINE, headers: { Cookie: cookie } })).json<{
    docs: Array<{ email: string }>
  }>()
  expect(customers.docs.map((c) => c.email)).toEqual([DEMO_CUSTOMER.email])
  // Customers never sign in through Payload's own login, only through the site's route.
  const bare = await request('/api/customers/login', {
    host: SUNSHINE,
    method: 'POST',
    body: { username: `x:${DEMO_CUSTOMER.email}`, password: DEMO_DEFAULTS.customerPassword },
  })
  expect(bare.status).not.toBe(200)
  // Staff still see the site's customers; another site's staff do not.
  const editor = await staffAuth('editor@sunshine-motors.example', DEMO_DEFAULTS.staffPassword)
  expect(
    (await request('/api/customers?depth=0', { headers: editor }))
      .json<{ docs: Array<{ email: string }> }>()
      .docs.map((c) => c.email),
  ).toContain(DEMO_CUSTOMER.email)
  const manager = await staffAuth('manager@harbour-city-cars.example', DEMO_DEFAULTS.staffPassword)
  expect(
    (await request('/api/customers?depth=0', { headers: manager }))
      .json<{ docs: Array<{ email: string }> }>()
      .docs.map((c) => c.email),
  ).not.toContain(DEMO_CUSTOMER.email)
})

test('sign-in is rate limited per client address, and a malformed sign-in address is a 400', async () => {
  const attempt = () =>
    request('/api/account/sign-in', {
      host: SUNSHINE,
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.9' },
      body: { email: 'nobody@example.com', password: 'wrong' },
    })
  for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(401)
  expect((await attempt()).status).toBe(429)
  // A malformed page query is dropped by a redirect (never a bare text page, #17).
  for (const [path, to] of [
    ['/sign-in?type=admin', '/sign-in'],
    ['/reset-password?token=%27%20OR%201', '/reset-password'],
  ]) {
    const res = await request(path!, { host: SUNSHINE })
    expect([res.status, res.headers.location], path).toEqual([307, to])
  }
  expect(
    (
      await request('/api/account/sign-in', {
        host: SUNSHINE,
        method: 'POST',
        rawBody: 'email=x',
        headers: { 'Content-Type': 'application/json' },
      })
    ).status,
  ).toBe(400)
})
