import type { CollectionConfig } from 'payload'

import { platformAdminOnly } from '../src/lib/access'
import { INTEGRATION_PERMISSIONS } from '../src/integrations/permissions'

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
  ],
}
