import { expect, test } from './test'

import { seriousViolations } from './axe'

import { ensurePayloadSecret } from '../../scripts/lib/secret'
import { DEMO_CUSTOMER, DEMO_DEFAULTS } from '../../seed/demo'
import { savedSearchToken } from '../../src/lib/saved-searches/link-tokens'
import { E2E_DATA_DIR, request, siteUrl, staffAuth } from './server'

/**
 * Saved searches with alerts (#22), as a shopper meets them: save the search from the search page (signing
 * in on the way), confirm through the emailed link, then a delta import adds a matching car and exactly one
 * alert email goes out. The e2e server logs emails (no SMTP here), so the alert is counted where the job
 * records each one it sends: the saved search's `alerts_sent`, read through the staff REST API and shown on
 * /account/saved-searches.
 */

const SUNSHINE = 'sunshine-motors.localhost'
const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }
/** A make no other car has: the saved search matches only this spec's car. */
const MAKE = 'Numbatworks'
const SEARCH_PATH = `/cars?refinementList%5Bmake%5D%5B0%5D=${MAKE}`
const NAME = 'Numbatworks alerts'
/** The import's sync, then the alert job (its queue is worked every 10 s; it waits for the sync). */
const ALERT_SENT = { timeout: 90_000, intervals: [1_000, 2_000, 5_000] }

// The browser comes from an address of its own (the e2e server trusts one proxy hop), so this spec's sign-in
// never meets the sign-in limit other specs' browser sign-ins from 127.0.0.1 have used up.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.222' } })

type SavedSearchDoc = { id: number; site: number; status: string; alerts_sent: number | null; name: string }

async function savedSearch(): Promise<SavedSearchDoc | undefined> {
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const res = await request(`/api/saved-searches?where[name][equals]=${encodeURIComponent(NAME)}&depth=0`, {
    headers: admin,
  })
  expect(res.status, res.body).toBe(200)
  return res.json<{ docs: SavedSearchDoc[] }>().docs[0]
}

/** This attempt's car: a retry adds a new one, as the first attempt's is already in stock and alerted on. */
const CAR_ID = `E2E-ALERT-${Date.now()}`

async function importCar(price: number) {
  const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
    method: 'POST',
    headers: STOCK_KEY,
    body: [
      {
        id: CAR_ID,
        name: `2025 ${MAKE} Outback`,
        year: 2025,
        make: MAKE,
        model: 'Outback',
        car_type: 'used',
        price,
        km: 5000,
      },
    ],
  })
  expect(res.status, res.body).toBe(200)
}

test('Save this search is a button beside the count on a phone, and its form opens over the results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl('sunshine-motors', '/cars'))
  const count = await page.getByTestId('search-count').boundingBox()
  const toggle = page.getByText('Save this search', { exact: true })
  const closed = await toggle.boundingBox()
  expect(Math.abs(closed!.y + closed!.height / 2 - (count!.y + count!.height / 2))).toBeLessThanOrEqual(4)
  const firstCard = page.locator('.car-card').first()
  const cardTop = (await firstCard.boundingBox())!.y

  await toggle.click()
  const form = page.getByRole('form', { name: 'Save this search' })
  await expect(form.getByLabel('Name this search')).toHaveValue('Cars for sale')
  expect((await firstCard.boundingBox())!.y).toBe(cardTop)
  const panel = await page.locator('.save-search-panel').boundingBox()
  expect(panel!.x).toBeGreaterThanOrEqual(0)
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(390)
  await expect(form.getByRole('group', { name: 'Email me' }).getByRole('radio')).toHaveCount(2)
  expect(await seriousViolations(page)).toEqual([])
})

test('a shopper saves a search, confirms it, and a delta import adding a matching car sends exactly one alert', async ({
  page,
}) => {
  // The alert is polled for up to 90 s, then two queue turns are waited out and the search polled again.
  test.setTimeout(240_000)
  // Saving as an anonymous shopper leads to sign-in and back to the same search.
  await page.goto(siteUrl('sunshine-motors', SEARCH_PATH))
  await page.getByText('Save this search', { exact: true }).click()
  const form = page.getByRole('form', { name: 'Save this search' })
  await form.getByLabel('Name this search').fill(NAME)
  await form.getByLabel('As soon as matching cars arrive').check()
  await form.getByRole('button', { name: 'Save search' }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=saved-search&redirect=/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save this search')
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('Password').fill(DEMO_DEFAULTS.customerPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/cars\?refinementList(%5B|\[)make(%5D|\])(%5B|\[)0(%5D|\])=Numbatworks$/, {
    timeout: 20_000,
  })

  // Signed in now: saving works, and asks for the emailed confirmation (double opt-in).
  await page.getByText('Save this search', { exact: true }).click()
  await form.getByLabel('Name this search').fill(NAME)
  await form.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed you a link' })).toBeVisible({
    timeout: 20_000,
  })
  const saved = await savedSearch()
  expect(saved).toMatchObject({ status: 'pending', alerts_sent: 0 })

  await page.goto(siteUrl('sunshine-motors', '/account/saved-searches'))
  const item = page.getByTestId('saved-search').filter({ hasText: NAME })
  await expect(item.getByTestId('saved-search-status')).toHaveText('Waiting for you to confirm by email')

  // The emailed link, signed with the server's secret (the e2e server keeps it in its data folder).
  const token = savedSearchToken('confirm', saved!.site, saved!.id, ensurePayloadSecret(E2E_DATA_DIR))
  await page.goto(siteUrl('sunshine-motors', `/account/saved-searches/confirm?token=${encodeURIComponent(token)}`))
  await expect(page.getByRole('status').filter({ hasText: 'is on.' })).toContainText(
    `Your alert \u201c${NAME}\u201d is on.`,
  )
  expect(await savedSearch()).toMatchObject({ status: 'active', alerts_sent: 0 })

  // A delta import adds a matching car: the alert job emails once.
  await importCar(41_990)
  await expect.poll(async () => (await savedSearch())?.alerts_sent, ALERT_SENT).toBe(1)

  // No repeat: the same car again (unchanged) and two more turns of the saved-searches queue (every 10 s),
  // however many times the job ran: still exactly one email.
  await importCar(41_990)
  await page.waitForTimeout(25_000)
  expect((await savedSearch())?.alerts_sent).toBe(1)

  await page.goto(siteUrl('sunshine-motors', '/account/saved-searches'))
  await expect(item.getByTestId('saved-search-status')).toHaveText('Alerts on')
  await expect(item.getByTestId('saved-search-emails')).toHaveText('1')

  // Deleting it from the account page removes it.
  await item.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible()
  await expect(page.getByTestId('saved-search').filter({ hasText: NAME })).toHaveCount(0)
  expect(await savedSearch()).toBeUndefined()
  // The search page shows the imported car: the alert was about a real listing.
  // (Each instance's search columns take the synced car within their reload delay: poll for it.)
  await expect
    .poll(
      async () =>
        (await request(`/api/search?${SEARCH_PATH.split('?')[1]}`, { host: SUNSHINE }))
          .json<{ hits: Array<{ name: string }> }>()
          .hits.map((hit) => hit.name),
      { timeout: 30_000 },
    )
    .toContain(`2025 ${MAKE} Outback`)
})
