import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import {
  assertSameSite,
  contentVersions,
  offerCopyFields,
  siteContent,
  siteOfferDatesRow,
  sitePublishButton,
} from './content-common'

const modelOfThisSite: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  await assertSameSite(req, 'models', merged.model, merged.site, { owner: 'offers', path: 'model' })
  return data
}

/** A special offer of a site (spec 3 Offer), shown at /special-offers and its own page between its dates. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'start', 'end', '_status'],
    description: 'Special offers: shown on /special-offers and /offers/{manufacturer}/{id} between their dates.',
    components: sitePublishButton,
  },
  ...siteContent,
  versions: contentVersions,
  hooks: { ...siteContent.hooks, beforeValidate: [modelOfThisSite] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    ...offerCopyFields,
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturer',
          type: 'relationship',
          relationTo: 'manufacturers',
          admin: { description: 'The offer\u2019s page is /offers/{manufacturer}/{id}; empty: /offers/{id}.' },
        },
        {
          name: 'model',
          type: 'relationship',
          relationTo: 'models',
          admin: { description: 'One of this site\u2019s models (links to its page).' },
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Empty: the model\u2019s first image.' },
    },
    siteOfferDatesRow,
  ],
}
