import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { request, staffAuth } from './server'
import { signInToAdmin } from './admin-sign-in'

/**
 * The admin's live-preview side panel, opened for real in Chromium: the admin (localhost) frames the page on
 * its site's own host ({slug}.localhost), a cross-site frame that gets no cookie. The frame's every request
 * carries the signed token in its query (src/lib/requests/preview-session.ts), so it shows the draft, and
 * follows the title as it is typed; saving the draft re-renders it on the server (RefreshRouteOnSave).
 */

const slug = `live-preview-${Date.now()}`
let pageId: number

test.beforeAll(async () => {
  const editor = await staffAuth('editor@sunshine-motors.example', DEMO_DEFAULTS.staffPassword)
  const sites = await request('/api/sites?depth=0', { headers: editor })
  const site = sites
    .json<{ docs: Array<{ id: number; slug: string }> }>()
    .docs.find((s) => s.slug === 'sunshine-motors')
  const created = await request('/api/pages', {
    method: 'POST',
    headers: editor,
    body: { site: site?.id, title: 'Live preview page', slug, _status: 'published' },
  })
  expect(created.status, created.body).toBe(201)
  pageId = created.json<{ doc: { id: number } }>().doc.id
})

test('the live-preview side panel shows the page and a newly typed title once the draft is saved', async ({ page }) => {
  // The Cookie header of every request the site's host gets from the frame.
  const framedCookies: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).host.startsWith('sunshine-motors.localhost'))
      // (A request still in flight as the test ends has no headers left to read.)
      void req
        .allHeaders()
        .then((headers) => framedCookies.push(headers.cookie ?? ''))
        .catch(() => undefined)
  })
  await signInToAdmin(page, 'editor@sunshine-motors.example', DEMO_DEFAULTS.staffPassword)
  await page.goto(`/admin/collections/pages/${pageId}`)
  await expect(page.locator('#field-title')).toHaveValue('Live preview page')

  // The admin remembers an open panel (a preference, e.g. from a retried run): open it only when it is shut.
  const iframe = page.locator('iframe#live-preview-iframe')
  await expect(async () => {
    if (!(await iframe.isVisible())) await page.locator('#live-preview-toggler').click()
    await expect(iframe).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })
  // The panel frames the page on the site's own host, the token in its address (no cookie to carry it).
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(src.host).toMatch(/^sunshine-motors\.localhost:\d+$/)
  expect(src.pathname).toBe(`/${slug}`)
  expect(src.searchParams.get('preview')).toBeTruthy()
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Live preview page', { timeout: 30_000 })
  await expect(frame.locator('.preview-bar')).toContainText('Preview of the latest draft')

  // Type a new title: the framed page shows it as it is typed (the admin posts the form to the frame).
  await page.locator('#field-title').fill('Live preview page: typed in the admin')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Live preview page: typed in the admin', {
    timeout: 30_000,
  })
  // Saving the draft re-renders the framed page on the server (a fresh request with the token): it holds.
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/Draft saved successfully|Updated successfully/i).first()).toBeVisible()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Live preview page: typed in the admin', {
    timeout: 30_000,
  })
  // No request of the frame needed a cookie of the site's host.
  expect(framedCookies.length).toBeGreaterThan(0)
  for (const cookie of framedCookies) expect(cookie).not.toMatch(/site-preview|__prerender_bypass/)

  // Shoppers still see the published title, and the page may not be framed without the token.
  const shopper = await request(`/${slug}`, { host: src.host })
  expect(shopper.body).toContain('>Live preview page</h1>')
  expect(shopper.body).not.toContain('typed in the admin')
  expect(shopper.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  const framed = await request(`${src.pathname}${src.search}`, { host: src.host })
  expect(String(framed.headers['content-security-policy'])).toMatch(/frame-ancestors 'self' http:\/\/localhost:\d+/)
})
