'use client'

import { fill } from '@/domain/label-fill'
import { starCount } from '@/domain/reviews'

import { useLabels } from '../locale-context'

/** Whole stars out of five, read out as 'Rated N out of 5' (in the site's words). */
export function Stars({ rating }: { rating: number }) {
  const stars = starCount(rating)
  const labels = useLabels()
  return (
    <span className="stars" role="img" aria-label={fill(labels.ratedOutOf5, { stars })}>
      {'★'.repeat(stars)}
      <span className="stars-empty">{'★'.repeat(5 - stars)}</span>
    </span>
  )
}
