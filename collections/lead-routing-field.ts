import type { Field } from 'payload'

import { LEAD_FORMS } from '../src/domain/lead-kinds'
import { LEAD_CHANNELS } from '../src/domain/lead-routing'

/**
 * Who receives leads, on a site and on each location (the rule: src/domain/lead-routing.ts). One row per
 * recipient: a person gets a readable email, a CRM the ADF/XML document as the email's plain-text body.
 */
export const leadRoutingField = (scope: 'site' | 'location'): Field => ({
  name: 'leadRouting',
  label: 'Lead routing',
  type: 'array',
  labels: { singular: 'Recipient', plural: 'Recipients' },
  admin: {
    description:
      scope === 'site'
        ? 'Who receives this site\u2019s leads, per lead kind (no kinds: every kind). A location\u2019s own rows replace these for its leads, persons and CRMs separately. With no person row for a kind, leads go to the lead email address.'
        : 'Who receives this location\u2019s leads, per lead kind (no kinds: every kind). Replaces the site\u2019s rows for the kinds routed here, persons and CRMs separately; kinds not routed here follow the site\u2019s routing.',
    initCollapsed: false,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: 'Receives as',
          type: 'select',
          required: true,
          defaultValue: 'person',
          options: LEAD_CHANNELS.map(({ value, label }) => ({ value, label })),
          admin: { width: '30%' },
        },
        { name: 'email', type: 'email', required: true, admin: { width: '40%' } },
        {
          name: 'name',
          type: 'text',
          admin: { width: '30%', description: 'Who or what it is, e.g. "Sales manager" or "DealerSocket".' },
        },
      ],
    },
    {
      name: 'kinds',
      label: 'Lead kinds',
      type: 'select',
      hasMany: true,
      options: LEAD_FORMS,
      admin: { description: 'Empty: every kind of lead.' },
    },
  ],
})
