import { percentEncodingError } from '../domain/request-paths'
import { DEFAULT_SEARCH } from '../domain/search-url'
import { controlCharacterReason } from '../domain/stored-text'
import {
  HITS_PER_PAGE_MAX,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SORTS,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchQuery,
  type SortBy,
} from './types'

/** What the search page's URL says (spec 2.1, 2.3): InstantSearch-style keys. */
export type UrlSearch = Pick<SearchQuery, 'query' | 'page' | 'hitsPerPage' | 'sortBy' | 'refinements' | 'ranges'>

export type UrlSearchResult = { ok: true; search: UrlSearch } | { ok: false; error: string }

const MAX_PAGE = 1000
const MAX_VALUE_LENGTH = 200
const MAX_VALUES = 50

const isRefinement = (name: string): name is RefinementAttribute => Object.hasOwn(REFINEMENT_ATTRIBUTES, name)
const isRange = (name: string): name is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(name)

function positiveInteger(raw: string): number | null {
  return /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null
}

function parseBound(raw: string): number | null | undefined {
  if (raw === '') return undefined
  const value = Number(raw)
  return /^-?\d+(\.\d+)?$/.test(raw) && Number.isFinite(value) ? value : null
}

/**
 * Reads a raw (still percent-encoded) query string, as the proxy and GET /api/search receive it: one that
 * is not valid percent-encoded UTF-8 is an error too, where URLSearchParams would quietly read it as
 * replacement characters.
 */
export function parseSearchQueryString(search: string): UrlSearchResult {
  const encodingError = percentEncodingError(search)
  if (encodingError) return { ok: false, error: encodingError }
  return parseSearchParams(new URLSearchParams(search))
}

/**
 * Reads search parameters: `query`, `page`, `hitsPerPage`, `sortBy`, `refinementList[attr][i]`,
 * `range[attr]=min:max`. Unknown parameters and attributes are ignored; malformed values (a NUL or
 * another control character in a query or refinement included) are an error with a message for the
 * caller (a 400, never a 500).
 */
export function parseSearchParams(params: URLSearchParams): UrlSearchResult {
  const search: UrlSearch = { ...DEFAULT_SEARCH, refinements: {}, ranges: {} }
  for (const [key, raw] of params) {
    if (key === 'query') {
      if (raw.length > MAX_VALUE_LENGTH) return { ok: false, error: `query must be at most ${MAX_VALUE_LENGTH} characters` }
      const reason = controlCharacterReason(raw)
      if (reason) return { ok: false, error: `query ${reason}` }
      search.query = raw.trim()
    } else if (key === 'page') {
      const page = positiveInteger(raw)
      if (page === null || page > MAX_PAGE) return { ok: false, error: `page must be a whole number from 1 to ${MAX_PAGE}, not '${raw}'` }
      search.page = page
    } else if (key === 'hitsPerPage') {
      const size = positiveInteger(raw)
      if (size === null || size > HITS_PER_PAGE_MAX) return { ok: false, error: `hitsPerPage must be a whole number from 1 to ${HITS_PER_PAGE_MAX}, not '${raw}'` }
      search.hitsPerPage = size
    } else if (key === 'sortBy') {
      if (!(SORTS as readonly string[]).includes(raw)) return { ok: false, error: `sortBy must be one of ${SORTS.join(', ')}, not '${raw}'` }
      search.sortBy = raw as SortBy
    } else if (key.startsWith('refinementList[')) {
      const match = /^refinementList\[([a-z_]+)\](?:\[(\d{1,3})\])?$/.exec(key)
      if (!match) return { ok: false, error: `malformed parameter '${key}': use refinementList[attribute][index]=value` }
      const attribute = match[1] as string
      if (!isRefinement(attribute)) continue
      if (raw.length === 0 || raw.length > MAX_VALUE_LENGTH) return { ok: false, error: `${key} must be 1 to ${MAX_VALUE_LENGTH} characters` }
      const reason = controlCharacterReason(raw)
      if (reason) return { ok: false, error: `${key} ${reason}` }
      const values = (search.refinements[attribute] ??= [])
      if (!values.includes(raw)) values.push(raw)
      if (values.length > MAX_VALUES) return { ok: false, error: `at most ${MAX_VALUES} values for ${attribute}` }
    } else if (key.startsWith('range[')) {
      const match = /^range\[([a-z_]+)\]$/.exec(key)
      if (!match) return { ok: false, error: `malformed parameter '${key}': use range[attribute]=min:max` }
      const attribute = match[1] as string
      if (!isRange(attribute)) continue
      const parts = raw.split(':')
      const min = parseBound(parts[0] ?? '')
      const max = parseBound(parts[1] ?? '')
      if (parts.length !== 2 || min === null || max === null) return { ok: false, error: `${key} must be min:max with numbers (either may be empty), not '${raw}'` }
      if (min !== undefined && max !== undefined && min > max) return { ok: false, error: `${key}: min ${min} is above max ${max}` }
      search.ranges[attribute] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
    }
  }
  return { ok: true, search }
}
