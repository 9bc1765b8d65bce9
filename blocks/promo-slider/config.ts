import type { Block } from 'payload'

import { imageField, linkField } from '../fields'

/**
 * Promotions slider (spec 2.5, 9): banners at 1920×540, each with an optional link and dates; rotates every
 * 3000 ms in the shared carousel. One slide shows as a plain banner.
 */
export const PromoSliderBlock: Block = {
  slug: 'promoSlider',
  interfaceName: 'PromoSliderBlock',
  labels: { singular: 'Promo banner / slider', plural: 'Promo banners / sliders' },
  fields: [
    {
      name: 'label',
      type: 'text',
      defaultValue: 'Promotions',
      maxLength: 60,
      admin: { description: 'What the slider holds, for screen readers (e.g. Current offers).' },
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      admin: { initCollapsed: true },
      fields: [
        imageField('image', 'Banner image', {
          required: true,
          description: 'Shown cropped to 1920×540 (around its focal point): upload at least 1920 pixels wide.',
        }),
        { name: 'heading', type: 'text', maxLength: 100, admin: { description: 'Optional text over the banner.' } },
        {
          type: 'row',
          fields: [
            linkField('link', 'Link'),
            {
              name: 'linkLabel',
              label: 'Link text',
              type: 'text',
              maxLength: 40,
              admin: { description: 'Default: Find out more.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'start',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shows from (empty: now).' },
            },
            {
              name: 'expiry',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shows until (empty: no end).' },
            },
          ],
        },
      ],
    },
  ],
}
