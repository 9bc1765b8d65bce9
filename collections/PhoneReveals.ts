import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access/access'

/** One shopper revealing a dealer phone number on a car card (spec 4, 7): which car, which dealership. */
export const PhoneReveals: CollectionConfig = {
  slug: 'phone-reveals',
  labels: { singular: 'Phone reveal', plural: 'Phone reveals' },
  admin: {
    useAsTitle: 'car_name',
    defaultColumns: ['car_name', 'dealership_id', 'createdAt'],
    description: 'Each time a shopper revealed the dealer phone number on a car.',
  },
  access: {
    read: staffOnly,
    // Written by POST /api/phone-reveal only.
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'car', type: 'relationship', relationTo: 'cars', required: true, admin: { readOnly: true } },
    { name: 'car_name', type: 'text', admin: { readOnly: true } },
    { name: 'dealership_id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'path', type: 'text', admin: { readOnly: true, description: 'The page the shopper was on.' } },
  ],
}
