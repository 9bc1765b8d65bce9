import type { Block } from 'payload'

import { buttonsField, imageField } from '../fields'

/** A page's opening banner: heading, short text, optional background image and up to two buttons. */
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
  ],
}
