import { describe, expect, it } from 'vitest'

import { carTitle } from './car-title'

describe('carTitle', () => {
  const car = { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', name: 'Listing name' }

  it('is year, make and model', () => {
    expect(carTitle(car)).toBe('2021 Toyota Corolla')
  })

  it('adds the variant where asked', () => {
    expect(carTitle(car, { variant: true })).toBe('2021 Toyota Corolla Ascent Sport')
    expect(carTitle({ ...car, badge: null }, { variant: true })).toBe('2021 Toyota Corolla')
  })

  it('skips missing parts', () => {
    expect(carTitle({ year: null, make: 'Jayco', model: 'Starcraft' })).toBe('Jayco Starcraft')
    expect(carTitle({ year: 2020, make: '', model: 'Ranger' })).toBe('2020 Ranger')
  })

  it('falls back to the listing name, then to nothing', () => {
    expect(carTitle({ name: 'Mystery car' })).toBe('Mystery car')
    expect(carTitle({ badge: 'GX', name: 'Mystery car' })).toBe('Mystery car')
    expect(carTitle({})).toBe('')
  })
})
