import { describe, expect, it } from 'vitest'

import { isSliderKey, keyedThumb, trappedFocusIndex } from './filter-controls'

describe('keyedThumb', () => {
  const range = { min: 5_300, max: 98_700 } // step 934

  it('moves a price thumb by one step, rounded to the nearest 1000', () => {
    expect(keyedThumb('price', range, range, 'min', 'ArrowRight')).toEqual({ min: 6_000, max: 98_700 })
    expect(keyedThumb('price', range, { min: 6_000, max: 98_700 }, 'min', 'ArrowUp')).toEqual({
      min: 7_000,
      max: 98_700,
    })
    expect(keyedThumb('price', range, range, 'max', 'ArrowLeft')).toEqual({ min: 5_300, max: 98_000 })
    expect(keyedThumb('price', range, { min: 20_000, max: 98_700 }, 'min', 'PageDown')).toEqual({
      min: 11_000,
      max: 98_700,
    })
  })

  it('goes to the ends on Home and End, never past the other thumb', () => {
    expect(keyedThumb('price', range, { min: 20_000, max: 40_000 }, 'min', 'End')).toEqual({ min: 40_000, max: 40_000 })
    expect(keyedThumb('price', range, { min: 20_000, max: 40_000 }, 'max', 'Home')).toEqual({
      min: 20_000,
      max: 20_000,
    })
    expect(keyedThumb('km', range, { min: 20_000, max: 40_000 }, 'max', 'End')).toEqual({ min: 20_000, max: 98_700 })
  })

  it('steps past values that round back to the start when the step is under 500', () => {
    const small = { min: 10_000, max: 30_000 } // step 200
    expect(keyedThumb('price', small, small, 'min', 'ArrowRight')).toEqual({ min: 11_000, max: 30_000 })
    expect(keyedThumb('price', small, small, 'max', 'ArrowDown')).toEqual({ min: 10_000, max: 29_000 })
  })

  it('stays put at an end, and ignores other keys', () => {
    expect(keyedThumb('year', { min: 2010, max: 2024 }, { min: 2010, max: 2024 }, 'min', 'ArrowLeft')).toEqual({
      min: 2010,
      max: 2024,
    })
    expect(keyedThumb('year', { min: 2010, max: 2024 }, { min: 2010, max: 2024 }, 'max', 'ArrowRight')).toEqual({
      min: 2010,
      max: 2024,
    })
    expect(keyedThumb('year', { min: 2010, max: 2024 }, { min: 2010, max: 2024 }, 'min', 'ArrowRight')).toEqual({
      min: 2011,
      max: 2024,
    })
    expect(keyedThumb('year', { min: 2010, max: 2024 }, { min: 2010, max: 2024 }, 'min', 'a')).toBeNull()
    expect(isSliderKey('End')).toBe(true)
    expect(isSliderKey('Tab')).toBe(false)
  })

  it('moves a thumb of a one-value range nowhere', () => {
    expect(keyedThumb('price', { min: 5_000, max: 5_000 }, { min: 5_000, max: 5_000 }, 'min', 'ArrowRight')).toEqual({
      min: 5_000,
      max: 5_000,
    })
  })
})

describe('trappedFocusIndex', () => {
  it('wraps from the last element to the first and back', () => {
    expect(trappedFocusIndex(3, 2, false)).toBe(0)
    expect(trappedFocusIndex(3, 0, true)).toBe(2)
  })
  it('lets Tab move inside the trap as usual', () => {
    expect(trappedFocusIndex(3, 0, false)).toBeNull()
    expect(trappedFocusIndex(3, 2, true)).toBeNull()
  })
  it('brings focus from outside back in', () => {
    expect(trappedFocusIndex(3, -1, false)).toBe(0)
    expect(trappedFocusIndex(3, -1, true)).toBe(2)
    expect(trappedFocusIndex(0, -1, false)).toBeNull()
  })
})
