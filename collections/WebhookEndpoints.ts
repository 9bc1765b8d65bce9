import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access/access'
import { webhookUrlProblem } from '../src/domain/webhooks'
import { newWebhookSecret } from '../src/webhooks/signing'
import { sendTestEndpoint } from '../src/webhooks/send-test'

/**
 * A site's lead webhook: every new or updated lead of the site is POSTed to `url` as JSON (with its ADF/XML),
 * signed with `secret` (README: Lead webhooks). Staff of the site manage them; the secret is generated on
 * creation, never written by anyone, and readable only by staff of the site (the multi-tenant plugin).
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    group: 'Integrations',
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'enabled', 'updatedAt'],
    description:
      'Addresses (https) that receive each new or updated lead of the site as signed JSON. See the delivery log under Webhook deliveries.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // POST /api/webhook-endpoints/{id}/send-test: a signed test event, answered at once (the admin's button).
  endpoints: [sendTestEndpoint],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Who receives it, e.g. "Dealer CRM".' },
    },
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        (value
          ? webhookUrlProblem(value, { production: process.env.NODE_ENV === 'production' })
          : 'Enter the https address to send leads to.') ?? true,
      admin: { description: 'An https address on the public internet. Leads are POSTed to it as JSON.' },
    },
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Off: no new deliveries are made (those already queued are given up).' },
    },
    {
      name: 'secret',
      label: 'Signing secret',
      type: 'text',
      admin: {
        readOnly: true,
        description:
          'Generated when the endpoint is created. Check each delivery\u2019s X-Webhook-Signature with it (README: Lead webhooks). Keep it private.',
        condition: (data) => Boolean(data?.secret),
      },
      hooks: {
        // Nobody chooses or changes it: a new endpoint gets a fresh one, an update keeps the stored one.
        beforeChange: [
          ({ operation, originalDoc }) =>
            operation === 'create' ? newWebhookSecret() : (originalDoc as { secret?: string } | undefined)?.secret,
        ],
      },
    },
    {
      name: 'send_test',
      type: 'ui',
      admin: {
        condition: (data) => Boolean(data?.id),
        components: { Field: '/src/webhooks/admin/send-test-button#SendTestButton' },
      },
    },
  ],
}
