/**
 * Forms that load their code on first use (issue 18, src/components/leads/deferred-form.tsx), in a real
 * browser against the built app: the form's code is fetched only once the shopper uses the form, what was
 * typed before it arrived stays (with the focus), a submit before hydration is neither lost nor sent natively,
 * and the captcha's proof of work starts a Web Worker the page's policy allows.
 */
import { expect, test, type Page } from './test'

import { siteUrl } from './server'

/** The contact page's enquiry form (the page may carry other forms too). */
const enquiryForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Send enquiry' }) })

/** Script chunks the page fetched so far. */
function scriptsOf(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

test('the contact form loads its code on first use and keeps what was typed and the focus', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  await page.waitForLoadState('networkidle')
  const before = scripts.length
  const form = enquiryForm(page)
  const name = form.getByLabel('Name', { exact: true })
  // Typed key by key straight away: the first key starts loading the form's code.
  await name.pressSequentially('Jo Citizen')
  await expect.poll(() => scripts.length).toBeGreaterThan(before)
  await page.waitForLoadState('networkidle')
  await expect(name).toHaveValue('Jo Citizen')
  await expect(name).toBeFocused()
  // Hydrated: react-hook-form validates with the zod schema and names the fields still missing.
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveValue('Jo Citizen')
  expect(new URL(page.url()).search).toBe('')
})

test('a submit before the form hydrated is held, then validated, never sent as a native GET', async ({ page }) => {
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  // The first thing the shopper does is press the button.
  const form = enquiryForm(page)
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
})

test('the captcha works in a Web Worker the page policy allows', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(siteUrl('sunshine-motors', '/contact'))
  const worker = page.waitForEvent('worker')
  const form = enquiryForm(page)
  await form.getByLabel('Name', { exact: true }).focus()
  expect((await worker).url()).toMatch(/\/_next\/|^blob:/)
  // The note stays quiet while the work runs in the background.
  await expect(form.locator('.captcha-note [role="status"]')).toHaveText('')
  expect(refused).toEqual([])
})
