import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { escapeHtml } from '@/domain/html-text'
import { DUPLICATE_WINDOW_DAYS, duplicateOf, phoneKey } from '@/domain/lead-workflow'
import { LEAD_FORMS } from '@/domain/lead-kinds'
import type { Lead } from '@/payload-types'

import { LEAD_DELIVERY_ATTEMPTS, LEAD_DELIVERY_BACKOFF_MS, LEADS_QUEUE } from './delivery-state'
import { addLeadActivity, idOf } from './workflow'

type Contact = { site?: unknown; email?: string | null; phone?: string | null }

/**
 * The earlier lead of the same shopper on the same site a new lead belongs with (src/domain/lead-workflow.ts:
 * same email or phone within 7 days). Candidates are narrowed in SQL (the email without case, the phone's
 * last nine digits, on the site's leads of the window); the rule decides.
 */
export async function earlierLeadOf(payload: Payload, lead: Contact, now: Date): Promise<number | null> {
  const siteId = idOf(lead.site as never)
  const email = lead.email?.trim() || null
  const phone = phoneKey(lead.phone)
  if (!siteId || (!email && !phone)) return null
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000).toISOString()
  const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query<{
    id: number
    email: string | null
    phone: string | null
    duplicate_of_id: number | null
    created_at: Date
  }>(
    `SELECT id, email, phone, duplicate_of_id, created_at FROM leads
     WHERE site_id = $1 AND created_at >= $2::timestamptz AND created_at <= $3::timestamptz
       AND (lower(email) = lower($4) OR right(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), 9) = $5)
     ORDER BY created_at DESC LIMIT 100`,
    [siteId, since, now.toISOString(), email ?? '', phone ?? '-'],
  )
  return duplicateOf(
    { email, phone: lead.phone, createdAt: now.toISOString() },
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      phone: row.phone,
      createdAt: new Date(row.created_at).toISOString(),
      duplicateOf: row.duplicate_of_id,
    })),
  )
}

/** The earlier lead's timeline names the shopper's later one. */
export async function recordLaterLead(
  payload: Payload,
  req: PayloadRequest,
  lead: Lead,
  earlier: number,
): Promise<void> {
  const kind = LEAD_FORMS.find((form) => form.value === lead.form)?.label ?? lead.form
  await addLeadActivity(
    payload,
    {
      lead: earlier,
      site: idOf(lead.site as never),
      kind: 'later-lead',
      text: `Later lead #${lead.id} (${kind})${lead.car_name ? `: ${lead.car_name}` : ''}`,
      relatedLead: lead.id,
    },
    req,
  )
}

/** The admin's public origin for links in staff emails (SERVER_URL; on one machine, this one). */
export const adminOrigin = (): string =>
  (process.env.SERVER_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')

export const leadAdminUrl = (leadId: number): string => `${adminOrigin()}/admin/collections/leads/${leadId}`

/**
 * Emails the staff of a new lead's location (staff users of its site who list the location) a short notice
 * with a link to the lead in the admin. Each person reached is recorded on the lead's timeline, so a retry
 * (the job retries as lead delivery does) writes only to the others; a failure is thrown after the others
 * were tried.
 */
export async function notifyLeadStaff(payload: Payload, leadId: number): Promise<{ notified: string[] }> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
  const locationId = idOf(lead.location as never)
  const siteId = idOf(lead.site as never)
  if (!locationId || !siteId) return { notified: [] }
  const [location, staff, done] = await Promise.all([
    payload.findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.find({
      collection: 'users',
      where: { and: [{ locations: { in: [locationId] } }, { 'tenants.tenant': { equals: siteId } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'lead-activities',
      where: { and: [{ lead: { equals: leadId } }, { kind: { equals: 'notification' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const already = new Set(done.docs.map((entry) => entry.text.replace(/^Notified /, '')))
  const kind = LEAD_FORMS.find((form) => form.value === lead.form)?.label ?? lead.form
  const link = leadAdminUrl(lead.id)
  const subject = `New ${kind.toLowerCase()} for ${location?.name ?? 'your location'}: ${lead.name}`
  const lines = [
    `${lead.name} sent a ${kind.toLowerCase()}${lead.car_name ? ` about the ${lead.car_name}` : ''}.`,
    `Open the lead: ${link}`,
  ]
  const notified: string[] = []
  const failures: string[] = []
  for (const user of staff.docs) {
    if (already.has(user.email)) continue
    try {
      await payload.sendEmail({
        to: user.email,
        subject,
        text: lines.join('\n\n'),
        html: lines
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('\n')
          .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
      })
      await addLeadActivity(payload, {
        lead: lead.id,
        site: siteId,
        kind: 'notification',
        text: `Notified ${user.email}`,
      })
      notified.push(user.email)
    } catch (error) {
      failures.push(`${user.email}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'))
  return { notified }
}

export const notifyLeadStaffTask: TaskConfig<{ input: { leadId: number }; output: { notified: string[] } }> = {
  slug: 'notifyLeadStaff',
  label: 'Tell a location\u2019s staff about a new lead',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: LEAD_DELIVERY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: LEAD_DELIVERY_BACKOFF_MS } },
  handler: async ({ input, req }) => ({ output: await notifyLeadStaff(req.payload, Number(input.leadId)) }),
}

/** Queues the notice for a lead that names a location (inside the lead's transaction). */
export async function queueLeadStaffNotice(payload: Payload, req: PayloadRequest, lead: Lead): Promise<void> {
  if (idOf(lead.location as never))
    await payload.jobs.queue({ task: 'notifyLeadStaff', input: { leadId: lead.id }, queue: LEADS_QUEUE, req })
}
