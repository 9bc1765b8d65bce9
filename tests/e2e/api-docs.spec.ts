import { expect, test } from './test'

import { request } from './server'

test('the OpenAPI document is served as JSON, OpenAPI 3.1', async () => {
  const res = await request('/api/openapi.json')
  expect(res.status).toBe(200)
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
  const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>()
  expect(doc.openapi).toBe('3.1.0')
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/stock/import', '/api/integrations/leads']))
})

test('the API reference renders with Swagger UI from our origin, under its policy, without a violation', async ({
  page,
}) => {
  const violations: string[] = []
  const foreign: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text())
  })
  page.on('request', (req) => {
    if (!/^(data:|http:\/\/localhost:\d+\/)/.test(req.url())) foreign.push(req.url())
  })
  const response = await page.goto('/api/docs')
  expect(response?.status()).toBe(200)
  expect(String(response?.headers()['content-security-policy'])).toContain("script-src 'self'")
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Dealer Platform API')
  // An operation of each kind of API is listed: integrations and shoppers.
  await expect(page.locator('.opblock-summary-path[data-path="/api/integrations/leads/{id}/ack"]')).toBeVisible()
  await expect(page.locator('.opblock-summary-path[data-path="/api/watchlist/save-car"]')).toBeVisible()
  expect(violations).toEqual([])
  expect(foreign).toEqual([])
})
