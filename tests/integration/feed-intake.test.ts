import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getRun } from '../../src/app/api/integrations/imports/[id]/route'
import { POST as postStock } from '../../src/app/api/stock/import/route'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import type { Integration } from '../../src/payload-types'
import { pullIntegrationFeed, STOCK_FEEDS_QUEUE } from '../../src/stock/feed-pull'
import { STOCK_IMPORT_LOCK } from '../../src/stock/import'
import { STOCK_IMPORT_QUEUE } from '../../src/stock/import-jobs'
import { createTestSite, seededPayload } from './platform'

/**
 * Feed intake as integrators use it: the generic CSV through an integration's own column names, a feed
 * URL pulled (gzip, conditional requests), and a large feed imported by a job behind a 202.
 */

let payload: Payload
let site: PublicSite
const key = 'feed-intake-key-00000000000000000'
let integration: Integration

const carsOf = async (where: Where = {}) =>
  (
    await payload.find({
      collection: 'cars',
      where: { and: [{ site: { equals: site.id } }, where] },
      depth: 0,
      limit: 5000,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

async function post(query: string, body: string, contentType = 'text/csv') {
  const res = await postStock(
    new NextRequest(`http://localhost/api/stock/import?site=${site.slug}&${query}`, {
      method: 'POST',
      headers: { Authorization: `integrations API-Key ${key}`, 'Content-Type': contentType },
      body,
    }),
  )
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
}

async function status(path: string) {
  const id = path.split('/').pop()!
  const res = await getRun(
    new Request(`http://localhost${path}`, { headers: { Authorization: `integrations API-Key ${key}` } }),
    {
      params: Promise.resolve({ id }),
    },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Feed Intake Motors', 'feed-intake-motors')
  await payload.create({
    collection: 'locations',
    data: {
      site: site.id,
      name: 'Feed Intake Brisbane',
      slug: 'brisbane',
      storeCode: 'FIM-BNE',
      phone: '07 3000 1111',
      address: { street: '1 Gympie Road', city: 'Kedron', state: 'QLD', postcode: '4031' },
    },
    overrideAccess: true,
  })
  integration = await payload.create({
    collection: 'integrations',
    data: {
      name: 'Feed Intake DMS',
      sites: [site.id],
      enableAPIKey: true,
      apiKey: key,
      csv_mapping: 'integrator',
      csv_columns: [
        { field: 'stocknum', column: 'StockNo' },
        { field: 'make', column: 'Marque' },
        { field: 'model', column: 'Modell' },
        { field: 'year', column: 'Yr' },
        { field: 'car_type', column: 'Condition' },
        { field: 'price', column: 'Sell Price' },
        { field: 'photos', column: 'Pictures' },
        { field: 'location_code', column: 'Yard' },
        { field: 'variant.cylinders', column: 'Cyl' },
      ],
    },
    overrideAccess: true,
  })
})

describe('an integration’s column mapping', () => {
  it('imports a CSV in the feed’s own column names into the right Car fields', async () => {
    const csv = [
      'StockNo,vin,Marque,Modell,Yr,Condition,Sell Price,km,Pictures,Yard,Cyl,Extra',
      'FI-1,JM0KF4WLA00123456,Mazda,CX-5,2021,Used,"32,990",45000,https://img.example.com/fi-1a.jpg|https://img.example.com/fi-1b.jpg,FIM-BNE,4,ignored',
      'FI-2,,Kia,Rio,2020,new,19990,,,NO-SUCH-YARD,,',
    ].join('\r\n')
    const res = await post('mode=delta', csv)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      received: 2,
      created: 1,
      rejected: [{ row: 2, errors: [expect.stringMatching(/^location_code: 'NO-SUCH-YARD'/)] }],
    })
    const [car] = await carsOf({ stocknum: { equals: 'FI-1' } })
    expect(car).toMatchObject({
      stocknum: 'FI-1',
      vin: 'JM0KF4WLA00123456',
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      car_type: 'used',
      price: 32990,
      km: 45000,
      images: ['https://img.example.com/fi-1a.jpg', 'https://img.example.com/fi-1b.jpg'],
      primary_image_url: 'https://img.example.com/fi-1a.jpg',
      location: { name: 'Feed Intake Brisbane', slug: 'brisbane', phone: '07 3000 1111' },
      variant: { cylinders: 4 },
    })
    const run = await payload.findByID({
      collection: 'stock-imports',
      id: res.body.run_id as number,
      overrideAccess: true,
    })
    expect(run.mapping).toBe('integrator')
  })

  it('names the feed’s missing column after the renames', async () => {
    const res = await post('mode=delta', 'StockNo,Marque,Modell,Yr\nFI-9,Kia,Rio,2020\n')
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/needs: car_type \(after the integration’s column mapping\)/)
  })

  it('refuses a mapping onto a column the base mapping does not have', async () => {
    await expect(
      payload.update({
        collection: 'integrations',
        id: integration.id,
        data: { csv_columns: [{ field: 'prise', column: 'Price' }] },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ message: expect.stringMatching(/'prise' is not a column/) }] } })
  })
})

