import { describe, expect, it } from 'vitest'

import { parseSearchParams } from './url-query'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('parseSearchParams', () => {
  it('defaults to page 1, 21 hits, most relevant first', () => {
    expect(parse('')).toEqual({ ok: true, search: { query: '', page: 1, hitsPerPage: 21, sortBy: 'relevance', refinements: {}, ranges: {} } })
  })

  it('reads every key the search page uses', () => {
    const result = parse(
      'query=hilux&page=2&hitsPerPage=100&sortBy=price_asc&refinementList[make][0]=Toyota&refinementList[make][1]=Mazda&refinementList[body][0]=SUV&range[price]=10000:20000&range[km]=:50000&refinementList[dealership_slug][0]=sunshine-motors',
    )
    expect(result).toEqual({
      ok: true,
      search: {
        query: 'hilux',
        page: 2,
        hitsPerPage: 100,
        sortBy: 'price_asc',
        refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'], dealership_slug: ['sunshine-motors'] },
        ranges: { price: { min: 10000, max: 20000 }, km: { max: 50000 } },
      },
    })
  })

  it('ignores unknown parameters and attributes', () => {
    expect(parse('utm_source=x&refinementList[wheels][0]=4&range[torque]=1:2')).toMatchObject({ ok: true, search: { refinements: {}, ranges: {} } })
  })

  it.each([
    ['page=0', /page/],
    ['page=abc', /page/],
    ['page=1001', /page/],
    ['hitsPerPage=101', /hitsPerPage/],
    ['hitsPerPage=0', /hitsPerPage/],
    ['sortBy=cheapest', /sortBy/],
    ['range[price]=abc', /range\[price\]/],
    ['range[price]=5', /range\[price\]/],
    ['range[price]=20000:10000', /above max/],
    ['refinementList[make]]=x', /malformed/],
    [`query=${'a'.repeat(201)}`, /query/],
  ])('rejects %s with a message', (query, message) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })
})
