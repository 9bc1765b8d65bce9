import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access'

/** One run of the stock importer: who, when, what came in and every rejected row with its reason. */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'mode', 'source', 'status', 'createdAt'],
    description: 'Every stock feed run, with the rows it rejected and why.',
  },
  access: {
    read: staffOnly,
    // Written by the importer only.
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'mode', type: 'select', options: ['full', 'delta'], required: true, admin: { readOnly: true } },
        { name: 'source', type: 'select', options: ['api', 'cli', 'seed'], required: true, admin: { readOnly: true } },
        { name: 'format', type: 'select', options: ['json', 'csv'], required: true, admin: { readOnly: true } },
        { name: 'mapping', type: 'text', admin: { readOnly: true, description: 'CSV column mapping used.' } },
      ],
    },
    { name: 'who', type: 'text', admin: { readOnly: true, description: 'The integration or staff user that ran it.' } },
    {
      name: 'status',
      type: 'select',
      options: ['completed', 'failed'],
      required: true,
      admin: { readOnly: true },
    },
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
    { name: 'rejected', type: 'json', admin: { readOnly: true, description: 'Each rejected row: { row, id, errors }.' } },
  ],
}
