import type { Block } from 'payload'

/** A compact grid of the site's locations by type, each linking to its page (spec 2.7 locations grid). */
export const LocationsGridBlock: Block = {
  slug: 'locationsGrid',
  interfaceName: 'LocationsGridBlock',
  labels: { singular: 'Locations grid', plural: 'Locations grids' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, defaultValue: 'Our locations' },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'All locations' },
        { value: 'sales', label: 'Sales' },
        { value: 'service', label: 'Service' },
        { value: 'parts', label: 'Parts' },
      ],
    },
  ],
}
