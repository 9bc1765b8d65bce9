import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { encodeLeadCursor, type LeadsQuery } from '@/domain/leads-api'
import type { Lead, Site } from '@/payload-types'

import { leadWithAdf, siteLocationsById } from './lead-json'

type SiteForApi = Pick<Site, 'id' | 'slug' | 'name' | 'country' | 'locale' | 'leadEmail'>

/**
 * One page of a site's leads for an integration, oldest first by (createdAt, id): keyset paging, so a page
 * is the `limit` leads after the cursor's position, whatever was created meanwhile. Each lead carries its
 * ADF/XML and when this integration acknowledged it (null: not yet).
 */
export async function leadsPage(payload: Payload, site: SiteForApi, integrationId: number, query: LeadsQuery) {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const conditions = [sql`l.site_id = ${site.id}`]
  if (query.since) conditions.push(sql`l.created_at >= ${query.since}::timestamptz`)
  if (query.after)
    conditions.push(sql`(l.created_at, l.id) > (${query.after.createdAt}::timestamptz, ${query.after.id})`)
  if (query.unacknowledged)
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM lead_exports e WHERE e.lead_id = l.id AND e.integration_id = ${integrationId})`,
    )
  const { rows } = await db.execute(
    sql`SELECT l.id FROM leads l WHERE ${sql.join(conditions, sql` AND `)} ORDER BY l.created_at, l.id LIMIT ${query.limit + 1}`,
  )
  const ids = (rows as Array<{ id: number | string }>).map((row) => Number(row.id))
  const hasMore = ids.length > query.limit
  const pageIds = ids.slice(0, query.limit)
  if (pageIds.length === 0)
    return {
      leads: [],
      next_cursor: query.after ? encodeLeadCursor(query.after) : null,
      has_more: false,
      limit: query.limit,
    }

  const { docs } = await payload.find({
    collection: 'leads',
    where: { id: { in: pageIds } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map((docs as Lead[]).map((lead) => [lead.id, lead]))
  const leads = pageIds.map((id) => byId.get(id)).filter((lead): lead is Lead => Boolean(lead))
  const exports = await payload.find({
    collection: 'lead-exports',
    where: { and: [{ lead: { in: pageIds } }, { integration: { equals: integrationId } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const acknowledged = new Map(
    exports.docs.map((row) => [typeof row.lead === 'object' && row.lead ? row.lead.id : row.lead, row.createdAt]),
  )
  const locations = await siteLocationsById(payload, site.id)
  const last = leads[leads.length - 1]!
  return {
    leads: leads.map((lead) => ({
      ...leadWithAdf(lead, site, locations),
      acknowledged_at: acknowledged.get(lead.id) ?? null,
    })),
    next_cursor: encodeLeadCursor({ createdAt: last.createdAt, id: last.id }),
    has_more: hasMore,
    limit: query.limit,
  }
}

export type AckResult =
  { ok: true; lead_id: number; acknowledged_at: string; already: boolean } | { ok: false; status: 404; error: string }

/**
 * Marks one lead exported by this integration: once, whatever the number of calls (a unique index on lead and
 * integration decides a race). A lead of a site the key may not read leads of is answered as missing.
 */
export async function acknowledgeLead(
  payload: Payload,
  leadId: number,
  integration: { id: number },
  mayRead: (siteId: number) => boolean,
): Promise<AckResult> {
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { site: true },
  })
  const siteId = lead ? (typeof lead.site === 'object' && lead.site ? lead.site.id : lead.site) : null
  if (!lead || !siteId || !mayRead(siteId)) return { ok: false, status: 404, error: `No lead ${leadId} for this key.` }
  const existing = async () =>
    (
      await payload.find({
        collection: 'lead-exports',
        where: { and: [{ lead: { equals: leadId } }, { integration: { equals: integration.id } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const found = await existing()
  if (found) return { ok: true, lead_id: leadId, acknowledged_at: found.createdAt, already: true }
  try {
    const created = await payload.create({
      collection: 'lead-exports',
      data: { site: siteId, lead: leadId, integration: integration.id },
      overrideAccess: true,
    })
    return { ok: true, lead_id: leadId, acknowledged_at: created.createdAt, already: false }
  } catch (error) {
    const raced = await existing()
    if (raced) return { ok: true, lead_id: leadId, acknowledged_at: raced.createdAt, already: true }
    throw error
  }
}
