import type { Payload } from 'payload'

import { isCountCapped } from '../domain/result-count'
import { facetLimit, MAKE_MODEL_LIST_LIMIT } from '../domain/search-rules'
import { resolveSiteSettings } from '../domain/site-settings'
import type { PublicSite } from '../lib/data/site-lookup'
import { searchIndex } from './engine'
import {
  REFINEMENT_ATTRIBUTES,
  type RefinementAttribute,
  type SearchIndex,
  type SearchQuery,
  type SiteSearchResult,
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
): Promise<SiteSearchResult> {
  const { features } = resolveSiteSettings(site, new Date(now))
  const facets =
    facetLimits ??
    Object.fromEntries(
      (Object.keys(REFINEMENT_ATTRIBUTES) as RefinementAttribute[]).map((attribute) => [
        attribute,
        facetLimit(attribute, features.customBodies),
      ]),
    )
  const index = engine ?? (await searchIndex(payload))
  const result = await index.search({
    ...search,
    siteId: site.id,
    facets,
    visibility: {
      now: Math.floor(now / 1000),
      includeSoldCarsDays: features.includeSoldCarsDays,
      hideCarsWithoutPhotos: features.hideCarsWithoutPhotos,
      excludeZeroPriceOnPriceAsc: features.excludeZeroPriceOnPriceAsc,
    },
  })
  return { ...result, countCapped: isCountCapped(result.count, index.countLimit) }
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

/**
 * The model counts of each of `makes` within the search (its other filters; the model filter left out, as a
 * disjunctive facet): what the model picker groups under each make (src/domain/model-picker.ts).
 */
export async function siteModelsByMake(
  payload: Payload,
  site: PublicSite,
  search: UrlSearch,
  makes: readonly string[],
  now = Date.now(),
  modelsPerMake = MAKE_MODEL_LIST_LIMIT,
): Promise<Record<string, Record<string, number>>> {
  const { model: _model, ...refinements } = search.refinements
  const results = await Promise.all(
    makes.map((make) =>
      searchSite(
        payload,
        site,
        { ...search, page: 1, hitsPerPage: 1, refinements: { ...refinements, make: [make] } },
        now,
        undefined,
        { model: modelsPerMake },
      ),
    ),
  )
  return Object.fromEntries(makes.map((make, i) => [make, results[i]?.facets.model ?? {}]))
}
