import { describe, expect, it } from 'vitest'

import { MEDIA_MAX_BYTES, MEDIA_NOT_AN_IMAGE, MEDIA_TOO_LARGE, mediaUploadError, sniffImageType } from './media'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describe('media uploads', () => {
  it('recognises images by their bytes', () => {
    expect(sniffImageType(png)).toBe('image/png')
    expect(sniffImageType(jpeg)).toBe('image/jpeg')
    expect(sniffImageType(webp)).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif')
    expect(sniffImageType(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('image/avif')
  })

  it('refuses SVG, HTML and empty files whatever they are called', () => {
    expect(sniffImageType(svg)).toBeNull()
    expect(mediaUploadError({ size: svg.length, data: svg })).toBe(MEDIA_NOT_AN_IMAGE)
    expect(mediaUploadError({ size: 0, data: new Uint8Array() })).toBe(MEDIA_NOT_AN_IMAGE)
    expect(mediaUploadError({ size: 10, data: null })).toBe(MEDIA_NOT_AN_IMAGE)
  })

  it('accepts up to 5 MB and refuses a byte more', () => {
    expect(MEDIA_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(mediaUploadError({ size: MEDIA_MAX_BYTES, data: png })).toBeNull()
    expect(mediaUploadError({ size: MEDIA_MAX_BYTES + 1, data: png })).toBe(MEDIA_TOO_LARGE)
  })
})
