import { describe, expect, it } from 'vitest'

import { parseSearchParams, parseSearchQueryString } from './url-query'

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

describe('NUL, control characters and bad percent-encoding', () => {
  it.each([
    ['query=%00', /^query contains a NUL character$/],
    ['query=hilux%00', /query contains a NUL character/],
    ['query=a%0Ab', /query contains a control character/],
    ['query=%7F', /query contains a control character/],
    ['refinementList[make][0]=%00', /refinementList\[make\]\[0\] contains a NUL character/],
    ['refinementList[body][0]=SUV%1B', /control character/],
  ])('%s is an error, never a search', (query, message) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })

  it('reads a raw query string, refusing one that is not valid percent-encoded UTF-8', () => {
    expect(parseSearchQueryString('?query=hilux+sr5&page=2')).toMatchObject({ ok: true, search: { query: 'hilux sr5', page: 2 } })
    expect(parseSearchQueryString('')).toMatchObject({ ok: true, search: { query: '' } })
    expect(parseSearchQueryString('?query=%F0%9F%9A%97')).toMatchObject({ ok: true, search: { query: '\u{1F697}' } })
    // Next.js's server hands the app '%E0%A4%A' already re-encoded as a replacement character: refused too.
    for (const search of ['?query=%E0%A4%A', '?query=%ZZ', '?refinementList[make][0]=%FF', '?query=%00', '?query=%EF%BF%BD%25A', '?refinementList[make][0]=%EF%BF%BD']) {
      const result = parseSearchQueryString(search)
      expect(result.ok, search).toBe(false)
      if (!result.ok) expect(result.error, search).toMatch(/percent-encoded|NUL/)
    }
  })
})
