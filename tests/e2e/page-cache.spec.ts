import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { request, siteUrl, staffAuth, E2E_PORT } from './server'

/**
 * The shared page cache in front of Next.js (src/lib/requests/page-cache.ts): a page the same for every
 * shopper without a session is rendered once, served again with a fresh nonce, and never after a change.
 */
const LONE_STAR = `lone-star-auto.localhost:${E2E_PORT}`
const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1]

/**
 * The page asked for twice in a row, the second answer from the cache. The other worker's specs write all
 * the time, and each write empties the cache: a pair a write fell between is asked for again.
 */
async function servedTwice(path: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const first = await request(path, { host: LONE_STAR })
    const again = await request(path, { host: LONE_STAR })
    if (again.headers['x-page-cache'] === 'hit') return { first, again }
  }
  throw new Error(`${path} was never served from the cache`)
}

test('a shared page is served again with a nonce of its own, and its scripts run', async ({ page }) => {
  const { first, again } = await servedTwice('/models')
  expect(first.status).toBe(200)
  const nonce = nonceOf(again.headers['content-security-policy'])!
  expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy']))
  // Every nonce in the page is the response's own; the page is otherwise the one rendered.
  const nonces = [...again.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
  expect(nonces.length).toBeGreaterThan(3)
  expect(new Set(nonces)).toEqual(new Set([nonce]))
  expect(again.body).toBe(first.body.split(nonceOf(first.headers['content-security-policy'])!).join(nonce))

  // In Chromium, a page served from the cache hydrates: no script refused, its client parts work.
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  let served: string | undefined
  for (let attempt = 0; attempt < 5 && served !== 'hit'; attempt += 1) {
    await request('/models', { host: LONE_STAR })
    served = (await page.goto(siteUrl('lone-star-auto', '/models')))?.headers()['x-page-cache']
  }
  expect(served).toBe('hit')
  // Next's inline scripts ran (they carry the nonce): the page's React payload is there to hydrate from.
  await page.waitForFunction(() => (self as unknown as { __next_f?: unknown[] }).__next_f !== undefined)
  expect(refused).toEqual([])
})

test('a shared page carries its styles: it paints without fetching a stylesheet, and a client navigation adds the next page’s', async ({
  page,
}) => {
  const { again } = await servedTwice('/special-offers')
  expect(again.body).toMatch(/<style nonce="[^"]+">/)
  expect(again.body).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" media="print" disabled=""/)
  expect(String(again.headers.link ?? '')).not.toMatch(/as="?style/)

  // The page asks for no stylesheet (the kept links are for print, and disabled), and any it asked for would
  // be refused: the page is styled all the same, and React adds no link of its own.
  const stylesheetRequests: string[] = []
  await page.route(/\.css$/, (route) => {
    stylesheetRequests.push(route.request().url())
    return route.abort()
  })
  await page.goto(siteUrl('lone-star-auto', '/special-offers'))
  await page.waitForFunction(() => (self as unknown as { __next_f?: unknown[] }).__next_f !== undefined)
  const button = page.getByRole('button', { name: 'Show offers' })
  await expect(button).toHaveCSS('cursor', 'pointer')
  expect(await button.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).not.toBe('0px')
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(stylesheetRequests).toEqual([])
  await page.unroute(/\.css$/)

  // The home page's quick search goes to the results in the browser: the search page's own styles arrive.
  await page.goto(siteUrl('sunshine-motors', '/'))
  await page.waitForFunction(() => (self as unknown as { __next_f?: unknown[] }).__next_f !== undefined)
  await page.locator('form.quick-search').getByRole('button').click()
  await expect(page).toHaveURL(/\/cars/)
  await expect(page.locator('form.search-filters')).toBeVisible()
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every(
        (link) => link.sheet !== null,
      ),
    ),
  ).toBe(true)
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).not.toHaveCount(0)
})

test('a shopper with a session, a preview or a private page is never served a shared copy', async () => {
  await request('/models', { host: LONE_STAR })
  expect(
    (await request('/models', { host: LONE_STAR, headers: { Cookie: 'dealer_session=x' } })).headers['x-page-cache'],
  ).toBeUndefined()
  expect((await request('/sign-in', { host: LONE_STAR })).headers['x-page-cache']).toBeUndefined()
  expect((await request('/sign-in', { host: LONE_STAR })).headers['x-page-cache']).toBeUndefined()
})

test('a change published through the API is on the next page served', async () => {
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const sites = await request('/api/sites?limit=10&depth=0', { headers: admin })
  const site = sites
    .json<{ docs: Array<{ id: number; slug: string }> }>()
    .docs.find((s) => s.slug === 'lone-star-auto')!
  const posts = await request(
    `/api/posts?depth=0&limit=1&where[site][equals]=${site.id}&where[_status][equals]=published`,
    {
      headers: admin,
    },
  )
  const post = posts.json<{ docs: Array<{ id: number; title: string }> }>().docs[0]!
  expect((await servedTwice('/blog')).again.body).toContain(post.title)
  const retitled = `${post.title} (updated ${Date.now()})`
  try {
    const patched = await request(`/api/posts/${post.id}`, {
      method: 'PATCH',
      headers: admin,
      body: { title: retitled },
    })
    expect(patched.status).toBe(200)
    // The PATCH answered once this instance had heard of its change: the very next page is the new one.
    expect((await request('/blog', { host: LONE_STAR })).body).toContain(retitled)
  } finally {
    await request(`/api/posts/${post.id}`, { method: 'PATCH', headers: admin, body: { title: post.title } })
  }
})

test('a search page counts its demand from the browser, served from the cache or not', async ({ page }) => {
  const path = '/cars?refinementList%5Bmake%5D%5B0%5D=Ford'
  const served: Array<string | undefined> = []
  for (let attempt = 0; attempt < 5 && !served.includes('hit'); attempt += 1) {
    const counted = page.waitForResponse((res) => res.url().endsWith('/api/search-demand'))
    served.push((await page.goto(siteUrl('lone-star-auto', path)))?.headers()['x-page-cache'])
    const beacon = await counted
    expect(beacon.status()).toBe(204)
    expect(JSON.parse(beacon.request().postData() ?? '{}')).toEqual({ search: 'refinementList%5Bmake%5D%5B0%5D=Ford' })
  }
  expect(served).toContain('hit')
  const refused = await request('/api/search-demand', { host: LONE_STAR, method: 'POST', body: { search: 'page=0' } })
  expect(refused.status).toBe(400)
  expect((await request('/api/search-demand', { host: LONE_STAR, method: 'POST', body: {} })).status).toBe(400)
})