describe('a feed URL pulled on a schedule', () => {
  let server: Server
  let origin: string
  const requests: IncomingHttpHeaders[] = []
  const etag = '"feed-v1"'
  const lastModified = 'Tue, 24 Nov 2026 03:00:00 GMT'
  const feed = gzipSync(
    [
      'stocknum,make,model,year,car_type,price,location_code',
      'PULL-1,Toyota,Hilux,2022,used,45990,fim-bne',
      'PULL-2,Toyota,Corolla,2023,new,31990,FIM-BNE',
    ].join('\n'),
  )

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.headers)
      if (req.headers['if-none-match'] === etag || req.headers['if-modified-since'] === lastModified) {
        res.writeHead(304, { ETag: etag })
        return res.end()
      }
      // The first path answers with Content-Encoding; the .gz path serves the gzip file as it is.
      const encoded = req.url === '/stock.csv'
      res.writeHead(200, {
        'Content-Type': encoded ? 'text/csv' : 'application/gzip',
        ...(encoded ? { 'Content-Encoding': 'gzip' } : {}),
        ETag: etag,
        'Last-Modified': lastModified,
      })
      res.end(feed)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    delete process.env.STOCK_FEED_ALLOW_PRIVATE
    await new Promise((resolve) => server.close(resolve))
  })

  const feedIntegration = async (name: string, path: string) =>
    payload.create({
      collection: 'integrations',
      data: {
        name,
        sites: [site.id],
        feed_url: `${origin}${path}`,
        feed_site: site.id,
        feed_mode: 'delta',
        feed_format: 'csv',
        csv_mapping: 'integrator',
        feed_interval_minutes: 60,
      },
      overrideAccess: true,
      // The loopback test server is allowed only through the explicit setting.
      context: {},
    })

  it('refuses a loopback address without the explicit setting, and pulls nothing', async () => {
    delete process.env.STOCK_FEED_ALLOW_PRIVATE
    await expect(feedIntegration('Loopback feed', '/stock.csv')).rejects.toMatchObject({
      data: { errors: [{ message: expect.stringMatching(/private, loopback/) }] },
    })
    process.env.STOCK_FEED_ALLOW_PRIVATE = 'true'
    const made = await feedIntegration('Loopback feed', '/stock.csv')
    delete process.env.STOCK_FEED_ALLOW_PRIVATE
    const before = requests.length
    expect(await pullIntegrationFeed(payload, made)).toEqual({
      result: 'failed',
      error: 'The feed URL points at a private, loopback or link-local network.',
    })
    expect(requests.length).toBe(before)
    await payload.delete({ collection: 'integrations', id: made.id, overrideAccess: true })
  })

  it('imports the gzipped CSV, then sends the validators and skips the import on 304', async () => {
    process.env.STOCK_FEED_ALLOW_PRIVATE = 'true'
    const puller = await feedIntegration('Pulled DMS feed', '/stock.csv')
    // The scheduled job: Payload's scheduler queues pullStockFeeds on its queue, a runner works it.
    await payload.jobs.handleSchedules({ queue: STOCK_FEEDS_QUEUE })
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: STOCK_FEEDS_QUEUE } }, { taskSlug: { equals: 'pullStockFeeds' } }] },
      overrideAccess: true,
    })
    expect(queued.totalDocs).toBe(1)
    // The scheduler queues it for its next cron slot (within the minute): run it now.
    await payload.update({
      collection: 'payload-jobs',
      where: { queue: { equals: STOCK_FEEDS_QUEUE } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: STOCK_FEEDS_QUEUE, limit: 5 })
    expect(requests.at(-1)).toMatchObject({ 'accept-encoding': 'gzip' })
    expect(requests.at(-1)).not.toHaveProperty('if-none-match')

    const pulled = await carsOf({ stocknum: { in: ['PULL-1', 'PULL-2'] } })
    expect(pulled.map((car) => [car.stocknum, car.price, car.location?.slug]).sort()).toEqual([
      ['PULL-1', 45990, 'brisbane'],
      ['PULL-2', 31990, 'brisbane'],
    ])
    let stored = await payload.findByID({ collection: 'integrations', id: puller.id, overrideAccess: true })
    expect(stored).toMatchObject({ feed_etag: etag, feed_last_modified: lastModified })
    expect(stored.feed_result).toMatch(/^imported .*: run \d+$/)
    const runId = Number(/run (\d+)$/.exec(stored.feed_result!)![1])
    expect(await payload.findByID({ collection: 'stock-imports', id: runId, overrideAccess: true })).toMatchObject({
      source: 'feed',
      status: 'completed',
      created: 2,
    })

    // Not due again within its interval: the next scheduled run pulls nothing.
    const count = requests.length
    await payload.jobs.queue({ task: 'pullStockFeeds', input: {}, queue: STOCK_FEEDS_QUEUE })
    await payload.jobs.run({ queue: STOCK_FEEDS_QUEUE, limit: 5 })
    expect(requests.length).toBe(count)

    // Pulled again: the conditional request, a 304, recorded, and no import run.
    const runs = await payload.count({
      collection: 'stock-imports',
      where: { site: { equals: site.id } },
      overrideAccess: true,
    })
    expect(await pullIntegrationFeed(payload, stored)).toEqual({ result: 'not-modified' })
    expect(requests.at(-1)).toMatchObject({ 'if-none-match': etag, 'if-modified-since': lastModified })
    stored = await payload.findByID({ collection: 'integrations', id: puller.id, overrideAccess: true })
    expect(stored.feed_result).toMatch(/^not modified \(304\) .*: import skipped$/)
    expect(stored.feed_etag).toBe(etag)
    expect(
      (await payload.count({ collection: 'stock-imports', where: { site: { equals: site.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(runs.totalDocs)
    await payload.delete({ collection: 'integrations', id: puller.id, overrideAccess: true })
  })

  it('reads a .gz body served without Content-Encoding', async () => {
    process.env.STOCK_FEED_ALLOW_PRIVATE = 'true'
    const puller = await feedIntegration('Gz file feed', '/stock.csv.gz')
    const outcome = await pullIntegrationFeed(payload, puller)
    expect(outcome).toMatchObject({ result: 'imported' })
    const run = await payload.findByID({
      collection: 'stock-imports',
      id: (outcome as { runId: number }).runId,
      overrideAccess: true,
    })
    expect(run).toMatchObject({ status: 'completed', received: 2, unchanged: 2, rejected_count: 0 })
    await payload.delete({ collection: 'integrations', id: puller.id, overrideAccess: true })
  })
})

describe('a large import', () => {
  afterAll(() => {
    delete process.env.STOCK_IMPORT_ASYNC_ROWS
  })

  it('answers 202 with its status URL, and a job imports it with progress on the run', async () => {
    process.env.STOCK_IMPORT_ASYNC_ROWS = '50'
    const rows = Array.from({ length: 1200 }, (_, i) => `BIG-${i + 1},Hyundai,i30,2020,used,${20000 + i}`)
    rows[6] = 'BIG-7,Hyundai,i30,2020,used,-1'
    const res = await post('mode=delta', ['stocknum,make,model,year,car_type,price', ...rows].join('\n'))
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ status: 'queued', received: 1200 })
    const statusUrl = res.body.status_url as string
    expect(statusUrl).toBe(`/api/integrations/imports/${res.body.run_id}`)
    expect(res.headers.get('location')).toBe(statusUrl)

    const before = await status(statusUrl)
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ status: 'queued', progress: { processed: 0, total: 1200 } })
    expect(await carsOf({ stocknum: { like: 'BIG-' } })).toHaveLength(0)

    // While the job runs, the status URL shows its progress: hold the site's import lock (as another
    // process's run of the same site would), so the job stops after checking its rows, before writing.
    const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [STOCK_IMPORT_LOCK, site.id])
    const job = payload.jobs.run({ queue: STOCK_IMPORT_QUEUE, limit: 5 })
    let during = await status(statusUrl)
    for (let tries = 0; tries < 600 && (during.body.progress as { processed: number }).processed < 1200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      during = await status(statusUrl)
    }
    expect(during.body).toMatchObject({ status: 'running', progress: { processed: 1200, total: 1200 } })
    expect(await carsOf({ stocknum: { like: 'BIG-' } })).toHaveLength(0)
    await client.query('COMMIT')
    client.release()
    await job

    const after = await status(statusUrl)
    expect(after.body).toMatchObject({
      status: 'completed',
      mode: 'delta',
      progress: { processed: 1200, total: 1200 },
      counts: { received: 1200, created: 1199, updated: 0, unchanged: 0, removed: 0, rejected: 1 },
      rejected: [{ row: 7, id: null, errors: ['price: must not be negative'] }],
    })
    expect(await carsOf({ stocknum: { like: 'BIG-' } })).toHaveLength(1199)
  })

  it('stays in the request under the threshold, and a dry run is never queued', async () => {
    process.env.STOCK_IMPORT_ASYNC_ROWS = '50'
    const small = await post('mode=delta', 'stocknum,make,model,year,car_type\nSMALL-1,Kia,Rio,2020,used\n')
    expect(small.status).toBe(200)
    expect(small.body).toMatchObject({ created: 1 })
    const rows = Array.from({ length: 60 }, (_, i) => `DRY-${i},Kia,Rio,2020,used`)
    const dry = await post('mode=delta&dryRun=true', ['stocknum,make,model,year,car_type', ...rows].join('\n'))
    expect(dry.status).toBe(200)
    expect(dry.body).toMatchObject({ dry_run: true, created: 60, run_id: null })
  })
})

