import { carTitle } from '@/domain/car-title'
import { CARD_IMAGE_SIZES, cardPhotoUrls, resizeWidth } from '@/domain/feed-images'
import { fill, labelsFor } from '@/domain/labels'
import type { ResolvedSite } from '@/lib/data/site-lookup'
import type { CarDocument } from '@/search/types'

import { LazyCarousel } from './lazy-carousel'
import { NoPhoto } from './no-photo'
import { VehicleIllustration } from './vehicle-illustration'

type Props = {
  car: CarDocument
  site: ResolvedSite
  /** Above the fold: the first photo loads at once. */
  eager: boolean
  /** The page's first card: its photo is fetched first. */
  priority: boolean
  /** The car's page: a click on its photo goes there. */
  href: string
}

/** Card photos are at most 30vw of a wide screen, or a phone's width at 3× density: never past 1280 px. */
const CARD_MAX_WIDTH = 1280

/**
 * A search card's image area (spec 2.4): its photos to swipe, with the car's photo count, or the drawing of
 * its body type in its colour when it has none (or none loads). Rendered on the server; the drawing is
 * passed to the client carousel as ready markup, so the drawings ship no script.
 */
export function CardPhotos({ car, site, eager, priority, href }: Props) {
  const labels = labelsFor(site.settings.locale)
  const title = carTitle(car)
  const drawing = (
    <VehicleIllustration
      simple_body={car.simple_body}
      item_type={car.item_type}
      colour={car.colour}
      label={fill(labels.vehicleDrawing, { title })}
    />
  )
  const urls = cardPhotoUrls(car)
  if (urls.length === 0)
    return (
      <NoPhoto variant="card">
        <a href={href} tabIndex={-1} className="photo-link">
          {drawing}
        </a>
      </NoPhoto>
    )
  const photos = urls.map((url, i) => ({
    key: url,
    alt: fill(labels.photoAlt, { title, index: i + 1 }),
    resize: resizeWidth(url, site.settings.features.imageHosts, CARD_MAX_WIDTH),
  }))
  return (
    <LazyCarousel
      variant="card"
      photos={photos}
      label={fill(labels.photosOf, { title })}
      sizes={CARD_IMAGE_SIZES}
      eager={eager}
      priority={priority}
      photoCount={Math.max(car.image_count, urls.length)}
      fallback={drawing}
      href={href}
    />
  )
}
