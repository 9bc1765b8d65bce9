import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchSite } from '../../src/search/site-search'
import { parseSearchParams } from '../../src/domain/search-url'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { reindexAll } from '../../src/search/reindex'
import { parseFeed } from '../../src/stock/feed-input'
import { importStock, STOCK_IMPORT_LOCK, type FeedInput } from '../../src/stock/import'
import { drainSearchQueue } from '../../src/stock/run-sync'
import { syncCars } from '../../src/stock/sync-task'
import { POST as postStock } from '../../src/app/api/stock/import/route'
import { decideHeldRun } from '../../src/stock/held-runs'
import { DEMO_DEFAULTS } from '../../seed/demo'
import type { Integration } from '../../src/payload-types'
import { createTestSite, seededPayload, staffUser } from './platform'

let payload: Payload
let site: PublicSite
let other: PublicSite

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Import Test Motors', 'import-test-motors')
  other = await createTestSite(payload, 'Other Test Motors', 'other-test-motors')
})

const car = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `2021 Toyota Corolla ${id}`,
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  price: 25000,
  km: 20000,
  images: ['https://images.example/corolla.jpg'],
  ...overrides,
})
const rows = (...cars: unknown[]): FeedInput[] => cars.map((data, index) => ({ row: index + 1, data }))
const run = (target: PublicSite, mode: 'full' | 'delta', feed: FeedInput[]) =>
  importStock(payload, { siteId: target.id, mode, source: 'cli', format: 'json', who: 'test' }, feed)

/** How long a write may take to show in a process's searches: the columns' reload delay and build. */
const SETTLED = { timeout: 15_000, interval: 200 }

async function search(target: PublicSite, query = '', now = Date.now()) {
  const parsed = parseSearchParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.error)
  return searchSite(payload, target, parsed.search, now)
}

