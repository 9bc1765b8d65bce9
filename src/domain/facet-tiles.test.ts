import { describe, expect, it } from 'vitest'

import { dealershipOptions, facetTiles } from './facet-tiles'

describe('facet tiles', () => {
  const makes = { Toyota: 120, Mazda: 40, Ford: 40, 'Land Rover': 3, Empty: 0 }
  it('lists makes with cars, most first, linking to their presets', () => {
    expect(facetTiles(makes)).toEqual([
      { label: 'Toyota', count: 120, href: '/search/toyota' },
      { label: 'Ford', count: 40, href: '/search/ford' },
      { label: 'Mazda', count: 40, href: '/search/mazda' },
      { label: 'Land Rover', count: 3, href: '/search/land-rover' },
    ])
    expect(facetTiles(makes, { limit: 2 }).map((t) => t.label)).toEqual(['Toyota', 'Ford'])
    expect(facetTiles(undefined)).toEqual([])
  })
  it('keeps the editor\u2019s choice and order, leaving out values without cars', () => {
    expect(facetTiles(makes, { only: ['mazda', 'Empty', 'Holden', 'land rover'] }).map((t) => t.label)).toEqual([
      'Mazda',
      'Land Rover',
    ])
  })
  it('never gives more than 12', () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`Make ${i}`, 1]))
    expect(facetTiles(many, { limit: 50 })).toHaveLength(12)
  })
})

describe('dealership dropdown', () => {
  it('offers each dealership of the sales locations once, and chooses the only one', () => {
    expect(
      dealershipOptions([
        { name: 'A', dealershipSlug: 'a' },
        { name: 'A2', dealershipSlug: 'a' },
        { name: 'S', dealershipSlug: 's', locationType: 'service' },
        { name: 'B', dealershipSlug: 'b', locationType: 'sales' },
      ]),
    ).toEqual({
      options: [
        { slug: 'a', name: 'A' },
        { slug: 'b', name: 'B' },
      ],
      selected: null,
    })
    expect(dealershipOptions([{ name: 'Only', dealershipSlug: 'only' }])).toEqual({
      options: [{ slug: 'only', name: 'Only' }],
      selected: 'only',
    })
    expect(dealershipOptions([{ name: 'None' }])).toEqual({ options: [], selected: null })
    expect(dealershipOptions([{ name: 'None' }], { slug: 'sunshine-motors', name: 'Sunshine Motors' })).toEqual({
      options: [{ slug: 'sunshine-motors', name: 'Sunshine Motors' }],
      selected: 'sunshine-motors',
    })
  })
})
