import { serializeSearch } from '@/domain/search-url'
import { parseSearchParams } from '@/search/url-query'
import { RANGE_ATTRIBUTES } from '@/search/types'

export type PageSearchParams = Record<string, string | string[] | undefined>

export function toUrlSearchParams(params: PageSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item)
  return query
}

/**
 * A submitted filter form sends ranges as `min[attr]` and `max[attr]`: the canonical URL with
 * `range[attr]=min:max` instead (and no page), or null when there is nothing to rewrite. Malformed values
 * are left to the parser, which answers 400.
 */
export function rangeFormRedirect(params: URLSearchParams, basePath: string): string | null {
  const bounds = RANGE_ATTRIBUTES.filter((attribute) => params.has(`min[${attribute}]`) || params.has(`max[${attribute}]`))
  if (bounds.length === 0) return null
  const rest = new URLSearchParams([...params].filter(([key]) => !/^(min|max)\[/.test(key)))
  for (const attribute of bounds) {
    const min = params.get(`min[${attribute}]`)?.trim() ?? ''
    const max = params.get(`max[${attribute}]`)?.trim() ?? ''
    if (min !== '' || max !== '') rest.set(`range[${attribute}]`, `${min}:${max}`)
  }
  const parsed = parseSearchParams(rest)
  if (!parsed.ok) return `${basePath}?${rest.toString()}`
  const query = serializeSearch({ ...parsed.search, page: 1 })
  return query ? `${basePath}?${query}` : basePath
}
