import { describe, expect, it } from 'vitest'

import type { AdjustmentAnswers } from './trade-in'
import {
  adjustedPrice,
  estimateTradeIn,
  isComparable,
  NO_ESTIMATE_MESSAGES,
  percentile,
  VALUATION_METHOD,
} from './valuation'

const perfect: AdjustmentAnswers = {
  accident: 'No',
  mechanical: 'No',
  service_history: 'Yes',
  condition: 'Excellent',
  keys: '2 or more',
}
const car = { make: 'Toyota', model: 'Corolla', year: 2021, km: 50_000 }
const same = (price: number) => ({ year: 2021, km: 50_000, price })

describe('percentile', () => {
  it('interpolates between neighbours', () => {
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25)
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5)
    expect(percentile([10, 20, 30], 0.5)).toBe(20)
    expect(percentile([7], 0.75)).toBe(7)
    expect(() => percentile([], 0.5)).toThrow()
  })
})

describe('adjustedPrice', () => {
  it('moves a price 8% per year and 0.3% per 1,000 km', () => {
    expect(adjustedPrice({ year: 2020, km: 50_000, price: 20_000 }, { year: 2021, km: 50_000 })).toBeCloseTo(21_600)
    expect(adjustedPrice({ year: 2022, km: 50_000, price: 21_600 }, { year: 2021, km: 50_000 })).toBeCloseTo(20_000)
    expect(adjustedPrice({ year: 2021, km: 40_000, price: 20_000 }, { year: 2021, km: 50_000 })).toBeCloseTo(19_400)
    expect(adjustedPrice({ year: 2021, km: 60_000, price: 20_000 }, { year: 2021, km: 50_000 })).toBeCloseTo(20_600)
  })
  it('holds the odometer factor within 0.7 to 1.3', () => {
    expect(adjustedPrice({ year: 2021, km: 0, price: 10_000 }, { year: 2021, km: 900_000 })).toBeCloseTo(7_000)
    expect(adjustedPrice({ year: 2021, km: 900_000, price: 10_000 }, { year: 2021, km: 0 })).toBeCloseTo(13_000)
  })
})

describe('isComparable', () => {
  it('takes priced listings with an odometer within two years', () => {
    expect(isComparable({ year: 2019, km: 1, price: 11 }, { year: 2021 })).toBe(true)
    expect(isComparable({ year: 2023, km: 1, price: 11 }, { year: 2021 })).toBe(true)
    expect(isComparable({ year: 2018, km: 1, price: 11 }, { year: 2021 })).toBe(false)
    expect(isComparable({ year: 2024, km: 1, price: 11 }, { year: 2021 })).toBe(false)
    expect(isComparable({ year: 2021, km: 1, price: 10 }, { year: 2021 })).toBe(false)
    expect(isComparable({ year: 2021, km: Number.NaN, price: 20_000 }, { year: 2021 })).toBe(false)
  })
})

describe('estimateTradeIn', () => {
  it('is the median (range the quartiles) of comparables, times 85% and rounded to $100', () => {
    const v = estimateTradeIn(
      car,
      [same(20_000), same(22_000), same(24_000), same(26_000), same(28_000)],
      perfect,
      2026,
    )
    expect(v).toEqual({
      kind: 'estimate',
      low: 18_700,
      value: 20_400,
      high: 22_100,
      marketMedian: 24_000,
      comparables: 5,
      conditionFactor: 1,
    })
  })
  it('takes the adjustment answers off', () => {
    const v = estimateTradeIn(
      car,
      [same(20_000), same(20_000), same(20_000)],
      { ...perfect, accident: 'Yes', condition: 'Fair' },
      2026,
    )
    // 20,000 × 0.9 × 0.92 × 0.85 = 14,076
    expect(v).toMatchObject({ kind: 'estimate', value: 14_100, low: 14_100, high: 14_100, conditionFactor: 0.828 })
  })
  it('needs three comparables', () => {
    expect(estimateTradeIn(car, [same(20_000), same(21_000)], perfect, 2026)).toEqual({
      kind: 'none',
      reason: 'too-few-comparables',
    })
    expect(
      estimateTradeIn(car, [same(20_000), same(21_000), { year: 2010, km: 1, price: 5_000 }], perfect, 2026),
    ).toEqual({ kind: 'none', reason: 'too-few-comparables' })
    expect(VALUATION_METHOD.minComparables).toBe(3)
  })
  it('gives no online estimate over 7 years or over 100,000 km (spec 9)', () => {
    const comps = [same(20_000), same(21_000), same(22_000)].map((c) => ({ ...c, year: 2018 }))
    expect(estimateTradeIn({ ...car, year: 2019 }, comps, perfect, 2026).kind).toBe('estimate')
    expect(estimateTradeIn({ ...car, year: 2018 }, comps, perfect, 2026)).toEqual({ kind: 'none', reason: 'age' })
    expect(
      estimateTradeIn({ ...car, km: 100_000 }, [same(20_000), same(21_000), same(22_000)], perfect, 2026).kind,
    ).toBe('estimate')
    expect(estimateTradeIn({ ...car, km: 100_001 }, [same(20_000), same(21_000), same(22_000)], perfect, 2026)).toEqual(
      { kind: 'none', reason: 'km' },
    )
  })
  it('words each reason for the shopper', () => {
    expect(NO_ESTIMATE_MESSAGES.age).toContain('over 7 years')
    expect(NO_ESTIMATE_MESSAGES.km).toContain('100,000 km')
  })
})
