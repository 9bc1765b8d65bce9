import { describe, expect, it } from 'vitest'

import { filterFormQuery, rangeFormRedirect, searchPageUrl } from './url'

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
    expect(query).toBe('query=hilux&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Ford&range%5Bprice%5D=20000%3A')
  })

  it('drops the page, as any filter change must', () => {
    expect(filterFormQuery(form([['page', '3'], ['sortBy', 'price_asc']]))).toBe('sortBy=price_asc')
    expect(filterFormQuery(form([['page', '3'], ['query', '']]))).toBe('')
  })

  it('agrees with the server redirect of the same submitted form', () => {
    const fields: Array<[string, string]> = [
      ['query', 'ute'],
      ['sortBy', 'latest'],
      ['min[year]', '2015'],
      ['max[year]', '2020'],
      ['refinementList[body][0]', 'ute'],
    ]
    expect(searchPageUrl('/cars', filterFormQuery(fields) ?? 'x')).toBe(rangeFormRedirect(new URLSearchParams(fields), '/cars'))
  })

  it('is null for a malformed form (a minimum above the maximum, a sort that does not exist), and ignores files', () => {
    expect(filterFormQuery(form([['min[price]', '50000'], ['max[price]', '40000']]))).toBeNull()
    expect(filterFormQuery(form([['sortBy', 'cheapest']]))).toBeNull()
    expect(filterFormQuery([['query', new Blob(['x']) as unknown as File]])).toBe('')
  })
})

describe('rangeFormRedirect', () => {
  it('rewrites min and max fields to the canonical range, without the page', () => {
    expect(rangeFormRedirect(new URLSearchParams('page=2&min[price]=1000&max[price]='), '/cars')).toBe('/cars?range%5Bprice%5D=1000%3A')
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
