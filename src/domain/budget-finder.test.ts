import { describe, expect, it } from 'vitest'

import {
  BUDGET_PRICE_FALLBACK_MAX,
  DEFAULT_BUDGET_INPUT,
  budgetFor,
  budgetIsValid,
  budgetPriceCap,
  budgetResult,
  budgetSearchHref,
  carTypeLabel,
  switchPeriod,
} from './budget-finder'
import { fill } from './label-fill'
import { labelsFor } from './labels'
import { LOCALES } from './locale'
import { BUDGET_PRICE_RANGE, BUDGET_PRICE_STEP, moveBudgetThumb } from './range-slider'

describe('budget maths (spec 9)', () => {
  it('defaults to weekly, 200 a week, 2000 deposit: 200 × 52 × 5 + 2000 = 54000', () => {
    expect(DEFAULT_BUDGET_INPUT).toEqual({ period: 'weekly', repayment: 200, deposit: 2000 })
    expect(budgetFor(DEFAULT_BUDGET_INPUT)).toBe(54_000)
  })

  it('monthly: repayment × 12 × 5 + deposit; the monthly default is 2000', () => {
    const monthly = switchPeriod(DEFAULT_BUDGET_INPUT, 'monthly')
    expect(monthly).toEqual({ period: 'monthly', repayment: 2000, deposit: 2000 })
    expect(budgetFor(monthly)).toBe(122_000)
    expect(budgetFor({ period: 'monthly', repayment: 500, deposit: 0 })).toBe(30_000)
    expect(switchPeriod(monthly, 'weekly').repayment).toBe(200)
  })

  it('treats empty, negative or non-numbers as 0', () => {
    expect(budgetFor({ period: 'weekly', repayment: Number.NaN, deposit: 2000 })).toBe(2000)
    expect(budgetFor({ period: 'weekly', repayment: -10, deposit: -5 })).toBe(0)
  })
})

describe('budget validity (spec 5, 8)', () => {
  const stats = { count: 12, min: 15_000, max: 80_000 }

  it('is valid at the lowest price and invalid a dollar below it', () => {
    expect(budgetIsValid(15_000, stats)).toBe(true)
    expect(budgetIsValid(14_999, stats)).toBe(false)
  })

  it('is invalid with no cars at all', () => {
    expect(budgetIsValid(1_000_000, null)).toBe(false)
    expect(budgetIsValid(1_000_000, { count: 0, min: 0, max: 0 })).toBe(false)
  })

  it('is invalid below the cheapest car, and says 0 {car type}s Found / No {car type}s found for this budget', () => {
    const low = budgetResult({ period: 'weekly', repayment: 20, deposit: 0 }, stats, { carType: 'used' })
    expect(low).toEqual({ valid: false, budget: 5200 })
    for (const locale of LOCALES) {
      const labels = labelsFor(locale)
      expect(fill(labels.budgetNoneFound, { type: carTypeLabel('used') })).toBe('0 Used Cars Found')
      expect(fill(labels.budgetNoneNote, { type: carTypeLabel('new') })).toBe('No New Cars found for this budget')
    }
  })
})

describe('budget search link', () => {
  it('caps the price at the budget, never above the results\u2019 maximum, 100000 without one', () => {
    expect(budgetPriceCap(54_000, { count: 3, min: 10_000, max: 80_000 })).toBe(54_000)
    expect(budgetPriceCap(122_000, { count: 3, min: 10_000, max: 80_000 })).toBe(80_000)
    expect(budgetPriceCap(122_000, null)).toBe(BUDGET_PRICE_FALLBACK_MAX)
    expect(budgetPriceCap(122_000, { count: 3, min: 10_000, max: 0 })).toBe(100_000)
  })

  it('searches the car type (and body), priced from 1000 to the cap, most expensive first', () => {
    const result = budgetResult(
      DEFAULT_BUDGET_INPUT,
      { count: 3, min: 10_000, max: 80_000 },
      { carType: 'used', body: 'SUV' },
    )
    expect(result).toEqual({
      valid: true,
      budget: 54_000,
      href: '/cars?sortBy=price_desc&refinementList%5Bbody%5D%5B0%5D=SUV&refinementList%5Bcar_type%5D%5B0%5D=used&range%5Bprice%5D=1000%3A54000',
    })
    expect(budgetSearchHref({ min: 5000, max: 250_000 })).toBe('/cars?sortBy=price_desc&range%5Bprice%5D=5000%3A250000')
  })
})

describe('budget price slider (spec 5)', () => {
  it('steps 500 within 5000\u2013250000 and keeps the min thumb at least 1 below the max', () => {
    expect(BUDGET_PRICE_RANGE).toEqual({ min: 5000, max: 250_000 })
    expect(BUDGET_PRICE_STEP).toBe(500)
    const start = { ...BUDGET_PRICE_RANGE }
    expect(moveBudgetThumb(start, 'min', 12_240)).toEqual({ min: 12_000, max: 250_000 })
    expect(moveBudgetThumb(start, 'min', 1000)).toEqual({ min: 5000, max: 250_000 })
    expect(moveBudgetThumb(start, 'max', 999_999)).toEqual({ min: 5000, max: 250_000 })
    expect(moveBudgetThumb({ min: 20_000, max: 30_000 }, 'min', 30_000)).toEqual({ min: 29_999, max: 30_000 })
    expect(moveBudgetThumb({ min: 20_000, max: 30_000 }, 'max', 20_000)).toEqual({ min: 20_000, max: 20_001 })
  })
})
