import type { Block } from 'payload'

/** The site's live special offers as cards with View more / View less (spec 2.7). */
export const OffersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  labels: { singular: 'Offers', plural: 'Offers blocks' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, defaultValue: 'Special offers' },
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturer',
          type: 'relationship',
          relationTo: 'manufacturers',
          admin: { description: 'Only this make\u2019s offers (empty: all).' },
        },
        { name: 'limit', label: 'Offers shown', type: 'number', required: true, min: 1, max: 12, defaultValue: 6 },
      ],
    },
  ],
}
