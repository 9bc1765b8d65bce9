import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access/access'
import { heldRunEndpoints } from '../src/stock/held-runs'
import { rejectedRowsEndpoints } from '../src/stock/rejected-rows-download'

/** One run of the stock importer: who, when, what came in and every rejected row with its reason. */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'mode', 'source', 'status', 'processed', 'total', 'createdAt'],
    description: 'Every stock feed run, with the rows it rejected and why.',
  },
  access: {
    read: staffOnly,
    // Written by the importer only.
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  // Staff approve (apply) or discard a held full feed: POST /api/stock-imports/{id}/approve | /discard;
  // and download a run's rejected rows: GET /api/stock-imports/{id}/rejected.csv.
  endpoints: [...heldRunEndpoints, ...rejectedRowsEndpoints],
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'mode', type: 'select', options: ['full', 'delta'], required: true, admin: { readOnly: true } },
        {
          name: 'source',
          type: 'select',
          options: ['api', 'cli', 'seed', 'feed'],
          required: true,
          admin: { readOnly: true, description: 'feed: pulled from the integration\u2019s feed URL.' },
        },
        { name: 'format', type: 'select', options: ['json', 'csv'], required: true, admin: { readOnly: true } },
        { name: 'mapping', type: 'text', admin: { readOnly: true, description: 'CSV column mapping used.' } },
      ],
    },
    { name: 'who', type: 'text', admin: { readOnly: true, description: 'The integration or staff user that ran it.' } },
    {
      name: 'integration',
      type: 'relationship',
      relationTo: 'integrations',
      admin: {
        readOnly: true,
        description: 'The API key that sent it; empty for CLI, seed and staff runs. A key reads only its own runs.',
      },
    },
    {
      name: 'status',
      type: 'select',
      options: ['queued', 'running', 'completed', 'failed', 'held', 'discarded'],
      required: true,
      admin: {
        readOnly: true,
        description:
          'Queued / running: a large feed imported by a job (progress below). Held: a full feed that would remove too much stock, or brings too few valid rows; nothing was written. Staff approve or discard it.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'processed',
          label: 'Rows processed',
          type: 'number',
          admin: { readOnly: true, condition: (data) => typeof data?.total === 'number' },
        },
        {
          name: 'total',
          label: 'of rows',
          type: 'number',
          admin: { readOnly: true, condition: (data) => typeof data?.total === 'number' },
        },
      ],
    },
    {
      name: 'held_reason',
      type: 'textarea',
      admin: { readOnly: true, condition: (data) => Boolean(data?.held_reason) },
    },
    {
      name: 'decision',
      type: 'ui',
      admin: {
        condition: (data) => data?.status === 'held',
        components: { Field: '/src/stock/admin/held-run-actions#HeldRunActions' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'decided_by', type: 'text', admin: { readOnly: true, condition: (data) => Boolean(data?.decided_by) } },
        {
          name: 'decided_at',
          type: 'date',
          admin: {
            readOnly: true,
            condition: (data) => Boolean(data?.decided_at),
            date: { pickerAppearance: 'dayAndTime' },
          },
        },
      ],
    },
    // The held feed's rows as sent (JSON text, escaped), applied as they are when staff approve the run.
    // Written by the importer only, whole feeds: no text length limit (Payload's default is 40,000 characters).
    { name: 'held_feed', type: 'textarea', hidden: true, validate: () => true },
    // A large feed's rows (JSON text, as held_feed) until its job imports them.
    { name: 'queued_feed', type: 'textarea', hidden: true, validate: () => true },
    { name: 'error', type: 'textarea', admin: { readOnly: true, condition: (data) => Boolean(data?.error) } },
    {
      type: 'row',
      fields: ['received', 'created', 'updated', 'unchanged', 'removed', 'rejected_count'].map((name) => ({
        name,
        type: 'number' as const,
        admin: { readOnly: true },
      })),
    },
    { name: 'duration_ms', type: 'number', admin: { readOnly: true } },
    {
      name: 'rejected',
      type: 'json',
      // A table with a CSV download instead of Payload's JSON editor (which loads Monaco from a CDN).
      admin: { readOnly: true, components: { Field: '/src/stock/admin/rejected-rows#RejectedRows' } },
    },
  ],
}
