import { describe, expect, it } from 'vitest'

import { locationType, sortLocationsByType } from './locations'

describe('locations', () => {
  it('treats an empty type as sales', () => {
    expect(locationType({ locationType: null })).toBe('sales')
    expect(locationType({})).toBe('sales')
    expect(locationType({ locationType: 'parts' })).toBe('parts')
  })
  it('sorts sales first, then service, then parts, keeping the order within a type', () => {
    const sorted = sortLocationsByType([
      { name: 'P', locationType: 'parts' as const },
      { name: 'S1', locationType: 'service' as const },
      { name: 'A', locationType: null },
      { name: 'S2', locationType: 'service' as const },
      { name: 'B', locationType: 'sales' as const },
    ])
    expect(sorted.map((l) => l.name)).toEqual(['A', 'B', 'S1', 'S2', 'P'])
  })
})
