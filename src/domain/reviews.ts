/**
 * Reviews (spec 2.7, 3 Review, 9): which reviews a site shows, at most 10, and their summary (count and
 * average rating as a numeric string, e.g. '4.7').
 */
import { REVIEW_MINIMUM_RATING_DEFAULT } from './site-settings'

/** A reviews block shows at most this many (spec 9). */
export const REVIEWS_LIMIT = 10
/** More than this many reviews show in a carousel, else a simple list (spec 2.7). */
export const REVIEWS_CAROUSEL_AFTER = 3

export type ReviewLike = { customerName: string; rating: number; reviewDate?: string | null }
export type ReviewSettings = { reviewsMinimumRating?: number | null; hiddenReviewAuthors?: readonly string[] | null }

const normalName = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The reviews a site may show: at least the site's minimum rating (default 4), never by a hidden author
 * (names compared without case or extra spaces), newest first.
 */
export function shownReviews<T extends ReviewLike>(
  reviews: readonly T[],
  settings: ReviewSettings | null | undefined,
): T[] {
  const minimum = settings?.reviewsMinimumRating ?? REVIEW_MINIMUM_RATING_DEFAULT
  const hidden = new Set((settings?.hiddenReviewAuthors ?? []).map(normalName))
  return reviews
    .filter((review) => review.rating >= minimum && !hidden.has(normalName(review.customerName)))
    .sort((a, b) => (b.reviewDate ?? '').localeCompare(a.reviewDate ?? ''))
}

export type ReviewSummary = { count: number; average_rating: string }

/** Count and average of the shown reviews; the average to one decimal as a string ('4.7'), '0.0' for none. */
export function reviewSummary(reviews: readonly Pick<ReviewLike, 'rating'>[]): ReviewSummary {
  if (reviews.length === 0) return { count: 0, average_rating: '0.0' }
  const total = reviews.reduce((sum, review) => sum + review.rating, 0)
  return { count: reviews.length, average_rating: (Math.round((total / reviews.length) * 10) / 10).toFixed(1) }
}

/** The average rating line: '4.7 out of 5 from 12 reviews'. */
export function averageLine(summary: ReviewSummary): string {
  return `${summary.average_rating} out of 5 from ${summary.count} review${summary.count === 1 ? '' : 's'}`
}

/** A whole-star rating between 1 and 5 for display, from any number. */
export function starCount(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)))
}
