import { describe, expect, it } from 'vitest'

import { financeEligible, weeklyFinanceText, type FinanceCar, type FinanceSettings, type LenderFigures } from './finance-eligibility'
import { FINANCE_PROVIDERS, type FinanceProvider } from './site-settings'

const YEAR = 2025
const figures: LenderFigures = { interestRate: 7.99, comparisonRate: 8.38, paymentWeek: 123.4, paymentMonth: 535 }
const car = (provider: FinanceProvider, fields: Partial<FinanceCar> = {}, lender: LenderFigures = figures): FinanceCar => ({
  year: 2022,
  price: 30_000,
  status: 'in_stock',
  financeLenders: { [provider]: lender },
  ...fields,
})
const site = (provider: FinanceProvider | null, hideFinance = false): FinanceSettings => ({ financeProvider: provider, hideFinance })
const eligible = (provider: FinanceProvider, fields: Partial<FinanceCar> = {}, lender: LenderFigures = figures) =>
  financeEligible(car(provider, fields, lender), site(provider), YEAR)

const ALL = FINANCE_PROVIDERS.map(({ value }) => value)
const PRICE_LIMITED: FinanceProvider[] = ['comparison', 'manual', 'angle', 'power-torque', 'manufacturer-captive']
const PRICE_FREE: FinanceProvider[] = ['finance-360', 'loans', 'broker']

describe('rules every provider shares', () => {
  it.each(ALL)('%s: shows for an available car with both rates', (provider) => {
    expect(eligible(provider)).toBe(true)
    expect(eligible(provider, { status: 'coming_soon' })).toBe(true)
  })
  it.each(ALL)('%s: hidden when a rate is null, the car is not available, or the site hides finance', (provider) => {
    expect(eligible(provider, {}, { ...figures, interestRate: null })).toBe(false)
    expect(eligible(provider, {}, { ...figures, comparisonRate: undefined })).toBe(false)
    expect(eligible(provider, { status: 'sold' })).toBe(false)
    expect(eligible(provider, { status: 'others' })).toBe(false)
    expect(eligible(provider, { financeLenders: null })).toBe(false)
    expect(financeEligible(car(provider), site(provider, true), YEAR)).toBe(false)
  })
  it('hidden when the site has no provider, or the car has no figures for the site provider', () => {
    expect(financeEligible(car('manual'), site(null), YEAR)).toBe(false)
    expect(financeEligible(car('manual'), site('angle'), YEAR)).toBe(false)
  })
})

describe('price over 500', () => {
  it.each(PRICE_LIMITED)('%s: 500 no, 501 yes', (provider) => {
    expect(eligible(provider, { price: 500 })).toBe(false)
    expect(eligible(provider, { price: 501 })).toBe(true)
    expect(eligible(provider, { price: null })).toBe(false)
  })
  it.each(PRICE_FREE)('%s: only availability', (provider) => {
    expect(eligible(provider, { price: 0, year: 1990 }, { interestRate: 7, comparisonRate: 8 })).toBe(true)
  })
})

describe('age-limited lender', () => {
  it('takes years newer than the current year minus 12', () => {
    expect(eligible('comparison', { year: YEAR - 12 })).toBe(false)
    expect(eligible('comparison', { year: YEAR - 11 })).toBe(true)
    expect(eligible('comparison', { year: null })).toBe(false)
  })
})

describe('payment present', () => {
  it.each(['manual', 'angle', 'power-torque'] as const)('%s needs a weekly payment', (provider) => {
    expect(eligible(provider, {}, { ...figures, paymentWeek: null })).toBe(false)
    expect(eligible(provider, {}, { ...figures, paymentWeek: 0 })).toBe(false)
    expect(eligible(provider, {}, { ...figures, paymentMonth: null })).toBe(true)
  })
  it('the manufacturer-captive lender needs a monthly payment', () => {
    expect(eligible('manufacturer-captive', {}, { ...figures, paymentMonth: null })).toBe(false)
    expect(eligible('manufacturer-captive', {}, { ...figures, paymentWeek: null })).toBe(true)
  })
})

describe('weeklyFinanceText', () => {
  it("reads '$X per week.' in whole dollars", () => {
    expect(weeklyFinanceText(car('manual'), site('manual'), YEAR, 'en-AU')).toBe('$123 per week.')
    expect(weeklyFinanceText(car('loans', {}, { ...figures, paymentWeek: 1_234.5 }), site('loans'), YEAR, 'en-US')).toBe('$1,235 per week.')
  })
  it('is null when finance does not show or there is no weekly payment', () => {
    expect(weeklyFinanceText(car('manual', { price: 500 }), site('manual'), YEAR, 'en-AU')).toBeNull()
    expect(weeklyFinanceText(car('manufacturer-captive', {}, { ...figures, paymentWeek: null }), site('manufacturer-captive'), YEAR, 'en-AU')).toBeNull()
  })
})
