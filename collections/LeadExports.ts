import type { CollectionConfig } from 'payload'

import { platformAdminOnly, staffOnly } from '../src/lib/access/access'

/**
 * Which integration (a CRM's key) acknowledged which lead: written by `POST /api/integrations/leads/{id}/ack`,
 * once per lead and integration. Staff of the site read them; nobody writes them through the API.
 */
export const LeadExports: CollectionConfig = {
  slug: 'lead-exports',
  labels: { singular: 'Lead export', plural: 'Lead exports' },
  admin: {
    group: 'Integrations',
    useAsTitle: 'id',
    defaultColumns: ['lead', 'integration', 'createdAt'],
    description: 'Leads a CRM pulled through the leads API and acknowledged, one row per lead and integration.',
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: platformAdminOnly },
  indexes: [{ fields: ['lead', 'integration'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { readOnly: true } },
    { name: 'integration', type: 'relationship', relationTo: 'integrations', admin: { readOnly: true } },
  ],
}
