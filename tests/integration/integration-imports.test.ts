import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getRun } from '../../src/app/api/integrations/imports/[id]/route'
import { GET as listRuns } from '../../src/app/api/integrations/imports/route'
import { POST as postStock } from '../../src/app/api/stock/import/route'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { importStock, type FeedInput } from '../../src/stock/import'
import { rejectedRowsDownload, rejectedRowsEndpoints } from '../../src/stock/rejected-rows-download'
import { createTestSite, seededPayload, staffUser } from './platform'

let payload: Payload
let mine: PublicSite
let theirs: PublicSite
const myKey = 'imports-read-key-mine-000000000000'
const theirKey = 'imports-read-key-theirs-0000000000'
/** A second key for my site (another integrator feeding it): neither key reads the other's runs. */
const siblingKey = 'imports-read-key-sibling-000000000'
const keyIds: Record<'mine' | 'theirs' | 'sibling', number> = { mine: 0, theirs: 0, sibling: 0 }
/** Run ids of my key on my site, oldest first, and one of the other site. */
const myRuns: number[] = []
let theirRun: number
/** Runs on my site that my key did not send: the sibling key's, and a CLI run. */
let siblingRun: number
let cliRun: number

const car = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `2021 Mazda 3 ${id}`,
  year: 2021,
  make: 'Mazda',
  model: '3',
  car_type: 'used',
  status: 'in_stock',
  price: 21990,
  ...overrides,
})
const rows = (...cars: unknown[]): FeedInput[] => cars.map((data, index) => ({ row: index + 1, data }))
const run = async (
  site: PublicSite,
  mode: 'full' | 'delta',
  feed: FeedInput[],
  key: keyof typeof keyIds | null = 'mine',
) =>
  (
    await importStock(
      payload,
      {
        siteId: site.id,
        mode,
        source: key ? 'api' : 'cli',
        format: 'json',
        who: key ? `integration: ${key}` : 'test',
        integrationId: key ? keyIds[key] : null,
      },
      feed,
    )
  ).run_id

const auth = (key: string | null): Record<string, string> =>
  key === null ? {} : { Authorization: `integrations API-Key ${key}` }
async function list(query: string, key: string | null) {
  const res = await listRuns(
    new Request(`http://localhost:3000/api/integrations/imports?${query}`, { headers: auth(key) }),
  )
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { runs: Array<Record<string, unknown>> },
  }
}
async function one(id: string | number, key: string | null) {
  const res = await getRun(
    new Request(`http://localhost:3000/api/integrations/imports/${id}`, { headers: auth(key) }),
    { params: Promise.resolve({ id: String(id) }) },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await seededPayload()
  mine = await createTestSite(payload, 'Runs Read Motors', 'runs-read-motors')
  theirs = await createTestSite(payload, 'Runs Other Motors', 'runs-other-motors')
  const key = async (name: string, sites: number[], apiKey: string) =>
    (
      await payload.create({
        collection: 'integrations',
        data: { name, sites, enableAPIKey: true, apiKey },
        overrideAccess: true,
      })
    ).id
  keyIds.mine = await key('Runs DMS', [mine.id], myKey)
  keyIds.theirs = await key('Other DMS', [theirs.id], theirKey)
  keyIds.sibling = await key('Sibling DMS', [mine.id], siblingKey)
  myRuns.push(
    await run(
      mine,
      'full',
      rows(car('R1'), car('R2', { car_type: 'nearly-new', stocknum: 'S-2', vin: '1HGCM82633A004352' }), 'not a car'),
    ),
  )
  myRuns.push(await run(mine, 'delta', rows(car('R3'))))
  siblingRun = await run(mine, 'delta', rows(car('B1', { year: 'old' })), 'sibling')
  cliRun = await run(mine, 'delta', rows(car('C1')), null)
  myRuns.push(await run(mine, 'delta', rows(car('R3', { price: 20990 }), car('R4', { price: 'lots' }))))
  theirRun = await run(theirs, 'delta', rows(car('T1')), 'theirs')
})

