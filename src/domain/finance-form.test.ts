import { describe, expect, it } from 'vitest'

import { FINANCE_BUDGET_MAX, FINANCE_CATEGORY, FINANCE_MESSAGES, financePrefill, financeSchema } from './finance-form'
import { enquiryRules } from './lead-forms'

describe('financePrefill (spec 2.1: preferredDealership, vehiclePriceBudget, car_id, car_type)', () => {
  const dealerships = ['brisbane', 'gold-coast']
  it('reads each value', () => {
    expect(
      financePrefill(
        { preferredDealership: 'brisbane', vehiclePriceBudget: '45000', car_id: '12', car_type: 'used' },
        dealerships,
      ),
    ).toEqual({
      preferredDealership: 'brisbane',
      vehiclePriceBudget: 45_000,
      car_id: 12,
      car_type: 'used',
    })
    expect(
      financePrefill(
        { vehiclePriceBudget: '$45,990.50', car_type: 'NEW', preferredDealership: 'Gold-Coast' },
        dealerships,
      ),
    ).toEqual({ vehiclePriceBudget: 45_991, car_type: 'new', preferredDealership: 'gold-coast' })
    expect(financePrefill({ car_id: ['7', '8'] }, dealerships)).toEqual({ car_id: 7 })
  })
  it('leaves out what is malformed or unknown, never failing', () => {
    expect(
      financePrefill(
        { preferredDealership: 'sydney', vehiclePriceBudget: '-5', car_id: '1e3', car_type: 'boat' },
        dealerships,
      ),
    ).toEqual({})
    expect(financePrefill({ vehiclePriceBudget: '0', car_id: '0' }, dealerships)).toEqual({})
    expect(
      financePrefill({ vehiclePriceBudget: String(FINANCE_BUDGET_MAX + 1), car_id: '9999999999' }, dealerships),
    ).toEqual({})
    expect(
      financePrefill({ vehiclePriceBudget: String(FINANCE_BUDGET_MAX), preferredDealership: '<script>' }, dealerships),
    ).toEqual({ vehiclePriceBudget: FINANCE_BUDGET_MAX })
    expect(financePrefill({}, dealerships)).toEqual({})
  })
})

describe('financeSchema', () => {
  const rules = enquiryRules({}, { general: true, locations: ['brisbane', 'gold-coast'], dealerships: [] })
  const ok = { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', location: 'brisbane' }
  it('is a Finance Enquiry with the budget in whole dollars, optional', () => {
    expect(financeSchema(rules).parse({ ...ok, vehiclePriceBudget: '$45,000', car_type: 'used' })).toMatchObject({
      category: FINANCE_CATEGORY,
      vehiclePriceBudget: 45_000,
      car_type: 'used',
      opt_in: true,
    })
    expect(financeSchema(rules).parse({ ...ok, vehiclePriceBudget: 30000 })).toMatchObject({
      vehiclePriceBudget: 30_000,
    })
    expect(financeSchema(rules).parse({ ...ok, vehiclePriceBudget: '', car_type: '' })).toMatchObject({
      vehiclePriceBudget: null,
      car_type: undefined,
    })
  })
  it('refuses a budget that is not whole dollars, a bad car type, and a missing preferred dealership', () => {
    const result = financeSchema(rules).safeParse({ ...ok, location: '', vehiclePriceBudget: '45k', car_type: 'boat' })
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({ vehiclePriceBudget: FINANCE_MESSAGES.budget, car_type: FINANCE_MESSAGES.carType })
    // The site's rules are checked once the fields themselves are right (as on every lead form).
    expect(
      financeSchema(rules)
        .safeParse({ ...ok, location: 'sydney' })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['location', 'Please choose a location.']])
    expect(financeSchema(rules).safeParse({ ...ok, vehiclePriceBudget: '0' }).success).toBe(false)
    expect(financeSchema(rules).safeParse({ ...ok, vehiclePriceBudget: String(FINANCE_BUDGET_MAX) }).success).toBe(true)
    expect(financeSchema(rules).safeParse({ ...ok, vehiclePriceBudget: String(FINANCE_BUDGET_MAX + 1) }).success).toBe(
      false,
    )
  })
  it('asks for the terms where the site requires them', () => {
    const strict = enquiryRules({ requireTermsAgreement: true }, { general: true, locations: [], dealerships: [] })
    expect(financeSchema(strict).safeParse(ok).error?.issues[0]?.message).toBe(
      'You must agree to the terms of use before submitting the form.',
    )
    expect(financeSchema(strict).safeParse({ ...ok, terms: true }).success).toBe(true)
  })
})
