import type { Block } from 'payload'

import { LOCATION_MODES } from '../../src/domain/locations'

const MODE_LABELS: Record<(typeof LOCATION_MODES)[number], string> = {
  primary: 'The primary location',
  sales: 'Sales locations',
  service: 'Service locations',
  parts: 'Parts locations',
  'service-and-parts': 'Service and parts locations',
  all: 'All locations',
  one: 'One location (choose it)',
}

/**
 * Locations with their details (spec 2.7): one location shows its map link and details; several show a
 * card grid, and more than three a carousel when the editor leaves that on.
 */
export const LocationBlock: Block = {
  slug: 'location',
  interfaceName: 'LocationBlock',
  labels: { singular: 'Location', plural: 'Locations' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Optional, e.g. Visit us.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'mode',
          type: 'select',
          required: true,
          defaultValue: 'primary',
          options: LOCATION_MODES.map((value) => ({ value, label: MODE_LABELS[value] })),
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          admin: {
            condition: (_, sibling) => sibling?.mode === 'one',
            description: 'One of this site\u2019s locations.',
          },
        },
      ],
    },
    {
      name: 'carousel',
      label: 'Carousel past three locations',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'More than three locations show in a carousel instead of a grid.' },
    },
  ],
}
