import { CarCard } from './car-card'
import { SearchFilters } from './filters'
import { Pagination } from './pagination'
import { displayedCount } from '@/domain/result-count'
import { payloadClient } from '@/lib/payload'
import type { PublicSite } from '@/lib/site-lookup'
import { searchSite } from '@/search/site-search'
import type { UrlSearch } from '@/search/url-query'

type Props = { site: PublicSite; search: UrlSearch; title: string; basePath: string }

/**
 * The cars search page (spec 2.3), rendered on the server: results, counts and filters are in the HTML of
 * the first response, and filters and pages are plain forms and links.
 */
export async function SearchPage({ site, search, title, basePath }: Props) {
  const now = new Date()
  const result = await searchSite(await payloadClient(), site, search, now.getTime())
  const locale = site.locale ?? 'en-AU'
  const shown = displayedCount(result.count, result.facets.car_type, site.features?.stockCountOverride)
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
          stockCountOverride={site.features?.stockCountOverride ?? null}
          locale={locale}
          siteKey={site.slug}
        />
        <section aria-label="Results">
          {result.hits.length === 0 ? (
            <p>No cars match this search. Try removing a filter.</p>
          ) : (
            <ol className="results" start={offset + 1}>
              {result.hits.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} site={site} position={index} now={now} />
                </li>
              ))}
            </ol>
          )}
          <Pagination basePath={basePath} search={search} pages={result.pages} />
        </section>
      </div>
    </main>
  )
}
