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
      ['/checkout-journey', '?car_id=2020-mazda-cx-5-abc12&step=deposit'],
      ['/sign-in', '?type=watchlist'],
      ['/offers', ''],
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

  it('needs the Online Purchase page’s car slug and takes only a known step', () => {
    expect(routeQueryError('/checkout-journey', '')).toMatch(/car_id/)
    expect(routeQueryError('/checkout-journey/', '?car_id=%3Cx%3E')).toMatch(/car_id/)
    expect(routeQueryError('/checkout-journey', '?car_id=abc&step=pay')).toMatch(/step/)
  })

  it('refuses a malformed trade-in car id', () => {
    expect(routeQueryError('/cars/trade-in/', '?car_id=-1')).toBe('car_id must be a car id (a positive whole number).')
  })

  it('passes account and content pages to their own rules', () => {
    expect(routeQueryError('/sign-in', '?type=a&type=b')).toBe('type is given more than once.')
    expect(routeQueryError('/blog', '?page=0')).not.toBeNull()
  })
})
