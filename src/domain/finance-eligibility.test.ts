import { describe, expect, it } from 'vitest'

import {
  financeEligible,
  financeSettingsOf,
  weeklyEstimate,
  weeklyFinance,
  weeklyText,
  type FinanceCar,
  type FinanceSettings,
  type LenderFigures,
} from './finance-eligibility'
import { FINANCE_PROVIDERS, resolveSiteSettings, type FinanceProvider } from './site-settings'

const YEAR = 2025
const figures: LenderFigures = { interestRate: 7.99, comparisonRate: 8.38, paymentWeek: 123.4, paymentMonth: 535 }
const car = (
  provider: FinanceProvider,
  fields: Partial<FinanceCar> = {},
  lender: LenderFigures = figures,
): FinanceCar => ({
  year: 2022,
  price: 30_000,
  status: 'in_stock',
  financeLenders: { [provider]: lender },
  ...fields,
})
const site = (provider: FinanceProvider | null, hideFinance = false, financeRate = 10): FinanceSettings => ({
  financeProvider: provider,
  hideFinance,
  financeRate,
})
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

describe('weeklyText of the weekly estimate', () => {
  it("reads '$X per week.' in whole dollars", () => {
    expect(weeklyText(weeklyEstimate(car('manual'), site('manual'), YEAR)!, 'en-AU')).toBe('$123 per week.')
    const large = weeklyEstimate(car('loans', {}, { ...figures, paymentWeek: 1_234.5 }), site('loans'), YEAR)!
    expect(weeklyText(large, 'en-US')).toBe('$1,235 per week.')
  })
  it('there is no estimate when finance does not show', () => {
    expect(weeklyEstimate(car('manual', { price: 500 }), site('manual'), YEAR)).toBeNull()
    expect(weeklyEstimate(car('manual', { status: 'sold' }), site('manual'), YEAR)).toBeNull()
  })
})

describe('weeklyFinance: the lender\u2019s payment, else the site\u2019s finance rate', () => {
  const noPayment: LenderFigures = { interestRate: 7.99, comparisonRate: 8.38, paymentWeek: null, paymentMonth: null }
  it('takes the lender\u2019s weekly payment at the lender\u2019s rate, whatever the site rate', () => {
    expect(weeklyFinance(car('loans'), site('loans', false, 3), YEAR)).toEqual({ weekly: 123.4, rate: 7.99 })
    expect(weeklyFinance(car('loans'), site('loans', false, 15), YEAR)).toEqual({ weekly: 123.4, rate: 7.99 })
  })
  it('a monthly payment only: the same yearly total over 52 weeks', () => {
    const monthly = car('manufacturer-captive', {}, { ...figures, paymentWeek: null })
    // 535 x 12 / 52 = 123.46
    expect(weeklyFinance(monthly, site('manufacturer-captive'), YEAR)).toEqual({ weekly: 123, rate: 7.99 })
  })
  it('no payment quoted: worked out from the price at the site\u2019s rate, 10% deposit over 5 years', () => {
    // $30,000, $3,000 deposit, $27,000 over 60 months at 10% a year: $573.67 a month, $132.39 a week.
    expect(weeklyFinance(car('loans', {}, noPayment), site('loans', false, 10), YEAR)).toEqual({
      weekly: 132,
      rate: 10,
    })
    // At 0%: $27,000 over 60 months = $450 a month, $103.85 a week.
    expect(weeklyFinance(car('loans', {}, noPayment), site('loans', false, 0), YEAR)).toEqual({ weekly: 104, rate: 0 })
    // The site's rate changes the estimate: 15% costs more each week than 5%.
    const at = (rate: number) => weeklyEstimate(car('broker', {}, noPayment), site('broker', false, rate), YEAR)!
    expect(at(15)).toBeGreaterThan(at(5))
    expect(weeklyText(at(10), 'en-AU')).toBe('$132 per week.')
  })
  it('none when finance does not show, or the car has no price', () => {
    expect(weeklyFinance(car('loans', {}, noPayment), site('loans', true), YEAR)).toBeNull()
    expect(weeklyFinance(car('loans', { status: 'sold' }, noPayment), site('loans'), YEAR)).toBeNull()
    expect(weeklyFinance(car('loans', { price: null }, noPayment), site('loans'), YEAR)).toBeNull()
    expect(weeklyFinance(car('loans', { price: 0 }, noPayment), site('loans'), YEAR)).toBeNull()
    // The weekly-quoting lenders' own rule needs their weekly payment: no estimate without it.
    expect(weeklyFinance(car('manual', {}, noPayment), site('manual'), YEAR)).toBeNull()
  })
})

describe("the age limit counts in the dealer's year, not the server's", () => {
  // 31 Dec 2025 14:30 UTC is already 00:30 on 1 Jan 2026 in Brisbane (UTC+10, no daylight saving).
  const newYearsEve = new Date('2025-12-31T14:30:00Z')
  const brisbane = resolveSiteSettings(
    { timeZone: 'Australia/Brisbane', features: { financeProvider: 'comparison' } },
    newYearsEve,
  )
  const chicago = resolveSiteSettings(
    { timeZone: 'America/Chicago', features: { financeProvider: 'comparison' } },
    newYearsEve,
  )
  const settings = financeSettingsOf(brisbane.features)
  const fourteen = car('comparison', { year: 2014 })

  it('a 2014 car has aged out in Brisbane on New Year\u2019s morning', () => {
    expect(brisbane.currentYear).toBe(2026)
    expect(financeEligible(fourteen, settings, brisbane.currentYear)).toBe(false)
    expect(weeklyEstimate(fourteen, settings, brisbane.currentYear)).toBeNull()
  })

  it('the same car still shows in Chicago, where it is still 31 Dec', () => {
    expect(chicago.currentYear).toBe(2025)
    expect(financeEligible(fourteen, settings, chicago.currentYear)).toBe(true)
  })

  it('a minute before midnight in Brisbane it still shows there', () => {
    const before = resolveSiteSettings({ timeZone: 'Australia/Brisbane' }, new Date('2025-12-31T13:59:00Z'))
    expect(financeEligible(fourteen, settings, before.currentYear)).toBe(true)
  })
})
