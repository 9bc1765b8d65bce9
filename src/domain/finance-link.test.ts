import { describe, expect, it } from 'vitest'

import { FINANCE_FORM_ANCHOR, financeHref } from './finance-link'

describe('financeHref', () => {
  it('lands on the finance form (#17: the spec anchors the finance pages to the form)', () => {
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: null }).endsWith(`#${FINANCE_FORM_ANCHOR}`)).toBe(
      true,
    )
  })

  it("goes to the site's finance path with the car and its price", () => {
    expect(financeHref('/finance-enquiry', { id: 7, car_type: 'used', price: 45_000 })).toBe(
      '/finance-enquiry?car_id=7&car_type=used&vehiclePriceBudget=45000#finance-form',
    )
    expect(financeHref('/apply-for-finance', { id: 7, car_type: 'new', price: 45_000 })).toBe(
      '/apply-for-finance?car_id=7&car_type=new&vehiclePriceBudget=45000#finance-form',
    )
  })

  it('leaves the budget out when the price is not real ($10 or less, or none)', () => {
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 10 })).toBe(
      '/finance?car_id=7&car_type=used#finance-form',
    )
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: null })).toBe(
      '/finance?car_id=7&car_type=used#finance-form',
    )
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 10.01 })).toBe(
      '/finance?car_id=7&car_type=used&vehiclePriceBudget=10#finance-form',
    )
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 11 })).toBe(
      '/finance?car_id=7&car_type=used&vehiclePriceBudget=11#finance-form',
    )
  })
})