describe('GET /api/integrations/imports', () => {
  it('lists the runs of the site, newest first, with their counts', async () => {
    const res = await list(`site=${mine.slug}`, myKey)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 1, limit: 20, total: 3, total_pages: 1, has_next_page: false })
    expect(res.body.runs.map((r) => r.id)).toEqual([...myRuns].reverse())
    expect(res.body.runs[2]).toEqual({
      id: myRuns[0],
      site: mine.slug,
      mode: 'full',
      status: 'completed',
      counts: { received: 3, created: 1, updated: 0, unchanged: 0, removed: 0, rejected: 2 },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(res.body.runs[0]).toMatchObject({
      mode: 'delta',
      counts: { received: 2, created: 0, updated: 1, rejected: 1 },
    })
    // The list holds no rejected rows and never the held feed.
    expect(res.body.runs[0]).not.toHaveProperty('rejected')
    expect(res.body.runs[0]).not.toHaveProperty('held_feed')
  })

  it('pages with page and limit (at most 100)', async () => {
    const first = await list(`site=${mine.slug}&limit=2`, myKey)
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 3, total_pages: 2, has_next_page: true })
    expect(first.body.runs.map((r) => r.id)).toEqual([myRuns[2], myRuns[1]])
    const second = await list(`site=${mine.slug}&limit=2&page=2`, myKey)
    expect(second.body).toMatchObject({ page: 2, has_next_page: false })
    expect(second.body.runs.map((r) => r.id)).toEqual([myRuns[0]])
    expect((await list(`site=${mine.slug}&limit=100`, myKey)).status).toBe(200)
    for (const query of ['limit=101', 'limit=0', 'limit=ten', 'page=0', 'page=-1', 'page=1.5']) {
      expect((await list(`site=${mine.slug}&${query}`, myKey)).status, query).toBe(400)
    }
  })

  it('is 401 without a valid key, 400 without a site, 403 for a site the key is not for', async () => {
    expect((await list(`site=${mine.slug}`, null)).status).toBe(401)
    expect((await list(`site=${mine.slug}`, 'not-a-key')).status).toBe(401)
    expect((await list('', myKey)).status).toBe(400)
    const other = await list(`site=${theirs.slug}`, myKey)
    expect(other.status).toBe(403)
    expect(other.body).not.toHaveProperty('runs')
    expect((await list('site=no-such-site', myKey)).status).toBe(403)
    expect((await list(`site=${theirs.slug}`, theirKey)).body.runs.map((r) => r.id)).toEqual([theirRun])
  })
})

describe('GET /api/integrations/imports/{id}', () => {
  it('gives one run with its rejected rows', async () => {
    const res = await one(myRuns[0]!, myKey)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: myRuns[0],
      site: mine.slug,
      mode: 'full',
      status: 'completed',
      counts: { received: 3, created: 1, rejected: 2 },
      held_reason: null,
      error: null,
    })
    expect(res.body.rejected).toEqual([
      { row: 2, id: 'R2', errors: ['car_type: must be one of new, used, demo'] },
      { row: 3, id: null, errors: ['row must be an object of Car fields'] },
    ])
    expect(res.body).not.toHaveProperty('held_feed')
    expect((await one(myRuns[1]!, myKey)).body.rejected).toEqual([])
  })

  it("is 401 without a valid key, and 404 for another site's run or no run", async () => {
    expect((await one(myRuns[0]!, null)).status).toBe(401)
    expect((await one(myRuns[0]!, 'not-a-key')).status).toBe(401)
    const other = await one(theirRun, myKey)
    expect(other.status).toBe(404)
    expect(other.body).not.toHaveProperty('rejected')
    expect((await one(myRuns[0]!, theirKey)).status).toBe(404)
    for (const id of [999_999_999, 9_999_999_999, 'abc', '0', '-1', '1e3'])
      expect((await one(id, myKey)).status, String(id)).toBe(404)
    expect((await one(theirRun, theirKey)).status).toBe(200)
  })
})

