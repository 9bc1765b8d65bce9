import type { Block } from 'payload'

/**
 * The site's locations with today's opening hours (in the site's time zone), address, phone and Get
 * directions, beside a map (OpenStreetMap tiles) that loads only when scrolled into view (#18).
 */
export const LocationsMapBlock: Block = {
  slug: 'locationsMap',
  interfaceName: 'LocationsMapBlock',
  labels: { singular: 'Locations with map', plural: 'Locations with map' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Empty: Visit us.' } },
        {
          name: 'showMap',
          label: 'Show the map',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'The address cards always show; the map loads when shoppers scroll to it.' },
        },
      ],
    },
  ],
}
