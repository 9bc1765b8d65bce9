import { describe, expect, it } from 'vitest'

import {
  ageLimitedLenderFigures,
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  FINANCE_DISCLAIMER,
  financeModalDisclaimers,
  formatRate,
  US_FINANCE_DISCLAIMER,
} from './finance-disclaimer'

describe('ageLimitedLenderFigures', () => {
  // 10:00 on 30 August 2024 in Brisbane.
  const now = new Date('2024-08-30T00:00:00.000Z')

  it('takes 10% of the price as the deposit and adds monthly payments × term', () => {
    expect(
      ageLimitedLenderFigures({ price: 30_000, paymentMonth: 612, termMonths: 60 }, now, 'en-AU', 'Australia/Brisbane'),
    ).toEqual({
      deposit: 3_000,
      totalPayable: 3_000 + 612 * 60,
      validUntil: '30/09/24',
    })
  })

  it('works in whole dollars', () => {
    const figures = ageLimitedLenderFigures(
      { price: 24_995, paymentMonth: 512.6, termMonths: 48 },
      now,
      'en-AU',
      'Australia/Brisbane',
    )
    expect(figures).toMatchObject({ deposit: 2_500, totalPayable: 2_500 + 513 * 48 })
  })

  it("is valid one month ahead of today in the site's time zone", () => {
    // 20:00 UTC on 31 January is 1 February in Brisbane and still 31 January in Chicago.
    const lateUtc = new Date('2024-01-31T20:00:00.000Z')
    const args = { price: 10_000, paymentMonth: 200, termMonths: 60 }
    expect(ageLimitedLenderFigures(args, lateUtc, 'en-AU', 'Australia/Brisbane').validUntil).toBe('01/03/24')
    expect(ageLimitedLenderFigures(args, lateUtc, 'en-US', 'America/Chicago').validUntil).toBe('02/29/24')
  })
})

describe('formatRate', () => {
  it('writes two decimals and a percent sign', () => {
    expect(formatRate(8.38)).toBe('8.38%')
    expect(formatRate(10)).toBe('10.00%')
    expect(formatRate(8.385)).toBe('8.39%')
    expect(formatRate(19.4249)).toBe('19.42%')
    expect(formatRate(1e-7)).toBe('0.00%')
    expect(formatRate(Number.NaN)).toBe('')
  })
})

it('gives the comparison rate basis, and the spec\u2019s disclaimer with the comparison rate warning', () => {
  expect(COMPARISON_RATE_BASIS).toBe('Comparison rate based on a 5 year secured loan of $30,000.')
  expect(FINANCE_DISCLAIMER).toContain('indicative only')
  expect(FINANCE_DISCLAIMER).toContain('not a formal quote')
  expect(FINANCE_DISCLAIMER).toContain('approved applicants only')
  expect(FINANCE_DISCLAIMER).toContain(COMPARISON_RATE_WARNING)
})

describe('financeModalDisclaimers (#17: the modal carries the full finance disclaimer)', () => {
  it('is the full disclaimer, after the lender’s own when there is one', () => {
    expect(financeModalDisclaimers(null, FINANCE_DISCLAIMER)).toEqual([FINANCE_DISCLAIMER])
    expect(financeModalDisclaimers('  ', FINANCE_DISCLAIMER)).toEqual([FINANCE_DISCLAIMER])
    expect(financeModalDisclaimers(FINANCE_DISCLAIMER, FINANCE_DISCLAIMER)).toEqual([FINANCE_DISCLAIMER])
    expect(financeModalDisclaimers('Lender terms apply.', FINANCE_DISCLAIMER)).toEqual([
      'Lender terms apply.',
      FINANCE_DISCLAIMER,
    ])
    expect(financeModalDisclaimers(' Lender terms apply. ', US_FINANCE_DISCLAIMER)).toEqual([
      'Lender terms apply.',
      US_FINANCE_DISCLAIMER,
    ])
    expect(financeModalDisclaimers(US_FINANCE_DISCLAIMER, US_FINANCE_DISCLAIMER)).toEqual([US_FINANCE_DISCLAIMER])
  })
})
