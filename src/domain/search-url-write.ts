/**
 * The writing half of the search page's URL format (search-url.ts reads it): the canonical query string of
 * a search. Apart, so a page that only links into search (the home page's quick search) ships the writer
 * without the reader's validation.
 */
import { PAGE_SIZE, type SearchQuery } from './search-rules'

/** What the search page's URL says (spec 2.1, 2.3): InstantSearch-style keys. */
export type UrlSearch = Pick<SearchQuery, 'query' | 'page' | 'hitsPerPage' | 'sortBy' | 'refinements' | 'ranges'>

/** What an empty search URL means; the serialiser leaves these values out. */
export const DEFAULT_SEARCH: Readonly<UrlSearch> = Object.freeze({
  query: '',
  page: 1,
  hitsPerPage: PAGE_SIZE,
  sortBy: 'relevance',
  refinements: Object.freeze({}),
  ranges: Object.freeze({}),
})

const sortedKeys = <K extends string>(record: Partial<Record<K, unknown>>): K[] => (Object.keys(record) as K[]).sort()

/**
 * The search as a query string, in a stable order: query, page, hitsPerPage, sortBy, then refinements and
 * ranges by attribute name (refinement values in their order). Defaults and empty ranges are left out.
 */
export function serializeSearch(search: UrlSearch): string {
  const params = new URLSearchParams()
  if (search.query !== DEFAULT_SEARCH.query) params.append('query', search.query)
  if (search.page !== DEFAULT_SEARCH.page) params.append('page', String(search.page))
  if (search.hitsPerPage !== DEFAULT_SEARCH.hitsPerPage) params.append('hitsPerPage', String(search.hitsPerPage))
  if (search.sortBy !== DEFAULT_SEARCH.sortBy) params.append('sortBy', search.sortBy)
  for (const attribute of sortedKeys(search.refinements)) {
    search.refinements[attribute]?.forEach((value, index) =>
      params.append(`refinementList[${attribute}][${index}]`, value),
    )
  }
  for (const attribute of sortedKeys(search.ranges)) {
    const { min, max } = search.ranges[attribute] ?? {}
    if (min !== undefined || max !== undefined) params.append(`range[${attribute}]`, `${min ?? ''}:${max ?? ''}`)
  }
  return params.toString()
}
