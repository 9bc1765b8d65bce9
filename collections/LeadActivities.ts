import { APIError, type CollectionConfig } from 'payload'

import { LEAD_ACTIVITY_KINDS, firstResponseAt } from '../src/domain/lead-workflow'
import { forgetDashboardSite } from '../src/dashboard/cache'
import { isStaff, platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { APP_ACTIVITY, idOf } from '../src/leads/workflow'

/**
 * A lead's timeline (issue 22): staff notes, status and assignee changes, delivery attempts, staff
 * notifications and the shopper's later leads. Staff add notes (from the lead's Timeline); the app writes
 * the rest. Nothing is edited afterwards.
 */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  labels: { singular: 'Lead activity', plural: 'Lead activities' },
  admin: {
    group: 'Leads',
    useAsTitle: 'text',
    defaultColumns: ['createdAt', 'kind', 'text', 'author', 'lead'],
    description: 'What happened to each lead: notes, status changes, delivery attempts and later leads.',
  },
  access: { read: staffOnly, create: staffOnly, update: () => false, delete: platformAdminOnly },
  defaultSort: '-createdAt',
  hooks: {
    beforeValidate: [
      // A staff user adds a note to a lead they can read: it is theirs, on the lead's site.
      async ({ data, operation, req }) => {
        if (operation !== 'create' || !data || !isStaff(req.user) || req.context[APP_ACTIVITY]) return data
        const leadId = idOf(data.lead)
        const lead = leadId
          ? await req.payload.findByID({
              collection: 'leads',
              id: leadId,
              depth: 0,
              req,
              user: req.user,
              overrideAccess: false,
              disableErrors: true,
            })
          : null
        if (!lead) throw new APIError('Add the note to a lead of your site.', 400, null, true)
        return { ...data, kind: 'note', author: req.user!.id, site: idOf(lead.site as never), related_lead: null }
      },
    ],
    afterChange: [
      // A note answers the lead: the first one stamps its first response (src/domain/lead-workflow.ts).
      async ({ doc, operation, req }) => {
        if (operation !== 'create' || doc.kind !== 'note') return doc
        const leadId = idOf(doc.lead)!
        const lead = await req.payload.findByID({
          collection: 'leads',
          id: leadId,
          depth: 0,
          overrideAccess: true,
          req,
        })
        const first = firstResponseAt(
          { status: lead.status, firstResponseAt: lead.first_response_at },
          { note: true },
          new Date(),
        )
        if (first !== (lead.first_response_at ?? null))
          await req.payload.db.updateOne({ collection: 'leads', id: leadId, data: { first_response_at: first }, req })
        forgetDashboardSite(idOf(lead.site as never))
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'note',
      options: LEAD_ACTIVITY_KINDS.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'text', label: 'Note', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'related_lead',
      label: 'Later lead',
      type: 'relationship',
      relationTo: 'leads',
      admin: { readOnly: true, condition: (data) => Boolean(data?.related_lead) },
    },
  ],
}
