import type { CollectionConfig } from 'payload'

import { PART_NUMBER_MAX, partNumberError } from '../src/domain/parts'
import { siteContent } from './content-common'

/**
 * A site's parts and accessories catalogue (spec 2.1 /parts/search, /vehicle-parts-and-accessories): each
 * part with its number, price, image and the makes and models it fits. Shoppers search it by text and by
 * vehicle and ask the site's parts location for a part; accessories are listed on their own and counted on
 * the model pages they fit.
 */
export const Parts: CollectionConfig = {
  slug: 'parts',
  labels: { singular: 'Part', plural: 'Parts and accessories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'partNumber', 'price', 'accessory'],
    description:
      'Your parts and accessories: searchable at /parts/search, accessories listed at /vehicle-parts-and-accessories and counted on the models they fit.',
  },
  ...siteContent,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'e.g. Towbar kit' } },
        {
          name: 'partNumber',
          label: 'Part number',
          type: 'text',
          required: true,
          index: true,
          maxLength: PART_NUMBER_MAX,
          validate: (value: unknown) => partNumberError(value) ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: 'Price (whole dollars)',
          type: 'number',
          min: 0,
          admin: { description: 'Empty: shoppers see Price on request.' },
        },
        {
          name: 'accessory',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'An accessory (listed at /vehicle-parts-and-accessories and counted on its models).' },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      name: 'fits',
      label: 'Fits',
      type: 'array',
      labels: { singular: 'Vehicle', plural: 'Vehicles' },
      admin: { description: 'The makes and models it fits. None: it fits every vehicle.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'relationship', relationTo: 'manufacturers', required: true },
            {
              name: 'model',
              type: 'text',
              maxLength: 80,
              admin: { description: 'e.g. HiLux. Empty: every model of the make.' },
            },
          ],
        },
      ],
    },
  ],
}
