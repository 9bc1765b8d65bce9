import type { CollectionConfig, Field } from 'payload'

import { platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { LEAD_CATEGORIES } from '../src/domain/lead-forms'
import { LEAD_DELIVERY_STATES } from '../src/leads/delivery-state'
import { LEAD_FORMS } from '../src/domain/lead-kinds'
import { PREFERRED_CONTACT_METHODS } from '../src/domain/trade-in'
import { leadWebhooksAfterChange } from '../src/webhooks/events'
import { LEAD_STATUSES, lostReasonProblem } from '../src/domain/lead-workflow'
import { checkWorkflowChange, keepWorkflowFields, recordWorkflowChange } from '../src/leads/workflow'
import { leadExportEndpoint } from '../src/leads/lead-export'

const readOnly = { readOnly: true } as const
const text = (name: string, label?: string, description?: string): Field => ({
  name,
  type: 'text',
  ...(label ? { label } : {}),
  admin: { ...readOnly, ...(description ? { description } : {}) },
})

/**
 * A shopper's enquiry or test-drive booking (spec 3 Enquiry / lead form), stored before any delivery so a
 * failed email never loses it. Written only by POST /api/leads; staff of the site read it (the multi-tenant
 * plugin narrows reads to their sites); the public API never serves it.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'form', 'status', 'assignee', 'location', 'car_name', 'delivery_status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    components: { beforeListTable: ['/src/leads/admin/export-button#ExportLeadsButton'] },
    description:
      'Enquiries, test drives, photo requests, finance enquiries, online reservations, trade-ins, service bookings and contact forms from the site, with how each was delivered to the dealership.',
  },
  access: {
    read: staffOnly,
    // Created by POST /api/leads only, kept as the shopper sent it; delivery updates it from the job. Staff
    // of the site (the multi-tenant plugin narrows this to their sites) change its status and assignee only.
    create: () => false,
    update: staffOnly,
    delete: platformAdminOnly,
  },
  defaultSort: '-createdAt',
  // GET /api/leads/export.csv: the filtered list as CSV, with the caller's access (src/leads/lead-export.ts).
  endpoints: [leadExportEndpoint],
  hooks: {
    beforeValidate: [keepWorkflowFields],
    beforeChange: [checkWorkflowChange],
    // Each created or updated lead goes to the site's webhook endpoints (an outbox row per endpoint, same transaction).
    afterChange: [recordWorkflowChange, leadWebhooksAfterChange],
  },
  fields: [
    ...workflowFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'select',
          required: true,
          options: LEAD_FORMS.map(({ value, label }) => ({ value, label })),
          admin: readOnly,
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          options: LEAD_CATEGORIES.map((value) => ({ value, label: value })),
          admin: readOnly,
        },
        text('subcategory'),
      ],
    },
    {
      type: 'row',
      fields: [
        { ...text('name'), required: true } as Field,
        { name: 'email', type: 'email', required: true, admin: readOnly },
        text('phone'),
      ],
    },
    {
      type: 'row',
      fields: [
        text('last_name', 'Last name'),
        text('postcode'),
        {
          name: 'preferred_contact',
          label: 'Preferred contact method',
          type: 'select',
          options: PREFERRED_CONTACT_METHODS.map((value) => ({ value, label: value })),
          admin: readOnly,
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { ...readOnly, description: 'The location the shopper chose.' },
        },
        text('dealership_slug', 'Dealership'),
        text('rego', 'Rego', 'The registration of the shopper\u2019s car.'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'opt_in',
          label: 'Opted in to offers and updates',
          type: 'checkbox',
          defaultValue: true,
          admin: readOnly,
        },
        {
          name: 'terms_agreed',
          label: 'Agreed to the terms of use',
          type: 'checkbox',
          defaultValue: false,
          admin: readOnly,
        },
      ],
    },
    {
      name: 'test_drive',
      label: 'Test drive',
      type: 'group',
      admin: {
        condition: (data) => data?.form === 'test-drive',
        description: 'The shopper\u2019s preferred time; empty when they gave none.',
      },
      fields: [
        { type: 'row', fields: [text('date', 'Date (YYYY-MM-DD)'), text('time', 'Time')] },
        text('model', 'Model (when no car was chosen: /book-test-drive)'),
      ],
    },
    {
      name: 'finance',
      label: 'Finance',
      type: 'group',
      admin: {
        condition: (data) => data?.form === 'finance',
        description: 'What the shopper told us about the finance they want.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'budget', label: 'Vehicle budget ($)', type: 'number', admin: readOnly },
            text('car_type', 'Car type'),
          ],
        },
      ],
    },
    {
      name: 'reservation',
      type: 'relationship',
      relationTo: 'reservations',
      admin: {
        ...readOnly,
        condition: (data) => data?.form === 'reservation' || data?.form === 'online-purchase',
        description: 'The reservation this lead tells the dealership about.',
      },
    },
    {
      name: 'trade_in',
      label: 'Trade-in',
      type: 'group',
      admin: {
        condition: (data) => data?.form === 'trade-in' || data?.form === 'online-purchase',
        description: 'The shopper\u2019s car, their answers, and the online estimate they were shown.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'under_finance',
              label: 'Is Your Car Currently Under Finance?',
              type: 'select',
              options: ['Yes', 'No'].map((value) => ({ value, label: value })),
              admin: readOnly,
            },
            text('rego_state', 'Rego state'),
            { name: 'offer_accepted', label: 'Offer accepted', type: 'checkbox', defaultValue: false, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            text('make'),
            text('model'),
            { name: 'year', type: 'number', admin: readOnly },
            { name: 'km', label: 'Odometer (km)', type: 'number', admin: readOnly },
          ],
        },
        { name: 'answers', label: 'Condition answers', type: 'json', admin: readOnly },
        {
          name: 'valuation',
          label: 'Online estimate',
          type: 'json',
          admin: {
            ...readOnly,
            description: 'What the shopper was shown: the range and how it was worked out, or why there was none.',
          },
        },
      ],
    },
    {
      name: 'service',
      label: 'Service booking',
      type: 'group',
      admin: {
        condition: (data) => data?.form === 'service',
        description: 'The car to service and the shopper\u2019s preferred time.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            text('make'),
            text('model'),
            { name: 'year', type: 'number', admin: readOnly },
            { name: 'odometer', label: 'Odometer (km)', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [text('service_type', 'Service'), text('date', 'Date (YYYY-MM-DD)'), text('time', 'Time')],
        },
      ],
    },
    {
      name: 'form_completed',
      label: 'Form completed',
      type: 'checkbox',
      defaultValue: true,
      admin: { ...readOnly, description: 'Off while a multi-step form (trade-in) is still being filled in.' },
    },
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      admin: { ...readOnly, description: 'The car asked about (still linked if it is later sold).' },
    },
    text('car_name', 'Car'),
    {
      name: 'car_snapshot',
      label: 'Car when enquired',
      type: 'json',
      admin: {
        ...readOnly,
        description: 'The car as the shopper saw it: year, make, model, stock number, VIN, price\u2026',
      },
    },
    {
      type: 'row',
      // The spec's car_id is the id of the `car` relationship above (its column is car_id).
      fields: [
        text('car_stocknum', 'Stock number'),
        text('car_dealership_id', 'Car\u2019s dealership id'),
        text('page_id', 'Page id'),
      ],
    },
    {
      name: 'part',
      type: 'relationship',
      relationTo: 'parts',
      admin: {
        ...readOnly,
        description: 'The part asked for (a parts request); its number and name are the subcategory.',
      },
    },
    { name: 'additional_services', type: 'json', admin: readOnly },
    text('url', 'Page URL'),
    { type: 'row', fields: [{ ...text('source'), defaultValue: 'Website' } as Field, text('user_agent', 'Browser')] },
    {
      name: 'lead_attributes',
      type: 'json',
      admin: { ...readOnly, description: 'visited_pages and linked_query_params.' },
    },
    {
      name: 'captcha_id',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
    {
      name: 'delivery_status',
      label: 'Delivery',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: LEAD_DELIVERY_STATES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: 'pending: being sent (retried after a failure); delivered: emailed; failed: every attempt failed.',
      },
    },
    {
      name: 'delivery',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'recipient',
          type: 'text',
          admin: { ...readOnly, description: 'Where the lead goes (the lead routing of its location and site).' },
        },
        {
          name: 'sent',
          label: 'Sent to',
          type: 'json',
          admin: {
            ...readOnly,
            description: 'The recipients it reached (channel:address); a retry sends only to the others.',
          },
        },
        { name: 'attempts', type: 'number', defaultValue: 0, admin: readOnly },
        { name: 'last_error', label: 'Last error', type: 'textarea', admin: readOnly },
        {
          name: 'delivered_at',
          label: 'Delivered at',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'timeline',
      type: 'join',
      collection: 'lead-activities',
      on: 'lead',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      admin: {
        allowCreate: true,
        defaultColumns: ['createdAt', 'kind', 'text', 'author'],
        description:
          'Notes, status and assignee changes, delivery attempts and the shopper\u2019s later leads. Add a note with "Add new".',
      },
    },
  ],
}

/** The lead workflow (src/domain/lead-workflow.ts), in the sidebar: what staff change, and what follows from it. */
function workflowFields(): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      // Not `required` so that the app's writes may leave it out; the column is NOT NULL, default 'new'.
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'lost_reason',
      label: 'Why it was lost',
      type: 'text',
      maxLength: 500,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        lostReasonProblem(siblingData?.status as string | undefined, value as string | null) ?? true,
      admin: { position: 'sidebar', condition: (_data, sibling) => sibling?.status === 'lost' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Only staff of the lead's site are offered (and accepted: src/leads/workflow.ts).
      filterOptions: ({ data }) => {
        const site = data?.site && typeof data.site === 'object' ? data.site.id : data?.site
        return site ? { 'tenants.tenant': { equals: site } } : false
      },
      admin: { position: 'sidebar', description: 'The staff member who works this lead.' },
    },
    {
      name: 'first_response_at',
      label: 'First response',
      type: 'date',
      admin: {
        ...readOnly,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the status first left New, or the first note was added.',
      },
    },
    {
      name: 'duplicate_of',
      label: 'Earlier lead of this shopper',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: {
        ...readOnly,
        position: 'sidebar',
        description: 'The same email or phone on this site within 7 days: linked, never dropped.',
      },
    },
  ]
}