describe('stock import', () => {
  it('imports good rows and rejects bad ones with their row number and a reason', async () => {
    const summary = await run(
      site,
      'full',
      rows(car('A1'), car('A2', { car_type: 'nearly-new' }), car('A3', { price: 'lots' }), car('A4'), 'not a car'),
    )
    expect(summary).toMatchObject({ received: 5, created: 2, updated: 0, unchanged: 0, removed: 0 })
    expect(summary.rejected).toEqual([
      { row: 2, id: 'A2', errors: ['car_type: must be one of new, used, demo'] },
      { row: 3, id: 'A3', errors: ['price: must be a number'] },
      { row: 5, id: null, errors: ['row must be an object of Car fields'] },
    ])
    const run_ = await payload.findByID({ collection: 'stock-imports', id: summary.run_id, overrideAccess: true })
    expect(run_).toMatchObject({ mode: 'full', status: 'completed', received: 5, created: 2, rejected_count: 3 })
  })

  it('changes nothing when the same feed comes again', async () => {
    const summary = await run(site, 'full', rows(car('A1'), car('A4')))
    expect(summary).toMatchObject({ received: 2, created: 0, updated: 0, unchanged: 2, removed: 0, rejected: [] })
  })

  it('updates changed rows, and a full feed marks missing cars sold instead of deleting them', async () => {
    const summary = await run(site, 'full', rows(car('A1', { price: 23990 }), car('A5')))
    expect(summary).toMatchObject({ created: 1, updated: 1, unchanged: 0, removed: 1 })
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ site: { equals: site.id } }, { feed_id: { equals: 'A4' } }] },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ status: 'sold', sold: true })
    expect(docs[0]!.sold_date_timestamp).toBeTruthy()
  })

  it('a delta feed touches only its own rows', async () => {
    const summary = await run(site, 'delta', rows(car('A6')))
    expect(summary).toMatchObject({ created: 1, removed: 0 })
    const { totalDocs } = await payload.count({
      collection: 'cars',
      where: { and: [{ site: { equals: site.id } }, { status: { not_equals: 'sold' } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(3)
  })

  it('derives a stable id for rows without one, so a re-import changes nothing', async () => {
    const noId = (badge: string) => ({ ...car('x', { badge }), id: undefined })
    const first = await run(other, 'full', rows(noId('Ascent'), noId('Ascent'), noId('ZR')))
    expect(first).toMatchObject({ created: 3, rejected: [] })
    const again = await run(other, 'full', rows(noId('Ascent'), noId('Ascent'), noId('ZR')))
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, removed: 0 })
  })

  it('rejects a repeated id and a slug taken by another car', async () => {
    const summary = await run(
      other,
      'delta',
      rows(car('B1', { slug: 'b-one' }), car('B1'), car('B2', { slug: 'b-one' })),
    )
    expect(summary.created).toBe(1)
    expect(summary.rejected.map((r) => [r.row, r.errors[0]])).toEqual([
      [2, "id: 'B1' appears again (first at row 1); each car once per feed"],
      [3, "slug: 'b-one' is already used by car 'B1'"],
    ])
  })
})

describe('stock import: text the database cannot store', () => {
  it('a JSON row holding a NUL character is rejected, naming the field; the rest import and the run is recorded', async () => {
    const feed = parseFeed(
      JSON.stringify([
        car('N1'),
        car('N2', { dealercomments: 'Lovely\u0000car' }),
        car('N3\u0000', { name: 'Nul Three' }),
        car('N4', { standardEquipment: ['ok', '\ud83d'] }),
        car('N5'),
      ]),
      'json',
    )
    if (!feed.ok) throw new Error(feed.error)
    const summary = await run(other, 'delta', feed.rows)
    expect(summary).toMatchObject({ received: 5, created: 2 })
    expect(summary.rejected).toEqual([
      { row: 2, id: 'N2', errors: ['dealercomments: contains a NUL character'] },
      { row: 3, id: 'N3\\u0000', errors: ['id: contains a NUL character'] },
      { row: 4, id: 'N4', errors: ['standardEquipment.1: contains an unpaired UTF-16 surrogate (not valid Unicode)'] },
    ])
    const record = await payload.findByID({ collection: 'stock-imports', id: summary.run_id, overrideAccess: true })
    expect(record).toMatchObject({ status: 'completed', received: 5, created: 2, rejected_count: 3 })
  })

  it('a CSV row with a NUL in a cell is rejected, naming the column; the rest import and the run is recorded', async () => {
    const header =
      'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price'
    const line = (title: string, type = 'USED') =>
      `Toyota,2021,Corolla,Hatch,${title},${type},Automatic,"4 cyl, 2.0 L",Front,Unleaded,6.0 L / 100 km,20000,White / Black,"Caringbah, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,25990`
    const feed = parseFeed(
      [
        header,
        line('2021 Toyota Corolla Nul One'),
        line('2021 Toyota Corolla \u0000Two'),
        line('2021 Toyota Corolla Nul Three', 'US\u0000ED'),
      ].join('\n'),
      'csv',
    )
    if (!feed.ok) throw new Error(feed.error)
    const summary = await importStock(
      payload,
      { siteId: other.id, mode: 'delta', source: 'cli', format: 'csv', mapping: feed.mapping, who: 'test' },
      feed.rows,
    )
    expect(summary).toMatchObject({ received: 3, created: 1 })
    expect(summary.rejected).toEqual([
      { row: 2, id: null, errors: ['Title: contains a NUL character'] },
      { row: 3, id: null, errors: ['UsedOrNew: contains a NUL character'] },
    ])
    const record = await payload.findByID({ collection: 'stock-imports', id: summary.run_id, overrideAccess: true })
    expect(record).toMatchObject({ status: 'completed', format: 'csv', received: 3, created: 1, rejected_count: 2 })
  })
})

const CSV_HEADER =
  'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price'
const csvLine = (title: string, price = '25990') =>
  `Toyota,2021,Corolla,Hatch,${title},USED,Automatic,"4 cyl, 2.0 L",Front,Unleaded,6.0 L / 100 km,20000,White / Black,"Caringbah, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,${price}`
const csvRun = async (target: PublicSite, mode: 'full' | 'delta', body: string) => {
  const feed = parseFeed(body, 'csv')
  if (!feed.ok) throw new Error(feed.error)
  return importStock(
    payload,
    { siteId: target.id, mode, source: 'cli', format: 'csv', mapping: feed.mapping, who: 'test' },
    feed.rows,
  )
}
const jsonRun = async (target: PublicSite, mode: 'full' | 'delta', cars: unknown[]) => {
  const feed = parseFeed(JSON.stringify(cars), 'json')
  if (!feed.ok) throw new Error(feed.error)
  return run(target, mode, feed.rows)
}

describe('stock import: validation without holes', () => {
  let target: PublicSite
  beforeAll(async () => {
    target = await createTestSite(payload, 'Validation Motors', 'validation-test-motors')
  })

  it('a CSV mixing CRLF and LF line endings loses no row: received is the true row count', async () => {
    const body = `${CSV_HEADER}\r\n${csvLine('2021 Toyota Corolla Ending One')}\n${csvLine('2021 Toyota Corolla Ending Two')}\r\n${csvLine('2021 Toyota Corolla Ending Three')}\n${csvLine('2021 Toyota Corolla Ending Four')}\r\n`
    const summary = await csvRun(target, 'delta', body)
    expect(summary).toMatchObject({ received: 4, created: 4, rejected: [] })
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ site: { equals: target.id } }, { name: { like: 'Ending' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.price)).toEqual([25990, 25990, 25990, 25990])
  })

  it('a negative price rejects its row, in JSON and in CSV, rather than reading as no price', async () => {
    const json = await jsonRun(target, 'delta', [car('NEG-1', { price: -5000 }), car('NEG-2', { price: '-$5,000' })])
    expect(json.created).toBe(0)
    expect(json.rejected).toEqual([
      { row: 1, id: 'NEG-1', errors: ['price: must not be negative'] },
      { row: 2, id: 'NEG-2', errors: ['price: must not be negative'] },
    ])
    const csv = await csvRun(
      target,
      'delta',
      [
        CSV_HEADER,
        csvLine('2021 Toyota Corolla Negative', '-5000'),
        csvLine('2021 Toyota Corolla Negative Too', '-$5,000'),
      ].join('\n'),
    )
    expect(csv).toMatchObject({ received: 2, created: 0 })
    expect(csv.rejected).toEqual([
      { row: 1, id: null, errors: ['price: must not be negative'] },
      { row: 2, id: null, errors: ['price: must not be negative'] },
    ])
  })

  it('a JSON car without an id, stocknum or vin, make, model, year or car type is rejected naming what is missing', async () => {
    const summary = await jsonRun(target, 'delta', [
      { name: 'Mystery car', price: 1000 },
      { id: 'REQ-1', make: 'Toyota', model: '', year: 2021, car_type: 'used' },
      { stocknum: 'S-77', make: 'Toyota', model: 'Yaris', year: 2020, car_type: 'used', price: 'cheap' },
      { vin: 'JTDKB20U093456789', make: 'Toyota', model: 'Yaris', year: 2020, car_type: 'used' },
      { stocknum: 'S-78', make: 'Toyota', model: 'Yaris', year: 2020, car_type: 'used' },
    ])
    expect(summary).toMatchObject({ received: 5, created: 2 })
    expect(summary.rejected).toEqual([
      {
        row: 1,
        id: null,
        errors: [
          'id: is required (or a stocknum or vin): none is given',
          'make: is required',
          'model: is required',
          'year: is required',
          'car_type: is required',
        ],
      },
      { row: 2, id: 'REQ-1', errors: ['model: is required'] },
      { row: 3, id: null, errors: ['price: must be a number'] },
    ])
  })

  it('a short CSV row is rejected naming the columns it lacks', async () => {
    const short = csvLine('2021 Toyota Corolla Short').split(',').slice(0, -2).join(',')
    const summary = await csvRun(target, 'delta', [CSV_HEADER, csvLine('2021 Toyota Corolla Whole'), short].join('\n'))
    expect(summary).toMatchObject({ received: 2, created: 1 })
    expect(summary.rejected).toEqual([
      { row: 2, id: null, errors: ['row has 17 of the 19 columns: missing Seats, Price'] },
    ])
  })
})

