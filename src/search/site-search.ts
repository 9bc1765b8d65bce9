import type { Payload } from 'payload'

import { facetLimit } from '../domain/search-rules'
import { INCLUDE_SOLD_CARS_DAYS_DEFAULT } from '../domain/site-settings'
import type { PublicSite } from '../lib/site-lookup'
import { searchIndex } from './engine'
import { REFINEMENT_ATTRIBUTES, type RefinementAttribute, type SearchIndex, type SearchResult } from './types'
import type { UrlSearch } from './url-query'

/**
 * Searches one site's cars with the site's own rules (sold window, photos, $0 on price sorts, facet
 * limits), on the deployment's engine unless another index is given (the benchmark's uncached one).
 */
export async function searchSite(payload: Payload, site: PublicSite, search: UrlSearch, now = Date.now(), engine?: SearchIndex): Promise<SearchResult> {
  const features = site.features ?? {}
  const facets = Object.fromEntries(
    (Object.keys(REFINEMENT_ATTRIBUTES) as RefinementAttribute[]).map((attribute) => [attribute, facetLimit(attribute, Boolean(features.customBodies))]),
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
