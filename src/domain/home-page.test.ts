import { describe, expect, it } from 'vitest'

import { featuredStock, mapPoints, mapTiles, OSM_TILES, quickSearchMaxPrice, quickSearchUrl } from './home-page'
import { routeQueryRepair } from './route-queries'
import { parseSearchQueryString, rangeFormRedirect } from './search-url'

describe('quick search URL', () => {
  it('goes to the canonical search URL of make, model and max price', () => {
    expect(quickSearchUrl({ make: 'Toyota', model: 'HiLux', maxPrice: '40000' })).toBe(
      '/cars?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmodel%5D%5B0%5D=HiLux&range%5Bprice%5D=%3A40000',
    )
    const url = quickSearchUrl({ make: 'Mazda', model: 'CX-5', maxPrice: 30000 })
    const parsed = parseSearchQueryString(url.slice('/cars?'.length))
    expect(parsed.ok && parsed.search.refinements).toEqual({ make: ['Mazda'], model: ['CX-5'] })
    expect(parsed.ok && parsed.search.ranges).toEqual({ price: { max: 30000 } })
  })

  it('leaves out what was not chosen: nothing chosen is the whole stock', () => {
    expect(quickSearchUrl({})).toBe('/cars')
    expect(quickSearchUrl({ make: '  ', model: '', maxPrice: '' })).toBe('/cars')
    expect(quickSearchUrl({ maxPrice: '25000' })).toBe('/cars?range%5Bprice%5D=%3A25000')
  })

  it('drops a model without its make, and malformed input', () => {
    expect(quickSearchUrl({ model: '3' })).toBe('/cars')
    expect(quickSearchUrl({ make: 'Ford\u0000', maxPrice: 'lots' })).toBe('/cars')
    expect(quickSearchUrl({ make: 'x'.repeat(201) })).toBe('/cars')
  })

  it('lands on the same URL without JavaScript: the GET form, repaired by the proxy and folded by the page', () => {
    /** What a browser sends, then the proxy's repair of a refused query, then the search page's redirect. */
    const noScript = (fields: Record<string, string>) => {
      const sent = `?${new URLSearchParams(fields).toString()}`
      const repaired = routeQueryRepair('/cars', sent) ?? sent
      return rangeFormRedirect(new URLSearchParams(repaired), '/cars') ?? `/cars${repaired}`
    }
    const cases = [
      { make: 'Toyota', model: 'HiLux', maxPrice: '40000' },
      { make: 'Toyota', model: '', maxPrice: '25000' },
      { make: '', model: '', maxPrice: '15000' },
    ]
    for (const { make, model, maxPrice } of cases)
      expect(
        noScript({ 'refinementList[make][0]': make, 'refinementList[model][0]': model, 'max[price]': maxPrice }),
      ).toBe(quickSearchUrl({ make, model, maxPrice }))
  })

  it('reads a max price as a whole positive amount', () => {
    expect(quickSearchMaxPrice('$25,000')).toBe(25000)
    expect(quickSearchMaxPrice('19999.6')).toBe(20000)
    expect(quickSearchMaxPrice('0')).toBeNull()
    expect(quickSearchMaxPrice('-5')).toBeNull()
    expect(quickSearchMaxPrice(null)).toBeNull()
  })
})

describe('featured stock', () => {
  it('shows the featured cars while there are any, at most the limit', () => {
    expect(featuredStock(['a', 'b', 'c'], ['x', 'y'], 2)).toEqual({ source: 'featured', cars: ['a', 'b'] })
    expect(featuredStock(['a'], ['x', 'y'], 6)).toEqual({ source: 'featured', cars: ['a'] })
  })

  it('falls back to the newest cars when none is featured', () => {
    expect(featuredStock([], ['x', 'y', 'z'], 2)).toEqual({ source: 'newest', cars: ['x', 'y'] })
    expect(featuredStock([], [], 6)).toEqual({ source: 'newest', cars: [] })
  })
})

describe('map tiles and points', () => {
  it('uses OpenStreetMap without a key, and the site key’s provider with one', () => {
    expect(mapTiles(null)).toBe(OSM_TILES)
    expect(mapTiles('short')).toBe(OSM_TILES)
    expect(mapTiles('abc"><script>')).toBe(OSM_TILES)
    const keyed = mapTiles('AbCdEf123456')
    expect(keyed.url).toContain('key=AbCdEf123456')
    expect(keyed.origin).toBe('https://api.maptiler.com')
    expect(keyed.attribution).toContain('OpenStreetMap')
  })

  it('maps only locations with real coordinates', () => {
    const points = mapPoints(
      [
        { name: 'Kedron', address: { lat: -27.41, long: 153.03 } },
        { name: 'No coordinates', address: { lat: null, long: null } },
        { name: 'Null island', address: { lat: 0, long: 0 } },
        { name: 'Off the globe', address: { lat: 95, long: 10 } },
      ],
      (index) => `address ${index}`,
    )
    expect(points).toEqual([{ lat: -27.41, lng: 153.03, name: 'Kedron', address: 'address 0' }])
  })
})
