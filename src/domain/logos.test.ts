import { describe, expect, it } from 'vitest'

import { makeNamed, sizesAtHeight } from './logos'

describe('sizesAtHeight', () => {
  it('gives the width a picture takes at a fixed height, from its proportions', () => {
    expect(sizesAtHeight({ width: 600, height: 200 }, 40)).toBe('120px')
    expect(sizesAtHeight({ width: 320, height: 320 }, 64)).toBe('64px')
    expect(sizesAtHeight({ width: 101, height: 100 }, 40)).toBe('41px') // rounded up: never a blurry pixel short
  })

  it('takes a picture of unknown or broken proportions as square', () => {
    expect(sizesAtHeight({}, 40)).toBe('40px')
    expect(sizesAtHeight({ width: 300, height: null }, 40)).toBe('40px')
    expect(sizesAtHeight({ width: 300, height: 0 }, 40)).toBe('40px')
  })
})

describe('makeNamed', () => {
  const makes = [
    { id: 1, name: 'Mazda', slug: 'mazda' },
    { id: 2, name: 'Land Rover', slug: 'land-rover' },
    { id: 3, name: 'Mercedes-Benz', slug: 'mercedes-benz' },
    { id: 4, name: 'Toyota (Japan)', slug: 'toyota' },
  ]

  it('finds the make a stock value names, whatever its case, spaces or punctuation', () => {
    expect(makeNamed('Mazda', makes)?.id).toBe(1)
    expect(makeNamed('MAZDA', makes)?.id).toBe(1)
    expect(makeNamed('land rover', makes)?.id).toBe(2)
    expect(makeNamed('Mercedes Benz', makes)?.id).toBe(3)
    expect(makeNamed('toyota', makes)?.id).toBe(4) // by its slug when the name reads otherwise
  })

  it('finds none for another make or a value of no letters', () => {
    expect(makeNamed('Mazdaspeed', makes)).toBeNull()
    expect(makeNamed('Rover', makes)).toBeNull()
    expect(makeNamed('--', makes)).toBeNull()
    expect(makeNamed('', makes)).toBeNull()
  })
})