describe('a full feed can never wipe a dealer’s stock: a large held feed', () => {
  it('holds a full CSV feed of a header row only (as an empty JSON feed), and a delta one changes nothing', async () => {
    const available = (await carsOf({ status: { in: ['in_stock', 'coming_soon'] } })).length
    const header = 'stocknum,make,model,year,car_type\r\n'
    const full = await post('mode=full', header)
    expect(full.status).toBe(202)
    expect(full.body).toMatchObject({
      held: true,
      received: 0,
      removed: available,
      held_reason: expect.stringMatching(/0 valid row/),
    })
    const delta = await post('mode=delta', header)
    expect(delta.status).toBe(200)
    expect(delta.body).toMatchObject({ held: false, received: 0, created: 0, removed: 0 })
    expect((await carsOf({ status: { in: ['in_stock', 'coming_soon'] } })).length).toBe(available)
    expect((await post('mode=full', '')).status).toBe(400)
  })

  it('holds a full feed of any size (its rows kept past the 40,000-character text limit), and staff approval applies it', async () => {
    const available = (await carsOf({ status: { in: ['in_stock', 'coming_soon'] } })).length
    expect(available).toBeGreaterThan(1000)
    const cars = Array.from({ length: 300 }, (_, i) => ({
      stocknum: `HELD-${i}`,
      make: 'Ford',
      model: 'Ranger',
      year: 2022,
      car_type: 'used',
      dealercomments: 'One owner, full service history, near new tyres and a tow bar fitted by the dealer.',
    }))
    const res = await post('mode=full', JSON.stringify(cars), 'application/json')
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ held: true, received: 300, created: 300, removed: available })
    expect(JSON.stringify(cars).length).toBeGreaterThan(40_000)
    expect(await carsOf({ stocknum: { like: 'HELD-' } })).toHaveLength(0)

    const { decideHeldRun } = await import('../../src/stock/held-runs')
    const { staffUser } = await import('./platform')
    const admin = await staffUser(payload, 'admin@example.com')
    const decided = await decideHeldRun(payload, res.body.run_id as number, 'approve', admin)
    expect(decided).toMatchObject({ ok: true, status: 'completed', summary: { created: 300, removed: available } })
    expect(await carsOf({ stocknum: { like: 'HELD-' } })).toHaveLength(300)
  })
})
