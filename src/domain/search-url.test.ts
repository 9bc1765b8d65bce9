import { describe, expect, it } from 'vitest'

import {
  changeFilters,
  DEFAULT_SEARCH,
  filterFormQuery,
  parseSearchParams,
  parseSearchQueryString,
  rangeFormRedirect,
  searchPageUrl,
  serializeSearch,
  type UrlSearch,
} from './search-url'

// Reading

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('parseSearchParams', () => {
  it('defaults to page 1, 21 hits, most relevant first', () => {
    expect(parse('')).toEqual({
      ok: true,
      search: { query: '', page: 1, hitsPerPage: 21, sortBy: 'relevance', refinements: {}, ranges: {} },
    })
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
    expect(parse('utm_source=x&refinementList[wheels][0]=4&range[torque]=1:2')).toMatchObject({
      ok: true,
      search: { refinements: {}, ranges: {} },
    })
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
    expect(parseSearchQueryString('?query=hilux+sr5&page=2')).toMatchObject({
      ok: true,
      search: { query: 'hilux sr5', page: 2 },
    })
    expect(parseSearchQueryString('')).toMatchObject({ ok: true, search: { query: '' } })
    expect(parseSearchQueryString('?query=%F0%9F%9A%97')).toMatchObject({ ok: true, search: { query: '\u{1F697}' } })
    // Next.js's server hands the app '%E0%A4%A' already re-encoded as a replacement character: refused too.
    for (const search of [
      '?query=%E0%A4%A',
      '?query=%ZZ',
      '?refinementList[make][0]=%FF',
      '?query=%00',
      '?query=%EF%BF%BD%25A',
      '?refinementList[make][0]=%EF%BF%BD',
    ]) {
      const result = parseSearchQueryString(search)
      expect(result.ok, search).toBe(false)
      if (!result.ok) expect(result.error, search).toMatch(/percent-encoded|NUL/)
    }
  })
})

// Writing

const search = (fields: Partial<UrlSearch>): UrlSearch => ({ ...DEFAULT_SEARCH, ...fields })
const full = search({
  query: 'hilux sr5',
  page: 3,
  hitsPerPage: 42,
  sortBy: 'price_desc',
  refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'], dealership_slug: ['sunshine-motors'] },
  ranges: { price: { min: 10_000, max: 20_000 }, km: { max: 50_000 }, year: { min: 2_015 } },
})

describe('serializeSearch', () => {
  it('writes nothing for the default search', () => {
    expect(serializeSearch(DEFAULT_SEARCH)).toBe('')
  })
  it('writes every key in a stable order', () => {
    const written = new URLSearchParams(serializeSearch(full))
    expect([...written]).toEqual([
      ['query', 'hilux sr5'],
      ['page', '3'],
      ['hitsPerPage', '42'],
      ['sortBy', 'price_desc'],
      ['refinementList[body][0]', 'SUV'],
      ['refinementList[dealership_slug][0]', 'sunshine-motors'],
      ['refinementList[make][0]', 'Toyota'],
      ['refinementList[make][1]', 'Mazda'],
      ['range[km]', ':50000'],
      ['range[price]', '10000:20000'],
      ['range[year]', '2015:'],
    ])
  })
  it('gives the same string for the same search whatever the key order of its objects', () => {
    const reordered = search({
      ...full,
      refinements: { dealership_slug: ['sunshine-motors'], make: ['Toyota', 'Mazda'], body: ['SUV'] },
    })
    expect(serializeSearch(reordered)).toBe(serializeSearch(full))
  })
  it('leaves out a range with neither bound', () => {
    expect(serializeSearch(search({ ranges: { price: {} } }))).toBe('')
  })
  it('round-trips through the parser', () => {
    expect(parseSearchParams(new URLSearchParams(serializeSearch(full)))).toEqual({ ok: true, search: full })
    const awkward = search({
      query: 'a&b=c [x] 100%',
      refinements: { colour: ['Blue & White', 'Red+Black'] },
      ranges: { price: { min: 0.5, max: 1 } },
    })
    expect(parseSearchParams(new URLSearchParams(serializeSearch(awkward)))).toEqual({ ok: true, search: awkward })
  })
})

describe('changeFilters', () => {
  it('removes the page on any filter change', () => {
    const changed = changeFilters(full, { refinements: { make: ['Ford'] } })
    expect(changed).toEqual({ ...full, refinements: { make: ['Ford'] }, page: 1 })
    expect(new URLSearchParams(serializeSearch(changed)).has('page')).toBe(false)
    expect(changeFilters(full, { query: 'ranger' }).page).toBe(1)
    expect(changeFilters(full, { sortBy: 'latest' }).page).toBe(1)
    expect(changeFilters(full, { ranges: {} }).page).toBe(1)
  })
})

// The filter form

const form = (entries: Array<[string, string]>) => entries

describe('filterFormQuery', () => {
  it('gives the canonical query of the form: ranges folded, empty fields and defaults left out, refinements re-indexed', () => {
    const query = filterFormQuery(
      form([
        ['query', ' hilux '],
        ['sortBy', 'relevance'],
        ['min[price]', '20000'],
        ['max[price]', ''],
        ['min[km]', ''],
        ['max[km]', ''],
        ['refinementList[make][3]', 'Toyota'],
        ['refinementList[make][9]', 'Ford'],
      ]),
    )
    expect(query).toBe(
      'query=hilux&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Ford&range%5Bprice%5D=20000%3A',
    )
  })

  it('drops the page, as any filter change must', () => {
    expect(
      filterFormQuery(
        form([
          ['page', '3'],
          ['sortBy', 'price_asc'],
        ]),
      ),
    ).toBe('sortBy=price_asc')
    expect(
      filterFormQuery(
        form([
          ['page', '3'],
          ['query', ''],
        ]),
      ),
    ).toBe('')
  })

  it('agrees with the server redirect of the same submitted form', () => {
    const fields: Array<[string, string]> = [
      ['query', 'ute'],
      ['sortBy', 'latest'],
      ['min[year]', '2015'],
      ['max[year]', '2020'],
      ['refinementList[body][0]', 'ute'],
    ]
    expect(searchPageUrl('/cars', filterFormQuery(fields) ?? 'x')).toBe(
      rangeFormRedirect(new URLSearchParams(fields), '/cars'),
    )
  })

  it('is null for a malformed form (a minimum above the maximum, a sort that does not exist), and ignores files', () => {
    expect(
      filterFormQuery(
        form([
          ['min[price]', '50000'],
          ['max[price]', '40000'],
        ]),
      ),
    ).toBeNull()
    expect(filterFormQuery(form([['sortBy', 'cheapest']]))).toBeNull()
    expect(filterFormQuery([['query', new Blob(['x']) as unknown as File]])).toBe('')
  })
})

describe('rangeFormRedirect', () => {
  it('rewrites min and max fields to the canonical range, without the page', () => {
    expect(rangeFormRedirect(new URLSearchParams('page=2&min[price]=1000&max[price]='), '/cars')).toBe(
      '/cars?range%5Bprice%5D=1000%3A',
    )
    expect(rangeFormRedirect(new URLSearchParams('min[price]=&max[price]='), '/search/suv')).toBe('/search/suv')
    expect(rangeFormRedirect(new URLSearchParams('query=x'), '/cars')).toBeNull()
  })
})

describe('searchPageUrl', () => {
  it('leaves the question mark out of an empty query', () => {
    expect(searchPageUrl('/cars', '')).toBe('/cars')
    expect(searchPageUrl('/cars', 'query=a')).toBe('/cars?query=a')
  })
})
