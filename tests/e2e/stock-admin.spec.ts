import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { request, staffAuth } from './server'
import { signInToAdmin } from './admin-sign-in'

test('an import run’s admin view shows its rejected rows as a table with a CSV download, loading no code editor from a CDN', async ({
  page,
}) => {
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const runs = (
    await request(
      '/api/stock-imports?where[source][equals]=seed&where[site.slug][equals]=sunshine-motors&depth=0&limit=1',
      { headers: admin },
    )
  ).json<{ docs: Array<{ id: number; rejected_count: number }> }>().docs
  const run = runs[0]!
  expect(run.rejected_count).toBeGreaterThan(0)

  const cdn: string[] = []
  page.on('request', (req) => {
    if (/jsdelivr|unpkg|cdnjs|monaco/i.test(req.url())) cdn.push(req.url())
  })
  await signInToAdmin(page, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  await page.goto(`/admin/collections/stock-imports/${run.id}`, { waitUntil: 'networkidle' })
  const table = page.getByRole('table', { name: /Rejected rows/ })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(run.rejected_count + 1)
  await expect(table).toContainText("UsedOrNew: 'nan'")
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/stock-imports/${run.id}/rejected.csv`,
  )
  // Payload's code editor (Monaco) would come from a CDN (jsdelivr): nothing of it is requested.
  expect(cdn).toEqual([])
})

test('a platform admin sees an integration’s CSV column mapping and feed URL settings', async ({ page }) => {
  await signInToAdmin(page, DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  await page.goto('/admin/collections/integrations/create', { waitUntil: 'networkidle' })
  await expect(page.getByText('CSV column mapping', { exact: true })).toBeVisible()
  await expect(page.getByText('Feed URL', { exact: true }).first()).toBeVisible()
})
