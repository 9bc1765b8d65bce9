import type { CollectionConfig } from 'payload'

import { platformAdminOnly } from '../src/lib/access/access'
import { INTEGRATION_PERMISSIONS } from '../src/integrations/permissions'
import { columnMappingErrors } from '../src/domain/feed-mapping'
import { CSV_MAPPINGS } from '../src/stock/csv/mapping'
import { feedUrlError } from '../src/stock/feed-pull'

/**
 * Integrators' API keys. A key pushes stock for the sites listed on it, and nothing else. Requests send
 * `Authorization: integrations API-Key <key>`.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sites', 'updatedAt'],
    description:
      'API keys for stock feeds and CRMs. Tick "Enable API Key" to create a key; a key only works for the sites listed.',
  },
  auth: {
    useAPIKey: true,
    // Integrators never sign in with a password; their only credential is the key.
    disableLocalStrategy: true,
  },
  access: {
    admin: () => false,
    read: platformAdminOnly,
    create: platformAdminOnly,
    update: platformAdminOnly,
    delete: platformAdminOnly,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'Who holds this key, e.g. "Dealer DMS feed".' },
    },
    {
      name: 'sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { description: 'The sites this key may import stock into.' },
    },
    {
      name: 'permissions',
      type: 'select',
      hasMany: true,
      options: INTEGRATION_PERMISSIONS.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          'Beyond importing stock: Read leads lets this key pull the leads of its sites (GET /api/integrations/leads) and acknowledge them.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hold_removed_percent',
          label: 'Hold a full feed removing more than (%)',
          type: 'number',
          defaultValue: 20,
          min: 0,
          max: 100,
          admin: {
            description:
              "Of the site's available cars. Such a feed waits for staff to approve it (Stock imports). Empty: 20.",
          },
        },
        {
          name: 'hold_min_rows',
          label: 'Hold a full feed with fewer valid rows than',
          type: 'number',
          defaultValue: 1,
          min: 0,
          admin: { description: 'Such a feed (an empty one, say) waits for staff to approve it. Empty: 1.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'CSV column mapping',
      admin: {
        initCollapsed: true,
        description:
          'How this key\u2019s CSV feeds are read (pushed or pulled): a base mapping, and the feed\u2019s own column names renamed onto its columns.',
      },
      fields: [
        {
          name: 'csv_mapping',
          label: 'Base mapping',
          type: 'select',
          options: Object.values(CSV_MAPPINGS).map((mapping) => ({ value: mapping.name, label: mapping.description })),
          admin: {
            description:
              'integrator: one column per Car field (README). Empty: the mapping the request names (&mapping=), else australian-vehicle-prices.',
          },
        },
        {
          name: 'csv_columns',
          label: 'Column names',
          type: 'array',
          admin: {
            description:
              'Each row: the column of the base mapping (e.g. stocknum, variant.cylinders, photos) and the feed\u2019s own column name that holds it (e.g. StockNo). Columns not listed keep their names.',
          },
          validate: (rows: unknown, { siblingData }: { siblingData: { csv_mapping?: string | null } }) => {
            const list = (Array.isArray(rows) ? rows : []) as Array<{ field?: string; column?: string }>
            if (list.length === 0) return true
            const base = siblingData?.csv_mapping ? CSV_MAPPINGS[siblingData.csv_mapping] : undefined
            if (!base) return 'Pick a base mapping for the column names.'
            const errors = columnMappingErrors(
              list.map((row) => ({ field: row.field ?? '', column: row.column ?? '' })),
              base.columns,
            )
            return errors.length === 0 ? true : errors.join('; ')
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'field', label: 'Our column', type: 'text', required: true },
                { name: 'column', label: 'Feed column', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Feed URL',
      admin: {
        initCollapsed: true,
        description:
          'A feed this platform pulls on a schedule (gzip accepted; unchanged feeds skipped with ETag / Last-Modified).',
      },
      fields: [
        {
          name: 'feed_url',
          label: 'Feed URL',
          type: 'text',
          admin: { description: 'http(s) only; in production never a private or loopback address.' },
          validate: (value: unknown) => (!value ? true : (feedUrlError(String(value)) ?? true)),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'feed_site',
              label: 'Into site',
              type: 'relationship',
              relationTo: 'sites',
              admin: { description: 'One of the sites above.' },
              validate: (value: unknown, { data }: { data: { feed_url?: string | null; sites?: unknown[] } }) => {
                if (!data?.feed_url) return true
                if (!value) return 'Name the site the feed is for.'
                const id = typeof value === 'object' ? (value as { id: unknown }).id : value
                const sites = (data.sites ?? []).map((site) =>
                  String(typeof site === 'object' && site ? (site as { id: unknown }).id : site),
                )
                return sites.includes(String(id)) ? true : 'The feed\u2019s site must be one of this key\u2019s sites.'
              },
            },
            { name: 'feed_mode', label: 'Mode', type: 'select', options: ['full', 'delta'], defaultValue: 'full' },
            { name: 'feed_format', label: 'Format', type: 'select', options: ['csv', 'json'], defaultValue: 'csv' },
            {
              name: 'feed_interval_minutes',
              label: 'Every (minutes)',
              type: 'number',
              defaultValue: 60,
              min: 1,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'feed_etag', label: 'Last ETag', type: 'text', admin: { readOnly: true } },
            { name: 'feed_last_modified', label: 'Last-Modified', type: 'text', admin: { readOnly: true } },
            {
              name: 'feed_checked_at',
              label: 'Last pulled',
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        { name: 'feed_result', label: 'Last pull', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
}
