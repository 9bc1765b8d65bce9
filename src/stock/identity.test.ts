import { describe, expect, it } from 'vitest'

import type { ValidCarFeedRow } from './feed-row'
import { carName, derivedFeedId, derivedSlug, rejectedRowIdentity, rowHash, slugify } from './identity'

const car = (overrides: Partial<ValidCarFeedRow> = {}) =>
  ({
    car_type: 'used',
    year: 2020,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    price: 45000,
    km: 30000,
    ...overrides,
  }) as ValidCarFeedRow

describe('derivedFeedId', () => {
  it('is stable for the same car and ignores price and km changes', () => {
    expect(derivedFeedId(car())).toBe(derivedFeedId(car({ price: 43000, km: 31000 })))
    expect(derivedFeedId(car())).toMatch(/^d-[0-9a-f]{16}$/)
  })
  it('differs for a different car, and tells identical rows apart by occurrence', () => {
    expect(derivedFeedId(car({ badge: 'Rogue' }))).not.toBe(derivedFeedId(car()))
    expect(derivedFeedId(car(), 2)).toBe(`${derivedFeedId(car())}-2`)
  })
})

describe('rowHash', () => {
  it('changes with any field and not with key order', () => {
    expect(rowHash(car())).toBe(
      rowHash({
        price: 45000,
        km: 30000,
        badge: 'SR5',
        model: 'Hilux',
        make: 'Toyota',
        year: 2020,
        car_type: 'used',
      } as ValidCarFeedRow),
    )
    expect(rowHash(car({ price: 44000 }))).not.toBe(rowHash(car()))
  })
})

describe('slugs and names', () => {
  it('slugifies titles', () => {
    expect(slugify('2022 Ssangyong Rexton Ultimate (awd)')).toBe('2022-ssangyong-rexton-ultimate-awd')
    expect(slugify('Škoda Octavia RS')).toBe('skoda-octavia-rs')
    expect(slugify('!!!')).toBe('')
  })
  it('derives a unique-looking slug and a name from the row', () => {
    expect(derivedSlug(car({ name: '2020 Toyota Hilux SR5' }), 'd-1')).toMatch(/^2020-toyota-hilux-sr5-[0-9a-f]{8}$/)
    expect(derivedSlug(car(), 'a')).not.toBe(derivedSlug(car(), 'b'))
    expect(carName(car())).toBe('2020 Toyota Hilux SR5')
  })
})

describe('rejectedRowIdentity', () => {
  it('gives the id, stock number, VIN and the derived id the row would have had', () => {
    expect(
      rejectedRowIdentity({
        ...car(),
        year: '2020',
        price: 'lots',
        id: ' A1 ',
        stocknum: 'Stk-1',
        vin: 'jtdkb20u093456789',
      }),
    ).toEqual({
      id: 'A1',
      stocknum: 'stk-1',
      vin: 'JTDKB20U093456789',
      derivedId: derivedFeedId(car({ stocknum: 'Stk-1', vin: 'jtdkb20u093456789' })),
      loose: null,
    })
  })
  it('names the car by make, model and year when a field of its derived id is what is wrong', () => {
    expect(rejectedRowIdentity({ ...car(), car_type: 'nearly-new' })).toMatchObject({
      derivedId: null,
      loose: { make: 'toyota', model: 'hilux', year: 2020 },
    })
    expect(rejectedRowIdentity({ ...car(), car_type: 'nearly-new', stocknum: 'S1' })).toMatchObject({
      derivedId: null,
      loose: null,
      stocknum: 's1',
    })
    expect(rejectedRowIdentity('not a car')).toBeNull()
  })
})
