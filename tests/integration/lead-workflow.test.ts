/**
 * The lead workflow on the real database (issue 22): a shopper's second lead within 7 days is linked to the
 * first (never dropped); staff change only status, lost reason and assignee, an assignee must work on the
 * lead's site, the first response is stamped once and every change goes on the timeline; a note answers a
 * lead; a lead for a location emails that location's staff a link into the admin over real SMTP, retried
 * by its job; and the CSV export gives staff only their own sites' leads, whatever the filter asks.
 */
import type { AddressInfo } from 'node:net'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LEADS_QUEUE } from '../../src/leads/delivery-state'
import { exportLeadsCsv, LEAD_EXPORT_PAGE } from '../../src/leads/lead-export'
import { storeLead, type NewLead } from '../../src/leads/store-lead'
import { emailAdapter } from '../../src/lib/email/email'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { parseMail } from './mime'
import { createTestSite, seededPayload, staffUser } from './platform'
import { restClient } from './rest'

let payload: Payload
const { rest, signIn } = restClient(() => payload)
let server: SMTPServer
let restore: () => void
let site: PublicSite
let other: PublicSite
let location: number
const received: Array<{ to: string[]; raw: string }> = []
const refused = new Set<string>()

type Staff = Awaited<ReturnType<typeof staffUser>>
let manager: Staff
let seller: Staff
let outsider: Staff

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo: (address, _session, done) =>
      refused.has(address.address) ? done(new Error('550 Mailbox unavailable')) : done(),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  payload = await seededPayload()
  const adapter = await emailAdapter({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((server.server.address() as AddressInfo).port),
    SMTP_FROM: 'Workflow <robot@example.com>',
  })
  const before = { email: payload.email, sendEmail: payload.sendEmail }
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
  restore = () => Object.assign(payload, before)

  site = await createTestSite(payload, 'Workflow Motors', 'workflow-motors', { leadEmail: 'leads@workflow.example' })
  other = await createTestSite(payload, 'Elsewhere Motors', 'elsewhere-motors', {
    leadEmail: 'leads@elsewhere.example',
  })
  location = (
    await payload.create({
      collection: 'locations',
      data: {
        site: site.id,
        name: 'Workflow North',
        slug: 'north',
        locationType: 'sales',
        address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
        phone: '07 3000 0000',
      } as never,
      overrideAccess: true,
    })
  ).id
  const user = async (email: string, role: 'group-admin' | 'site-editor', siteId: number, locations: number[] = []) => {
    await payload.create({
      collection: 'users',
      data: {
        email,
        password: 'a-long-test-password',
        name: email.split('@')[0],
        role,
        tenants: [{ tenant: siteId }],
        locations,
      },
      overrideAccess: true,
    })
    return staffUser(payload, email)
  }
  manager = await user('manager@workflow.example', 'group-admin', site.id)
  seller = await user('seller@workflow.example', 'site-editor', site.id, [location])
  outsider = await user('outsider@elsewhere.example', 'group-admin', other.id)
}, 300_000)

