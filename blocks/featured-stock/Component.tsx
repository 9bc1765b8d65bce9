import { Carousel } from '@/components/carousel/carousel'
import { CarCard } from '@/components/search/car-card'
import { labelsFor } from '@/domain/labels'
import { siteFeaturedStock } from '@/lib/data/site-cars'
import type { FeaturedStockBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/**
 * The site's featured cars (staff tick Featured on a car; feeds never change it), else its newest: cards
 * in the shared carousel, opening on the first car, with a link to the whole stock.
 */
export async function FeaturedStock({
  block,
  context,
  index,
}: {
  block: FeaturedStockBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const { source, cars } = await siteFeaturedStock(site, Math.min(Math.max(block.limit || 6, 1), 12))
  if (cars.length === 0) return null
  const labels = labelsFor(site.settings.locale)
  const heading = block.heading || (source === 'featured' ? labels.featuredCars : labels.latestArrivals)
  return (
    <section className="block-stock-carousel block-featured-stock" aria-label={heading} data-source={source}>
      <h2>{heading}</h2>
      <Carousel label={heading} perView={3} autoPlay={false} startIndex={0}>
        {cars.map((car) => (
          <CarCard key={car.id} car={car} site={site} variant="carousel" headingId={`block-${index}-car-${car.id}`} />
        ))}
      </Carousel>
      <p>
        <a href="/cars">{labels.seeAllStock}</a>
      </p>
    </section>
  )
}
