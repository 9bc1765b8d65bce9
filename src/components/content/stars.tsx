import { starCount } from '@/domain/reviews'

/** Whole stars out of five, read out as 'Rated N out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const stars = starCount(rating)
  return (
    <span className="stars" role="img" aria-label={`Rated ${stars} out of 5`}>
      {'★'.repeat(stars)}
      <span className="stars-empty">{'★'.repeat(5 - stars)}</span>
    </span>
  )
}
