import type { Block } from 'payload'

/**
 * The embedded multi-location lead form (spec 2.7, 5): first and last name, postcode, phone, email and the
 * location to contact. The editor sets its heading and which kinds of location it offers.
 */
export const EmbeddedFormBlock: Block = {
  slug: 'embeddedForm',
  interfaceName: 'EmbeddedFormBlock',
  labels: { singular: 'Embedded form', plural: 'Embedded forms' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Get in touch', maxLength: 120 },
    {
      name: 'locationTypes',
      label: 'Locations offered',
      type: 'select',
      hasMany: true,
      options: [
        { value: 'sales', label: 'Sales' },
        { value: 'service', label: 'Service' },
        { value: 'parts', label: 'Parts' },
      ],
      admin: { description: 'Empty offers every visible location of the site.' },
    },
  ],
}
