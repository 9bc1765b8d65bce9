/**
 * The dashboard's SQL aggregates against crafted data with known answers (issue 22): leads per day by kind
 * in the site's time zone, by location, the median first response, open and overdue leads; stock by type,
 * its age, gaps and this week's price drops (the `cars` trigger's price history); views per car and the
 * leads they led to; shoppers' search demand. Another site's rows never count, and a group sees its sites
 * together. The counters the vehicle page's beacon and the search page bump are exercised for real too.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import type { Pool } from 'pg'
import { parse } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures, type DashboardFigures } from '../../src/dashboard/aggregates'
import { countCarView, countSearchDemand } from '../../src/dashboard/counters'
import { loadDashboard } from '../../src/dashboard/dashboard-data'
import { carsLink, leadsLink } from '../../src/dashboard/links'
import { AGED_STOCK_DAYS, DASHBOARD_LEAD_KINDS, searchDemand } from '../../src/domain/dashboard'
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

  it('counts this week\u2019s price drops, which the price trigger stamps on the car as it writes the history', async () => {
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
    const stamped = await pool.query<{ id: number; dropped: boolean; same: boolean }>(
      `SELECT c.id, c.price_dropped_at IS NOT NULL AS dropped,
         c.price_dropped_at = (SELECT max(changed_at) FROM car_price_changes p WHERE p.car_id = c.id) AS same
       FROM cars c WHERE c.id = ANY($1::int[]) ORDER BY c.id`,
      [[cars.c1, cars.c2, cars.c3]],
    )
    expect(stamped.rows).toEqual([
      { id: cars.c1, dropped: false, same: null },
      { id: cars.c2, dropped: false, same: null },
      { id: cars.c3, dropped: true, same: true },
    ])
    // When they happened, relative to the dashboard's now: a drop 2 days ago, and one 9 days ago.
    await pool.query(`UPDATE cars SET price_dropped_at = $2 WHERE id = $1`, [cars.c3, daysBefore(2)])
    await pool.query(`UPDATE cars SET price_dropped_at = $2 WHERE id = $1`, [cars.c2, daysBefore(9)])
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

describe('each figure\u2019s link', () => {
  /** How many rows the admin list a link opens holds: its query string's `where`, read as Payload's list does. */
  async function listed(href: string): Promise<number> {
    const admin = await staffUser(payload, 'admin@example.com')
    const [path, query] = href.split('?') as [string, string]
    const { where } = parse(query, { depth: 10 }) as { where: Where }
    const collection = path.endsWith('/leads') ? 'leads' : 'cars'
    const { totalDocs } = await payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      user: admin,
      overrideAccess: false,
    })
    return totalDocs
  }

  /** Every figure that links to a list, with the list's size beside it. */
  async function figuresAndLists(f: DashboardFigures): Promise<Array<[string, number, number]>> {
    const now = new Date(f.at)
    const since = { now, days: f.days }
    const daysAgo = (count: number) => new Date(now.getTime() - count * 86_400_000)
    const checks: Array<[string, number, string]> = [
      ['open', f.leads.open, leadsLink(f.sites, { open: true })],
      ['overdue', f.leads.openOverdue, leadsLink(f.sites, { overdueAt: now })],
      ['responded', f.leads.responded, leadsLink(f.sites, { since, responded: true })],
      ['total', f.leads.total, leadsLink(f.sites, { since })],
      ...f.leads.byKind.map(({ kind, count }): [string, number, string] => [
        `kind ${kind}`,
        count,
        leadsLink(f.sites, { kind, since }),
      ]),
      ...f.leads.byDay.flatMap((row) =>
        DASHBOARD_LEAD_KINDS.map(({ value }): [string, number, string] => [
          `${row.day} ${value}`,
          row[value],
          leadsLink(f.sites, { day: row.day, kind: value }),
        ]),
      ),
      ...f.leads.byLocation.map((row): [string, number, string] => [
        `location ${row.name}`,
        row.count,
        leadsLink(f.sites, { location: row.locationId, since }),
      ]),
      ...f.views.top.map((car): [string, number, string] => [
        `leads of car ${car.carId}`,
        car.leads,
        leadsLink(f.sites, { car: car.carId, since }),
      ]),
      ['in stock', f.stock.inStock, carsLink(f.siteIds, {})],
      ...f.stock.byType.map((row): [string, number, string] => [
        `type ${row.value}`,
        row.count,
        carsLink(f.siteIds, { type: row.value }),
      ]),
      ...AGED_STOCK_DAYS.map((threshold): [string, number, string] => [
        `aged ${threshold}`,
        f.stock.agedOver[threshold],
        carsLink(f.siteIds, { listedBefore: daysAgo(threshold) }),
      ]),
      ['without photos', f.stock.withoutPhotos, carsLink(f.siteIds, { withoutPhotos: true })],
      ['without price', f.stock.withoutPrice, carsLink(f.siteIds, { withoutPrice: true })],
      ['price drops', f.stock.priceDropsThisWeek, carsLink(f.siteIds, { priceDroppedSince: daysAgo(7) })],
    ]
    return Promise.all(
      checks.map(async ([name, figure, href]): Promise<[string, number, number]> => [name, figure, await listed(href)]),
    )
  }

  it('opens the list of exactly the rows its figure counted, for a site and for sites in two time zones', async () => {
    // Edge cases of the stock rules: a car without the feed's listing date (listed when created, 95 days
    // ago), an empty main photo and no photos, no price at all; a car whose only photo entry is blank; one with
    // photos but no main photo.
    const c5 = await car(site.id, 'c5', { created_at: daysBefore(95), primary_image_url: '', images: '[]' })
    await car(site.id, 'c6', { listed_at: daysBefore(1), price: 15_000, images: JSON.stringify(['  ']) })
    await car(site.id, 'c7', { listed_at: daysBefore(3), price: 12_000, images: JSON.stringify(['b.jpg']) })
    const listedAt = await pool.query<{ listed_at: Date }>(`SELECT listed_at FROM cars WHERE id = $1`, [c5])
    expect(listedAt.rows[0]!.listed_at.toISOString()).toBe(daysBefore(95))
    // The other site counts its days in Chicago: its lead at 00:00 UTC on 14 June is the 13th there.
    await pool.query(`UPDATE sites SET time_zone = 'America/Chicago' WHERE id = $1`, [other.id])

    const one = await figures([site.id], 30)
    expect(one.stock).toMatchObject({ inStock: 6, withoutPhotos: 3, withoutPrice: 2, agedOver: { 60: 3, 90: 2 } })
    expect(one.leads.byDay.find((row) => row.day === '2026-06-11')).toMatchObject({ finance: 1 })
    const both = await figures([site.id, other.id], 90)
    expect(both.sites).toEqual([
      { id: site.id, timeZone: 'Australia/Brisbane' },
      { id: other.id, timeZone: 'America/Chicago' },
    ])
    expect(both.leads.byDay.find((row) => row.day === '2026-06-13')).toMatchObject({ service: 1, 'test-drive': 1 })

    for (const f of [one, both]) {
      const rows = await figuresAndLists(f)
      expect(rows.filter(([, figure]) => figure > 0).length).toBeGreaterThan(20)
      expect(rows.filter(([, figure, list]) => figure !== list)).toEqual([])
    }
  })
})
