/**
 * The content pages' URL parameters (spec 2.1): /special-offers?manufacturer=&model=, /offers/{id},
 * /offers/{manufacturer}/{id or manufacturer offer slug}, /contact?offer=, /models?body=, /brands/{brand}, /locations/{slug}, /blog?page=. A malformed
 * parameter is the shopper's 400 (answered by the proxy before any page renders); a well-formed one that
 * names nothing is a 404 from the page.
 */
import { isModelBodyFilter, isSlug, MODEL_BODY_FILTERS } from './models'
import { isManufacturerOfferSlug, isOfferEnquiryKey } from './offers'

const MAX_PAGE = 1000

/** A positive whole number of at most 9 digits, as a path or query value holds it. */
export const parseId = (value: string | null | undefined): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null

/** One value of a query key, or an error when the key repeats. */
function single(params: URLSearchParams, key: string): { value: string | null } | { error: string } {
  const values = params.getAll(key)
  if (values.length > 1) return { error: `${key} may be given once.` }
  return { value: values[0] ?? null }
}

function slugParam(params: URLSearchParams, key: string): string | null {
  const got = single(params, key)
  if ('error' in got) return got.error
  return got.value === null || got.value === '' || isSlug(got.value)
    ? null
    : `${key} must be a slug (lower-case letters, digits and hyphens).`
}

function pageParam(params: URLSearchParams): string | null {
  const got = single(params, 'page')
  if ('error' in got) return got.error
  if (got.value === null) return null
  const page = parseId(got.value)
  return page !== null && page <= MAX_PAGE ? null : `page must be a whole number from 1 to ${MAX_PAGE}.`
}

/** The error a content route's path or query holds, or null when it is well formed (or not a content route). */
export function contentRouteError(pathname: string, params: URLSearchParams): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const segments = path.split('/').slice(1)
  const [first, ...rest] = segments
  switch (first) {
    case 'special-offers':
      if (rest.length > 0) return null
      return slugParam(params, 'manufacturer') ?? slugParam(params, 'model')
    case 'offers': {
      if (rest.length === 0) return slugParam(params, 'manufacturer') ?? slugParam(params, 'model')
      const id = rest[rest.length - 1]
      if (rest.length > 2) return null
      if (rest.length === 2 && !isSlug(rest[0])) return 'The manufacturer in an offer address must be a slug.'
      // Under a make, a manufacturer's offer is addressed by its slug (offers.ts).
      if (rest.length === 2 && isManufacturerOfferSlug(id)) return null
      return parseId(id) === null
        ? rest.length === 2
          ? 'An offer id must be a whole number or an offer\u2019s slug.'
          : 'An offer id must be a whole number.'
        : null
    }
    case 'contact': {
      // /contact?offer={offer key}: the enquiry form starts with the offer's name (an unknown offer starts empty).
      if (rest.length > 0) return null
      const got = single(params, 'offer')
      if ('error' in got) return got.error
      return got.value === null || got.value === '' || isOfferEnquiryKey(got.value)
        ? null
        : 'offer must be an offer\u2019s address, e.g. toyota/12.'
    }
    case 'models': {
      if (rest.length > 0) return null
      const got = single(params, 'body')
      if ('error' in got) return got.error
      return got.value === null || got.value === '' || isModelBodyFilter(got.value)
        ? null
        : `body must be one of ${MODEL_BODY_FILTERS.map((filter) => filter.value).join(', ')}.`
    }
    case 'brands':
    case 'locations':
      return rest.length === 1 && !isSlug(decodeURIComponentSafe(rest[0] as string))
        ? `The ${first === 'brands' ? 'brand' : 'location'} must be a slug.`
        : null
    case 'blog':
      return rest.length <= 1 ? pageParam(params) : null
    default:
      return null
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The /models body filter of a well-formed query (null: none). */
export const modelsBodyOf = (params: URLSearchParams) => {
  const value = params.get('body')
  return isModelBodyFilter(value) ? value : null
}

/** The page number of a well-formed query (1 when absent). */
export const pageOf = (params: URLSearchParams) => parseId(params.get('page')) ?? 1
