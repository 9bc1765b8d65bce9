/** Search constants of the spec (sections 2.3, 9): what a search may filter, count, sort and page by. */
import type { CarDocument } from './car'

export const PAGE_SIZE = 21

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
export const TEXT_SEARCH_FIELDS = [
  'name',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'simple_body',
  'stocknum',
] as const satisfies ReadonlyArray<keyof CarDocument>

/** Range attributes: URL `range[attr]=min:max`; facetStats report min and max for each. */
export const RANGE_ATTRIBUTES = ['price', 'subscription_price', 'km', 'year'] as const satisfies ReadonlyArray<
  keyof CarDocument
>
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

export const MAKE_MODEL_LIST_LIMIT = 30
/** The make picker shows this many makes before 'Show all makes' (spec 9). */
export const MAKES_SHOWN = 7
/** Facet value limits: city 20, dealership 40, body 4 (20 with custom bodies), make/model 30. */
const FACET_LIMITS: Partial<Record<RefinementAttribute, number>> = {
  city: 20,
  dealership_name: 40,
  make: MAKE_MODEL_LIST_LIMIT,
  model: MAKE_MODEL_LIST_LIMIT,
}
const FACET_LIMIT_DEFAULT = 50
export const BODY_FACET_LIMIT = 4
export const BODY_FACET_LIMIT_CUSTOM = 20

export function facetLimit(attribute: RefinementAttribute, customBodies: boolean): number {
  if (attribute === 'body') return customBodies ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT
  return FACET_LIMITS[attribute] ?? FACET_LIMIT_DEFAULT
}
