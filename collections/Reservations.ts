import type { CollectionConfig, Field } from 'payload'

import { platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { DEPOSIT_STATES, RESERVATION_STATUSES } from '../src/domain/reservations'
import { endReservationHook, releaseCarHook } from '../src/reservations/hooks'

const readOnly = { readOnly: true } as const
const label = (value: string) => value[0]!.toUpperCase() + value.slice(1).replace(/-/g, ' ')

/**
 * A car reserved online with a deposit (spec 2.1 checkout, 2.5, 9): held 48 hours, refundable in full. Written
 * by POST /api/reservations only; staff of the site read it and may end it (released, or converted into a
 * sale), which lets the car go; the public API never serves it. A car has at most one held reservation: a
 * unique partial index on (car_id) WHERE status = 'held' (migration 'reservations') makes the database
 * refuse a second, whatever races.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'car_name', 'status', 'deposit_state', 'expires_at', 'createdAt'],
    description:
      'Cars reserved online. A held reservation keeps the car reserved for 48 hours; set it to Released to let the car go, or Converted once it is sold to this shopper.',
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: staffOnly,
    delete: platformAdminOnly,
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [endReservationHook],
    afterChange: [releaseCarHook],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'held',
          index: true,
          options: RESERVATION_STATUSES.map((value) => ({ value, label: label(value) })),
          admin: {
            description:
              'Held: the car is reserved. Expired: 48 hours passed. Released: let go by staff or an unfinished payment. Converted: sold to this shopper.',
          },
        },
        {
          name: 'expires_at',
          label: 'Held until',
          type: 'date',
          required: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ended_at',
          label: 'Ended at',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true, admin: readOnly },
    { name: 'car_name', label: 'Car', type: 'text', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: readOnly },
        { name: 'email', type: 'email', required: true, admin: readOnly },
        { name: 'phone', type: 'text', admin: readOnly },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      admin: { ...readOnly, description: 'The shopper\u2019s account, when they were signed in.' },
    },
    {
      name: 'deposit',
      type: 'group',
      admin: { description: 'Refundable in full.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', label: 'Amount (whole dollars)', type: 'number', required: true, admin: readOnly },
            { name: 'currency', type: 'text', required: true, admin: readOnly },
            {
              name: 'provider',
              type: 'select',
              required: true,
              options: [
                { value: 'dealer', label: 'The dealership takes it' },
                { value: 'stripe', label: 'Stripe card hold' },
              ],
              admin: readOnly,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'state',
              type: 'select',
              required: true,
              options: DEPOSIT_STATES.map((value) => ({ value, label: label(value) })),
              admin: readOnly,
            },
            {
              name: 'reference',
              label: 'Payment reference',
              type: 'text',
              admin: {
                ...readOnly,
                description: 'Stripe: the Checkout Session (its PaymentIntent holds the deposit).',
              },
            },
            {
              name: 'payment_due_at',
              label: 'Payment due by',
              type: 'date',
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
    { name: 'token', type: 'text', required: true, unique: true, admin: { hidden: true } } as Field,
    { name: 'captcha_id', type: 'text', unique: true, admin: { hidden: true } } as Field,
  ],
}
