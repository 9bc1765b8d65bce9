import type { Payload } from 'payload'

import { facetLimit } from '../domain/search-rules'
import { INCLUDE_SOLD_CARS_DAYS_DEFAULT } from '../domain/site-settings'
import type { PublicSite } from '../lib/site-lookup'
import { searchIndex } from './engine'
import {
  REFINEMENT_ATTRIBUTES,
  type RefinementAttribute,
  type SearchIndex,
  type SearchQuery,
  type SearchResult,
} from './types'
import { slugify, type SearchCatalogue } from '../domain/search-presets'
import { DEFAULT_SEARCH, type UrlSearch } from '../domain/search-url'

/**
 * Searches one site's cars with the site's own rules (sold window, photos, $0 on price sorts, facet
 * limits), on the deployment's engine unless another index is given (the benchmark's uncached one).
 */
export async function searchSite(
  payload: Payload,
  site: PublicSite,
  search: UrlSearch,
  now = Date.now(),
  engine?: SearchIndex,
  facetLimits?: SearchQuery['facets'],
): Promise<SearchResult> {
  const features = site.features ?? {}
  const facets =
    facetLimits ??
    Object.fromEntries(
      (Object.keys(REFINEMENT_ATTRIBUTES) as RefinementAttribute[]).map((attribute) => [
        attribute,
        facetLimit(attribute, Boolean(features.customBodies)),
      ]),
    )
  const index = engine ?? (await searchIndex(payload))
  return index.search({
    ...search,
    siteId: site.id,
    facets,
    visibility: {
      now: Math.floor(now / 1000),
      includeSoldCarsDays: features.includeSoldCarsDays ?? INCLUDE_SOLD_CARS_DAYS_DEFAULT,
      hideCarsWithoutPhotos: Boolean(features.hideCarsWithoutPhotos),
      excludeZeroPriceOnPriceAsc: Boolean(features.excludeZeroPriceOnPriceAsc),
    },
  })
}

/** Every make value is listed for preset routes, however many (the page's make facet shows 30). */
const CATALOGUE_LIMIT = 10_000

/**
 * The site's makes and bodies (and the models of `make`) as its listed cars spell them: what search
 * preset routes (/search/{make}, /search/{make}/{model}, /search/{body}) are matched against.
 */
export async function siteCatalogue(payload: Payload, site: PublicSite, make?: string): Promise<SearchCatalogue> {
  const all = await searchSite(
    payload,
    site,
    { ...DEFAULT_SEARCH, hitsPerPage: 1, refinements: {}, ranges: {} },
    Date.now(),
    undefined,
    { make: CATALOGUE_LIMIT, body: CATALOGUE_LIMIT },
  )
  const makes = Object.keys(all.facets.make ?? {})
  const known = make === undefined ? undefined : makes.find((value) => slugify(value) === slugify(make))
  const models = known
    ? Object.keys(
        (
          await searchSite(
            payload,
            site,
            { ...DEFAULT_SEARCH, hitsPerPage: 1, refinements: { make: [known] }, ranges: {} },
            Date.now(),
            undefined,
            { model: CATALOGUE_LIMIT },
          )
        ).facets.model ?? {},
      )
    : []
  return { makes, bodies: Object.keys(all.facets.body ?? {}), modelsByMake: known ? { [known]: models } : {} }
}
