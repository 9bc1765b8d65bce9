/**
 * The leads API for CRMs (GET /api/integrations/leads, POST /api/integrations/leads/{id}/ack) on the real
 * database: keyset pages across several calls, since, acknowledgements, and who gets 401/403/400/404.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as ackRoute } from '../../src/app/api/integrations/leads/[id]/ack/route'
import { GET as leadsRoute } from '../../src/app/api/integrations/leads/route'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { DEMO_DEFAULTS } from '../../seed/demo'
import { createTestSite, seededPayload } from './platform'

let payload: Payload
let mine: PublicSite
let theirs: PublicSite
const readKey = 'leads-api-read-key-mine-0000000000'
const stockOnlyKey = 'leads-api-stock-only-key-000000000'
const theirKey = 'leads-api-read-key-theirs-00000000'
/** My site's lead ids in the API's order (created_at, then id), and the other site's lead. */
const myLeads: number[] = []
let theirLead: number

type Page = {
  site: string
  leads: Array<Record<string, unknown> & { id: number; adf: string; acknowledged_at: string | null }>
  next_cursor: string | null
  has_more: boolean
  limit: number
}
const auth = (key: string | null): Record<string, string> =>
  key === null ? {} : { Authorization: `integrations API-Key ${key}` }
async function list(query: string, key: string | null) {
  const res = await leadsRoute(
    new Request(`http://localhost:3000/api/integrations/leads?${query}`, { headers: auth(key) }),
  )
  return { status: res.status, body: (await res.json()) as Page & { error?: string } }
}
async function ack(id: string | number, key: string | null) {
  const res = await ackRoute(
    new Request(`http://localhost:3000/api/integrations/leads/${id}/ack`, { method: 'POST', headers: auth(key) }),
    { params: Promise.resolve({ id: String(id) }) },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function lead(site: number, name: string, createdAt: string): Promise<number> {
  const created = await payload.create({
    collection: 'leads',
    data: {
      site,
      form: 'enquiry',
      category: 'General Enquiry',
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '0400 000 000',
      message: `Hello from ${name}`,
      delivery_status: 'delivered',
      captcha_id: `leads-api-${name}`,
    },
    overrideAccess: true,
  })
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`UPDATE leads SET created_at = ${createdAt}::timestamptz WHERE id = ${created.id}`)
  return created.id
}

beforeAll(async () => {
  payload = await seededPayload()
  mine = await createTestSite(payload, 'Leads API Motors', 'leads-api-motors', {
    leadEmail: `leads@leads-api-motors.example`,
  })
  theirs = await createTestSite(payload, 'Leads API Other', 'leads-api-other', {
    leadEmail: `leads@leads-api-other.example`,
  })
  await payload.create({
    collection: 'integrations',
    data: { name: 'CRM', sites: [mine.id], permissions: ['read-leads'], enableAPIKey: true, apiKey: readKey },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'integrations',
    data: { name: 'Stock feed', sites: [mine.id], enableAPIKey: true, apiKey: stockOnlyKey },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'integrations',
    data: { name: 'Their CRM', sites: [theirs.id], permissions: ['read-leads'], enableAPIKey: true, apiKey: theirKey },
    overrideAccess: true,
  })
  // Created out of order; two share a creation time (the id breaks the tie).
  const c = await lead(mine.id, 'Carol', '2026-11-20T10:00:00.000Z')
  const a = await lead(mine.id, 'Alice', '2026-11-20T08:00:00.000Z')
  const b1 = await lead(mine.id, 'Bob', '2026-11-20T09:00:00.000Z')
  const b2 = await lead(mine.id, 'Bea', '2026-11-20T09:00:00.000Z')
  const d = await lead(mine.id, 'Dan', '2026-11-21T00:00:00.123Z')
  myLeads.push(a, b1, b2, c, d)
  theirLead = await lead(theirs.id, 'Theo', '2026-11-20T09:30:00.000Z')
}, 180_000)

describe('GET /api/integrations/leads', () => {
  it('pages through the site\u2019s leads oldest first with cursors, each lead with its ADF', async () => {
    const seen: number[] = []
    let cursor: string | null = null
    const pages: Page[] = []
    do {
      const res = await list(`site=${mine.slug}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, readKey)
      expect(res.status).toBe(200)
      pages.push(res.body)
      seen.push(...res.body.leads.map((l) => l.id))
      cursor = res.body.has_more ? res.body.next_cursor : null
    } while (cursor)
    expect(seen).toEqual(myLeads)
    expect(pages.map((page) => [page.leads.length, page.has_more])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ])
    const first = pages[0]!.leads[0]!
    expect(first).toMatchObject({
      id: myLeads[0],
      site: mine.slug,
      form: 'enquiry',
      category: 'General Enquiry',
      name: 'Alice',
      email: 'alice@example.com',
      created_at: '2026-11-20T08:00:00.000Z',
      acknowledged_at: null,
    })
    expect(first).not.toHaveProperty('captcha_id')
    expect(first.adf).toMatch(/^<\?xml /)
    expect(first.adf).toContain('<adf>')
    expect(first.adf).toContain('Alice')
    expect(first.adf).toContain('Hello from Alice')
  })

  it('keeps its place: the last page\u2019s cursor later gives only newer leads', async () => {
    const all = await list(`site=${mine.slug}`, readKey)
    expect(all.body.leads.map((l) => l.id)).toEqual(myLeads)
    expect(all.body.has_more).toBe(false)
    const empty = await list(`site=${mine.slug}&cursor=${all.body.next_cursor}`, readKey)
    expect(empty.body).toMatchObject({ leads: [], has_more: false, next_cursor: all.body.next_cursor })
    const newer = await lead(mine.id, 'Eve', '2026-11-22T00:00:00.000Z')
    const after = await list(`site=${mine.slug}&cursor=${all.body.next_cursor}`, readKey)
    expect(after.body.leads.map((l) => l.id)).toEqual([newer])
    myLeads.push(newer)
  })

  it('filters by since (inclusive, any zone)', async () => {
    const res = await list(`site=${mine.slug}&since=${encodeURIComponent('2026-11-20T19:00:00+10:00')}`, readKey)
    expect(res.body.leads.map((l) => l.id)).toEqual(myLeads.slice(1))
    const later = await list(`site=${mine.slug}&since=2026-11-21T00:00:00.124Z`, readKey)
    expect(later.body.leads.map((l) => l.id)).toEqual(myLeads.slice(5))
  })

  it('never shows another site\u2019s leads', async () => {
    const mineSeen = (await list(`site=${mine.slug}&limit=200`, readKey)).body.leads.map((l) => l.id)
    expect(mineSeen).not.toContain(theirLead)
    const theirsSeen = await list(`site=${theirs.slug}`, theirKey)
    expect(theirsSeen.body.leads.map((l) => l.id)).toEqual([theirLead])
  })

  it('answers 401 without a key, 403 to a key without the permission or the site, 400 for malformed parameters', async () => {
    expect((await list(`site=${mine.slug}`, null)).status).toBe(401)
    expect((await list(`site=${mine.slug}`, 'not-a-key')).status).toBe(401)
    expect((await list(`site=${mine.slug}`, stockOnlyKey)).status).toBe(403)
    expect((await list(`site=${mine.slug}`, theirKey)).status).toBe(403)
    expect((await list(`site=${theirs.slug}`, readKey)).status).toBe(403)
    expect((await list('site=no-such-site', readKey)).status).toBe(403)
    for (const [query, message] of [
      ['', /site/],
      ['since=yesterday', /^since/],
      ['cursor=abc', /^cursor/],
      ['limit=0', /^limit/],
      ['limit=201', /^limit/],
      ['unacknowledged=1', /^unacknowledged/],
    ] as const) {
      const res = await list(`${query.startsWith('site') || query === '' ? '' : `site=${mine.slug}&`}${query}`, readKey)
      expect(res.status, query).toBe(400)
      expect(res.body.error, query).toMatch(message)
    }
  })
})

describe('POST /api/integrations/leads/{id}/ack', () => {
  it('marks a lead exported by this key once, however often it is called', async () => {
    const first = await ack(myLeads[0]!, readKey)
    expect(first).toMatchObject({ status: 200, body: { ok: true, lead_id: myLeads[0], already: false } })
    const again = await ack(myLeads[0]!, readKey)
    expect(again).toMatchObject({
      status: 200,
      body: { ok: true, lead_id: myLeads[0], already: true, acknowledged_at: first.body.acknowledged_at },
    })
    const rows = await payload.find({
      collection: 'lead-exports',
      where: { lead: { equals: myLeads[0] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.totalDocs).toBe(1)
    expect(rows.docs[0]!.site).toBe(mine.id)

    const page = await list(`site=${mine.slug}&limit=1`, readKey)
    expect(page.body.leads[0]).toMatchObject({ id: myLeads[0], acknowledged_at: first.body.acknowledged_at })
    const unacknowledged = await list(`site=${mine.slug}&unacknowledged=true`, readKey)
    expect(unacknowledged.body.leads.map((l) => l.id)).toEqual(myLeads.slice(1))
  })

  it('answers 401, 403, 400 and 404 (another site\u2019s lead) and records nothing then', async () => {
    expect((await ack(myLeads[1]!, null)).status).toBe(401)
    expect((await ack(myLeads[1]!, stockOnlyKey)).status).toBe(403)
    expect((await ack(myLeads[1]!, theirKey)).status).toBe(404)
    expect((await ack(theirLead, readKey)).status).toBe(404)
    expect((await ack('0', readKey)).status).toBe(400)
    expect((await ack('abc', readKey)).status).toBe(400)
    expect((await ack('99999999', readKey)).status).toBe(404)
    expect(
      (
        await payload.count({
          collection: 'lead-exports',
          where: { lead: { in: [myLeads[1], theirLead] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('the demo integration key', () => {
  it('reads the leads of each demo site (the README\u2019s curl works on a fresh seed), and no other site\u2019s', async () => {
    for (const slug of ['sunshine-motors', 'harbour-city-cars', 'lone-star-auto']) {
      const res = await list(`site=${slug}&limit=1`, DEMO_DEFAULTS.stockApiKey)
      expect(res.status, slug).toBe(200)
      expect(res.body.site).toBe(slug)
    }
    expect((await list(`site=${mine.slug}`, DEMO_DEFAULTS.stockApiKey)).status).toBe(403)
  })
})
