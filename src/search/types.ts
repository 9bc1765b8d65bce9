import type { LenderFigures } from '../domain/finance-eligibility'
import { PAGE_SIZE } from '../domain/search-rules'

/**
 * The search side of stock: the flattened document the index holds for each car, the query the search
 * page and `GET /api/search` ask, and the port every engine adapter implements.
 */

export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold', 'others'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/**
 * One car as the search index holds it: every attribute the search page filters, facets, sorts or shows
 * on a card, under the spec's Car field names (plus a few derived facet fields the spec's search page
 * names: location_name, dealership_name, categories, filtered_features, weekly_price_range, price_range).
 */
export type CarDocument = {
  id: number
  site_id: number
  slug: string
  name: string
  year: number | null
  make: string | null
  model: string | null
  badge: string | null
  series: string | null
  price: number | null
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  preorder: boolean
  price_type: string | null
  km: number | null
  stocknum: string | null
  car_type: CarType
  status: CarStatus
  reserved: boolean
  sold_date_timestamp: number | null // epoch seconds
  show_on_dealer_website: boolean
  tag: string | null
  certified: boolean
  created_at: number // epoch seconds
  simple_body: string | null
  simple_transmission: string | null
  simple_fuel: string | null
  drive: string | null
  colour: string | null
  seats: number | null
  doors: number | null
  engine_size: string | null
  city: string | null
  state: string | null
  item_type: string | null
  dealership_id: string | null
  dealership_slug: string | null
  dealership_name: string | null
  location_name: string | null
  categories: string[]
  filtered_features: string[]
  weekly_price_range: string | null
  price_range: string | null
  weekly_payment: number | null
  /** The site finance provider's figures on the car (rates and payments), for the card's finance rules. */
  finance_lender: LenderFigures | null
  primary_image_url: string | null
  thumbnails: string[]
  image_count: number
  custom_rank: number
}

/** Refinement (facet) attributes: URL `refinementList[attr][i]`, and the document field each reads. */
export const REFINEMENT_ATTRIBUTES = {
  make: 'make',
  model: 'model',
  badge: 'badge',
  status: 'status',
  car_type: 'car_type',
  categories: 'categories',
  city: 'city',
  colour: 'colour',
  dealership_name: 'dealership_name',
  dealership_slug: 'dealership_slug',
  filtered_features: 'filtered_features',
  item_type: 'item_type',
  location_name: 'location_name',
  seats: 'seats',
  body: 'simple_body',
  drive: 'drive',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  state: 'state',
  tag: 'tag',
  weekly_price_range: 'weekly_price_range',
  price_range: 'price_range',
} as const satisfies Record<string, keyof CarDocument>
export type RefinementAttribute = keyof typeof REFINEMENT_ATTRIBUTES

/** Fields free text searches: every word of a query must match one of them (a prefix, or a typo away). */
export const TEXT_SEARCH_FIELDS = ['name', 'make', 'model', 'badge', 'series', 'colour', 'simple_body', 'stocknum'] as const satisfies ReadonlyArray<keyof CarDocument>

/** Range attributes: URL `range[attr]=min:max`; facetStats report min and max for each. */
export const RANGE_ATTRIBUTES = ['price', 'subscription_price', 'km', 'year'] as const satisfies ReadonlyArray<keyof CarDocument>
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]

export const SORTS = ['relevance', 'latest', 'price_desc', 'price_asc'] as const
export type SortBy = (typeof SORTS)[number]

export const HITS_PER_PAGE_DEFAULT = PAGE_SIZE
export const HITS_PER_PAGE_MAX = 100

/** A search, already validated. Pages are 1-based. */
export type SearchQuery = {
  siteId: number
  query: string
  page: number
  hitsPerPage: number
  sortBy: SortBy
  /** Values within one attribute are OR-ed; attributes are AND-ed. */
  refinements: Partial<Record<RefinementAttribute, string[]>>
  ranges: Partial<Record<RangeAttribute, { min?: number; max?: number }>>
  /** Which facets to count, and at most how many values of each (by count, then value). */
  facets: Partial<Record<RefinementAttribute, number>>
  /** Site rules the engine applies to every search (from the site's settings, spec 4, 9). */
  visibility: {
    /** Now, epoch seconds; sold cars stay listed while sold_date_timestamp >= now - includeSoldCarsDays days. */
    now: number
    includeSoldCarsDays: number
    hideCarsWithoutPhotos: boolean
    /** Leaves $0 cars out of price-ascending results. */
    excludeZeroPriceOnPriceAsc: boolean
  }
}

export type FacetCounts = Partial<Record<RefinementAttribute, Record<string, number>>>
export type FacetStats = Partial<Record<RangeAttribute, { min: number; max: number }>>

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
