import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { assertSameSite, siteContent } from './content-common'

const locationOfThisSite: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  await assertSameSite(req, 'locations', merged.location, merged.site, { owner: 'reviews', path: 'location' })
  return data
}

/** A customer review of a site (spec 3 Review). Sites hide reviews below their minimum rating or by hidden authors. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'rating', 'reviewDate', 'location'],
    description:
      'Customer reviews for review blocks and location ratings. The site\u2019s settings hide low ratings and listed authors.',
  },
  ...siteContent,
  hooks: { ...siteContent.hooks, beforeValidate: [locationOfThisSite] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customerName', label: 'Customer name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          admin: { step: 1, description: '1 to 5 stars.' },
          validate: (value: unknown) =>
            Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
              ? true
              : 'A whole number of stars from 1 to 5.',
        },
        {
          name: 'reviewDate',
          label: 'Date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'May be empty. Cards show the first 160 characters with View more.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The customer\u2019s photo (with their consent), optional.' },
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'The location reviewed (its rating summary counts this review).' },
    },
  ],
}
