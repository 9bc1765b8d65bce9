import type { CollectionConfig } from 'payload'

import { staffOnly } from '../src/lib/access'
import { revalidateSiteOf } from '../src/lib/revalidate-site-of'

/** A dealership location: where cars are sold, serviced or parts are sold (spec 3, Location). */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'locationType', 'primary', 'visible'],
    description: 'Dealership locations: sales, service and parts.',
  },
  access: {
    // Staff only through the API; shopper pages read locations on the server, scoped to their site.
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  hooks: {
    afterChange: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
    afterDelete: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Shown to shoppers, e.g. Sunshine Motors Brisbane.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      admin: { description: 'Used in /locations/{slug}; unique within the site.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, digits and single hyphens.',
    },
    {
      name: 'locationType',
      label: 'Type',
      type: 'select',
      options: [
        { value: 'sales', label: 'Sales' },
        { value: 'service', label: 'Service' },
        { value: 'parts', label: 'Parts' },
      ],
      admin: { description: 'Empty means sales.' },
    },
    { name: 'primary', type: 'checkbox', defaultValue: false, admin: { description: 'The main location of the site.' } },
    { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Hidden locations are not shown to shoppers.' } },
    {
      name: 'address',
      type: 'group',
      admin: { description: 'Where the location is; latitude and longitude place it on maps and give distances.' },
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text' },
            { name: 'state', type: 'text' },
            { name: 'postcode', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'long', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'phone',
      type: 'text',
      admin: { description: 'The location\u2019s main phone number.' },
    },
    {
      name: 'leadEmail',
      label: 'Lead email address',
      type: 'email',
      admin: { description: 'Leads for this location are emailed here; empty uses the site\u2019s lead address.' },
    },
    {
      name: 'dealershipSlug',
      label: 'Dealership',
      type: 'text',
      admin: { description: 'The dealership this location belongs to (its slug, as cars carry it). A site with more than one dealership asks shoppers to choose one on enquiries.' },
    },
  ],
}
