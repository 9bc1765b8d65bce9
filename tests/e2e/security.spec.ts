import { expect, test } from './test'

import { request, siteUrl } from './server'

const SUNSHINE = 'sunshine-motors.localhost'

test('site pages carry a nonce policy that forbids framing, a fresh nonce each time, and no x-powered-by', async () => {
  const first = await request('/cars', { host: SUNSHINE })
  const second = await request('/cars', { host: SUNSHINE })
  const policy = String(first.headers['content-security-policy'])
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic'/)
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain('unsafe-eval')
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toBeTruthy()
  expect(/'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]).not.toBe(nonce)
  expect(first.headers['x-powered-by']).toBeUndefined()
  expect(first.headers['x-content-type-options']).toBe('nosniff')
  // Every executable script of the page carries the response's nonce (JSON-LD data blocks need none).
  const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('application/ld+json'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
})

test('only the admin asks for the colour-scheme hint: a first visit to a site page is one request', async () => {
  // Critical-CH makes a browser that sent no hint retry the request: a round trip more before the page.
  for (const path of ['/', '/cars', '/blog']) {
    const res = await request(path, { host: SUNSHINE })
    expect(res.headers['critical-ch'], path).toBeUndefined()
    expect(res.headers['accept-ch'], path).toBeUndefined()
  }
  const admin = await request('/admin/login')
  expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the admin and the APIs may not be framed', async () => {
  for (const path of ['/admin/login', '/api/health']) {
    const res = await request(path)
    expect(res.headers['x-frame-options'], path).toBe('DENY')
    expect(String(res.headers['content-security-policy']), path).toContain("frame-ancestors 'none'")
    expect(res.headers['x-powered-by'], path).toBeUndefined()
  }
})

test('every shopper endpoint that signs in or writes refuses a request from another site', async () => {
  const paths = [
    '/api/account/sign-in',
    '/api/account/sign-up',
    '/api/account/sign-out',
    '/api/account/forgot-password',
    '/api/account/reset-password',
    '/api/reservations',
    '/api/checkout-journey',
    '/api/leads/trade-in',
    '/api/saved-searches',
    '/api/saved-searches/change',
  ]
  for (const path of paths) {
    const res = await request(path, {
      host: SUNSHINE,
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: {},
    })
    expect([res.status, res.json()], path).toEqual([403, { error: 'Cross-site request refused.' }])
  }
})

test('pages run their scripts under the policy without a single violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(siteUrl('sunshine-motors', '/search/used-cars'))
  await page.locator('.car-card').first().getByRole('button', { name: 'Compare' }).click()
  await expect(page.getByRole('navigation', { name: 'Saved cars' })).toBeVisible() // hydrated, so scripts ran
  const href = await page.locator('.car-card h3 a').first().getAttribute('href')
  await page.goto(siteUrl('sunshine-motors', href ?? '/cars'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('the phone reveal and view counters answer 429 past their limits', async () => {
  // Lone Star Auto: a site no other test reveals phones on, so its window is this test's alone.
  const host = 'lone-star-auto.localhost'
  const reveals = await Promise.all(
    Array.from({ length: 31 }, () =>
      request('/api/phone-reveal', { host, method: 'POST', body: { car_id: 999_999_999 } }),
    ),
  )
  expect(reveals.filter((res) => res.status === 404)).toHaveLength(30)
  const refused = reveals.filter((res) => res.status === 429)
  expect(refused).toHaveLength(1)
  expect(refused[0]?.headers['retry-after']).toBe('60')
  const views = await Promise.all(
    Array.from({ length: 61 }, () => request('/api/car-view', { host, method: 'POST', body: { car_id: 999_999_999 } })),
  )
  expect(views.filter((res) => res.status === 429)).toHaveLength(1)
})
