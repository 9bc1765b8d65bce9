/**
 * The dashboard's SQL aggregates against crafted data with known answers (issue 22): leads per day by kind
 * in the site's time zone, by location, the median first response, open and overdue leads; stock by type,
 * its age, gaps and this week's price drops (the `cars` trigger's price history); views per car and the
 * leads they led to; shoppers' search demand. Another site's rows never count, and a group sees its sites
 * together. The counters the vehicle page's beacon and the search page bump are exercised for real too.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '../../src/dashboard/aggregates'
import { countCarView, countSearchDemand } from '../../src/dashboard/counters'
import { loadDashboard } from '../../src/dashboard/dashboard-data'
import { searchDemand } from '../../src/domain/dashboard'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { createTestSite, seededPayload, siteId, staffUser } from './platform'

let payload: Payload
let pool: Pool
let site: PublicSite
let other: PublicSite
let north: number
let south: number
const cars = {} as Record<'c1' | 'c2' | 'c3' | 'c4' | 'o1', number>

// 12:00 in Brisbane (UTC+10, no daylight saving) on 15 June 2026.
const now = new Date('2026-06-15T02:00:00.000Z')
const today = '2026-06-15'
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

async function car(siteId: number, key: string, extra: Record<string, unknown>): Promise<number> {
  const fields: Record<string, unknown> = { car_type: 'used', ...extra }
  const columns = ['site_id', 'feed_id', 'slug', 'name', ...Object.keys(fields)]
  const values = [siteId, key, key, `Car ${key}`, ...Object.values(fields)]
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO cars (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  )
  return rows[0]!.id
}

async function lead(
  siteId: number,
  form: string,
  createdAt: string,
  fields: { status?: string; respondedAfterMs?: number; location?: number; car?: number } = {},
) {
  await pool.query(
    `INSERT INTO leads (site_id, form, category, name, email, delivery_status, status, created_at, updated_at,
       first_response_at, location_id, car_id)
     VALUES ($1, $2, 'General Enquiry', 'Test', 'test@example.com', 'delivered', $3, $4, $4, $5, $6, $7)`,
    [
      siteId,
      form,
      fields.status ?? 'new',
      createdAt,
      fields.respondedAfterMs === undefined
        ? null
        : new Date(Date.parse(createdAt) + fields.respondedAfterMs).toISOString(),
      fields.location ?? null,
      fields.car ?? null,
    ],
  )
}

const views = (siteId: number, carId: number, day: string, count: number) =>
  pool.query(`INSERT INTO car_views_daily (site_id, car_id, day, views) VALUES ($1, $2, $3, $4)`, [
    siteId,
    carId,
    day,
    count,
  ])
const demand = (siteId: number, day: string, dimension: string, value: string, searches: number) =>
  pool.query(`INSERT INTO search_demand_daily (site_id, day, dimension, value, searches) VALUES ($1, $2, $3, $4, $5)`, [
    siteId,
    day,
    dimension,
    value,
    searches,
  ])

beforeAll(async () => {
  payload = await seededPayload()
  pool = (payload.db as unknown as PostgresAdapter).pool
  site = await createTestSite(payload, 'Dashboard Motors', 'dashboard-motors')
  other = await createTestSite(payload, 'Other Dash Motors', 'other-dash-motors')
  const location = async (name: string, slug: string) =>
    (
      await payload.create({
        collection: 'locations',
        data: {
          site: site.id,
          name,
          slug,
          locationType: 'sales',
          address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
          phone: '07 3000 0000',
        } as never,
        overrideAccess: true,
      })
    ).id
  north = await location('Dash North', 'north')
  south = await location('Dash South', 'south')

  cars.c1 = await car(site.id, 'c1', { listed_at: daysBefore(100), price: 20_000, images: JSON.stringify(['a.jpg']) })
  cars.c2 = await car(site.id, 'c2', { listed_at: daysBefore(70), price: 0 })
  cars.c3 = await car(site.id, 'c3', {
    listed_at: daysBefore(10),
    price: 50_000,
    primary_image_url: 'a.jpg',
    car_type: 'new',
  })
  cars.c4 = await car(site.id, 'c4', { listed_at: daysBefore(200), price: 9_000, status: 'sold' })
  cars.o1 = await car(other.id, 'o1', { listed_at: daysBefore(5), price: 30_000, primary_image_url: 'a.jpg' })

  await lead(site.id, 'enquiry', '2026-06-15T01:00:00.000Z', { location: north })
  await lead(site.id, 'test-drive', '2026-06-13T00:00:00.000Z', {
    status: 'contacted',
    respondedAfterMs: 30 * 60_000,
    location: north,
  })
  // 09:30 on 11 June in Brisbane, still 10 June in UTC.
  await lead(site.id, 'finance', '2026-06-10T23:30:00.000Z', {
    status: 'sold',
    respondedAfterMs: 2 * 3_600_000,
    location: south,
    car: cars.c1,
  })
  await lead(site.id, 'request-photos', '2026-05-01T00:00:00.000Z', { status: 'lost', respondedAfterMs: 4 * 3_600_000 })
  await lead(site.id, 'online-purchase', '2026-06-14T10:00:00.000Z', { car: cars.c1 })
  await lead(other.id, 'service', '2026-06-14T00:00:00.000Z')

  await views(site.id, cars.c1, '2026-06-15', 5)
  await views(site.id, cars.c1, '2026-06-01', 3)
  await views(site.id, cars.c2, '2026-06-14', 10)
  await views(site.id, cars.c3, '2026-03-01', 100)
  await views(other.id, cars.o1, '2026-06-14', 50)

  await demand(site.id, '2026-06-15', 'make', 'Toyota', 5)
  await demand(site.id, '2026-06-10', 'make', 'Toyota', 2)
  await demand(site.id, '2026-06-12', 'make', 'Mazda', 4)
  await demand(site.id, '2026-04-01', 'make', 'Ford', 9)
  await demand(site.id, '2026-06-14', 'zero_results', 'Ferrari', 3)
  await demand(other.id, '2026-06-14', 'make', 'Holden', 40)
}, 300_000)

const figures = (siteIds: number[], days: number) => dashboardFigures(pool, { siteIds, days, now, today })

describe('lead figures', () => {
  it('counts the last 30 days per day and kind in the site\u2019s time zone, and by location', async () => {
    const { leads } = await figures([site.id], 30)
    expect(leads.total).toBe(4)
    expect(leads.byDay).toHaveLength(30)
    const day = (d: string) => leads.byDay.find((row) => row.day === d)
    expect(day('2026-06-15')).toMatchObject({ enquiry: 1, 'test-drive': 0 })
    expect(day('2026-06-14')).toMatchObject({ reservation: 1 })
    expect(day('2026-06-13')).toMatchObject({ 'test-drive': 1 })
    expect(day('2026-06-11')).toMatchObject({ finance: 1 })
    expect(day('2026-06-10')).toMatchObject({ finance: 0 })
    expect(Object.fromEntries(leads.byKind.map((k) => [k.kind, k.count]))).toEqual({
      enquiry: 1,
      'test-drive': 1,
      reservation: 1,
      finance: 1,
      'trade-in': 0,
      service: 0,
      parts: 0,
    })
    expect(leads.byLocation).toEqual([
      { locationId: north, name: 'Dash North', count: 2 },
      { locationId: south, name: 'Dash South', count: 1 },
      { locationId: null, name: 'No location', count: 1 },
    ])
  })

  it('takes the median first response of the period, and counts open and overdue leads of any age', async () => {
    const month = await figures([site.id], 30)
    expect(month.leads.medianFirstResponseMs).toBe(75 * 60_000)
    expect(month.leads.responded).toBe(2)
    expect(month.leads.open).toBe(3)
    expect(month.leads.openOverdue).toBe(1)
    const quarter = await figures([site.id], 90)
    expect(quarter.leads.total).toBe(5)
    expect(quarter.leads.byKind.find((k) => k.kind === 'enquiry')!.count).toBe(2)
    expect(quarter.leads.medianFirstResponseMs).toBe(2 * 3_600_000)
  })

  it('puts a group\u2019s sites together', async () => {
    const both = await figures([site.id, other.id], 30)
    expect(both.leads.total).toBe(5)
    expect(both.leads.open).toBe(4)
    expect(both.leads.byKind.find((k) => k.kind === 'service')!.count).toBe(1)
  })
})

describe('stock figures', () => {
  it('counts stock by type, its average age, aged stock and cars without photos or a price', async () => {
    const { stock } = await figures([site.id], 30)
    expect(stock.inStock).toBe(3)
    expect(stock.byType).toEqual([
      { value: 'used', count: 2 },
      { value: 'new', count: 1 },
    ])
    expect(stock.averageDaysInStock).toBeCloseTo(60, 6)
    expect(stock.agedOver).toEqual({ 60: 2, 90: 1 })
    expect(stock.withoutPhotos).toBe(1)
    expect(stock.withoutPrice).toBe(1)
  })

  it('counts this week\u2019s price drops from the price history every price change writes', async () => {
    await pool.query(`UPDATE cars SET price = 45000 WHERE id = $1`, [cars.c3])
    await pool.query(`UPDATE cars SET price = 21000 WHERE id = $1`, [cars.c1])
    await pool.query(`UPDATE cars SET name = 'Renamed' WHERE id = $1`, [cars.c2])
    const { rows } = await pool.query<{ car_id: number; old_price: string; new_price: string }>(
      `SELECT car_id, old_price, new_price FROM car_price_changes WHERE site_id = $1 ORDER BY id`,
      [site.id],
    )
    expect(rows.map((row) => [row.car_id, Number(row.old_price), Number(row.new_price)])).toEqual([
      [cars.c3, 50_000, 45_000],
      [cars.c1, 20_000, 21_000],
    ])
    // When they happened, relative to the dashboard's now: a drop 2 days ago, a rise, and a drop 9 days ago.
    await pool.query(`UPDATE car_price_changes SET changed_at = $2 WHERE car_id = $1`, [cars.c3, daysBefore(2)])
    await pool.query(`UPDATE car_price_changes SET changed_at = $2 WHERE car_id = $1`, [cars.c1, daysBefore(1)])
    await pool.query(
      `INSERT INTO car_price_changes (site_id, car_id, old_price, new_price, changed_at) VALUES ($1, $2, 9000, 8000, $3)`,
      [site.id, cars.c2, daysBefore(9)],
    )
    expect((await figures([site.id], 30)).stock.priceDropsThisWeek).toBe(1)
  })
})

describe('views and demand', () => {
  it('ranks the most viewed cars of the period with the leads each led to', async () => {
    const { views } = await figures([site.id], 30)
    expect(views.total).toBe(18)
    expect(views.top.map((car) => [car.carId, car.views, car.leads])).toEqual([
      [cars.c2, 10, 0],
      [cars.c1, 8, 2],
    ])
    expect(views.ofCarsWithLeads).toBe(8)
    expect(views.leadsOnViewedCars).toBe(2)
  })

  it('ranks searched makes and searches that found nothing over the period', async () => {
    const month = await figures([site.id], 30)
    expect(month.demand.make).toEqual([
      { value: 'Toyota', count: 7 },
      { value: 'Mazda', count: 4 },
    ])
    expect(month.demand.zero_results).toEqual([{ value: 'Ferrari', count: 3 }])
    const quarter = await figures([site.id], 90)
    expect(quarter.demand.make.map((row) => row.value)).toEqual(['Ford', 'Toyota', 'Mazda'])
  })

  it('bumps today\u2019s counters for a car of the site and a search, and nothing for another site\u2019s car', async () => {
    expect(await countCarView(pool, site.id, cars.c3)).toBe(true)
    expect(await countCarView(pool, site.id, cars.c3)).toBe(true)
    expect(await countCarView(pool, site.id, cars.o1)).toBe(false)
    const { rows } = await pool.query<{ views: number; day: string; total: string }>(
      `SELECT v.views, v.day::text AS day, c.views AS total FROM car_views_daily v JOIN cars c ON c.id = v.car_id
       WHERE v.car_id = $1 AND v.day = (now() AT TIME ZONE 'Australia/Brisbane')::date`,
      [cars.c3],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.views).toBe(2)
    expect(Number(rows[0]!.total)).toBe(2)
    const search = { refinements: { make: ['Subaru'] }, ranges: { price: { max: 25_000 } } }
    await countSearchDemand(pool, site.id, searchDemand(search, 0))
    await countSearchDemand(pool, site.id, searchDemand(search, 3))
    const counted = await pool.query<{ dimension: string; value: string; searches: number }>(
      `SELECT dimension, value, searches FROM search_demand_daily
       WHERE site_id = $1 AND day = (now() AT TIME ZONE 'Australia/Brisbane')::date ORDER BY dimension`,
      [site.id],
    )
    expect(counted.rows).toEqual([
      { dimension: 'make', value: 'Subaru', searches: 2 },
      { dimension: 'price_band', value: '20000-30000', searches: 2 },
      { dimension: 'zero_results', value: 'Subaru 20000-30000', searches: 1 },
    ])
  })
})

describe('whose dashboard', () => {
  it('shows a group admin their sites together, or one of them, never another group\u2019s', async () => {
    const manager = await staffUser(payload, 'manager@harbour-city-cars.example')
    const harbour = await siteId(payload, 'harbour-city-cars')
    const lone = await siteId(payload, 'lone-star-auto')
    const together = await loadDashboard(payload, manager, {}, now)
    expect(together.sites.map((s) => s.id).sort()).toEqual([harbour, lone].sort())
    expect(together.selected).toBe('all')
    expect(together.figures!.siteIds.sort()).toEqual([harbour, lone].sort())
    const one = await loadDashboard(payload, manager, { site: String(lone), days: '90' }, now)
    expect(one.selected).toBe(lone)
    expect(one.figures).toMatchObject({ siteIds: [lone], days: 90 })
    const notTheirs = await loadDashboard(payload, manager, { site: String(site.id) }, now)
    expect(notTheirs.selected).toBe('all')
    expect(notTheirs.figures!.siteIds).not.toContain(site.id)
  })

  it('shows a platform admin every site, and nobody else anything', async () => {
    const admin = await staffUser(payload, 'admin@example.com')
    const all = await loadDashboard(payload, admin, { site: String(site.id) }, now)
    expect(all.sites.map((s) => s.id)).toEqual(expect.arrayContaining([site.id, other.id]))
    expect(all.figures!.siteIds).toEqual([site.id])
    expect((await loadDashboard(payload, null, {}, now)).figures).toBeNull()
  })
})
