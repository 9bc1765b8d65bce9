import type { Block } from 'payload'

/**
 * The site's featured cars (ticked 'Featured' on the car by staff; feeds never change it) as cards; the
 * newest cars while none is featured, so the block never stands empty (#18, #22).
 */
export const FeaturedStockBlock: Block = {
  slug: 'featuredStock',
  interfaceName: 'FeaturedStockBlock',
  labels: { singular: 'Featured stock', plural: 'Featured stock' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'heading',
          type: 'text',
          maxLength: 120,
          admin: { description: 'Empty: Featured cars.' },
        },
        { name: 'limit', label: 'Cars', type: 'number', required: true, min: 3, max: 12, defaultValue: 6 },
      ],
    },
  ],
}
