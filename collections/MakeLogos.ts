import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { MEDIA_MIME_TYPES } from '../src/domain/media'
import { platformAdminOnly } from '../src/lib/access/access'
import { revalidateContent } from '../src/lib/platform/revalidate'
import { cacheLibraryImage, refuseNonImages } from './image-uploads'

/** Where make logos live on local disk (DATA_DIR/make-logos) when no S3 bucket is configured. */
export const makeLogosDir = () => path.resolve(process.env.DATA_DIR || '.data', 'make-logos')

/**
 * The makes' logos (issue 22): a small image library of the platform's own, because a make is shared by every
 * site and a site's media item belongs to that site alone (its staff may change or delete it). The same
 * rules as the media library (raster only, SVG refused, 5 MB, checked by the file's bytes); public to read,
 * since every site's pages show them; only platform admins, who keep the makes, add or change them.
 */
export const MakeLogos: CollectionConfig = {
  slug: 'make-logos',
  labels: { singular: 'Make logo', plural: 'Make logos' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    description:
      'Logos of the makes, shared by every site: JPEG, PNG, WebP, GIF or AVIF (a transparent PNG or WebP looks best), at most 5 MB.',
  },
  access: { read: () => true, create: platformAdminOnly, update: platformAdminOnly, delete: platformAdminOnly },
  upload: {
    staticDir: makeLogosDir(),
    mimeTypes: [...MEDIA_MIME_TYPES],
    // Logos are shown small (a brand page's heading, a make tile): two copies are enough for any screen.
    imageSizes: [
      { name: 'small', width: 160, formatOptions: { format: 'webp', options: { quality: 90 } } },
      { name: 'medium', width: 320, formatOptions: { format: 'webp', options: { quality: 90 } } },
    ],
    adminThumbnail: 'small',
    modifyResponseHeaders: cacheLibraryImage,
  },
  hooks: {
    beforeOperation: [refuseNonImages],
    // Every site's make tiles and brand pages show them.
    afterChange: [() => revalidateContent()],
    afterDelete: [() => revalidateContent()],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the logo shows, for shoppers who cannot see it, e.g. Mazda logo.' },
    },
  ],
}
