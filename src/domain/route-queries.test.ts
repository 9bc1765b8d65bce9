import { describe, expect, it } from 'vitest'

import { routeQueryError } from './route-queries'

describe('routeQueryError', () => {
  it('accepts every page with a well-formed query, or none', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/cars', '?make=Toyota&page=2'],
      ['/search/used-cars/', '?sort=price-asc'],
      ['/compare', '?ids=1,2,3'],
      ['/garage/', ''],
      ['/cars/trade-in', '?car_id=12'],
      ['/sign-in', '?type=watchlist'],
      ['/offers', ''],
      ['/parts/search', '?q=towbar&make=toyota&model=HiLux&page=2&part=3'],
      ['/vehicle-parts-and-accessories', '?make=ford'],
      ['/book-test-drive', '?car_id=12'],
      ['/ford-service', ''],
    ])
      expect(routeQueryError(path!, search!), `${path}${search}`).toBeNull()
  })

  it('refuses a NUL in any page’s query, in a name or a value', () => {
    expect(routeQueryError('/about-us', '?q=%00')).toBe('the query contains a NUL character')
    expect(routeQueryError('/', '?%00=1')).toBe('the query contains a NUL character')
  })

  it('checks the search pages’ state, with or without a trailing slash, and only there', () => {
    expect(routeQueryError('/cars', '?page=abc')).toMatch(/page/)
    expect(routeQueryError('/cars/', '?page=abc')).toMatch(/page/)
    expect(routeQueryError('/search/used-cars', '?page=abc')).toMatch(/page/)
    expect(routeQueryError('/about-us', '?page=abc')).toBeNull()
  })

  it('checks car ids against each saved-car page’s own limit', () => {
    expect(routeQueryError('/compare', '?ids=1,x')).toBe('ids must be car ids separated by commas.')
    expect(routeQueryError('/compare', '?ids=1,2,3,4')).not.toBeNull()
    expect(routeQueryError('/garage', '?ids=1,2,3,4')).toBeNull()
  })

  it('refuses a malformed trade-in car id', () => {
    expect(routeQueryError('/cars/trade-in/', '?car_id=-1')).toBe('car_id must be a car id (a positive whole number).')
  })

  it('refuses a malformed parts search or test-drive car, on those pages only', () => {
    expect(routeQueryError('/parts/search', '?page=0')).toMatch(/page/)
    expect(routeQueryError('/parts/search/', '?make=Toyota%21')).toMatch(/make/)
    expect(routeQueryError('/vehicle-parts-and-accessories', '?part=x')).toMatch(/part/)
    expect(routeQueryError('/book-test-drive', '?car_id=abc')).toMatch(/car_id/)
    expect(routeQueryError('/about-us', '?part=x')).toBeNull()
  })

  it('passes account and content pages to their own rules', () => {
    expect(routeQueryError('/sign-in', '?type=a&type=b')).toBe('type is given more than once.')
    expect(routeQueryError('/blog', '?page=0')).not.toBeNull()
  })
})
