import { redirect } from 'next/navigation'

import { SavedCarsBar } from '../saved/saved-cars-bar'
import { CarCard } from './car-card'
import { SearchFilters } from './filters'
import { Pagination } from './pagination'
import { PromoTile } from './promo-tile'
import { SaveSearch } from './save-search'
import { SearchDemand } from './search-demand'
import { SAVED_SEARCH_NAME_MAX } from '@/domain/saved-searches'
import { interleavePromoTiles } from '@/domain/promo-tiles'
import { displayedCount } from '@/domain/result-count'
import { payloadClient } from '@/lib/platform/payload'
import { sitePromoTiles, type ResolvedSite } from '@/lib/data/sites'
import { searchSite, siteModelsByMake } from '@/search/site-search'
import { groupModels, modelPickerMakes } from '@/domain/model-picker'
import { CAR_TYPES, type CarType } from '@/search/types'
import { fill, labelsFor } from '@/domain/labels'
import { pageBeyondEnd } from '@/domain/search-pages'
import { searchPageUrl, serializeSearch, type UrlSearch } from '@/domain/search-url'

type Props = { site: ResolvedSite; search: UrlSearch; title: string; basePath: string }

/**
 * The cars search page (spec 2.3), rendered on the server: results, counts and filters are in the HTML of
 * the first response, and filters and pages are plain forms and links.
 */
export async function SearchPage({ site, search, title, basePath }: Props) {
  const { features, locale, now } = site.settings
  const payload = await payloadClient()
  const [result, tiles] = await Promise.all([searchSite(payload, site, search, now.getTime()), sitePromoTiles(site)])
  // The model picker groups models under their make (model-picker.ts): one facet count per listed make.
  const pickerMakes = modelPickerMakes(result.facets.make ?? {}, search.refinements.make ?? [])
  const modelGroups = groupModels(
    pickerMakes,
    await siteModelsByMake(payload, site, search, pickerMakes, now.getTime()),
    search.refinements.model ?? [],
  )
  const slots = interleavePromoTiles(result.hits, tiles, {
    positions: features.promoTilePositions,
    byCarType: features.promoTilesByCarType,
    searchedTypes: (search.refinements.car_type ?? []).filter((type): type is CarType =>
      (CAR_TYPES as readonly string[]).includes(type),
    ),
    now,
  })
  const shown = displayedCount(
    {
      count: result.count,
      countCapped: result.countCapped,
      facetValueCounts: result.facets.car_type,
      selectedValues: search.refinements.car_type,
    },
    features.stockCountOverride,
  )
  // A page past the end (an old link, or stock sold since) shows the last page, never a count beside no cars.
  const last = pageBeyondEnd(search.page, result.pages)
  if (last !== null) redirect(searchPageUrl(basePath, serializeSearch({ ...search, page: last })))
  const labels = labelsFor(locale)
  const offset = (search.page - 1) * search.hitsPerPage
  return (
    <main className="search-page">
      <h1>{title}</h1>
      <div className="search-toolbar">
        <p className="search-count" role="status" data-testid="search-count">
          {fill(shown === 1 ? labels.carsFoundOne : labels.carsFoundMany, { count: shown.toLocaleString(locale) })}
        </p>
        <SaveSearch
          search={serializeSearch({ ...search, page: 1 })}
          suggestedName={title}
          nameMax={SAVED_SEARCH_NAME_MAX}
        />
      </div>
      <div className="search-layout">
        <SearchFilters
          action={basePath}
          search={search}
          facets={result.facets}
          modelGroups={modelGroups}
          facetStats={result.facetStats}
          shownCount={shown}
          subscriptions={features.subscriptions}
          stockCountOverride={features.stockCountOverride}
          locale={locale}
          siteKey={site.slug}
        />
        <section aria-labelledby="results-heading">
          {/* Cards are h3: this keeps the outline h1 > h2 > h3 for screen readers' heading lists. */}
          <h2 id="results-heading" className="visually-hidden">
            {labels.results}
          </h2>
          {result.hits.length === 0 ? (
            <p>{labels.noCarsMatch}</p>
          ) : (
            <ol className="results" start={offset + 1}>
              {slots.map((slot, index) =>
                slot.kind === 'car' ? (
                  <li key={slot.car.id}>
                    <CarCard car={slot.car} site={site} position={index} />
                  </li>
                ) : (
                  <li key={`tile-${slot.tile.id}`} className="promo-slot">
                    <PromoTile tile={slot.tile} moreLabel={labels.findOutMore} />
                  </li>
                ),
              )}
            </ol>
          )}
          <Pagination basePath={basePath} search={search} pages={result.pages} labels={labels} />
        </section>
      </div>
      {features.garageEnabled && <SavedCarsBar site={site.slug} />}
      {/* The site's search demand for its dashboard (counts only): the first page of a search, not its paging. */}
      {search.page === 1 && <SearchDemand search={serializeSearch(search)} />}
    </main>
  )
}
