import { journeyQueryError } from './checkout-journey'
import { contentRouteError } from './content-routes'
import { COMPARE_LIMIT, GARAGE_LIMIT, parseCarIds } from './favourites'
import { parsePartsQuery } from './parts'
import { accountQueryError } from './return-path'
import { parseSearchQueryString } from './search-url'
import { parseTradeInCarId } from './trade-in'

/**
 * What a site page's URL may carry in its query, one row per route: the proxy answers the first error
 * with a 400 before the page renders, so a malformed parameter is the shopper's 400, never a 500. A new
 * route that reads its query adds its row here; the proxy itself never changes.
 */
type QueryRule = {
  /** Which paths the row checks (without a trailing slash, '/' for the home page). */
  route: RegExp
  /** The reason the query is refused, or null. */
  error: (query: { path: string; params: URLSearchParams; search: string }) => string | null
}

const failure = (result: { ok: true } | { ok: false; error: string }) => (result.ok ? null : result.error)
const ANY = /^/

export const ROUTE_QUERY_RULES: readonly QueryRule[] = [
  // No page takes a NUL in its query (PostgreSQL cannot store or compare one).
  {
    route: ANY,
    error: ({ params }) =>
      [...params].some(([key, value]) => key.includes('\u0000') || value.includes('\u0000'))
        ? 'the query contains a NUL character'
        : null,
  },
  // Search pages take their state from the URL.
  { route: /^\/(cars|search\/.+)$/, error: ({ search }) => failure(parseSearchQueryString(search)) },
  // Saved-car pages take car ids from the URL.
  { route: /^\/compare$/, error: ({ params }) => failure(parseCarIds(params.get('ids'), COMPARE_LIMIT)) },
  { route: /^\/garage$/, error: ({ params }) => failure(parseCarIds(params.get('ids'), GARAGE_LIMIT)) },
  // The trade-in for a car (an unknown car is ignored by the page; a malformed id is refused).
  { route: /^\/cars\/trade-in$/, error: ({ params }) => failure(parseTradeInCarId(params.get('car_id'))) },
  // The test-drive booking for a car (an unknown car books by model; a malformed id is refused).
  { route: /^\/book-test-drive$/, error: ({ params }) => failure(parseTradeInCarId(params.get('car_id'))) },
  // The parts catalogue: its search (text, make, model, page) and the part being requested.
  {
    route: /^\/(parts\/search|vehicle-parts-and-accessories)$/,
    error: ({ params }) => failure(parsePartsQuery(params)),
  },
  // Online Purchase: the car's slug (required) and an optional step.
  { route: /^\/checkout-journey$/, error: ({ params }) => journeyQueryError(params) },
  // Account pages: an unknown sign-in type or a malformed emailed token. The rule knows its own paths.
  { route: ANY, error: ({ path, params }) => accountQueryError(path, params) },
  // Content pages (offers, models, brands, locations, blog): a malformed id, slug, filter or page.
  { route: ANY, error: ({ path, params }) => contentRouteError(path, params) },
]

/** Why a site page's query is refused (the first rule that refuses it), or null when every rule accepts it. */
export function routeQueryError(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const params = new URLSearchParams(search)
  for (const rule of ROUTE_QUERY_RULES) {
    if (!rule.route.test(path)) continue
    const error = rule.error({ path, params, search })
    if (error) return error
  }
  return null
}

/**
 * A refused query with each parameter that a rule refuses dropped (kept in their order, as sent), for a
 * redirect: an old link with `?page=0` or an unknown sort still lands on its page. A parameter is kept
 * when the query built so far still passes with it. Null when the query is accepted as it is, or when even
 * the repaired query is refused (a rule on the path itself, e.g. `/offers/abc`: then the 400 stands).
 */
export function routeQueryRepair(pathname: string, search: string): string | null {
  if (routeQueryError(pathname, search) === null) return null
  const kept: string[] = []
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue
    if (routeQueryError(pathname, `?${[...kept, part].join('&')}`) === null) kept.push(part)
  }
  const repaired = kept.length > 0 ? `?${kept.join('&')}` : ''
  return routeQueryError(pathname, repaired) === null ? repaired : null
}
