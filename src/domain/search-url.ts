/**
 * The search page's URL format (spec 2.1, 2.3, 4), read here and written by search-url-write.ts: the keys
 * `query`, `page`, `hitsPerPage`, `sortBy`, `refinementList[attr][i]` and `range[attr]=min:max`; a submitted
 * filter form's `min[attr]`/`max[attr]` folded into the canonical `range[attr]`; and 'any filter change
 * removes the page parameter'. Pure: the proxy, GET /api/search, the pages and the filter form all use it.
 */
import { milesToKm } from './locale'
import { percentEncodingError } from './request-paths'
import {
  HITS_PER_PAGE_MAX,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SORTS,
  type RangeAttribute,
  type RefinementAttribute,
  type SortBy,
} from './search-rules'
import { DEFAULT_SEARCH, serializeSearch, type UrlSearch } from './search-url-write'
import { controlCharacterReason } from './stored-text'

export { DEFAULT_SEARCH, serializeSearch, type UrlSearch }

export type UrlSearchResult = { ok: true; search: UrlSearch } | { ok: false; error: string }

// Reading

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
      if (raw.length > MAX_VALUE_LENGTH)
        return { ok: false, error: `query must be at most ${MAX_VALUE_LENGTH} characters` }
      const reason = controlCharacterReason(raw)
      if (reason) return { ok: false, error: `query ${reason}` }
      search.query = raw.trim()
    } else if (key === 'page') {
      const page = positiveInteger(raw)
      if (page === null || page > MAX_PAGE)
        return { ok: false, error: `page must be a whole number from 1 to ${MAX_PAGE}, not '${raw}'` }
      search.page = page
    } else if (key === 'hitsPerPage') {
      const size = positiveInteger(raw)
      if (size === null || size > HITS_PER_PAGE_MAX)
        return { ok: false, error: `hitsPerPage must be a whole number from 1 to ${HITS_PER_PAGE_MAX}, not '${raw}'` }
      search.hitsPerPage = size
    } else if (key === 'sortBy') {
      if (!(SORTS as readonly string[]).includes(raw))
        return { ok: false, error: `sortBy must be one of ${SORTS.join(', ')}, not '${raw}'` }
      search.sortBy = raw as SortBy
    } else if (key.startsWith('refinementList[')) {
      const match = /^refinementList\[([a-z_]+)\](?:\[(\d{1,3})\])?$/.exec(key)
      if (!match)
        return { ok: false, error: `malformed parameter '${key}': use refinementList[attribute][index]=value` }
      const attribute = match[1] as string
      if (!isRefinement(attribute)) continue
      if (raw.length === 0 || raw.length > MAX_VALUE_LENGTH)
        return { ok: false, error: `${key} must be 1 to ${MAX_VALUE_LENGTH} characters` }
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
      if (parts.length !== 2 || min === null || max === null)
        return { ok: false, error: `${key} must be min:max with numbers (either may be empty), not '${raw}'` }
      if (min !== undefined && max !== undefined && min > max)
        return { ok: false, error: `${key}: min ${min} is above max ${max}` }
      search.ranges[attribute] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
    }
  }
  return { ok: true, search }
}

export type FilterChange = Partial<Omit<UrlSearch, 'page'>>

/** Applies a change of query, sort, refinements or ranges; any such change goes back to page 1, which the URL leaves out. */
export function changeFilters(search: UrlSearch, change: FilterChange): UrlSearch {
  return { ...search, ...change, page: 1 }
}

// The filter form and the page's search parameters

/** A page's search parameters as Next.js hands them over. */
export type PageSearchParams = Record<string, string | string[] | undefined>

export function toUrlSearchParams(params: PageSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item)
  return query
}

/**
 * A bound typed in the form's unit as the stored unit: `unit[km]=mi` (the US filter form) says the km
 * fields hold miles, kept as whole km; anything not a plain number is left for the parser to refuse.
 */
function storedBound(value: string, unit: string | null): string {
  if (unit !== 'mi' || !/^\d+(\.\d+)?$/.test(value)) return value
  return String(Math.round(milesToKm(Number(value))))
}

/** The parameters with `min[attr]`/`max[attr]` folded into `range[attr]=min:max`, or null when there are none. */
function foldRangeFields(params: URLSearchParams): URLSearchParams | null {
  const bounds = RANGE_ATTRIBUTES.filter(
    (attribute) => params.has(`min[${attribute}]`) || params.has(`max[${attribute}]`),
  )
  if (bounds.length === 0) return null
  const rest = new URLSearchParams([...params].filter(([key]) => !/^(min|max|unit)\[/.test(key)))
  for (const attribute of bounds) {
    const unit = attribute === 'km' ? params.get('unit[km]') : null
    const min = storedBound(params.get(`min[${attribute}]`)?.trim() ?? '', unit)
    const max = storedBound(params.get(`max[${attribute}]`)?.trim() ?? '', unit)
    if (min !== '' || max !== '') rest.set(`range[${attribute}]`, `${min}:${max}`)
  }
  return rest
}

/**
 * A submitted filter form sends ranges as `min[attr]` and `max[attr]`: the canonical URL with
 * `range[attr]=min:max` instead (and no page), or null when there is nothing to rewrite. Malformed values
 * are left to the parser, which answers 400.
 */
export function rangeFormRedirect(params: URLSearchParams, basePath: string): string | null {
  const rest = foldRangeFields(params)
  if (!rest) return null
  const parsed = parseSearchParams(rest)
  if (!parsed.ok) return `${basePath}?${rest.toString()}`
  const query = serializeSearch({ ...parsed.search, page: 1 })
  return query ? `${basePath}?${query}` : basePath
}

/**
 * The canonical query string of the filter form's fields (what submitting it leads to, by the same rules
 * as `rangeFormRedirect`): ranges as `range[attr]`, no page, defaults left out. Null when a value is malformed.
 */
export function filterFormQuery(fields: Iterable<[string, FormDataEntryValue]>): string | null {
  const params = new URLSearchParams()
  for (const [key, value] of fields) if (typeof value === 'string') params.append(key, value)
  const folded = foldRangeFields(params) ?? params
  folded.delete('page')
  const parsed = parseSearchParams(folded)
  return parsed.ok ? serializeSearch({ ...parsed.search, page: 1 }) : null
}

/** The page URL of a query string from `filterFormQuery`. */
export const searchPageUrl = (basePath: string, query: string) => (query ? `${basePath}?${query}` : basePath)
