import { describe, expect, it } from 'vitest'

import { carCategories, filteredFeatures, priceRange, weeklyPriceRange } from './car-facets'

describe('priceRange', () => {
  it('has no band for missing prices or prices of $10 or less (spec: a price counts only above 10)', () => {
    expect(priceRange(null)).toBeNull()
    expect(priceRange(0)).toBeNull()
    expect(priceRange(10)).toBeNull()
    expect(priceRange(11)).toBe('Under $10,000')
  })
  it('bands at the boundaries, lower bound inclusive', () => {
    expect(priceRange(9_999)).toBe('Under $10,000')
    expect(priceRange(10_000)).toBe('$10,000 - $20,000')
    expect(priceRange(99_999)).toBe('$75,000 - $100,000')
    expect(priceRange(100_000)).toBe('$100,000 and over')
  })
})

describe('weeklyPriceRange', () => {
  it('bands weekly payments rounded to whole dollars', () => {
    expect(weeklyPriceRange(null)).toBeNull()
    expect(weeklyPriceRange(0)).toBeNull()
    expect(weeklyPriceRange(99.4)).toBe('Under $100 pw')
    expect(weeklyPriceRange(99.5)).toBe('$100 - $150 pw')
    expect(weeklyPriceRange(400)).toBe('$400 pw and over')
  })
})

describe('carCategories', () => {
  it('derives body, 7 seater from 7 seats, 4x4, electric and hybrid', () => {
    expect(carCategories({ simple_body: 'SUV', seats: 7, drive: '4WD', simple_fuel: 'Hybrid' })).toEqual([
      'SUV',
      '7 Seater',
      '4x4',
      'Hybrid',
    ])
    expect(carCategories({ seats: 6 })).toEqual([])
    expect(carCategories({ simple_fuel: 'Electric', item_type: 'caravan' })).toEqual(['Electric', 'Caravan'])
  })
})

describe('filteredFeatures', () => {
  it('finds the filterable features in standard equipment', () => {
    expect(filteredFeatures(['Apple CarPlay', 'Reversing camera', 'Bluetooth phone'])).toEqual([
      'Apple CarPlay',
      'Reversing Camera',
      'Bluetooth',
    ])
    expect(filteredFeatures(null)).toEqual([])
    expect(filteredFeatures([1, 'sat nav'])).toEqual(['Navigation'])
  })
})
