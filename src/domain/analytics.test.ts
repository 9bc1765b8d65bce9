import { describe, expect, it } from 'vitest'

import { analyticsEvent } from './analytics'

describe('analyticsEvent', () => {
  it('names the event, the site and the car', () => {
    expect(
      analyticsEvent('car_save', 'sunshine-motors', {
        id: 7,
        car_type: 'used',
        make: 'Toyota',
        model: 'Hilux',
        price: 30_000,
      }),
    ).toEqual({
      event: 'car_save',
      site: 'sunshine-motors',
      car_id: 7,
      car_type: 'used',
      make: 'Toyota',
      model: 'Hilux',
      price: 30_000,
    })
  })
})
