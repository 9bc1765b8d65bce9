import { APIError, type Endpoint, type PaginatedDocs, type Payload, type PayloadRequest, type Where } from 'payload'

import { csvLine, spreadsheetText } from '@/domain/csv'
import { LEAD_FORMS } from '@/domain/lead-kinds'
import { statusLabel } from '@/domain/lead-workflow'
import type { Lead } from '@/payload-types'

import { idOf } from './workflow'

/** Leads read at a time: the export pages through every lead the filter matches, holding one page. */
export const LEAD_EXPORT_PAGE = 1000

const COLUMNS = [
  'Lead',
  'Received',
  'Site',
  'Kind',
  'Status',
  'Why lost',
  'Assignee',
  'Location',
  'Name',
  'Email',
  'Phone',
  'Car',
  'Stock number',
  'Delivery',
  'First response',
  'Earlier lead',
] as const

type Reader = PayloadRequest['user'] | null | undefined
export type LeadExportResult =
  { ok: true; csv: string; rows: number } | { ok: false; status: 400 | 401 | 403; error: string }

async function namesOf(payload: Payload, collection: 'sites' | 'users' | 'locations', ids: Set<number>) {
  if (ids.size === 0) return new Map<number, string>()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    docs.map(
      (doc) => [doc.id, ('name' in doc && doc.name) || ('email' in doc && doc.email) || String(doc.id)] as const,
    ),
  )
}

/**
 * The leads list as CSV, filtered as the admin list is (`where`, `sort`), read with the caller's own access:
 * staff of a site get only their sites' leads, whatever the filter names; platform admins every site's.
 * Every matching lead, a page at a time: leads received after the export started are left out (and each
 * page ties on id), so a lead arriving meanwhile neither repeats nor pushes one out. Each cell is
 * spreadsheet text (`spreadsheetText`): shoppers typed most of them, and staff open the file in Excel.
 */
export async function exportLeadsCsv(
  payload: Payload,
  user: Reader,
  query: { where?: unknown; sort?: unknown },
): Promise<LeadExportResult> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to export leads.' }
  if (user.collection !== 'users') return { ok: false, status: 403, error: 'Only staff export leads.' }
  const asked = (query.where && typeof query.where === 'object' ? query.where : {}) as Where
  const where: Where = { and: [asked, { createdAt: { less_than_equal: new Date().toISOString() } }] }
  const sort = typeof query.sort === 'string' && /^-?[a-zA-Z_.]{1,60}$/.test(query.sort) ? query.sort : '-createdAt'
  const sorts = sort.replace(/^-/, '') === 'id' ? [sort] : [sort, 'id']
  const names = {
    sites: new Map<number, string>(),
    users: new Map<number, string>(),
    locations: new Map<number, string>(),
  }
  const lines: string[] = []
  for (let page = 1; ; page++) {
    let result: PaginatedDocs<Lead>
    try {
      result = await payload.find({
        collection: 'leads',
        where,
        sort: sorts,
        depth: 0,
        page,
        limit: LEAD_EXPORT_PAGE,
        user,
        overrideAccess: false,
        joins: false,
      })
    } catch (error) {
      // A filter naming a field that does not exist, or one the user may not read.
      if (error instanceof APIError && error.status < 500) return { ok: false, status: 400, error: error.message }
      throw error
    }
    await nameLeads(payload, result.docs, names)
    lines.push(...result.docs.map((lead) => leadLine(lead, names)))
    if (!result.hasNextPage) break
  }
  return { ok: true, csv: csvLine([...COLUMNS]) + lines.join(''), rows: lines.length }
}

type Names = Record<'sites' | 'users' | 'locations', Map<number, string>>

/** Where each named column's id is on a lead. */
const NAMED: ReadonlyArray<readonly [keyof Names, (lead: Lead) => unknown]> = [
  ['sites', (lead) => lead.site],
  ['users', (lead) => lead.assignee],
  ['locations', (lead) => lead.location],
]

/** Adds the names of a page's sites, assignees and locations not yet known. */
async function nameLeads(payload: Payload, leads: Lead[], names: Names): Promise<void> {
  await Promise.all(
    NAMED.map(async ([collection, pick]) => {
      const known = names[collection]
      const unknown = new Set(
        leads.map((lead) => idOf(pick(lead) as never)).filter((id): id is number => id !== null && !known.has(id)),
      )
      for (const [id, name] of await namesOf(payload, collection, unknown)) known.set(id, name)
    }),
  )
}

function leadLine(lead: Lead, names: Names): string {
  const name = (known: Map<number, string>, ref: unknown) => {
    const id = idOf(ref as never)
    return id === null ? '' : (known.get(id) ?? String(id))
  }
  const kind = (form: string) => LEAD_FORMS.find((entry) => entry.value === form)?.label ?? form
  return csvLine(
    [
      String(lead.id),
      lead.createdAt,
      name(names.sites, lead.site),
      kind(lead.form),
      statusLabel(lead.status),
      lead.lost_reason ?? '',
      name(names.users, lead.assignee),
      name(names.locations, lead.location),
      [lead.name, lead.last_name].filter(Boolean).join(' '),
      lead.email,
      lead.phone ?? '',
      lead.car_name ?? '',
      lead.car_stocknum ?? '',
      lead.delivery_status,
      lead.first_response_at ?? '',
      idOf(lead.duplicate_of as never)?.toString() ?? '',
    ].map(spreadsheetText),
  )
}

/** GET /api/leads/export.csv: the admin list's 'Export CSV' (src/leads/admin/export-button.tsx). */
export const leadExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const result = await exportLeadsCsv(req.payload, req.user, req.query ?? {})
    if (!result.ok) return Response.json({ error: result.error }, { status: result.status })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(result.csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
