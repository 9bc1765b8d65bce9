import type { CollectionConfig } from 'payload'

import { promoBackground, promoLink } from '../src/domain/promo-tiles'
import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'
import { contentVersions, isDraftOnly, siteDateTime, sitePublishButton } from './content-common'

/** A promotional tile interleaved in a site's search results (spec 2.6). */
export const PromoTiles: CollectionConfig = {
  slug: 'promo-tiles',
  labels: { singular: 'Promo tile', plural: 'Promo tiles' },
  admin: {
    useAsTitle: 'heading',
    defaultColumns: ['heading', 'display', 'start', 'expiry', '_status'],
    description:
      'Tiles shown among search results: at position 8 (and 17 on sites that choose tiles by car type), in random order.',
    components: sitePublishButton,
  },
  access: {
    // Staff only through the API; the search page reads live tiles on the server, scoped to its site.
    read: staffOnly,
    // Payload's default would let any signed-in shopper read the versions, drafts included.
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: contentVersions,
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (!isDraftOnly(doc, previousDoc)) await revalidateSiteOf(req, doc.site)
      },
    ],
    afterDelete: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'e.g. 3 Year Standard Warranty.' },
    },
    { name: 'text', type: 'textarea', maxLength: 240 },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          type: 'text',
          admin: { description: 'A page of this site (/finance) or an https address.' },
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' || promoLink(String(value))
              ? true
              : 'Use a path starting with / or an https:// address.',
        },
        {
          name: 'linkLabel',
          type: 'text',
          maxLength: 40,
          admin: { description: 'The link text; default Find out more.' },
        },
      ],
    },
    {
      // Only this site's own images are offered and accepted (src/lib/requests/same-site-media.ts). The alt
      // text is the image's own (Media), so it is written once for every place the image is shown.
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A picture across the top of the tile (optional), from this site\u2019s media library. Its alt text is the one on the image.',
      },
    },
    {
      name: 'background',
      type: 'text',
      defaultValue: '#0a3d62',
      admin: {
        description:
          'A hex colour (#0a3d62) or a gradient, e.g. linear-gradient(135deg, #0a3d62, #3c6382). Text on it is white.',
      },
      validate: (value: unknown) =>
        promoBackground(String(value ?? '')) ? true : 'Use a hex colour or a linear-/radial-gradient of hex colours.',
    },
    {
      name: 'display',
      type: 'select',
      hasMany: true,
      options: [
        { value: 'used', label: 'Used' },
        { value: 'new', label: 'New' },
        { value: 'demo', label: 'Demo' },
      ],
      admin: { description: 'The searches it shows on, by car type. Empty: every search.' },
    },
    {
      name: 'strictDisplay',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show only when the searched car types are exactly these.' },
    },
    {
      type: 'row',
      fields: [
        siteDateTime('start', 'Shows from (empty: now).'),
        siteDateTime('expiry', 'Shows until (empty: no end).'),
      ],
    },
  ],
}
