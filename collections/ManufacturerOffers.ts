import type { CollectionConfig } from 'payload'

import { isManufacturerOfferSlug } from '../src/domain/offers'
import { isPlatformAdmin, platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { revalidateContent } from '../src/lib/platform/revalidate'
import { offerCopyFields, offerDatesRow, slugPattern } from './content-common'

/**
 * A manufacturer's offer (spec 3 Offer with excluded_website_ids): written once by platform admins for a
 * make and shown on every site that sells the make, except the sites it excludes. A site's own offers are
 * the `offers` collection; shopper pages list both together.
 */
export const ManufacturerOffers: CollectionConfig = {
  slug: 'manufacturer-offers',
  labels: { singular: 'Manufacturer offer', plural: 'Manufacturer offers' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'start', 'end'],
    description:
      'Offers of a make, shown on every site with a location or model of that make, except the sites excluded. Only platform admins change them.',
  },
  // Dealer staff may read them (to see what their site shows); shoppers see them through their site's pages only.
  access: { read: staffOnly, create: platformAdminOnly, update: platformAdminOnly, delete: platformAdminOnly },
  hooks: {
    // Any site may show one: every site's cached content expires.
    afterChange: [() => revalidateContent()],
    afterDelete: [() => revalidateContent()],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'The offer\u2019s address on each site: /offers/{manufacturer}/{slug}. Lower-case words and hyphens, with at least one letter.',
      },
      validate: (value: unknown) =>
        isManufacturerOfferSlug(typeof value === 'string' ? value : null)
          ? true
          : 'Use lower-case letters, digits and single hyphens, with at least one letter (80 characters at most).',
    },
    ...offerCopyFields,
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true, index: true },
        {
          name: 'modelSlug',
          label: 'Model slug',
          type: 'text',
          admin: {
            description:
              'Optional: on each site, links to the site\u2019s model with this slug and shows its first image.',
          },
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && slugPattern.test(value))
              ? true
              : 'Use lower-case letters, digits and single hyphens.',
        },
      ],
    },
    {
      name: 'excludedSites',
      label: 'Excluded sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      // Which other sites are left out is the platform's business: dealer staff see the offer, not this list.
      access: { read: ({ req }) => isPlatformAdmin(req.user) },
      admin: { description: 'Sites that sell the make but must not show this offer.' },
    },
    offerDatesRow,
  ],
}
