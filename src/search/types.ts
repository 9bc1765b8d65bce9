import type { CarDocument } from '../domain/car'
import type { FacetCounts, FacetStats, SearchQuery } from '../domain/search-rules'

/**
 * The search side of stock: the port every engine adapter implements, and what a search answers. The car
 * vocabulary (src/domain/car.ts) and what a search may ask (src/domain/search-rules.ts) are the domain's;
 * they are re-exported here for the search code's callers.
 */

export { CAR_STATUSES, CAR_TYPES, type CarDocument, type CarStatus, type CarType } from '../domain/car'
export {
  HITS_PER_PAGE_DEFAULT,
  HITS_PER_PAGE_MAX,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SORTS,
  TEXT_SEARCH_FIELDS,
  type FacetCounts,
  type FacetStats,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchQuery,
  type SortBy,
} from '../domain/search-rules'

/** A site search's answer: the engine's, and whether its count is capped (spec 9's 1999 rule applies). */
export type SiteSearchResult = SearchResult & { countCapped: boolean }

export type SearchResult = {
  hits: CarDocument[]
  /** 1-based page; `pages` is the page count, `count` the number of matching cars. */
  page: number
  pages: number
  count: number
  facets: FacetCounts
  facetStats: FacetStats
  ms: number
}

/** A search engine holding the cars of every site, one shared index filtered by site. */
export interface SearchIndex {
  readonly engine: 'postgres' | 'meilisearch'
  /** A search's `count` is exact below this; `null`: always exact (result-count.ts `isCountCapped`). */
  readonly countLimit: number | null
  /** Creates the index and applies its settings (idempotent). Call before writing documents. */
  configure(): Promise<void>
  /** Inserts or replaces documents by id. */
  upsert(documents: CarDocument[]): Promise<void>
  /** Removes documents by car id (absent ids are ignored). */
  remove(ids: number[]): Promise<void>
  search(query: SearchQuery): Promise<SearchResult>
  /** Rebuilds the whole index from `documents` into a new index, then swaps it in atomically. */
  reindexAll(documents: AsyncIterable<CarDocument[]>): Promise<{ documents: number }>
  /** Number of documents held (all sites). */
  count(): Promise<number>
}
