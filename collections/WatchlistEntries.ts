import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access/access'

/** A car on a customer's watchlist (spec 3 "Watchlist entry", 4, 7). Written only by /api/watchlist/*. */
export const WatchlistEntries: CollectionConfig = {
  slug: 'watchlist-entries',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist entries' },
  admin: {
    defaultColumns: ['customer', 'car', 'createdAt'],
    description: 'Cars shoppers saved to their watchlist.',
    group: 'Shoppers',
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['customer', 'car'], unique: true }],
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true, admin: { readOnly: true } },
  ],
}
