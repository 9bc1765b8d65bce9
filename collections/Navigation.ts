import type { ArrayField, CollectionConfig, TextField } from 'payload'

import { validateMenuLink } from '../src/domain/navigation'
import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'

const label: TextField = { name: 'label', type: 'text', required: true, maxLength: 60 }
const link = (optional: boolean, description: string): TextField => ({
  name: 'link',
  type: 'text',
  admin: { description },
  validate: (value: unknown) => validateMenuLink(value, optional),
})
const links = (name: string, labels: { singular: string; plural: string }): ArrayField => ({
  name,
  type: 'array',
  labels,
  fields: [{ type: 'row', fields: [label, link(false, 'A page of this site (/finance) or an https:// address.')] }],
})

/**
 * A site's own header and footer menus (#22): one per site (the site plugin's `isGlobal`). While a site has
 * none, or leaves a part empty, the spec's menus (spec 2.2) show. Home, the Vehicles models and the Locations
 * dropdown stay automatic; the entries here replace the header's other links and the footer's groups.
 */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Menus', plural: 'Menus' },
  admin: {
    description:
      'The header and footer menus of this site. Leave a part empty to show the standard menus. Home, the Vehicles models and the Locations list are added automatically.',
  },
  access: {
    // Staff only through the API (the site plugin keeps them to their sites); the shop reads on the server.
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
    afterDelete: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
  },
  fields: [
    {
      name: 'header',
      type: 'array',
      labels: { singular: 'Header entry', plural: 'Header entries' },
      admin: {
        description: 'Shown after Home and Vehicles. An entry with sub-entries opens as a dropdown.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            label,
            link(true, 'A page of this site (/trade-in) or an https:// address; optional with sub-entries.'),
          ],
        },
        links('children', { singular: 'Sub-entry', plural: 'Sub-entries' }),
      ],
    },
    {
      name: 'footer',
      type: 'array',
      labels: { singular: 'Footer group', plural: 'Footer groups' },
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        links('links', { singular: 'Link', plural: 'Links' }),
      ],
    },
  ],
}
