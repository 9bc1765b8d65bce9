import type { Block } from 'payload'

import { buttonsField, imageField } from '../fields'

/**
 * A page's opening banner: heading, short text, optional background image, up to two buttons and optionally
 * a quick search (make, model, max price) straight into the search results.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 400 },
    imageField('image', 'Background image', {
      description: 'Wide images work best (at least 1920 pixels across). Text is shown on a dark overlay.',
    }),
    buttonsField(2),
    {
      name: 'quickSearch',
      label: 'Quick search',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Make, model and max price fields that go straight to the matching cars.' },
    },
  ],
}
