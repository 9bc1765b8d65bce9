import { describe, expect, it } from 'vitest'

import { loanRepayments } from './finance-calculator'

describe('loanRepayments', () => {
  it('amortises the price less the deposit over the term, in whole dollars', () => {
    // $27,000 at 10% p.a. over 60 months is $573.67 a month, $132.39 a week.
    expect(loanRepayments({ price: 30_000, depositPercent: 10, annualRatePercent: 10, years: 5 })).toEqual({
      deposit: 3_000,
      principal: 27_000,
      paymentMonth: 574,
      paymentWeek: 132,
      termMonths: 60,
    })
  })
  it('divides evenly at 0% and never goes below zero', () => {
    expect(loanRepayments({ price: 12_000, depositPercent: 0, annualRatePercent: 0, years: 1 }).paymentMonth).toBe(
      1_000,
    )
    expect(loanRepayments({ price: 1_000, depositPercent: 150, annualRatePercent: 10, years: 5 }).principal).toBe(0)
  })
})
