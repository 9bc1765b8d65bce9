/**
 * The search URL format lives in src/domain/search-url.ts. This module only keeps the proxy's import path
 * (src/proxy.ts, owned elsewhere) working; import from the domain module instead.
 */
export { parseSearchQueryString, type UrlSearch, type UrlSearchResult } from '../domain/search-url'