describe('each run records the key that sent it', () => {
  it('lists only the key\u2019s own runs: never another key\u2019s for the same site, nor CLI, seed or staff runs', async () => {
    const mineList = await list(`site=${mine.slug}&limit=100`, myKey)
    expect(mineList.body.runs.map((r) => r.id)).toEqual([...myRuns].reverse())
    expect(mineList.body.runs.map((r) => r.id)).not.toContain(siblingRun)
    expect(mineList.body.runs.map((r) => r.id)).not.toContain(cliRun)
    expect((await list(`site=${mine.slug}`, siblingKey)).body.runs.map((r) => r.id)).toEqual([siblingRun])
    expect((await one(siblingRun, myKey)).status).toBe(404)
    expect((await one(cliRun, myKey)).status).toBe(404)
    expect((await one(cliRun, siblingKey)).status).toBe(404)
    expect((await one(myRuns[0]!, siblingKey)).status).toBe(404)
    const sibling = await one(siblingRun, siblingKey)
    expect(sibling.status).toBe(200)
    expect(sibling.body.rejected).toEqual([{ row: 1, id: 'B1', errors: [expect.stringMatching(/^year: /)] }])
    const run = await payload.findByID({ collection: 'stock-imports', id: siblingRun, depth: 0, overrideAccess: true })
    expect(run.integration).toBe(keyIds.sibling)
    expect(
      (await payload.findByID({ collection: 'stock-imports', id: cliRun, depth: 0, overrideAccess: true }))
        .integration ?? null,
    ).toBeNull()
  })

  it('POST /api/stock/import records the key on its run, which that key then reads and the other does not', async () => {
    const res = await postStock(
      new NextRequest(`http://localhost/api/stock/import?site=${mine.slug}&mode=delta`, {
        method: 'POST',
        headers: { Authorization: `integrations API-Key ${siblingKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify([car('B2')]),
      }),
    )
    expect(res.status).toBe(200)
    const { run_id } = (await res.json()) as { run_id: number }
    expect(
      (await payload.findByID({ collection: 'stock-imports', id: run_id, depth: 0, overrideAccess: true })).integration,
    ).toBe(keyIds.sibling)
    expect((await list(`site=${mine.slug}`, siblingKey)).body.runs.map((r) => r.id)).toEqual([run_id, siblingRun])
    expect((await list(`site=${mine.slug}&limit=100`, myKey)).body.runs.map((r) => r.id)).not.toContain(run_id)
    expect((await one(run_id, myKey)).status).toBe(404)
  })
})

describe('GET /api/stock-imports/{id}/rejected.csv (admin: Download CSV)', () => {
  const editorEmail = 'runs-read-editor@example.com'
  const editor = () => staffUser(payload, editorEmail)

  beforeAll(async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: editorEmail,
        password: 'runs-read-password',
        name: 'Runs Editor',
        role: 'site-editor',
        tenants: [{ tenant: mine.id }],
      },
      overrideAccess: true,
    })
  })

  it('gives the site\u2019s staff every rejected row: number, id, key fields and reasons', async () => {
    const result = await rejectedRowsDownload(payload, myRuns[0]!, await editor())
    expect(result).toEqual({
      ok: true,
      filename: `stock-import-${myRuns[0]}-rejected.csv`,
      csv:
        'row,id,stocknum,vin,make,model,year,reason\r\n' +
        '2,R2,S-2,1HGCM82633A004352,Mazda,3,2021,"car_type: must be one of new, used, demo"\r\n' +
        '3,,,,,,,row must be an object of Car fields\r\n',
    })
    const accepted = await rejectedRowsDownload(payload, myRuns[1]!, await editor())
    expect(accepted.ok && accepted.csv).toBe('row,id,stocknum,vin,make,model,year,reason\r\n')
  })

  it('answers through the endpoint as an attachment', async () => {
    const endpoint = rejectedRowsEndpoints.find((e) => e.path === '/:id/rejected.csv')!
    const res = await endpoint.handler({
      payload,
      user: await editor(),
      routeParams: { id: String(myRuns[2]) },
    } as never)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="stock-import-${myRuns[2]}-rejected.csv"`)
    const text = await res.text()
    expect(text.startsWith('row,id,stocknum,vin,make,model,year,reason\r\n2,R4,,,Mazda,3,2021,')).toBe(true)
    expect(text).toMatch(/,"?price: [^\r]*\r\n$/)
  })

  it('is staff-only and site-scoped: 401 signed out, 403 for a key, 404 for another site\u2019s staff or no run', async () => {
    expect(await rejectedRowsDownload(payload, myRuns[0]!, null)).toMatchObject({ ok: false, status: 401 })
    const integration = {
      ...(await payload.findByID({ collection: 'integrations', id: keyIds.mine, depth: 0, overrideAccess: true })),
      collection: 'integrations' as const,
    }
    expect(await rejectedRowsDownload(payload, myRuns[0]!, integration)).toMatchObject({ ok: false, status: 403 })
    const otherStaff = await staffUser(payload, 'editor@sunshine-motors.example')
    expect(await rejectedRowsDownload(payload, myRuns[0]!, otherStaff)).toMatchObject({ ok: false, status: 404 })
    expect(await rejectedRowsDownload(payload, theirRun, await editor())).toMatchObject({ ok: false, status: 404 })
    expect(await rejectedRowsDownload(payload, 999_999_999, await editor())).toMatchObject({ ok: false, status: 404 })
    expect(await rejectedRowsDownload(payload, 0, await editor())).toMatchObject({ ok: false, status: 400 })
  })
})
