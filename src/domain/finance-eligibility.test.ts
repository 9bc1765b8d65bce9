import { describe, expect, it } from 'vitest'

import {
  financeEligible,
  weeklyFinanceText,
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
const site = (provider: FinanceProvider | null, hideFinance = false): FinanceSettings => ({
  financeProvider: provider,
  hideFinance,
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

describe('weeklyFinanceText', () => {
  it("reads '$X per week.' in whole dollars", () => {
    expect(weeklyFinanceText(car('manual'), site('manual'), YEAR, 'en-AU')).toBe('$123 per week.')
    expect(
      weeklyFinanceText(car('loans', {}, { ...figures, paymentWeek: 1_234.5 }), site('loans'), YEAR, 'en-US'),
    ).toBe('$1,235 per week.')
  })
  it('is null when finance does not show or there is no weekly payment', () => {
    expect(weeklyFinanceText(car('manual', { price: 500 }), site('manual'), YEAR, 'en-AU')).toBeNull()
    expect(
      weeklyFinanceText(
        car('manufacturer-captive', {}, { ...figures, paymentWeek: null }),
        site('manufacturer-captive'),
        YEAR,
        'en-AU',
      ),
    ).toBeNull()
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
  const settings = { financeProvider: brisbane.features.financeProvider, hideFinance: brisbane.features.hideFinance }
  const fourteen = car('comparison', { year: 2014 })

  it('a 2014 car has aged out in Brisbane on New Year\u2019s morning', () => {
    expect(brisbane.currentYear).toBe(2026)
    expect(financeEligible(fourteen, settings, brisbane.currentYear)).toBe(false)
    expect(weeklyFinanceText(fourteen, settings, brisbane.currentYear, brisbane.locale)).toBeNull()
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
