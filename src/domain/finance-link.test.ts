import { describe, expect, it } from 'vitest'

import { financeHref } from './finance-link'

describe('financeHref', () => {
  it("goes to the site's finance path with the car and its price", () => {
    expect(financeHref('/finance-enquiry', { id: 7, car_type: 'used', price: 45_000 })).toBe(
      '/finance-enquiry?car_id=7&car_type=used&vehiclePriceBudget=45000',
    )
    expect(financeHref('/apply-for-finance', { id: 7, car_type: 'new', price: 45_000 })).toBe(
      '/apply-for-finance?car_id=7&car_type=new&vehiclePriceBudget=45000',
    )
  })

  it('leaves the budget out when the price is not real ($10 or less, or none)', () => {
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 10 })).toBe('/finance?car_id=7&car_type=used')
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: null })).toBe('/finance?car_id=7&car_type=used')
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 10.01 })).toBe(
      '/finance?car_id=7&car_type=used&vehiclePriceBudget=10',
    )
    expect(financeHref('/finance', { id: 7, car_type: 'used', price: 11 })).toBe(
      '/finance?car_id=7&car_type=used&vehiclePriceBudget=11',
    )
  })
})
