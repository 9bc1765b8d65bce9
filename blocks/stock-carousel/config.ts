import type { Block } from 'payload'

/** Cars from the site's own search in a carousel (spec 2.7, 4: previous/next disabled at the ends, starts at index 2, rotates every 3000 ms). */
export const StockCarouselBlock: Block = {
  slug: 'stockCarousel',
  interfaceName: 'StockCarouselBlock',
  labels: { singular: 'Stock carousel', plural: 'Stock carousels' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, defaultValue: 'Latest arrivals' },
    {
      type: 'row',
      fields: [
        {
          name: 'carType',
          label: 'Cars',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: [
            { value: 'all', label: 'New, used and demo' },
            { value: 'new', label: 'New' },
            { value: 'used', label: 'Used' },
            { value: 'demo', label: 'Demo' },
          ],
        },
        {
          name: 'make',
          type: 'text',
          maxLength: 60,
          admin: { description: 'Only this make, as stock spells it (e.g. Toyota). Empty: every make.' },
        },
        {
          name: 'sortBy',
          label: 'Order',
          type: 'select',
          required: true,
          defaultValue: 'latest',
          options: [
            { value: 'latest', label: 'Latest' },
            { value: 'price_desc', label: 'Highest price' },
            { value: 'price_asc', label: 'Lowest price' },
          ],
        },
        { name: 'limit', label: 'Cars', type: 'number', required: true, min: 3, max: 12, defaultValue: 9 },
      ],
    },
  ],
}
