import { APIError, type Endpoint, type Payload, type PayloadRequest, type Where } from 'payload'

import { csvLine } from '@/domain/csv'
import { LEAD_FORMS } from '@/domain/lead-kinds'
import { statusLabel } from '@/domain/lead-workflow'
import type { Lead } from '@/payload-types'

import { idOf } from './workflow'

/** The most leads one export holds; narrow the list's filters for more. */
export const LEAD_EXPORT_MAX = 50_000
const PAGE = 1000

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
 */
export async function exportLeadsCsv(
  payload: Payload,
  user: Reader,
  query: { where?: unknown; sort?: unknown },
): Promise<LeadExportResult> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to export leads.' }
  if (user.collection !== 'users') return { ok: false, status: 403, error: 'Only staff export leads.' }
  const where = (query.where && typeof query.where === 'object' ? query.where : {}) as Where
  const sort = typeof query.sort === 'string' && /^-?[a-zA-Z_.]{1,60}$/.test(query.sort) ? query.sort : '-createdAt'
  const leads: Lead[] = []
  try {
    for (let page = 1; leads.length < LEAD_EXPORT_MAX; page++) {
      const result = await payload.find({
        collection: 'leads',
        where,
        sort,
        depth: 0,
        page,
        limit: PAGE,
        user,
        overrideAccess: false,
        joins: false,
      })
      leads.push(...result.docs)
      if (!result.hasNextPage) break
    }
  } catch (error) {
    // A filter naming a field that does not exist, or one the user may not read.
    if (error instanceof APIError && error.status < 500) return { ok: false, status: 400, error: error.message }
    throw error
  }
  const ids = (pick: (lead: Lead) => unknown) =>
    new Set(leads.map((lead) => idOf(pick(lead) as never)).filter((id): id is number => id !== null))
  const [sites, users, locations] = await Promise.all([
    namesOf(
      payload,
      'sites',
      ids((lead) => lead.site),
    ),
    namesOf(
      payload,
      'users',
      ids((lead) => lead.assignee),
    ),
    namesOf(
      payload,
      'locations',
      ids((lead) => lead.location),
    ),
  ])
  const name = (names: Map<number, string>, ref: unknown) => {
    const id = idOf(ref as never)
    return id === null ? '' : (names.get(id) ?? String(id))
  }
  const kind = (form: string) => LEAD_FORMS.find((entry) => entry.value === form)?.label ?? form
  const lines = leads
    .slice(0, LEAD_EXPORT_MAX)
    .map((lead) =>
      csvLine([
        String(lead.id),
        lead.createdAt,
        name(sites, lead.site),
        kind(lead.form),
        statusLabel(lead.status),
        lead.lost_reason ?? '',
        name(users, lead.assignee),
        name(locations, lead.location),
        [lead.name, lead.last_name].filter(Boolean).join(' '),
        lead.email,
        lead.phone ?? '',
        lead.car_name ?? '',
        lead.car_stocknum ?? '',
        lead.delivery_status,
        lead.first_response_at ?? '',
        idOf(lead.duplicate_of as never)?.toString() ?? '',
      ]),
    )
  return { ok: true, csv: csvLine([...COLUMNS]) + lines.join(''), rows: lines.length }
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
