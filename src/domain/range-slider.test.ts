import { describe, expect, it } from 'vitest'

import {
  ABOVE_RANGE_MAXIMUM,
  BELOW_RANGE_MINIMUM,
  BUDGET_PRICE_RANGE,
  BUDGET_PRICE_STEP,
  moveBudgetThumb,
  moveThumb,
  refineRange,
  roundSliderValue,
  sliderRange,
  sliderStep,
} from './range-slider'

describe('sliderRange', () => {
  it('uses the facet stats when they are positive', () => {
    expect(sliderRange({ min: 3_450, max: 87_990 })).toEqual({ min: 3_450, max: 87_990 })
    expect(sliderRange({ min: 0, max: 1 })).toEqual({ min: 0, max: 1 })
  })
  it('defaults to 0-100000 when stats are absent or not positive', () => {
    for (const stats of [
      undefined,
      null,
      { min: 0, max: 0 },
      { min: -5, max: 10 },
      { min: 10, max: 5 },
      { min: 0, max: Number.NaN },
    ]) {
      expect(sliderRange(stats)).toEqual({ min: 0, max: 100_000 })
    }
  })
})

it('steps one hundredth of the range', () => {
  expect(sliderStep({ min: 0, max: 100_000 })).toBe(1_000)
  expect(sliderStep({ min: 2_005, max: 2_025 })).toBe(0.2)
})

it('rounds price and km to the nearest 1000, other attributes to whole units', () => {
  expect(roundSliderValue('price', 12_499)).toBe(12_000)
  expect(roundSliderValue('price', 12_500)).toBe(13_000)
  expect(roundSliderValue('km', 499)).toBe(0)
  expect(roundSliderValue('km', 500)).toBe(1_000)
  expect(roundSliderValue('year', 2_019.5)).toBe(2_020)
  expect(roundSliderValue('subscription_price', 149.4)).toBe(149)
})

describe('moveThumb', () => {
  const range = { min: 3_450, max: 87_990 }
  const current = { min: 10_000, max: 50_000 }
  it('clamps to the range minimum and maximum after rounding', () => {
    expect(moveThumb('price', range, current, 'min', 1_000)).toEqual({ min: 3_450, max: 50_000 })
    expect(moveThumb('price', range, { min: 10_000, max: 87_990 }, 'max', 87_600)).toEqual({ min: 10_000, max: 87_990 })
    expect(moveThumb('price', range, current, 'max', 120_000)).toEqual({ min: 10_000, max: 87_990 })
  })
  it('never moves the minimum above the current maximum, nor the maximum below the current minimum', () => {
    expect(moveThumb('price', range, current, 'min', 50_000)).toEqual({ min: 50_000, max: 50_000 })
    expect(moveThumb('price', range, current, 'min', 50_001)).toEqual({ min: 50_000, max: 50_000 })
    expect(moveThumb('price', range, current, 'min', 60_000)).toEqual({ min: 50_000, max: 50_000 })
    expect(moveThumb('km', range, current, 'max', 10_000)).toEqual({ min: 10_000, max: 10_000 })
    expect(moveThumb('km', range, current, 'max', 4_000)).toEqual({ min: 10_000, max: 10_000 })
  })
  it('moves within bounds as asked', () => {
    expect(moveThumb('year', { min: 2_005, max: 2_025 }, { min: 2_005, max: 2_025 }, 'min', 2_012)).toEqual({
      min: 2_012,
      max: 2_025,
    })
  })
})

describe('refineRange', () => {
  const range = { min: 1_000, max: 90_000 }
  const current = { min: 5_000 }
  it('changes nothing below the range minimum, with the spec message', () => {
    expect(refineRange(range, current, { min: 999 })).toEqual({ refinement: current, error: BELOW_RANGE_MINIMUM })
    expect(BELOW_RANGE_MINIMUM).toBe('Cannot refine below the range minimum')
  })
  it('changes nothing above the range maximum, with the spec message', () => {
    expect(refineRange(range, current, { max: 90_001 })).toEqual({ refinement: current, error: ABOVE_RANGE_MAXIMUM })
    expect(ABOVE_RANGE_MAXIMUM).toBe('Cannot refine above the range maximum')
  })
  it('applies a refinement at the bounds', () => {
    expect(refineRange(range, current, { min: 1_000, max: 90_000 })).toEqual({
      refinement: { min: 1_000, max: 90_000 },
      error: null,
    })
    expect(refineRange(range, current, {})).toEqual({ refinement: {}, error: null })
  })
})

describe('moveBudgetThumb', () => {
  const start = { ...BUDGET_PRICE_RANGE }
  it('starts at 5000-250000 in steps of 500', () => {
    expect(start).toEqual({ min: 5_000, max: 250_000 })
    expect(BUDGET_PRICE_STEP).toBe(500)
  })
  it('snaps to the nearest 500 within the bounds', () => {
    expect(moveBudgetThumb(start, 'min', 20_249)).toEqual({ min: 20_000, max: 250_000 })
    expect(moveBudgetThumb(start, 'min', 20_250)).toEqual({ min: 20_500, max: 250_000 })
    expect(moveBudgetThumb(start, 'min', 1_000)).toEqual({ min: 5_000, max: 250_000 })
    expect(moveBudgetThumb(start, 'max', 300_000)).toEqual({ min: 5_000, max: 250_000 })
  })
  it('keeps the min thumb at least 1 below the max thumb', () => {
    const current = { min: 20_000, max: 30_000 }
    expect(moveBudgetThumb(current, 'min', 29_500)).toEqual({ min: 29_500, max: 30_000 })
    expect(moveBudgetThumb(current, 'min', 30_000)).toEqual({ min: 29_999, max: 30_000 })
    expect(moveBudgetThumb(current, 'max', 20_000)).toEqual({ min: 20_000, max: 20_001 })
    expect(moveBudgetThumb(current, 'max', 20_500)).toEqual({ min: 20_000, max: 20_500 })
  })
})
