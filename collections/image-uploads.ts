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
