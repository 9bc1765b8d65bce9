import { describe, expect, it } from 'vitest'

import { contentRouteError, modelsBodyOf, pageOf, parseId } from './content-routes'

const q = (query: string) => new URLSearchParams(query)

describe('content route parameters', () => {
  it('accepts well-formed special-offers filters and refuses others', () => {
    expect(contentRouteError('/special-offers', q(''))).toBeNull()
    expect(contentRouteError('/special-offers', q('manufacturer=toyota&model=hilux&utm_source=x'))).toBeNull()
    expect(contentRouteError('/special-offers/', q('manufacturer='))).toBeNull()
    expect(contentRouteError('/special-offers', q('manufacturer=Toyota!'))).toMatch(/manufacturer must be a slug/)
    expect(contentRouteError('/special-offers', q('model=a&model=b'))).toMatch(/once/)
  })

  it('wants a whole-number offer id and a slug manufacturer', () => {
    expect(contentRouteError('/offers/12', q(''))).toBeNull()
    expect(contentRouteError('/offers/toyota/12', q(''))).toBeNull()
    expect(contentRouteError('/offers/abc', q(''))).toMatch(/whole number/)
    expect(contentRouteError('/offers/toyota/0', q(''))).toMatch(/whole number/)
    expect(contentRouteError('/offers/toyota/1.5', q(''))).toMatch(/whole number or an offer/)
    expect(contentRouteError('/offers/toyota/hilux-run-out', q(''))).toBeNull() // a manufacturer's offer
    expect(contentRouteError('/offers/toyota/Hilux_Run', q(''))).toMatch(/whole number or an offer/)
    expect(contentRouteError('/offers/hilux-run-out', q(''))).toMatch(/whole number/) // always under its make
    expect(contentRouteError('/offers/Toy%20ota/12', q(''))).toMatch(/slug/)
    expect(contentRouteError('/offers/1/2/3', q(''))).toBeNull() // no such route: a 404, not a 400
    expect(contentRouteError('/contact', q('offer=toyota/12'))).toBeNull()
    expect(contentRouteError('/contact', q('offer=12&utm_source=x'))).toBeNull()
    expect(contentRouteError('/contact', q('offer=%3Cscript%3E'))).toMatch(/offer must be/)
    expect(contentRouteError('/contact', q('offer=1&offer=2'))).toMatch(/once/)
  })

  it('knows the models body filters', () => {
    for (const body of ['suv', 'trucks', 'vans', 'performance', 'electric', 'future-vehicles'])
      expect(contentRouteError('/models', q(`body=${body}`))).toBeNull()
    expect(contentRouteError('/models', q('body=boats'))).toMatch(/body must be one of suv, trucks/)
    expect(modelsBodyOf(q('body=vans'))).toBe('vans')
    expect(modelsBodyOf(q(''))).toBeNull()
  })

  it('wants slugs for brands and locations, and a page number for the blog', () => {
    expect(contentRouteError('/brands/toyota', q(''))).toBeNull()
    expect(contentRouteError('/brands/TOYOTA', q(''))).toMatch(/brand must be a slug/)
    expect(contentRouteError('/locations/brisbane', q(''))).toBeNull()
    expect(contentRouteError('/locations/bris%20bane', q(''))).toMatch(/location must be a slug/)
    expect(contentRouteError('/blog', q('page=2'))).toBeNull()
    expect(contentRouteError('/blog/vehicle-reviews', q('page=0'))).toMatch(/page must be/)
    expect(contentRouteError('/blog', q('page=1001'))).toMatch(/page must be/)
    expect(pageOf(q('page=3'))).toBe(3)
    expect(pageOf(q(''))).toBe(1)
  })

  it('leaves other routes alone', () => {
    expect(contentRouteError('/cars', q('page=abc'))).toBeNull()
    expect(parseId('0012')).toBeNull()
    expect(parseId('42')).toBe(42)
  })
})
