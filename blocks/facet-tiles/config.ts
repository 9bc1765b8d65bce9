import type { Block } from 'payload'

import { FACET_TILES_MAX } from '../../src/domain/facet-tiles'

/** Tiles for the site's makes or body types, each to its search (spec 2.7). */
export const FacetTilesBlock: Block = {
  slug: 'facetTiles',
  interfaceName: 'FacetTilesBlock',
  labels: { singular: 'Make or body tiles', plural: 'Make or body tiles' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, defaultValue: 'Shop by make' },
    {
      type: 'row',
      fields: [
        {
          name: 'facet',
          label: 'Tiles for',
          type: 'select',
          required: true,
          defaultValue: 'make',
          options: [
            { value: 'make', label: 'Makes' },
            { value: 'body', label: 'Body types' },
          ],
        },
        {
          name: 'limit',
          label: 'Tiles',
          type: 'number',
          required: true,
          min: 1,
          max: FACET_TILES_MAX,
          defaultValue: 8,
        },
      ],
    },
    {
      name: 'only',
      label: 'Only these (in this order)',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'e.g. Toyota, Mazda or suv, ute. Empty: those with the most cars. Values with no cars in stock are left out.',
      },
    },
  ],
}
