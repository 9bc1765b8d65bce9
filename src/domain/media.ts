/**
 * What the media library accepts (issue 7): raster images only, at most 5 MB. SVG is refused: it can carry
 * scripts, and a dealer's logo or banner does not need it. The file's own bytes decide its type (a renamed
 * SVG or HTML file is refused whatever its name or declared type says).
 */

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024
export const MEDIA_MAX_LABEL = '5 MB'
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number]

export const MEDIA_TOO_LARGE = `This image is too large: images may be at most ${MEDIA_MAX_LABEL}.`
export const MEDIA_NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded (SVG is not accepted).'

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number | null>, offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((value, i) => value === null || bytes[offset + i] === value)

/** The image type the file's first bytes show, or null when they are not one of the accepted images. */
export function sniffImageType(bytes: Uint8Array): MediaMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  if (
    startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4) &&
    (startsWith(bytes, [0x61, 0x76, 0x69, 0x66], 8) || startsWith(bytes, [0x61, 0x76, 0x69, 0x73], 8))
  )
    return 'image/avif'
  return null
}

/** Why an uploaded file is refused, or null when it is an accepted image within the size limit. */
export function mediaUploadError(file: { size: number; data?: Uint8Array | null }): string | null {
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TOO_LARGE
  if (!file.data || !sniffImageType(file.data)) return MEDIA_NOT_AN_IMAGE
  return null
}
