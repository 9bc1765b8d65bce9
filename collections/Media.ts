import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { MEDIA_MIME_TYPES } from '../src/domain/media'
import { staffOnly } from '../src/lib/access/access'
import { revalidateSiteOf } from '../src/lib/platform/revalidate-site-of'
import { cacheLibraryImage, refuseNonImages } from './image-uploads'

/** Where uploads live on local disk (DATA_DIR/media) when no S3 bucket is configured. */
export const mediaDir = () => path.resolve(process.env.DATA_DIR || '.data', 'media')

/**
 * A site's images (issue 7): raster images only (SVG refused: it can carry scripts), at most 5 MB, checked
 * by the file's own bytes. Payload makes sized copies (sharp) that pages pick with srcset; the 1920×540 crop
 * is the promo slider's size (spec 9).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    description: 'Images for pages: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.',
  },
  access: {
    // Images on a site's pages are public: shoppers' browsers load the files. Only staff add or change them.
    read: () => true,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...MEDIA_MIME_TYPES],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      {
        name: 'bannerSmall',
        width: 960,
        height: 270,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      {
        name: 'banner',
        width: 1920,
        height: 540,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    modifyResponseHeaders: cacheLibraryImage,
  },
  hooks: {
    beforeOperation: [refuseNonImages],
    afterChange: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
    afterDelete: [({ doc, req }) => revalidateSiteOf(req, doc.site)],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the image shows, for shoppers who cannot see it (leave out “image of”).' },
    },
  ],
}
