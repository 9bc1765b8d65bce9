import { describe, expect, it } from 'vitest'

import {
  canFavouriteOrCompare,
  COMPARE_LIMIT,
  GARAGE_LIMIT,
  parseCarIds,
  toggleCompare,
  toggleFavourite,
  type FavouriteCar,
  type FavouriteSettings,
} from './favourites'

const car = (fields: Partial<FavouriteCar> = {}): FavouriteCar => ({
  status: 'in_stock',
  car_type: 'new',
  price: 30_000,
  image_count: 4,
  ...fields,
})
const site: FavouriteSettings = { garageEnabled: true, favouritesUsedWithImagesOnly: false }

describe('canFavouriteOrCompare', () => {
  it('needs the site to allow favourites and the car to be available', () => {
    expect(canFavouriteOrCompare(car(), site)).toBe(true)
    expect(canFavouriteOrCompare(car({ status: 'coming_soon', price: 0, image_count: 0 }), site)).toBe(true)
    expect(canFavouriteOrCompare(car(), { ...site, garageEnabled: false })).toBe(false)
    expect(canFavouriteOrCompare(car({ status: 'sold' }), site)).toBe(false)
    expect(canFavouriteOrCompare(car({ status: 'others' }), site)).toBe(false)
  })
  it('on sites configured so, only used cars priced above 0 with images', () => {
    const strict = { ...site, favouritesUsedWithImagesOnly: true }
    expect(canFavouriteOrCompare(car({ car_type: 'used', price: 1, image_count: 1 }), strict)).toBe(true)
    expect(canFavouriteOrCompare(car({ car_type: 'used', price: 0 }), strict)).toBe(false)
    expect(canFavouriteOrCompare(car({ car_type: 'used', price: null }), strict)).toBe(false)
    expect(canFavouriteOrCompare(car({ car_type: 'used', image_count: 0 }), strict)).toBe(false)
    expect(canFavouriteOrCompare(car({ car_type: 'demo' }), strict)).toBe(false)
  })
})

it('toggles a favourite: adds, or removes if present', () => {
  expect(toggleFavourite([1, 2], 3)).toEqual({ list: [1, 2, 3], change: 'added' })
  expect(toggleFavourite([1, 2, 3], 2)).toEqual({ list: [1, 3], change: 'removed' })
})

describe('toggleCompare', () => {
  it('compares at most 3 cars', () => {
    expect(COMPARE_LIMIT).toBe(3)
    expect(toggleCompare([1, 2], 3)).toEqual({ list: [1, 2, 3], change: 'added' })
    expect(toggleCompare([1, 2, 3], 4)).toEqual({ list: [1, 2, 3], change: 'full' })
  })
  it('removes a car already compared, even when full', () => {
    expect(toggleCompare(['a', 'b', 'c'], 'b')).toEqual({ list: ['a', 'c'], change: 'removed' })
  })
})

describe('parseCarIds', () => {
  it('reads comma-separated ids, dropping repeats', () => {
    expect(parseCarIds('3,1,3', COMPARE_LIMIT)).toEqual({ ok: true, ids: [3, 1] })
    expect(parseCarIds(null, COMPARE_LIMIT)).toEqual({ ok: true, ids: [] })
    expect(parseCarIds('', COMPARE_LIMIT)).toEqual({ ok: true, ids: [] })
  })
  it('takes 3 cars to compare, not 4', () => {
    expect(parseCarIds('1,2,3', COMPARE_LIMIT).ok).toBe(true)
    expect(parseCarIds('1,2,3,4', COMPARE_LIMIT)).toEqual({ ok: false, error: 'At most 3 cars.' })
  })
  it('refuses anything but positive whole ids', () => {
    for (const value of ['a', '1,,2', '0', '-1', '1.5', "1' OR 1=1", '1 ,2', '12345678901'])
      expect(parseCarIds(value, GARAGE_LIMIT).ok).toBe(false)
  })
})
