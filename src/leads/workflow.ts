import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { firstResponseAt, statusChangeText, type LeadActivityKind } from '@/domain/lead-workflow'
import { forgetDashboardSite } from '@/dashboard/cache'
import { isStaff } from '@/lib/access/access'
import type { Lead, User } from '@/payload-types'

type Ref = number | { id: number } | null | undefined
export const idOf = (ref: Ref | string): number | null =>
  ref === null || ref === undefined || ref === '' ? null : typeof ref === 'object' ? ref.id : Number(ref)

/** The fields staff change on a lead; everything else stays as the shopper sent it. */
export const WORKFLOW_FIELDS = ['status', 'lost_reason', 'assignee'] as const

/** The request context flag of a timeline entry the app writes (a status change, a delivery attempt...). */
export const APP_ACTIVITY = 'appLeadActivity'

/** Adds a line to a lead's timeline (inside `req`'s transaction when given). */
export async function addLeadActivity(
  payload: Payload,
  entry: {
    lead: number
    site: number | null
    kind: LeadActivityKind
    text: string
    author?: number | null
    relatedLead?: number | null
  },
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'lead-activities',
    overrideAccess: true,
    req,
    // Written by the app, not typed by the staff user whose request this may be (collections/LeadActivities.ts).
    context: { [APP_ACTIVITY]: true },
    data: {
      lead: entry.lead,
      site: entry.site,
      kind: entry.kind,
      text: entry.text.slice(0, 2000),
      author: entry.author ?? null,
      related_lead: entry.relatedLead ?? null,
    },
  })
  if (req) delete req.context[APP_ACTIVITY]
}

/**
 * Staff change a lead's status, lost reason and assignee only: whatever else an update from the admin or
 * the REST API carries is dropped (the lead stays as the shopper sent it). The app's own writes (delivery,
 * the trade-in wizard) go through the database adapter and never come here.
 */
export const keepWorkflowFields: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !isStaff(req.user) || !originalDoc) return data
  // Payload has filled `data` with the stored lead by now: every other field goes back to its stored value.
  const kept: Record<string, unknown> = { ...data }
  for (const key of Object.keys(data))
    if (!(WORKFLOW_FIELDS as readonly string[]).includes(key)) kept[key] = (originalDoc as Record<string, unknown>)[key]
  return kept
}

const describeUser = (user: Pick<User, 'name' | 'email'> | null) => (user ? user.name || user.email : 'nobody')

/**
 * On a staff update: the assignee must work on the lead's site (else 400), and the first response is
 * stamped the first time the status leaves 'new' (src/domain/lead-workflow.ts).
 */
export const checkWorkflowChange: CollectionBeforeChangeHook<Lead> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const assignee = 'assignee' in data ? idOf(data.assignee as Ref) : undefined
  if (assignee) {
    const user = await req.payload.findByID({
      collection: 'users',
      id: assignee,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const siteId = idOf(originalDoc.site as Ref)
    const assigned = (user?.tenants ?? []).some((row) => idOf(row.tenant as Ref) === siteId)
    if (!user || !assigned) throw new APIError('Assign the lead to a staff user of its site.', 400, null, true)
  }
  const first = firstResponseAt(
    { status: originalDoc.status, firstResponseAt: originalDoc.first_response_at },
    { status: data.status },
    new Date(),
  )
  return first && first !== originalDoc.first_response_at ? { ...data, first_response_at: first } : data
}

/** Status and assignee changes go on the lead's timeline, by whom; the site's dashboard figures start over. */
export const recordWorkflowChange: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const siteId = idOf(doc.site as Ref)
  forgetDashboardSite(siteId)
  if (operation !== 'update' || !previousDoc) return doc
  const author = isStaff(req.user) ? (req.user?.id as number) : null
  if (previousDoc.status !== doc.status)
    await addLeadActivity(
      req.payload,
      {
        lead: doc.id,
        site: siteId,
        kind: 'status',
        text: statusChangeText(previousDoc.status, doc.status ?? 'new', doc.lost_reason),
        author,
      },
      req,
    )
  const before = idOf(previousDoc.assignee as Ref)
  const after = idOf(doc.assignee as Ref)
  if (before !== after) {
    const user = after
      ? await req.payload.findByID({
          collection: 'users',
          id: after,
          depth: 0,
          overrideAccess: true,
          req,
          disableErrors: true,
        })
      : null
    await addLeadActivity(
      req.payload,
      { lead: doc.id, site: siteId, kind: 'assignee', text: `Assigned to ${describeUser(user)}`, author },
      req,
    )
  }
  return doc
}
