import { reviewSummary, shownReviews, type ReviewSummary } from '@/domain/reviews'
import type { ShopperReview } from '@/lib/data/site-content'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import { locationRating } from './location-details'

/** Each location's rating: its provider's figures, else the summary of its shown reviews (the site's minimum rating and hidden authors applied). */
export function locationRatings(
  site: ResolvedSite,
  locations: readonly SiteLocation[],
  reviews: readonly ShopperReview[],
): Map<number, ReviewSummary | null> {
  const shown = shownReviews(reviews, site.settings.features)
  return new Map(
    locations.map((location) => [
      location.id,
      locationRating(location, reviewSummary(shown.filter((review) => review.location === location.id))),
    ]),
  )
}
