import { LocationCard } from '@/components/content/cards'
import { HolidayHours, LocationContact, OpeningHours, RatingLine } from '@/components/content/location-details'
import { locationRatings } from '@/components/content/ratings'
import { Carousel } from '@/components/carousel/carousel'
import { labelsFor } from '@/domain/labels'
import { LOCATION_CAROUSEL_AFTER, locationsForMode, type LocationMode } from '@/domain/locations'
import { siteContent } from '@/lib/data/site-content'
import { siteLocations } from '@/lib/data/sites'
import type { LocationBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/**
 * The Location block: the site's locations for the chosen mode (a location of another site never shows).
 * None: nothing renders (spec 8: missing location data renders silently nothing).
 */
export async function LocationSection({
  block,
  context,
}: {
  block: LocationBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const labels = labelsFor(site.settings.locale)
  const all = await siteLocations(site)
  const chosen = typeof block.location === 'object' && block.location ? block.location.id : block.location
  const locations = locationsForMode(all, block.mode as LocationMode, chosen)
  if (locations.length === 0) return null
  const ratings = locationRatings(site, locations, await siteContent(site).reviews())
  const Heading = block.heading ? 'h3' : 'h2'
  if (locations.length === 1) {
    const location = locations[0]!
    return (
      <section className="block-location" aria-label={block.heading || location.name}>
        {block.heading && <h2>{block.heading}</h2>}
        <div className="location-layout content-card">
          <div>
            <Heading>{location.name}</Heading>
            <RatingLine summary={ratings.get(location.id) ?? null} />
            <LocationContact location={location} site={site} />
            <p className="card-actions">
              <a className="button" href={`/locations/${location.slug}`}>
                {labels.viewLocation}
                <span className="visually-hidden">: {location.name}</span>
              </a>{' '}
              <a className="button-secondary" href="/contact">
                {labels.contactUs}
              </a>
            </p>
          </div>
          <div>
            <OpeningHours location={location} site={site} />
            <HolidayHours location={location} site={site} />
          </div>
        </div>
      </section>
    )
  }
  const cards = locations.map((location) => (
    <LocationCard
      key={location.id}
      location={location}
      site={site}
      rating={ratings.get(location.id) ?? null}
      heading={Heading}
    />
  ))
  return (
    <section className="block-location" aria-label={block.heading || labels.ourLocations}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.carousel !== false && locations.length > LOCATION_CAROUSEL_AFTER ? (
        <Carousel label={block.heading || labels.ourLocations} perView={3} autoPlay={false}>
          {cards}
        </Carousel>
      ) : (
        <div className="card-grid">{cards}</div>
      )}
    </section>
  )
}
