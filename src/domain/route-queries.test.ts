import { describe, expect, it } from 'vitest'

import { routeQueryError, routeQueryRepair } from './route-queries'

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

  it('needs the Online Purchase page’s car slug and takes only a known step', () => {
    expect(routeQueryError('/checkout-journey', '')).toMatch(/car_id/)
    expect(routeQueryError('/checkout-journey/', '?car_id=%3Cx%3E')).toMatch(/car_id/)
    expect(routeQueryError('/checkout-journey', '?car_id=abc&step=pay')).toMatch(/step/)
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

describe('routeQueryRepair (#17: malformed shopper URLs redirect, never a bare text page)', () => {
  it('drops an old link’s page=0 and an unknown sort, keeping the rest as sent', () => {
    expect(routeQueryRepair('/search/used-cars', '?page=0')).toBe('')
    expect(routeQueryRepair('/cars', '?query=hilux&sortBy=cheapest&refinementList%5Bmake%5D%5B0%5D=Toyota')).toBe(
      '?query=hilux&refinementList%5Bmake%5D%5B0%5D=Toyota',
    )
    expect(routeQueryRepair('/cars/', '?page=0&page=2')).toBe('?page=2')
  })
  it('drops a badly encoded value rather than decoding it to something else', () => {
    expect(routeQueryRepair('/cars', '?query=%FF&sortBy=latest')).toBe('?sortBy=latest')
  })
  it('drops a NUL too', () => {
    expect(routeQueryRepair('/search/suv', '?a=1&query=%00')).toBe('?a=1')
  })
  it('repairs every page by its own rules', () => {
    expect(routeQueryRepair('/blog', '?page=0')).toBe('')
    expect(routeQueryRepair('/about-us', '?a=1&q=%00')).toBe('?a=1')
    expect(routeQueryRepair('/compare', '?ids=1,x')).toBe('')
    expect(routeQueryRepair('/sign-in', '?type=watchlist&type=admin')).toBe('?type=watchlist')
  })
  it('is null when the path itself is refused (nothing in the query to drop)', () => {
    expect(routeQueryError('/offers/abc', '')).not.toBeNull()
    expect(routeQueryRepair('/offers/abc', '?x=1')).toBeNull()
  })
  it('is null for a query that is accepted as it is', () => {
    expect(routeQueryRepair('/cars', '?page=2')).toBeNull()
    expect(routeQueryRepair('/about-us', '?page=0')).toBeNull()
    expect(routeQueryRepair('/cars', '')).toBeNull()
  })
})
