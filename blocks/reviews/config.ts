import type { Block } from 'payload'

import { REVIEWS_LIMIT } from '../../src/domain/reviews'
import { linkField } from '../fields'

/** Customer reviews (spec 2.7): heading, the average line, up to 10 cards (a carousel past three), Leave a Review. */
export const ReviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews blocks' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120, defaultValue: 'What our customers say' },
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          label: 'Reviews shown',
          type: 'number',
          required: true,
          min: 1,
          max: REVIEWS_LIMIT,
          defaultValue: REVIEWS_LIMIT,
          admin: { description: `At most ${REVIEWS_LIMIT}.` },
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { description: 'Only this location\u2019s reviews (empty: all of the site\u2019s).' },
        },
      ],
    },
    linkField('leaveReviewLink', 'Leave a Review link', {
      description: 'Where Leave a Review goes, e.g. your Google reviews page. Empty: no button.',
    }),
  ],
}
