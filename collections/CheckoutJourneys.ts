import type { CollectionConfig, Field } from 'payload'

import { JOURNEY_STEPS } from '../src/domain/checkout-journey'
import { platformAdminOnly, staffOnly } from '../src/lib/access/access'

const readOnly = { readOnly: true } as const

/**
 * An Online Purchase draft (`/checkout-journey`, issue 17): the steps a shopper saved for one car, so they can
 * come back, and the one lead it grows. Written only by the journey's endpoint; the shopper's browser holds a
 * random key in an httpOnly cookie and only its SHA-256 is stored here, looked up within the site and the car,
 * so another shopper's or another site's draft is never readable. Staff of the site read it.
 */
export const CheckoutJourneys: CollectionConfig = {
  slug: 'checkout-journeys',
  labels: { singular: 'Online purchase', plural: 'Online purchases' },
  admin: {
    useAsTitle: 'car_name',
    defaultColumns: ['car_name', 'step', 'lead', 'updatedAt'],
    description: 'Online purchases in progress and sent. The lead holds what the dealer is told.',
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: () => false,
    delete: platformAdminOnly,
  },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true, admin: readOnly },
    { name: 'car_name', label: 'Car', type: 'text', admin: readOnly },
    {
      name: 'step',
      label: 'Next step',
      type: 'select',
      options: [...JOURNEY_STEPS, 'confirmation'].map((value) => ({ value, label: value })),
      admin: readOnly,
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: readOnly },
    { name: 'reservation', type: 'relationship', relationTo: 'reservations', admin: readOnly },
    { name: 'state', type: 'json', admin: readOnly },
    {
      name: 'submitted_at',
      label: 'Sent',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'token_hash', type: 'text', required: true, unique: true, admin: { hidden: true } } as Field,
  ],
}
