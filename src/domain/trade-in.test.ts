import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from './lead-forms'
import {
  adjustmentAnswersSchema,
  carAge,
  conditionFactor,
  onlineEstimateRule,
  parseTradeInCarId,
  regoLookupSchema,
  regoStates,
  toKilometres,
  TRADE_IN_MESSAGES,
  TRADE_IN_SUBCATEGORIES,
  tradeInContactSchema,
  tradeInVehicleSchema,
  UNDER_FINANCE_QUESTION,
} from './trade-in'

const errors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('online estimate rule (spec 9)', () => {
  it('7 years old gets one, 8 does not', () => {
    expect(carAge(2019, 2026)).toBe(7)
    expect(onlineEstimateRule({ year: 2019, km: 10 }, 2026)).toEqual({ ok: true })
    expect(onlineEstimateRule({ year: 2018, km: 10 }, 2026)).toEqual({ ok: false, reason: 'age' })
  })
  it('100,000 km gets one, 100,001 km does not', () => {
    expect(onlineEstimateRule({ year: 2024, km: 100_000 }, 2026)).toEqual({ ok: true })
    expect(onlineEstimateRule({ year: 2024, km: 100_001 }, 2026)).toEqual({ ok: false, reason: 'km' })
  })
})

describe('lead capture', () => {
  const schema = tradeInContactSchema({ requireTerms: false })
  const good = {
    name: 'Sam',
    email: 'sam@example.com',
    phone: '0400 000 000',
    preferred_contact: 'SMS',
    under_finance: 'No',
  }
  it('takes Phone, Email or SMS and Yes or No', () => {
    for (const method of ['Phone', 'Email', 'SMS'])
      expect(schema.safeParse({ ...good, preferred_contact: method }).success).toBe(true)
    expect(schema.parse(good)).toMatchObject({ opt_in: true, preferred_contact: 'SMS', under_finance: 'No' })
    expect(UNDER_FINANCE_QUESTION).toBe('Is Your Car Currently Under Finance?')
  })
  it('names every missing answer', () => {
    expect(errors(schema.safeParse({ ...good, preferred_contact: 'Fax', under_finance: 'Maybe' }))).toEqual({
      preferred_contact: TRADE_IN_MESSAGES.contactMethod,
      under_finance: TRADE_IN_MESSAGES.underFinance,
    })
    expect(errors(schema.safeParse({}))).toMatchObject({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
    })
  })
  it('asks for the terms where the site requires them', () => {
    expect(errors(tradeInContactSchema({ requireTerms: true }).safeParse(good))).toEqual({ terms: LEAD_MESSAGES.terms })
    expect(tradeInContactSchema({ requireTerms: true }).safeParse({ ...good, terms: true }).success).toBe(true)
  })
  it('moves through the subcategories to 3. Offer Accepted', () => {
    expect(TRADE_IN_SUBCATEGORIES.accepted).toBe('3. Offer Accepted')
  })
})

describe('the car', () => {
  const au = tradeInVehicleSchema({ currentYear: 2026, states: regoStates('AU') })
  const good = { rego: ' abc-123 ', rego_state: 'QLD', make: 'Toyota', model: 'Corolla', year: '2021', km: '45,000' }
  it('normalises rego and numbers', () => {
    expect(au.parse(good)).toEqual({
      rego: 'ABC123',
      rego_state: 'QLD',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      km: 45_000,
    })
  })
  it('needs a state for a rego, not without one', () => {
    expect(errors(au.safeParse({ ...good, rego_state: '' }))).toEqual({ rego_state: TRADE_IN_MESSAGES.regoState })
    expect(au.safeParse({ ...good, rego: '', rego_state: '' }).success).toBe(true)
    expect(
      tradeInVehicleSchema({ currentYear: 2026, states: regoStates('NZ') }).safeParse({ ...good, rego_state: '' })
        .success,
    ).toBe(true)
  })
  it('refuses a bad rego, year or odometer', () => {
    expect(errors(au.safeParse({ ...good, rego: 'ABCDEFGHIJ', year: '1949', km: '-1', make: '', model: ' ' }))).toEqual(
      {
        rego: TRADE_IN_MESSAGES.rego,
        year: TRADE_IN_MESSAGES.year,
        km: TRADE_IN_MESSAGES.km,
        make: TRADE_IN_MESSAGES.make,
        model: TRADE_IN_MESSAGES.model,
      },
    )
    expect(errors(au.safeParse({ ...good, year: '2028', km: '1.5' }))).toEqual({
      year: TRADE_IN_MESSAGES.year,
      km: TRADE_IN_MESSAGES.km,
    })
    expect(au.safeParse({ ...good, year: '2027' }).success).toBe(true)
    expect(errors(au.safeParse({ ...good, year: '', km: '' }))).toEqual({
      year: TRADE_IN_MESSAGES.year,
      km: TRADE_IN_MESSAGES.km,
    })
  })
  it('looks a rego up with its state', () => {
    const lookup = regoLookupSchema(regoStates('AU'))
    expect(lookup.parse({ rego: 'xyz 987', state: 'NSW' })).toEqual({ rego: 'XYZ987', state: 'NSW' })
    expect(errors(lookup.safeParse({ rego: '', state: 'XX' }))).toEqual({
      rego: TRADE_IN_MESSAGES.rego,
      state: TRADE_IN_MESSAGES.regoState,
    })
  })
  it('converts miles', () => {
    expect(toKilometres(100, 'mi')).toBe(161)
    expect(toKilometres(100, 'km')).toBe(100)
  })
})

describe('adjustment answers', () => {
  const all = {
    accident: 'No',
    mechanical: 'No',
    service_history: 'Yes',
    condition: 'Excellent',
    keys: '2 or more',
  } as const
  it('needs every answer', () => {
    expect(adjustmentAnswersSchema.safeParse(all).success).toBe(true)
    expect(errors(adjustmentAnswersSchema.safeParse({ ...all, condition: 'Shiny', keys: undefined }))).toEqual({
      condition: TRADE_IN_MESSAGES.answer,
      keys: TRADE_IN_MESSAGES.answer,
    })
  })
  it('multiplies the deductions', () => {
    expect(conditionFactor(all)).toBe(1)
    expect(conditionFactor({ ...all, mechanical: 'Yes', keys: '1' })).toBeCloseTo(0.88 * 0.98)
    expect(
      conditionFactor({ accident: 'Yes', mechanical: 'Yes', service_history: 'No', condition: 'Poor', keys: '1' }),
    ).toBeCloseTo(0.9 * 0.88 * 0.92 * 0.85 * 0.98)
  })
})

describe('car_id of /cars/trade-in', () => {
  it('takes a positive id or nothing, and names anything else', () => {
    expect(parseTradeInCarId(null)).toEqual({ ok: true, id: null })
    expect(parseTradeInCarId('')).toEqual({ ok: true, id: null })
    expect(parseTradeInCarId('42')).toEqual({ ok: true, id: 42 })
    for (const bad of ['0', '-1', '1.5', 'abc', '12abc', '99999999999', '2147483648'])
      expect(parseTradeInCarId(bad).ok).toBe(false)
  })
})