describe('stock import: a rejected row is never a missing car', () => {
  const statuses = async (target: PublicSite) => {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { site: { equals: target.id } },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
    return Object.fromEntries(docs.map((doc) => [doc.stocknum ?? doc.vin ?? doc.model, doc.status]))
  }

  it('a full feed leaves the car of each rejected row as it is, matched by id, stock number, VIN or derived id', async () => {
    const target = await createTestSite(payload, 'Typo Motors', 'typo-test-motors')
    const noId = (model: string, overrides: Record<string, unknown> = {}) => ({
      ...car('x', { model, name: `2021 Toyota ${model}`, ...overrides }),
      id: undefined,
    })
    const vin = 'JTDKB20U093456789'
    const stock = [
      car('P1', { stocknum: 'kept' }),
      car('P2', { stocknum: 'by-id' }),
      car('P3', { stocknum: 'STK-3' }),
      car('P4', { vin }),
      noId('Derived', { stocknum: undefined }),
      noId('Loose'),
      car('P7', { stocknum: 'gone' }),
    ]
    expect(await run(target, 'delta', rows(...stock))).toMatchObject({ created: 7, rejected: [] })
    const summary = await run(
      target,
      'full',
      rows(
        car('P1', { stocknum: 'kept' }),
        car('P2', { stocknum: 'by-id', price: 'lots' }),
        { ...car('x', { stocknum: 'stk-3 ', price: -1 }), id: undefined },
        { ...car('x', { vin: vin.toLowerCase(), km: 'far' }), id: undefined },
        noId('Derived', { price: 'lots' }),
        noId('Loose', { car_type: 'nearly-new' }),
      ),
    )
    expect(summary).toMatchObject({ received: 6, unchanged: 1, removed: 1 })
    expect(summary.rejected.map((r) => r.row)).toEqual([2, 3, 4, 5, 6])
    expect(await statuses(target)).toEqual({
      kept: 'in_stock',
      'by-id': 'in_stock',
      'STK-3': 'in_stock',
      [vin]: 'in_stock',
      Derived: 'in_stock',
      Loose: 'in_stock',
      gone: 'sold',
    })
  })

  it('a full CSV feed leaves the cars of its short and unreadable rows as they are', async () => {
    const target = await createTestSite(payload, 'Short Row Motors', 'short-row-test-motors')
    const lines = ['2021 Toyota Corolla One', '2021 Toyota Corolla Two', '2021 Toyota Corolla Three'].map((title) =>
      csvLine(title),
    )
    expect(await csvRun(target, 'delta', [CSV_HEADER, ...lines].join('\n'))).toMatchObject({ created: 3 })
    const short = lines[1]!.split(',').slice(0, -1).join(',')
    const unreadable = lines[2]!.replace(',USED,', ',SPACESHIP,')
    const summary = await csvRun(target, 'full', [CSV_HEADER, lines[0], short, unreadable].join('\n'))
    expect(summary).toMatchObject({ received: 3, unchanged: 1, removed: 0 })
    expect(summary.rejected.map((r) => r.row)).toEqual([2, 3])
    const { totalDocs } = await payload.count({
      collection: 'cars',
      where: { and: [{ site: { equals: target.id } }, { status: { equals: 'sold' } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

/** POST /api/stock/import as an integrator would, through the route itself. */
async function post(query: string, key: string, body: unknown) {
  const res = await postStock(
    new NextRequest(`http://localhost/api/stock/import?${query}`, {
      method: 'POST',
      headers: { Authorization: `integrations API-Key ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { run_id: number; held: boolean; held_reason: string | null },
  }
}

describe('stock import: a full feed never wipes a dealer\u2019s stock', () => {
  let target: PublicSite
  let integration: Integration
  const key = 'hold-test-key-0000000000000000'
  const ten = Array.from({ length: 10 }, (_, i) => car(`H${i + 1}`))
  const carsOf = async () => {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { site: { equals: target.id } },
      depth: 0,
      limit: 100,
      sort: 'feed_id',
      overrideAccess: true,
    })
    return docs.map((doc) => ({ id: doc.feed_id, status: doc.status, price: doc.price }))
  }
  const runsOf = async () =>
    (await payload.count({ collection: 'stock-imports', where: { site: { equals: target.id } }, overrideAccess: true }))
      .totalDocs

  beforeAll(async () => {
    target = await createTestSite(payload, 'Hold Motors', 'hold-test-motors')
    integration = await payload.create({
      collection: 'integrations',
      data: { name: 'Hold test DMS', sites: [target.id], enableAPIKey: true, apiKey: key },
      overrideAccess: true,
    })
    expect(integration).toMatchObject({ hold_removed_percent: 20, hold_min_rows: 1 })
    expect(await run(target, 'delta', rows(...ten))).toMatchObject({ created: 10 })
  })

  it('dryRun=true answers what the feed would do, and writes nothing: no cars, no run record', async () => {
    const before = { cars: await carsOf(), runs: await runsOf() }
    const feed = [...ten.slice(0, 9), car('H11'), car('H12', { price: 'lots' })]
    feed[0] = car('H1', { price: 19990 })
    const res = await post(`site=${target.slug}&mode=full&dryRun=true`, key, feed)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      run_id: null,
      received: 11,
      created: 1,
      updated: 1,
      unchanged: 8,
      removed: 1,
      rejected: [{ row: 11, id: 'H12', errors: ['price: must be a number'] }],
      held: false,
      held_reason: null,
      dry_run: true,
    })
    const wiping = await post(`site=${target.slug}&mode=full&dryRun=true`, key, [])
    expect(wiping.body).toMatchObject({ received: 0, removed: 10, held: true, dry_run: true, run_id: null })
    expect(await carsOf()).toEqual(before.cars)
    expect(await runsOf()).toBe(before.runs)
    expect((await post(`site=${target.slug}&mode=full&dryRun=yes`, key, [])).status).toBe(400)
  })

  it('holds an empty full feed, and one whose rows are all rejected, writing nothing but the run record', async () => {
    const before = await carsOf()
    const empty = await post(`site=${target.slug}&mode=full`, key, [])
    expect(empty.status).toBe(202)
    expect(empty.body).toMatchObject({ received: 0, created: 0, removed: 10, held: true, dry_run: false })
    expect(empty.body.held_reason).toMatch(/0 valid row\(s\), fewer than the 1 required/)
    const rejected = await post(`site=${target.slug}&mode=full`, key, [car('H1', { price: -1 }), { name: 'no id' }])
    expect(rejected.status).toBe(202)
    // The rejected rows' cars are not counted as missing: 9 of the 10 would go.
    expect(rejected.body).toMatchObject({ received: 2, removed: 9, held: true })
    expect((rejected.body.rejected as unknown[]).length).toBe(2)
    const record = await payload.findByID({
      collection: 'stock-imports',
      id: rejected.body.run_id,
      overrideAccess: true,
    })
    expect(record).toMatchObject({
      status: 'held',
      mode: 'full',
      received: 2,
      rejected_count: 2,
      who: 'integration: Hold test DMS',
    })
    expect(record.held_reason).toBe(rejected.body.held_reason)
    expect(record.held_feed).toBeUndefined() // kept out of every API answer
    expect(await carsOf()).toEqual(before)
  })

  it('holds a full feed removing more than 20% of the available cars; an integrator cannot approve it, staff of the site can, and it applies as sent', async () => {
    const before = await carsOf()
    // Kept to apply later as sent, text PostgreSQL cannot hold (a NUL) included.
    const feed = [car('H1', { price: 19990 }), ...ten.slice(1, 6), car('H8', { dealercomments: 'Lovely\u0000car' })]
    const held = await post(`site=${target.slug}&mode=full`, key, feed)
    expect(held.status).toBe(202)
    expect(held.body).toMatchObject({ received: 7, created: 0, updated: 1, unchanged: 5, removed: 3, held: true })
    expect(held.body.held_reason).toBe(
      "Held for staff: it would mark sold 3 of the site's 10 available cars (30%), more than the 20% allowed.",
    )
    expect(await carsOf()).toEqual(before)

    const runId = held.body.run_id
    const asIntegration = { ...integration, collection: 'integrations' as const }
    expect(await decideHeldRun(payload, runId, 'approve', asIntegration)).toMatchObject({ ok: false, status: 403 })
    const otherSiteStaff = await staffUser(payload, 'editor@sunshine-motors.example')
    expect(await decideHeldRun(payload, runId, 'approve', otherSiteStaff)).toMatchObject({ ok: false, status: 403 })
    expect(await decideHeldRun(payload, runId, 'approve', null)).toMatchObject({ ok: false, status: 401 })
    expect(await carsOf()).toEqual(before)

    const admin = await staffUser(payload, DEMO_DEFAULTS.adminEmail)
    const approved = await decideHeldRun(payload, runId, 'approve', admin)
    expect(approved).toMatchObject({
      ok: true,
      status: 'completed',
      summary: { run_id: runId, received: 7, updated: 1, unchanged: 5, removed: 3, held: false },
    })
    const after = Object.fromEntries((await carsOf()).map((c) => [c.id, c]))
    expect(after.H1).toMatchObject({ price: 19990, status: 'in_stock' })
    expect(after.H8!.status).toBe('in_stock') // its row was rejected
    expect([after.H7!.status, after.H9!.status, after.H10!.status]).toEqual(['sold', 'sold', 'sold'])
    const record = await payload.findByID({
      collection: 'stock-imports',
      id: runId,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(record).toMatchObject({
      status: 'completed',
      removed: 3,
      decided_by: `staff: ${DEMO_DEFAULTS.adminEmail}`,
      held_feed: null,
    })
    expect(await decideHeldRun(payload, runId, 'approve', admin)).toMatchObject({ ok: false, status: 409 })
    expect(await decideHeldRun(payload, runId, 'discard', admin)).toMatchObject({ ok: false, status: 409 })
  })

  it('the site\u2019s staff discard a held run: nothing of it is applied', async () => {
    const before = await carsOf()
    const held = await post(`site=${target.slug}&mode=full`, key, [car('ONLY-ONE')])
    expect(held.status).toBe(202)
    expect(held.body).toMatchObject({ created: 1, removed: 7, held: true })
    const email = 'editor@hold-test-motors.example'
    await payload.create({
      collection: 'users',
      data: {
        email,
        password: 'hold-test-password-1',
        name: 'Hold editor',
        role: 'site-editor',
        tenants: [{ tenant: target.id }],
      },
      overrideAccess: true,
    })
    const editor = await staffUser(payload, email)
    expect(await decideHeldRun(payload, held.body.run_id, 'discard', editor)).toEqual({
      ok: true,
      status: 'discarded',
      run_id: held.body.run_id,
    })
    expect(await carsOf()).toEqual(before)
    const record = await payload.findByID({
      collection: 'stock-imports',
      id: held.body.run_id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(record).toMatchObject({ status: 'discarded', decided_by: `staff: ${email}`, held_feed: null })
    expect(await decideHeldRun(payload, held.body.run_id, 'approve', editor)).toMatchObject({ ok: false, status: 409 })
  })

  it('follows the integration\u2019s own limits', async () => {
    await payload.update({
      collection: 'integrations',
      id: integration.id,
      data: { hold_removed_percent: 50, hold_min_rows: 6 },
      overrideAccess: true,
    })
    // 7 available: H1-H6 and H8. Removing 2 (29%) is within 50%, and 5 valid rows is under 6: held for that only.
    const few = await post(`site=${target.slug}&mode=full`, key, ten.slice(0, 5))
    expect(few.body).toMatchObject({ held: true, removed: 2 })
    expect(few.body.held_reason).toMatch(/5 valid row\(s\), fewer than the 6 required/)
    expect(few.body.held_reason).not.toMatch(/mark sold/)
    const enough = await post(`site=${target.slug}&mode=full`, key, ten.slice(0, 6))
    expect(enough.status).toBe(200)
    expect(enough.body).toMatchObject({ held: false, removed: 1 })
  })
})

describe('stock import: concurrent runs for one site', () => {
  it('20 runs of one feed at once create each car once between them, and their totals add up', async () => {
    const target = await createTestSite(payload, 'Concurrent Motors', 'concurrent-test-motors')
    const cars = Array.from({ length: 30 }, (_, i) => car(`K${i + 1}`))
    const summaries = await Promise.all(Array.from({ length: 20 }, () => run(target, 'full', rows(...cars))))
    const total = (key: 'created' | 'updated' | 'unchanged' | 'removed') =>
      summaries.reduce((sum, summary) => sum + summary[key], 0)
    expect(total('created')).toBe(30)
    expect(total('updated')).toBe(0)
    expect(total('unchanged')).toBe(19 * 30)
    expect(total('removed')).toBe(0)
    const { totalDocs } = await payload.count({
      collection: 'cars',
      where: { site: { equals: target.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(30)
    const runs = await payload.find({
      collection: 'stock-imports',
      where: { site: { equals: target.id } },
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    expect(runs.docs.reduce((sum, doc) => sum + (doc.created ?? 0), 0)).toBe(30)
  })

  it('waits for another process\u2019s run of the same site (the PostgreSQL advisory lock), not for other sites', async () => {
    const target = await createTestSite(payload, 'Locked Motors', 'locked-test-motors')
    const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1, $2)', [STOCK_IMPORT_LOCK, target.id])
      let finished = false
      const waiting = run(target, 'delta', rows(car('L1'))).then((summary) => {
        finished = true
        return summary
      })
      // Another site's import is not held up.
      expect(await run(other, 'delta', rows(car('L2')))).toMatchObject({ created: 1 })
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(finished).toBe(false)
      await client.query('SELECT pg_advisory_unlock($1, $2)', [STOCK_IMPORT_LOCK, target.id])
      expect(await waiting).toMatchObject({ created: 1 })
    } finally {
      await client.query('SELECT pg_advisory_unlock_all()')
      client.release()
    }
  })
})

describe('search sync', () => {
  it('mirrors imported cars into search, scoped to their site', async () => {
    await drainSearchQueue(payload)
    // A process that searched the site before serves its previous columns until new ones are built (about
    // 2 s after a write, ARCHITECTURE "Stock and search"): the write shows within that, never a stall.
    await expect.poll(async () => (await search(site)).count, SETTLED).toBe(4)
    const result = await search(site)
    expect(result.hits.map((hit) => hit.slug).every(Boolean)).toBe(true)
    const ids = result.hits.map((hit) => (hit as { name: string }).name).sort()
    expect(ids).toEqual([
      '2021 Toyota Corolla A1',
      '2021 Toyota Corolla A4',
      '2021 Toyota Corolla A5',
      '2021 Toyota Corolla A6',
    ])
    expect(result.hits.find((hit) => hit.name.endsWith('A1'))).toMatchObject({
      price: 23990,
      status: 'in_stock',
      car_type: 'used',
    })
    const otherResult = await search(other)
    expect(otherResult.hits.some((hit) => hit.name.endsWith('A1'))).toBe(false)
  })

  it('keeps a sold car listed for the site\u2019s include-sold days, then drops it', async () => {
    const soon = await search(site, '', Date.now() + 2 * 86_400_000)
    expect(soon.hits.some((hit) => hit.name.endsWith('A4') && hit.status === 'sold')).toBe(true)
    const later = await search(site, '', Date.now() + 4 * 86_400_000)
    expect(later.hits.some((hit) => hit.name.endsWith('A4'))).toBe(false)
  })

  it('syncs an edit made in the admin, and removes a deleted car', async () => {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ site: { equals: site.id } }, { feed_id: { equals: 'A6' } }] },
      overrideAccess: true,
    })
    const editor = await payload.update({
      collection: 'cars',
      id: docs[0]!.id,
      data: { price: 19999 },
      overrideAccess: true,
    })
    await drainSearchQueue(payload)
    await expect
      .poll(async () => (await search(site, 'query=A6')).hits.map((hit) => hit.price), SETTLED)
      .toEqual([19999])
    await payload.delete({ collection: 'cars', id: editor.id, overrideAccess: true })
    await drainSearchQueue(payload)
    await expect.poll(async () => (await search(site, 'query=A6')).count, SETTLED).toBe(0)
  })
})

describe('sync convergence', () => {
  it('keeps queued syncs until they run, and running a sync again changes nothing', async () => {
    await run(site, 'delta', rows(car('C1', { name: '2021 Toyota Corolla C1 Queued' })))
    // Nothing has worked the queue yet (as after a crash): the car is in Postgres, not yet in search.
    expect((await search(site, 'query=queued')).count).toBe(0)
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'syncCars' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBeGreaterThan(0)
    await drainSearchQueue(payload)
    await expect.poll(async () => (await search(site, 'query=queued')).count, SETTLED).toBe(1)
    const first = await search(site, 'query=queued')
    await syncCars(payload, [first.hits[0]!.id, first.hits[0]!.id, 999_999])
    expect((await search(site, 'query=queued')).hits).toEqual(first.hits)
  })
})

describe('reindex', () => {
  it('rebuilds the whole index while searches keep answering', async () => {
    const before = (await search(site)).count
    let searching = true
    const counts: number[] = []
    const searches = (async () => {
      while (searching) counts.push((await search(site)).count)
    })()
    const { documents } = await reindexAll(payload)
    searching = false
    await searches
    expect(documents).toBeGreaterThanOrEqual(before)
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((count) => count === before)).toBe(true)
    expect((await search(site)).count).toBe(before)
  })
})

describe('stock access', () => {
  it('lets staff read only their own sites\u2019 cars and import runs', async () => {
    const user = await staffUser(payload, 'editor@sunshine-motors.example')
    const cars = await payload.find({
      collection: 'cars',
      where: { site: { equals: site.id } },
      user,
      overrideAccess: false,
    })
    expect(cars.totalDocs).toBe(0)
    const runs = await payload.find({
      collection: 'stock-imports',
      where: { site: { equals: site.id } },
      user,
      overrideAccess: false,
    })
    expect(runs.totalDocs).toBe(0)
    await expect(payload.find({ collection: 'cars', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'stock-imports', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'integrations', user, overrideAccess: false })).rejects.toThrow()
  })
})
