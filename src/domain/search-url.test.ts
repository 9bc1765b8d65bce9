import { describe, expect, it } from 'vitest'

import { parseSearchParams, type UrlSearch } from '../search/url-query'
import { changeFilters, DEFAULT_SEARCH, serializeSearch } from './search-url'

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
    const reordered = search({ ...full, refinements: { dealership_slug: ['sunshine-motors'], make: ['Toyota', 'Mazda'], body: ['SUV'] } })
    expect(serializeSearch(reordered)).toBe(serializeSearch(full))
  })
  it('leaves out a range with neither bound', () => {
    expect(serializeSearch(search({ ranges: { price: {} } }))).toBe('')
  })
  it('round-trips through the parser', () => {
    expect(parseSearchParams(new URLSearchParams(serializeSearch(full)))).toEqual({ ok: true, search: full })
    const awkward = search({ query: 'a&b=c [x] 100%', refinements: { colour: ['Blue & White', 'Red+Black'] }, ranges: { price: { min: 0.5, max: 1 } } })
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
