import type { CollectionConfig } from 'payload'

import { platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { WEBHOOK_DELIVERY_STATES } from '../src/webhooks/queue'
import { WEBHOOK_EVENTS } from '../src/domain/webhooks'

const readOnly = { readOnly: true } as const

/**
 * The webhook outbox and its log: one row per (lead event, endpoint), written when the lead changes (in the
 * same transaction) and worked by the `deliverWebhook` job, which records every attempt. Staff of the site
 * read it; nobody writes it through the API.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: 'Integrations',
    useAsTitle: 'event_id',
    defaultColumns: ['event', 'endpoint', 'lead', 'status', 'attempts_count', 'last_status_code', 'createdAt'],
    description:
      'Each lead event sent to each webhook endpoint, with every attempt: status code, error and duration. Failed attempts are retried with growing waits (about an hour in all).',
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: platformAdminOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'select',
          required: true,
          options: WEBHOOK_EVENTS.map((value) => ({ value, label: value })),
          admin: readOnly,
        },
        {
          name: 'event_id',
          label: 'Event id',
          type: 'text',
          required: true,
          index: true,
          admin: {
            ...readOnly,
            description: 'Sent as X-Webhook-Id: the same for every endpoint and attempt of one event.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'endpoint',
          type: 'relationship',
          relationTo: 'webhook-endpoints',
          index: true,
          admin: { ...readOnly, description: 'Empty once the endpoint is deleted (its log stays).' },
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: readOnly },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: WEBHOOK_DELIVERY_STATES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      admin: {
        ...readOnly,
        position: 'sidebar',
        description:
          'pending: not yet accepted (retried after a failure); delivered: the endpoint answered 2xx; failed: every attempt failed.',
      },
    },
    {
      name: 'attempts_count',
      label: 'Attempts',
      type: 'number',
      defaultValue: 0,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'last_status_code',
      label: 'Last status code',
      type: 'number',
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'next_attempt_at',
      label: 'Next attempt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'delivered_at',
      label: 'Delivered at',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'last_error', label: 'Last error', type: 'textarea', admin: readOnly },
    {
      name: 'attempts',
      label: 'Attempts',
      type: 'array',
      admin: { ...readOnly, description: 'Every attempt, oldest first.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              type: 'date',
              required: true,
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'status_code', label: 'Status code', type: 'number', admin: readOnly },
            { name: 'duration_ms', label: 'Duration (ms)', type: 'number', admin: readOnly },
          ],
        },
        { name: 'error', type: 'text', admin: readOnly },
      ],
    },
    {
      name: 'body',
      label: 'Body sent',
      type: 'textarea',
      required: true,
      admin: { ...readOnly, description: 'The JSON exactly as POSTed (and signed).' },
    },
  ],
}
