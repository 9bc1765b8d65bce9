import { expect, test } from './test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import { request, staffAuth } from './server'

const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }
const sunshine = 'sunshine-motors.localhost'

/** Import runs sent with no key or with `integration`'s: other specs importing meanwhile send the demo key. */
async function importRuns(integration: number): Promise<number> {
  const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
  const where = `where[or][0][integration][equals]=${integration}&where[or][1][integration][exists]=false`
  return (await request(`/api/stock-imports?limit=1&${where}`, { headers: admin })).json<{ totalDocs: number }>()
    .totalDocs
}

test.describe('stock import API', () => {
  test('the demo seed imported the whole real data set into sunshine-motors, every row accounted for', async () => {
    const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const runs = await request(
      '/api/stock-imports?where[source][equals]=seed&where[site.slug][equals]=sunshine-motors&depth=0',
      { headers: admin },
    )
    const run = runs.json<{
      docs: Array<{
        received: number
        created: number
        rejected_count: number
        rejected: Array<{ row: number; errors: string[] }>
      }>
    }>().docs[0]!
    expect(run.received).toBe(16_734)
    expect(run.created + run.rejected_count).toBe(16_734)
    expect(run.rejected.every((r) => r.row >= 1 && r.errors.length > 0)).toBe(true)
  })

  test('an integrator imports a JSON delta feed and the cars become searchable', async () => {
    const feed = [
      {
        id: 'E2E-1',
        name: '2024 Mazda CX-5 Zebracorn Edition',
        year: 2024,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'demo',
        price: 38990,
        km: 1200,
      },
      { id: 'E2E-2', name: 'Broken row', car_type: 'spaceship' },
    ]
    const res = await request('/api/stock/import?site=sunshine-motors&mode=delta', {
      method: 'POST',
      headers: STOCK_KEY,
      body: feed,
    })
    expect(res.status).toBe(200)
    expect(res.json()).toMatchObject({
      received: 2,
      created: 1,
      updated: 0,
      unchanged: 0,
      removed: 0,
      rejected: [{ row: 2, id: 'E2E-2' }],
    })
    await expect
      .poll(
        async () => (await request('/api/search?query=zebracorn', { host: sunshine })).json<{ count: number }>().count,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
  })

  test('refuses without a key (401), outside the key\u2019s sites (403) and malformed bodies (400), writing nothing', async () => {
    const admin = await staffAuth(DEMO_DEFAULTS.adminEmail, DEMO_DEFAULTS.adminPassword)
    const created = await request('/api/integrations', {
      method: 'POST',
      headers: admin,
      body: {
        name: 'Harbour only',
        sites: [
          (await request('/api/sites?where[slug][equals]=harbour-city-cars', { headers: admin })).json<{
            docs: Array<{ id: number }>
          }>().docs[0]!.id,
        ],
        enableAPIKey: true,
        apiKey: 'harbour-only-key-000000000000',
      },
    })
    expect(created.status).toBe(201)
    const integration = created.json<{ doc: { id: number } }>().doc.id
    const before = await importRuns(integration)
    const harbourKey = { Authorization: 'integrations API-Key harbour-only-key-000000000000' }

    expect((await request('/api/stock/import?site=sunshine-motors', { method: 'POST', body: [] })).status).toBe(401)
    const forbidden = await request('/api/stock/import?site=sunshine-motors&mode=full', {
      method: 'POST',
      headers: harbourKey,
      body: [],
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.json<{ error: string }>().error).toContain('sunshine-motors')
    const notArray = await request('/api/stock/import?site=harbour-city-cars', {
      method: 'POST',
      headers: harbourKey,
      body: { cars: [] },
    })
    expect(notArray.status).toBe(400)
    expect(notArray.json<{ error: string }>().error).toMatch(/JSON array/)
    const badMode = await request('/api/stock/import?site=harbour-city-cars&mode=sometimes', {
      method: 'POST',
      headers: harbourKey,
      body: [],
    })
    expect(badMode.status).toBe(400)
    const badJson = await request('/api/stock/import?site=harbour-city-cars', {
      method: 'POST',
      headers: { ...harbourKey, 'Content-Type': 'application/json' },
      rawBody: '[{"id": ',
    })
    expect(badJson.status).toBe(400)
    const badCsv = await request('/api/stock/import?site=harbour-city-cars', {
      method: 'POST',
      headers: { ...harbourKey, 'Content-Type': 'text/csv' },
      rawBody: 'Colour,Wheels\nred,4\n',
    })
    expect(badCsv.status).toBe(400)
    expect(badCsv.json<{ error: string }>().error).toMatch(/lacks the column/)
    expect(await importRuns(integration)).toBe(before)
  })

  test('imports a CSV feed with the named mapping', async () => {
    const csv = [
      'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price',
      'Toyota,2019,Hilux,Ute / Tray,2019 Toyota Hilux SR5 (4X4),USED,Automatic,"4 cyl, 2.8 L",4WD,Diesel,8.5 L / 100 km,81000,White / Grey,"Lismore, NSW",4 cyl,Ute / Tray, 4 Doors, 5 Seats,45990',
      'Kia,2020,Cerato,Hatchback,2020 Kia Cerato S,nan,Automatic,"4 cyl, 2.0 L",Front,Unleaded,7.4 L / 100 km,40000,Blue / Black,"Penrith, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,19990',
    ].join('\n')
    const res = await request('/api/stock/import?site=lone-star-auto&mode=delta&mapping=australian-vehicle-prices', {
      method: 'POST',
      headers: { ...STOCK_KEY, 'Content-Type': 'text/csv' },
      rawBody: csv,
    })
    expect(res.status).toBe(200)
    const summary = res.json<{
      received: number
      created: number
      rejected: Array<{ row: number; errors: string[] }>
    }>()
    expect(summary).toMatchObject({ received: 2, created: 1 })
    expect(summary.rejected).toHaveLength(1)
    expect(summary.rejected[0]).toMatchObject({ row: 2 })
    expect(summary.rejected[0]!.errors.join(' ')).toMatch(/UsedOrNew/)
  })
})

test.describe('search API', () => {
  test('searches the host\u2019s site with the search page\u2019s parameters', async () => {
    const res = await request(
      '/api/search?refinementList[make][0]=Toyota&range[price]=10000:60000&sortBy=price_asc&hitsPerPage=5',
      { host: sunshine },
    )
    expect(res.status).toBe(200)
    const body = res.json<{
      hits: Array<{ make: string; price: number; slug: string; car_type: string; status: string }>
      count: number
      pages: number
      page: number
      facets: Record<string, Record<string, number>>
      facetStats: Record<string, { min: number; max: number }>
      ms: number
    }>()
    expect(body.hits).toHaveLength(5)
    expect(body.hits.every((hit) => hit.make === 'Toyota' && hit.price >= 10000 && hit.price <= 60000)).toBe(true)
    const prices = body.hits.map((hit) => hit.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(body.page).toBe(1)
    expect(body.pages).toBe(Math.ceil(body.count / 5))
    expect(Object.keys(body.facets.make!).length).toBeGreaterThan(1) // disjunctive: other makes still counted
    expect(body.facetStats.price!.min).toBeLessThanOrEqual(10000)
    expect(typeof body.ms).toBe('number')
  })

  test('never returns another site\u2019s cars, and answers malformed parameters with 400', async () => {
    const harbour = await request('/api/search?hitsPerPage=100', { host: 'harbour-city-cars.localhost' })
    expect(harbour.status).toBe(200)
    // Harbour City Cars holds only the few cars other specs import into it: none of them is a Sunshine Motors car.
    const sunshineSite = (await request('/api/search?hitsPerPage=1', { host: sunshine })).json<{
      hits: Array<{ site_id: number }>
    }>().hits[0]!.site_id
    const harbourHits = harbour.json<{ count: number; hits: Array<{ site_id: number }> }>()
    expect(harbourHits.count).toBeLessThan(100)
    expect(harbourHits.hits.filter((hit) => hit.site_id === sunshineSite)).toEqual([])
    expect(new Set(harbourHits.hits.map((hit) => hit.site_id)).size).toBeLessThanOrEqual(1)
    for (const bad of ['page=0', 'hitsPerPage=500', 'sortBy=cheap', 'range[price]=x:y']) {
      const res = await request(`/api/search?${bad}`, { host: sunshine })
      expect(res.status, bad).toBe(400)
      expect(res.json<{ error: string }>().error.length).toBeGreaterThan(0)
    }
    expect((await request('/api/search', { host: 'nowhere.example.com' })).status).toBe(404)
  })
})

test('the vehicle listings feed lists the site\u2019s available cars', async () => {
  const res = await request('/feeds/vehicles.xml', { host: 'lone-star-auto.localhost' })
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toContain('application/rss+xml')
  expect(res.body).toContain('<g:title>2019 Toyota Hilux SR5 (4X4)</g:title>')
  expect(res.body).toContain('<g:price>45990 USD</g:price>')
  expect(res.body).toContain('<g:link>http://lone-star-auto.localhost/cars/')
  expect(res.body.trim().endsWith('</rss>')).toBe(true)
})

test('health reports the search engine and its documents', async () => {
  const res = await request('/api/health')
  expect(res.json()).toMatchObject({ status: 'ok', search: { engine: 'postgres', status: 'up' } })
  expect(res.json<{ search: { documents: number } }>().search.documents).toBeGreaterThan(16_000)
})
