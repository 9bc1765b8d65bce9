import { createHash } from 'node:crypto'

import { expect, test, type Page } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { solveProofOfWork } from '../../src/domain/proof-of-work'
import { request, staffAuth } from './server'
import { signInToAdmin } from './admin-sign-in'
import { seriousViolations } from './axe'

const SUNSHINE = 'sunshine-motors.localhost'
const SALES = 'sales@sunshine-motors.example'
const OPEN = 'where[status][in]=new,contacted,appointment'

async function solvedCaptcha(host: string): Promise<{ challenge: string; nonce: string }> {
  const res = await request('/api/leads/challenge', { host })
  expect(res.status, res.body).toBe(200)
  const { challenge, bits } = res.json<{ challenge: string; bits: number }>()
  return {
    challenge,
    nonce: await solveProofOfWork(challenge, bits, async (text) => createHash('sha256').update(text).digest()),
  }
}

/** The dashboard's open-lead count as the page shows it (a fresh load each time). */
async function dashboardOpenLeads(page: Page): Promise<number> {
  await page.goto('/admin')
  const value = page.locator('[data-figure="open-leads"] .dealer-dashboard__value')
  await expect(value).toBeVisible()
  return Number((await value.innerText()).replace(/,/g, ''))
}

test('a sales manager changes a lead\u2019s status and assignee in the admin, and the dashboard\u2019s open-lead count follows', async ({
  page,
}) => {
  test.setTimeout(240_000) // two polls of the dashboard, each allowed its minute of cache
  const sent = await request('/api/leads', {
    host: SUNSHINE,
    method: 'POST',
    headers: { 'X-Forwarded-For': '192.0.2.150' },
    body: {
      form: 'enquiry',
      name: 'Workflow Shopper',
      email: 'workflow-e2e@example.com',
      phone: '0400 123 987',
      message: 'Call me about a ute.',
      captcha: await solvedCaptcha(SUNSHINE),
    },
  })
  expect(sent.status, sent.body).toBe(201)
  const auth = await staffAuth(SALES, DEMO_DEFAULTS.staffPassword)
  const lead = (
    await request('/api/leads?where[email][equals]=workflow-e2e@example.com&depth=0&sort=-createdAt', { headers: auth })
  ).json<{ docs: Array<{ id: number; status: string }> }>().docs[0]!
  expect(lead.status).toBe('new')
  const me = (await request('/api/users/me', { headers: auth })).json<{ user: { id: number } }>().user
  const openViaApi = async () =>
    (await request(`/api/leads?${OPEN}&limit=1&depth=0`, { headers: auth })).json<{ totalDocs: number }>().totalDocs

  // The dashboard shows the API's count of the same moment. Other specs' leads arrive meanwhile (two
  // workers), so the two are read together, not against a count taken earlier.
  const dashboardFollows = () =>
    expect.poll(async () => (await dashboardOpenLeads(page)) - (await openViaApi()), { timeout: 90_000 }).toBe(0)

  await signInToAdmin(page, SALES, DEMO_DEFAULTS.staffPassword)
  // The new lead counts at once: storing it cleared the site's cached figures.
  await dashboardFollows()

  expect(await seriousViolations(page, '.dealer-dashboard')).toEqual([])

  await page.goto(`/admin/collections/leads/${lead.id}`)
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: /^Sold$/ }).click()
  await page.locator('#field-assignee .rs__control').click()
  await page.locator('.rs__option', { hasText: SALES }).click()
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })

  const saved = (await request(`/api/leads/${lead.id}?depth=0`, { headers: auth })).json<{
    status: string
    assignee: number
    name: string
    first_response_at: string | null
  }>()
  expect(saved).toMatchObject({ status: 'sold', assignee: me.id, name: 'Workflow Shopper' })
  expect(saved.first_response_at).toBeTruthy()
  const stillOpen = await request(`/api/leads?${OPEN}&where[id][equals]=${lead.id}&limit=1&depth=0`, { headers: auth })
  expect(stillOpen.json<{ totalDocs: number }>().totalDocs).toBe(0)
  await dashboardFollows()

  // The timeline names the change and who made it.
  await page.goto(`/admin/collections/leads/${lead.id}`)
  await expect(page.getByText('New \u2192 Sold')).toBeVisible()
  await expect(page.getByText(`Assigned to Sunshine Sales Manager`)).toBeVisible()
})

test('the leads list exports its filtered rows as CSV, the staff user\u2019s own site only', async () => {
  const auth = await staffAuth(SALES, DEMO_DEFAULTS.staffPassword)
  const res = await request('/api/leads/export.csv?where[status][equals]=sold', { headers: auth })
  expect(res.status, res.body).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/csv/)
  const lines = res.body.trim().split('\r\n')
  expect(lines[0]).toMatch(/^Lead,Received,Site,Kind,Status/)
  expect(lines.length).toBeGreaterThan(1)
  for (const line of lines.slice(1)) {
    expect(line).toContain('Sunshine Motors')
    expect(line).toContain(',Sold,')
  }
  expect((await request('/api/leads/export.csv')).status).toBe(401)
})
