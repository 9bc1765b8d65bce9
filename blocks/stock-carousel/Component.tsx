import { Carousel } from '@/components/carousel/carousel'
import { CarCard } from '@/components/search/car-card'
import { fill, labelsFor } from '@/domain/labels'
import { DEFAULT_SEARCH, serializeSearch } from '@/domain/search-url'
import { payloadClient } from '@/lib/platform/payload'
import type { StockCarouselBlock } from '@/payload-types'
import { searchSite } from '@/search/site-search'
import type { SortBy } from '@/search/types'
import type { UrlSearch } from '@/domain/search-url'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/** Available cars from the site's own search (its visibility rules apply) in the shared carousel, with a link to the whole search. */
export async function StockCarousel({
  block,
  context,
  index,
}: {
  block: StockCarouselBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const refinements: UrlSearch['refinements'] = {
    status: ['in_stock', 'coming_soon'],
    ...(block.carType !== 'all' ? { car_type: [block.carType] } : {}),
    ...(block.make ? { make: [block.make] } : {}),
  }
  const search: UrlSearch = {
    ...DEFAULT_SEARCH,
    hitsPerPage: Math.min(block.limit || 9, 12),
    sortBy: block.sortBy as SortBy,
    refinements,
    ranges: {},
  }
  const result = await searchSite(await payloadClient(), site, search, site.settings.now.getTime(), undefined, {})
  if (result.hits.length === 0) return null
  const heading = block.heading || labelsFor(context.site.settings.locale).ourStockHeading
  return (
    <section className="block-stock-carousel" aria-label={heading}>
      <h2>{heading}</h2>
      <Carousel label={heading} perView={3}>
        {result.hits.map((car) => (
          <CarCard key={car.id} car={car} site={site} variant="carousel" headingId={`block-${index}-car-${car.id}`} />
        ))}
      </Carousel>
      <p>
        <a href={`/cars?${serializeSearch({ ...search, hitsPerPage: DEFAULT_SEARCH.hitsPerPage })}`}>
          {fill(labelsFor(site.settings.locale).seeAllCars, { count: result.count })}
        </a>
      </p>
    </section>
  )
}
