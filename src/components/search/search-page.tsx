import { SavedCarsBar } from '../saved/saved-cars-bar'
import { CarCard } from './car-card'
import { SearchFilters } from './filters'
import { Pagination } from './pagination'
import { PromoTile } from './promo-tile'
import { interleavePromoTiles } from '@/domain/promo-tiles'
import { displayedCount } from '@/domain/result-count'
import { payloadClient } from '@/lib/payload'
import { sitePromoTiles, type ResolvedSite } from '@/lib/sites'
import { searchSite } from '@/search/site-search'
import { CAR_TYPES, type CarType } from '@/search/types'
import type { UrlSearch } from '@/domain/search-url'

type Props = { site: ResolvedSite; search: UrlSearch; title: string; basePath: string }

/**
 * The cars search page (spec 2.3), rendered on the server: results, counts and filters are in the HTML of
 * the first response, and filters and pages are plain forms and links.
 */
export async function SearchPage({ site, search, title, basePath }: Props) {
  const { features, locale, now } = site.settings
  const [result, tiles] = await Promise.all([
    searchSite(await payloadClient(), site, search, now.getTime()),
    sitePromoTiles(site),
  ])
  const slots = interleavePromoTiles(result.hits, tiles, {
    positions: features.promoTilePositions,
    byCarType: features.promoTilesByCarType,
    searchedTypes: (search.refinements.car_type ?? []).filter((type): type is CarType =>
      (CAR_TYPES as readonly string[]).includes(type),
    ),
    now,
  })
  const shown = displayedCount(result.count, result.facets.car_type, features.stockCountOverride)
  const offset = (search.page - 1) * search.hitsPerPage
  return (
    <main className="search-page">
      <h1>{title}</h1>
      <p className="search-count" role="status" data-testid="search-count">
        {shown.toLocaleString(locale)} {shown === 1 ? 'car' : 'cars'} found
      </p>
      <div className="search-layout">
        <SearchFilters
          action={basePath}
          search={search}
          facets={result.facets}
          facetStats={result.facetStats}
          shownCount={shown}
          stockCountOverride={features.stockCountOverride}
          locale={locale}
          siteKey={site.slug}
        />
        <section aria-labelledby="results-heading">
          {/* Cards are h3: this keeps the outline h1 > h2 > h3 for screen readers' heading lists. */}
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          {result.hits.length === 0 ? (
            <p>No cars match this search. Try removing a filter.</p>
          ) : (
            <ol className="results" start={offset + 1}>
              {slots.map((slot, index) =>
                slot.kind === 'car' ? (
                  <li key={slot.car.id}>
                    <CarCard car={slot.car} site={site} position={index} />
                  </li>
                ) : (
                  <li key={`tile-${slot.tile.id}`} className="promo-slot">
                    <PromoTile tile={slot.tile} />
                  </li>
                ),
              )}
            </ol>
          )}
          <Pagination basePath={basePath} search={search} pages={result.pages} />
        </section>
      </div>
      {features.garageEnabled && <SavedCarsBar site={site.slug} />}
    </main>
  )
}
