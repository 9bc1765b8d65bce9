import { ReviewCard } from '@/components/content/cards'
import { siteDate } from '@/components/content/format'
import { RatingLine } from '@/components/content/location-details'
import { Carousel } from '@/components/carousel/carousel'
import { labelsFor } from '@/domain/labels'
import { safeHref } from '@/domain/pages'
import { REVIEWS_CAROUSEL_AFTER, REVIEWS_LIMIT, reviewSummary, shownReviews } from '@/domain/reviews'
import { siteContent } from '@/lib/data/site-content'
import type { ReviewsBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/**
 * The reviews block: the site's reviews it may show (minimum rating, hidden authors), newest first, at
 * most 10; the average line over all of them; a carousel with a Swipe hint on narrow screens past three,
 * else a list. None: nothing renders.
 */
export async function Reviews({ block, context }: { block: ReviewsBlock; context: BlockContext; index: number }) {
  const { site } = context
  const labels = labelsFor(site.settings.locale)
  const locationId = typeof block.location === 'object' && block.location ? block.location.id : block.location
  const shown = shownReviews(await siteContent(site).reviews(), site.settings.features).filter(
    (review) => !locationId || review.location === locationId,
  )
  if (shown.length === 0) return null
  const cards = shown.slice(0, Math.min(block.limit || REVIEWS_LIMIT, REVIEWS_LIMIT))
  const leave = safeHref(block.leaveReviewLink)
  const items = cards.map((review) => (
    <ReviewCard key={review.id} review={review} dateText={siteDate(site, review.reviewDate)} />
  ))
  return (
    <section className="block-reviews" aria-label={block.heading}>
      <h2>{block.heading}</h2>
      <RatingLine summary={reviewSummary(shown)} />
      {cards.length > REVIEWS_CAROUSEL_AFTER ? (
        <>
          <p className="swipe-hint" aria-hidden="true">
            {labels.swipe}
          </p>
          <Carousel label={block.heading} perView={3} autoPlay={false}>
            {items}
          </Carousel>
        </>
      ) : (
        <div className="card-grid">{items}</div>
      )}
      {leave && (
        <p>
          <a
            className="button"
            href={leave}
            {...(/^https?:/.test(leave) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {labels.leaveAReview}
          </a>
        </p>
      )}
    </section>
  )
}
