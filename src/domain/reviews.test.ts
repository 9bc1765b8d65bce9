import { describe, expect, it } from 'vitest'

import { averageLine, reviewSummary, shownReviews, starCount } from './reviews'

const review = (customerName: string, rating: number, reviewDate = '2026-10-01') => ({
  customerName,
  rating,
  reviewDate,
})

describe('reviews', () => {
  const all = [review('Ann', 5, '2026-09-01'), review('Bob', 3), review('Cat', 4, '2026-11-01'), review('Spam Bot', 5)]

  it('shows reviews of at least the minimum rating (default 4), newest first', () => {
    expect(shownReviews(all, {}).map((r) => r.customerName)).toEqual(['Cat', 'Spam Bot', 'Ann'])
    expect(shownReviews(all, { reviewsMinimumRating: 3 }).map((r) => r.customerName)).toContain('Bob')
    expect(shownReviews(all, { reviewsMinimumRating: 5 }).map((r) => r.customerName)).toEqual(['Spam Bot', 'Ann'])
  })

  it('never shows a hidden author, whatever their case or spacing', () => {
    expect(shownReviews(all, { hiddenReviewAuthors: [' spam  bot '] }).map((r) => r.customerName)).toEqual([
      'Cat',
      'Ann',
    ])
  })

  it('summarises count and average as a numeric string', () => {
    expect(reviewSummary([review('a', 5), review('b', 4), review('c', 4)])).toEqual({ count: 3, average_rating: '4.3' })
    expect(reviewSummary([review('a', 5)])).toEqual({ count: 1, average_rating: '5.0' })
    expect(reviewSummary([])).toEqual({ count: 0, average_rating: '0.0' })
    expect(Number(reviewSummary([review('a', 4), review('b', 5)]).average_rating)).toBe(4.5)
  })

  it('writes the average line and whole stars', () => {
    expect(averageLine({ count: 12, average_rating: '4.7' })).toBe('4.7 out of 5 from 12 reviews')
    expect(averageLine({ count: 1, average_rating: '5.0' })).toBe('5.0 out of 5 from 1 review')
    expect(starCount(4.6)).toBe(5)
    expect(starCount(9)).toBe(5)
  })
})
