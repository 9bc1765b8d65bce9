import { resizeWidth } from '@/domain/feed-images'
import { fill, labelsFor } from '@/domain/labels'
import type { IllustratedCar } from '@/domain/vehicle-illustration'
import type { ResolvedSite } from '@/lib/data/site-lookup'

import { LazyCarousel } from './lazy-carousel'
import { NoPhoto } from './no-photo'
import { VehicleIllustration } from './vehicle-illustration'

type Props = {
  /** The car's main photo, if it has one. */
  url: string | null | undefined
  /** The car's title (the photo's and the drawing's alt text). */
  title: string
  car: IllustratedCar
  site: ResolvedSite
  /** The image's `sizes` where it is shown. */
  sizes: string
  /** The largest width worth sending for where it is shown. */
  maxWidth: number
}

/**
 * One car's main photo where a list shows it (compare, watchlist), through the image pipeline, or its
 * drawing when it has none or the photo fails to load.
 */
export function CarPhoto({ url, title, car, site, sizes, maxWidth }: Props) {
  const labels = labelsFor(site.settings.locale)
  const drawing = <VehicleIllustration {...car} label={fill(labels.vehicleDrawing, { title })} />
  // Without a photo the drawing is server markup, and no carousel code is loaded for it.
  if (!url) return <NoPhoto variant="card">{drawing}</NoPhoto>
  const photos = [
    {
      key: url,
      alt: fill(labels.photoAlt, { title, index: 1 }),
      resize: resizeWidth(url, site.settings.features.imageHosts, maxWidth),
    },
  ]
  return <LazyCarousel variant="card" photos={photos} label={title} sizes={sizes} fallback={drawing} />
}
