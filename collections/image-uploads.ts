import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { mediaUploadError } from '../src/domain/media'

/**
 * What every image library accepts (issue 7): raster images of at most 5 MB, judged by the file's own bytes
 * (`mediaUploadError`), so an SVG (it can carry scripts) or a renamed HTML file is refused with a message.
 * Payload's streaming limit (payload.config.ts) answers 413 before this for a file far past the limit.
 */
export const refuseNonImages: CollectionBeforeOperationHook = ({ req, operation }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const error = mediaUploadError({ size: req.file.size, data: req.file.data })
    if (error) throw new APIError(error, req.file.size > 0 && error.includes('too large') ? 413 : 400, undefined, true)
  }
}

/**
 * How long browsers keep a library image: an hour, then for a day they show it at once and fetch it again
 * behind it. Without this a shopper's browser fetched every offer, model and logo image again on every page.
 * Not longer: a file deleted and uploaded again under the same name gets the same address (a file replaced
 * on its item gets a new name). Payload applies it to files from local disk and from an S3 bucket alike.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

export const cacheLibraryImage = ({ headers }: { headers: Headers }) => {
  headers.set('Cache-Control', IMAGE_CACHE_CONTROL)
  return headers
}
