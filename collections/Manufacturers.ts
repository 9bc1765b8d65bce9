import { APIError, type CollectionConfig } from 'payload'

import { platformAdminOnly, staffOnly } from '../src/lib/access/access'
import { revalidateContent } from '../src/lib/platform/revalidate'
import { slugPattern } from './content-common'

/** A vehicle manufacturer (spec 3 Manufacturer): platform-wide, kept by platform admins, picked by every site. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    description: 'Makes, shared by every site. Only platform admins change them.',
  },
  access: { read: staffOnly, create: platformAdminOnly, update: platformAdminOnly, delete: platformAdminOnly },
  hooks: {
    // A make's offers (and parts fitting it) would be left without a make (a database error): say so instead.
    beforeDelete: [
      async ({ id, req }) => {
        const { totalDocs } = await req.payload.count({
          collection: 'manufacturer-offers',
          where: { manufacturer: { equals: id } },
          overrideAccess: true,
          req,
        })
        if (totalDocs > 0)
          throw new APIError(
            `This make has ${totalDocs} manufacturer offer(s): delete them or move them to another make first.`,
            409,
            null,
            true,
          )
        // Parts name the makes they fit (a required make): say so rather than fail in the database.
        const parts = await req.payload.count({
          collection: 'parts',
          where: { 'fits.make': { equals: id } },
          overrideAccess: true,
          req,
        })
        if (parts.totalDocs > 0)
          throw new APIError(`${parts.totalDocs} part(s) fit this make: change what they fit first.`, 409, null, true)
      },
    ],
    afterChange: [() => revalidateContent()],
    afterDelete: [() => revalidateContent()],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Used in /brands/{slug} and offer addresses.' },
      validate: (value: unknown) =>
        typeof value === 'string' && slugPattern.test(value)
          ? true
          : 'Use lower-case letters, digits and single hyphens.',
    },
    {
      // A site's media item belongs to that site; a make is shared by every site, so its logo lives in the
      // platform's own Make logos library (collections/MakeLogos.ts).
      name: 'logo',
      label: 'Logo',
      type: 'upload',
      relationTo: 'make-logos',
      admin: {
        description:
          'Shown on the make\u2019s brand page and make tiles. Choose one from Make logos or upload a new one (not SVG).',
      },
    },
  ],
}
