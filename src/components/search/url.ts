import { serializeSearch } from '@/domain/search-url'
import { parseSearchParams } from '@/search/url-query'
import { RANGE_ATTRIBUTES } from '@/search/types'

export type PageSearchParams = Record<string, string | string[] | undefined>

export function toUrlSearchParams(params: PageSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item)
  return query
}

/** The parameters with `min[attr]`/`max[attr]` folded into `range[attr]=min:max`, or null when there are none. */
function foldRangeFields(params: URLSearchParams): URLSearchParams | null {
  const bounds = RANGE_ATTRIBUTES.filter((attribute) => params.has(`min[${attribute}]`) || params.has(`max[${attribute}]`))
  if (bounds.length === 0) return null
  const rest = new URLSearchParams([...params].filter(([key]) => !/^(min|max)\[/.test(key)))
  for (const attribute of bounds) {
    const min = params.get(`min[${attribute}]`)?.trim() ?? ''
    const max = params.get(`max[${attribute}]`)?.trim() ?? ''
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
