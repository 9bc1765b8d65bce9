import { expect } from '@playwright/test'

import { DEMO_DEFAULTS } from '../../seed/demo'
import type { DemoSite, PageContext } from './page-types'
import { request } from './server'

const STOCK_KEY = { Authorization: `integrations API-Key ${DEMO_DEFAULTS.stockApiKey}` }
type Hit = { id: number; slug: string }

/**
 * A car with every vehicle-page feature (photos, finance estimate, certified programme, market price, a
 * features list), imported through the stock API, so each dialog and control is on its page.
 */
const featureCar = (site: DemoSite) => ({
  id: `QUALITY-${site}`,
  name: '2022 Toyota Wallabyrunner',
  year: 2022,
  make: 'Toyota',
  model: 'Wallabyrunner',
  car_type: 'used',
  price: 41_990,
  km: 21_000,
  certified: true,
  autograb_data: { average_market_price: 45_000, state_average_market_price: 44_000 },
  dealercomments: 'One owner.|Full service history.',
  standardEquipment: [
    'ABS',
    'Cruise control',
    'Reversing camera',
    'Apple CarPlay',
    'Android Auto',
    'Lane keep assist',
    'Sat nav',
    'Heated seats',
    'Sunroof',
  ],
  images: [
    'https://images.example/wallaby-1.jpg',
    'https://images.example/wallaby-2.jpg',
    'https://images.example/wallaby-3.jpg',
  ],
  finance_lenders: {
    comparison: { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 199, paymentMonth: 862, termMonths: 60 },
  },
})

const contexts = new Map<DemoSite, PageContext>()

/** What the page types' paths need on a demo site: that feature car, and up to two more cars for compare and garage. */
export async function contextFor(site: DemoSite): Promise<PageContext> {
  const cached = contexts.get(site)
  if (cached) return cached
  const host = `${site}.localhost`
  const search = async () => (await request('/api/search?query=wallabyrunner', { host })).json<{ hits: Hit[] }>().hits
  if ((await search()).length === 0) {
    const res = await request(`/api/stock/import?site=${site}&mode=delta`, {
      method: 'POST',
      headers: STOCK_KEY,
      body: [featureCar(site)],
    })
    expect(res.status, res.body).toBe(200)
    await expect.poll(async () => (await search()).length, { timeout: 30_000 }).toBeGreaterThan(0)
  }
  const car = (await search())[0]!
  const others = (await request('/api/search?hitsPerPage=3&sortBy=latest', { host }))
    .json<{ hits: Hit[] }>()
    .hits.filter((hit) => hit.id !== car.id)
  const context = { car, cars: [car, ...others].slice(0, 3) }
  contexts.set(site, context)
  return context
}
