import type { CollectionConfig } from 'payload'

import { platformAdminOnly } from '../src/lib/access'

/**
 * Integrators' API keys. A key pushes stock for the sites listed on it, and nothing else. Requests send
 * `Authorization: integrations API-Key <key>`.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sites', 'updatedAt'],
    description: 'API keys for stock feeds and CRMs. Tick "Enable API Key" to create a key; a key only works for the sites listed.',
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
    { name: 'name', type: 'text', required: true, admin: { description: 'Who holds this key, e.g. "Dealer DMS feed".' } },
    {
      name: 'sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { description: 'The sites this key may import stock into.' },
    },
  ],
}