afterAll(async () => {
  restore?.()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const lead = (siteId: number, extra: Partial<NewLead> = {}): NewLead =>
  ({
    site: siteId,
    form: 'enquiry',
    category: 'General Enquiry',
    name: 'Jo Shopper',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is it still available?',
    ...extra,
  }) as NewLead

async function stored(data: NewLead): Promise<number> {
  const result = await storeLead(payload, data)
  if (!result.ok) throw new Error(result.error)
  return result.leadId
}

const pool = () => (payload.db as unknown as PostgresAdapter).pool
const timeline = async (leadId: number) =>
  (
    await payload.find({
      collection: 'lead-activities',
      where: { lead: { equals: leadId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('duplicate leads', () => {
  it('links a second lead with the same email or phone within 7 days to the first, and keeps both', async () => {
    const first = await stored(lead(site.id, { email: 'dup@example.com', phone: '0400 000 001' }))
    const byEmail = await stored(
      lead(site.id, { email: 'DUP@example.com', phone: null, form: 'test-drive', category: 'Test Drive' } as never),
    )
    const byPhone = await stored(lead(site.id, { email: 'someone-else@example.com', phone: '+61 400 000 001' }))
    const read = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect((await read(first)).duplicate_of ?? null).toBeNull()
    expect((await read(byEmail)).duplicate_of).toBe(first)
    expect((await read(byPhone)).duplicate_of).toBe(first)
    const later = (await timeline(first)).filter((entry) => entry.kind === 'later-lead')
    expect(later.map((entry) => entry.related_lead)).toEqual([byEmail, byPhone])
    expect(later[0]!.text).toContain('Test drive')
  })

  it('does not link across sites or past 7 days', async () => {
    const old = await stored(lead(site.id, { email: 'old@example.com', phone: null } as never))
    await pool().query(`UPDATE leads SET created_at = now() - interval '8 days' WHERE id = $1`, [old])
    const again = await stored(lead(site.id, { email: 'old@example.com', phone: null } as never))
    const elsewhere = await stored(lead(other.id, { email: 'old@example.com', phone: null } as never))
    for (const id of [again, elsewhere])
      expect(
        (await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })).duplicate_of ?? null,
      ).toBeNull()
  })
})

describe('status, assignee and notes', () => {
  it('changes only the workflow fields, stamps the first response once and records each change', async () => {
    const id = await stored(lead(site.id, { email: 'status@example.com', phone: null } as never))
    const updated = await payload.update({
      collection: 'leads',
      id,
      data: { status: 'contacted', assignee: seller.id, name: 'Someone Else', email: 'forged@example.com' },
      user: manager,
      overrideAccess: false,
    })
    expect(updated.status).toBe('contacted')
    expect(updated.name).toBe('Jo Shopper')
    expect(updated.email).toBe('status@example.com')
    const first = updated.first_response_at
    expect(first).toBeTruthy()
    const again = await payload.update({
      collection: 'leads',
      id,
      data: { status: 'appointment' },
      user: manager,
      overrideAccess: false,
    })
    expect(again.first_response_at).toBe(first)
    const entries = await timeline(id)
    expect(entries.filter((e) => e.kind === 'status').map((e) => e.text)).toEqual([
      'New \u2192 Contacted',
      'Contacted \u2192 Appointment',
    ])
    expect(entries.find((e) => e.kind === 'assignee')).toMatchObject({ text: 'Assigned to seller', author: manager.id })
  })

  it('refuses an assignee who does not work on the lead\u2019s site, and a lost lead without a reason', async () => {
    const id = await stored(lead(site.id, { email: 'refuse@example.com', phone: null } as never))
    await expect(
      payload.update({
        collection: 'leads',
        id,
        data: { assignee: outsider.id },
        user: manager,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/staff user of its site/)
    await expect(
      payload.update({ collection: 'leads', id, data: { status: 'lost' }, user: manager, overrideAccess: false }),
    ).rejects.toThrow()
    const lost = await payload.update({
      collection: 'leads',
      id,
      data: { status: 'lost', lost_reason: 'Bought elsewhere' },
      user: manager,
      overrideAccess: false,
    })
    expect(lost.status).toBe('lost')
    expect((await timeline(id)).at(-1)!.text).toBe('New \u2192 Lost (Bought elsewhere)')
  })

  it('lets no one change another site\u2019s lead', async () => {
    const id = await stored(lead(site.id, { email: 'guarded@example.com', phone: null } as never))
    await expect(
      payload.update({ collection: 'leads', id, data: { status: 'sold' }, user: outsider, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })).status).toBe('new')
  })

  it('takes a note from staff of the site as theirs, which answers the lead', async () => {
    const id = await stored(lead(site.id, { email: 'note@example.com', phone: null } as never))
    const note = await payload.create({
      collection: 'lead-activities',
      data: { lead: id, kind: 'status', text: 'Called, left a message', author: manager.id } as never,
      depth: 0,
      user: seller,
      overrideAccess: false,
    })
    expect(note).toMatchObject({ kind: 'note', author: seller.id, site: site.id })
    const read = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(read.first_response_at).toBeTruthy()
    expect(read.status).toBe('new')
    await expect(
      payload.create({
        collection: 'lead-activities',
        data: { lead: id, text: 'Not my site' } as never,
        user: outsider,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('location staff notice', () => {
  it('emails the location\u2019s staff a link to the lead, and a retry writes only to those not yet reached', async () => {
    received.length = 0
    const id = await stored(lead(site.id, { email: 'notice@example.com', phone: null, location } as never))
    // A second person at the location whose mailbox is down at first.
    await payload.update({ collection: 'users', id: manager.id, data: { locations: [location] }, overrideAccess: true })
    refused.add('manager@workflow.example')
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: id } } })
    const notices = () => received.filter((mail) => parseMail(mail.raw).headers.subject?.startsWith('New enquiry'))
    expect(notices().map((mail) => mail.to)).toEqual([['seller@workflow.example']])
    const text = parseMail(notices()[0]!.raw)
      .parts.map((part) => part.body)
      .join('\n')
    expect(text).toContain(`/admin/collections/leads/${id}`)
    refused.clear()
    await pool().query(`UPDATE payload_jobs SET wait_until = now() - interval '1 minute' WHERE queue = $1`, [
      LEADS_QUEUE,
    ])
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { 'input.leadId': { equals: id } } })
    expect(notices().map((mail) => mail.to)).toEqual([['seller@workflow.example'], ['manager@workflow.example']])
    const notified = (await timeline(id)).filter((entry) => entry.kind === 'notification').map((entry) => entry.text)
    expect(notified.sort()).toEqual(['Notified manager@workflow.example', 'Notified seller@workflow.example'])
    expect((await timeline(id)).some((entry) => entry.kind === 'delivery')).toBe(true)
    await payload.update({ collection: 'users', id: manager.id, data: { locations: [] }, overrideAccess: true })
  })
})

describe('lead list filters', () => {
  it('give a site\u2019s staff the leads of a kind, location, assignee or date, never another site\u2019s', async () => {
    const otherLocation = (
      await payload.create({
        collection: 'locations',
        data: {
          site: other.id,
          name: 'Elsewhere North',
          slug: 'north',
          locationType: 'sales',
          address: { street: '2 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
          phone: '07 3000 0001',
        } as never,
        overrideAccess: true,
      })
    ).id
    // Leads from March and April 2026, before every other lead of this file: each filter below is within them.
    const insert = async (
      siteId: number,
      form: string,
      createdAt: string,
      at: number | null,
      assignee: number | null,
    ) =>
      (
        await pool().query<{ id: number }>(
          `INSERT INTO leads (site_id, form, category, name, email, delivery_status, status, created_at, updated_at,
             location_id, assignee_id)
           VALUES ($1, $2, 'General Enquiry', 'Filter Shopper', 'filter@example.com', 'delivered', 'new', $3, $3, $4, $5)
           RETURNING id`,
          [siteId, form, createdAt, at, assignee],
        )
      ).rows[0]!.id
    const driveNorth = await insert(site.id, 'test-drive', '2026-03-10T01:00:00.000Z', location, seller.id)
    const enquiry = await insert(site.id, 'enquiry', '2026-03-20T01:00:00.000Z', null, null)
    const service = await insert(site.id, 'service', '2026-04-01T01:00:00.000Z', location, manager.id)
    const theirDrive = await insert(other.id, 'test-drive', '2026-03-10T01:00:00.000Z', otherLocation, outsider.id)
    const theirService = await insert(other.id, 'service', '2026-04-01T01:00:00.000Z', otherLocation, null)

    /** The leads list's REST read with the admin filter's `where`, within March and April 2026. */
    const listed = async (auth: string, filter: string) => {
      const query = `where[and][0][createdAt][less_than]=2026-05-01T00:00:00.000Z&${filter}&depth=0&limit=100`
      const answer = await rest(`/leads?${query}`, auth)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return ((answer.body.docs ?? []) as Array<{ id: number }>).map((doc) => doc.id).sort((a, b) => a - b)
    }
    const ids = (...list: number[]) => list.sort((a, b) => a - b)
    const mine = await signIn('manager@workflow.example', 'a-long-test-password')
    const theirs = await signIn('outsider@elsewhere.example', 'a-long-test-password')

    expect(await listed(mine, 'where[and][1][form][equals]=test-drive')).toEqual([driveNorth])
    expect(await listed(mine, 'where[and][1][form][in]=test-drive,service')).toEqual(ids(driveNorth, service))
    expect(await listed(mine, `where[and][1][location][equals]=${location}`)).toEqual(ids(driveNorth, service))
    expect(await listed(mine, `where[and][1][location][exists]=false`)).toEqual([enquiry])
    expect(await listed(mine, `where[and][1][assignee][equals]=${seller.id}`)).toEqual([driveNorth])
    expect(
      await listed(
        mine,
        'where[and][1][createdAt][greater_than_equal]=2026-03-15T00:00:00.000Z&where[and][2][createdAt][less_than]=2026-04-15T00:00:00.000Z',
      ),
    ).toEqual(ids(enquiry, service))
    // Another site's location, assignee or leads named outright: nothing.
    expect(await listed(mine, `where[and][1][location][equals]=${otherLocation}`)).toEqual([])
    expect(await listed(mine, `where[and][1][assignee][equals]=${outsider.id}`)).toEqual([])
    expect(await listed(mine, `where[and][1][id][in]=${theirDrive},${theirService}`)).toEqual([])
    expect(await listed(mine, `where[and][1][site][equals]=${other.id}`)).toEqual([])
    // The other site's staff, with the same filters, get only theirs.
    expect(await listed(theirs, 'where[and][1][form][equals]=test-drive')).toEqual([theirDrive])
    expect(await listed(theirs, `where[and][1][location][equals]=${location}`)).toEqual([])
    expect(
      await listed(
        theirs,
        'where[and][1][createdAt][greater_than_equal]=2026-03-15T00:00:00.000Z&where[and][2][createdAt][less_than]=2026-04-15T00:00:00.000Z',
      ),
    ).toEqual([theirService])
  })
})

describe('CSV export', () => {
  it('gives staff only their sites\u2019 leads, whatever the filter names; a platform admin every site\u2019s', async () => {
    await stored(lead(other.id, { name: 'Elsewhere Shopper', email: 'elsewhere@example.com', phone: null } as never))
    const mine = await exportLeadsCsv(payload, manager, {})
    if (!mine.ok) throw new Error(mine.error)
    expect(mine.csv.split('\r\n')[0]).toMatch(/^Lead,Received,Site,Kind,Status/)
    expect(mine.csv).toContain('Workflow Motors')
    expect(mine.csv).not.toContain('Elsewhere')
    const asked = await exportLeadsCsv(payload, manager, { where: { site: { equals: other.id } } })
    expect(asked.ok && asked.rows).toBe(0)
    const filtered = await exportLeadsCsv(payload, manager, { where: { status: { equals: 'lost' } } })
    expect(filtered.ok && filtered.rows).toBe(1)
    const theirs = await exportLeadsCsv(payload, outsider, {})
    expect(theirs.ok && theirs.csv).toContain('Elsewhere Shopper')
    expect(theirs.ok && theirs.csv).not.toContain('Workflow Motors')
    const admin = await exportLeadsCsv(payload, await staffUser(payload, 'admin@example.com'), {
      where: { site: { in: [site.id, other.id] } },
    })
    expect(admin.ok && admin.csv).toContain('Workflow Motors')
    expect(admin.ok && admin.csv).toContain('Elsewhere Shopper')
  })

  it('refuses anyone but staff, and a filter on a field that does not exist', async () => {
    expect(await exportLeadsCsv(payload, null, {})).toMatchObject({ ok: false, status: 401 })
    expect(await exportLeadsCsv(payload, manager, { where: { nonsense: { equals: 1 } } })).toMatchObject({
      ok: false,
      status: 400,
    })
  })

  it('exports every matching lead, page after page, with formulas written as text', { timeout: 300_000 }, async () => {
    const before = await exportLeadsCsv(payload, outsider, {})
    if (!before.ok) throw new Error(before.error)
    // Past the 50,000 the export used to stop at without a word, and not a whole number of pages; one of the
    // leads named as a spreadsheet formula.
    const extra = 50 * LEAD_EXPORT_PAGE + 345
    await pool().query(
      `INSERT INTO leads (site_id, form, category, name, email, phone, delivery_status, status, created_at, updated_at)
       SELECT $1, 'enquiry', 'General Enquiry', CASE WHEN n = 1 THEN '=HYPERLINK("http://evil.example","Hi")' ELSE 'Bulk ' || n END,
         'bulk' || n || '@example.com', '+61 400 000 ' || n, 'delivered', 'new', now() - n * interval '1 minute', now()
       FROM generate_series(1, $2::int) AS n`,
      [other.id, extra],
    )
    const all = await exportLeadsCsv(payload, outsider, {})
    if (!all.ok) throw new Error(all.error)
    expect(all.rows).toBe(before.rows + extra)
    const ids = all.csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0])
    expect(new Set(ids).size).toBe(all.rows)
    expect(all.csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Hi"")"`)
    expect(all.csv).toContain(",'+61 400 000 2,")
    expect(all.csv).not.toContain('Workflow Motors')
    // Sorted as asked across pages: oldest first, so the added leads run from the oldest to the newest.
    const oldest = await exportLeadsCsv(payload, outsider, { sort: 'createdAt' })
    if (!oldest.ok) throw new Error(oldest.error)
    const added = oldest.csv.split('\r\n').filter((line) => line.includes(',bulk'))
    expect(added).toHaveLength(extra)
    expect(added[0]).toContain(`,Bulk ${extra},`)
    expect(added[extra - 2]).toContain(',Bulk 2,')
  })
})
