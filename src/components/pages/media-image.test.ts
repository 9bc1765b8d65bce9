import { describe, expect, it } from 'vitest'

import { librarySrcSet } from './media-image'

const copies = [
  { url: '/m/a-400x225.webp', width: 400 },
  { url: '/m/a-768x432.webp', width: 768 },
  { url: '/m/a-1400x788.webp', width: 1400 },
]

describe('librarySrcSet', () => {
  it('lists the copies, then an original wider than all of them', () => {
    expect(librarySrcSet(copies, { url: '/m/a.webp', width: 2400 })).toBe(
      '/m/a-400x225.webp 400w, /m/a-768x432.webp 768w, /m/a-1400x788.webp 1400w, /m/a.webp 2400w',
    )
  })
  it('leaves out an original no wider than a copy: one width is never listed twice', () => {
    expect(librarySrcSet(copies, { url: '/m/a.webp', width: 1400 })).toBe(
      '/m/a-400x225.webp 400w, /m/a-768x432.webp 768w, /m/a-1400x788.webp 1400w',
    )
  })
  it('is the original alone without copies, and empty without either', () => {
    expect(librarySrcSet([], { url: '/m/a.webp', width: 300 })).toBe('/m/a.webp 300w')
    expect(librarySrcSet([], null)).toBe('')
  })
})
