import { describe, expect, it } from 'vitest'

import { DEFAULT_SEARCH, parseSearchParams, serializeSearch } from './search-url'
import { similarCarsPath, similarCarsSearch, soldNotice, vehicleWord } from './sold-notice'

describe('the sold notice', () => {
  it("says 'caravan' for caravans and 'car' otherwise", () => {
    expect(vehicleWord({ item_type: ' CARAVAN ' })).toBe('caravan')
    expect(vehicleWord({ item_type: 'car' })).toBe('car')
    expect(vehicleWord({})).toBe('car')
  })
  it('reads exactly as the spec', () => {
    expect(soldNotice('car')).toBe(
      "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
    )
    expect(soldNotice(vehicleWord({ item_type: 'caravan' }))).toBe(
      "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!",
    )
  })
})

describe('similarCarsSearch', () => {
  it('searches the same make, model and body', () => {
    const search = similarCarsSearch({ make: 'Toyota', model: 'Hilux', simple_body: 'Ute' })
    expect(search).toEqual({ ...DEFAULT_SEARCH, refinements: { make: ['Toyota'], model: ['Hilux'], body: ['Ute'] } })
    const query = serializeSearch(search)
    expect(parseSearchParams(new URLSearchParams(query))).toEqual({ ok: true, search })
    expect(similarCarsPath({ make: 'Toyota', model: 'Hilux', simple_body: 'Ute' })).toBe(`/cars?${query}`)
  })
  it('leaves out what is missing', () => {
    expect(similarCarsSearch({ make: 'Mazda', model: ' ', simple_body: null }).refinements).toEqual({ make: ['Mazda'] })
    expect(similarCarsPath({})).toBe('/cars')
  })
})
