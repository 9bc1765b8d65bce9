/**
 * The online trade-in estimate from market data (spec 2.7, 9), as pure arithmetic over comparable listings.
 *
 * Method, in order:
 * 1. Eligibility: no online estimate for a car over 7 years old or over 100,000 km (`onlineEstimateRule`).
 * 2. Comparables: listings of the same make and model (case-insensitive), used or demo, priced (over $10,
 *    the spec's price threshold), with a known odometer, built within ±2 years of the car. The caller reads
 *    them from the market (see src/valuation/market.ts); at least 3 are needed, else no estimate.
 * 3. Each comparable's asking price is moved to the shopper's car: ×1.08 per year the car is newer (÷ per
 *    year older), and −0.3% per 1,000 km the car has over the comparable (+ under), that factor held
 *    within 0.7–1.3 so one odd odometer cannot swing it.
 * 4. Market value: the median of the moved prices; its range the 25th to 75th percentile (interpolated).
 * 5. Trade-in value: market value × the adjustment answers' factor (`conditionFactor`) × 85%, the share of
 *    the retail price a dealer can pay after reconditioning, warranty and selling costs. Rounded to $100.
 */
import { conditionFactor, onlineEstimateRule, type AdjustmentAnswers } from './trade-in'

export const VALUATION_METHOD = {
  yearWindow: 2,
  minComparables: 3,
  yearRate: 0.08,
  kmRatePer1000: 0.003,
  kmFactorMin: 0.7,
  kmFactorMax: 1.3,
  tradeInShare: 0.85,
  roundTo: 100,
  /** The spec's threshold for a price to count (spec 4: a price counts only if above 10). */
  minPrice: 10,
} as const

export type Comparable = { year: number; km: number; price: number }
export type ValuedCar = { make: string; model: string; year: number; km: number }

export type Valuation =
  | {
      kind: 'estimate'
      low: number
      high: number
      /** The single figure: the median's trade-in value. */
      value: number
      /** The market (retail) median the estimate started from, before condition and the trade-in share. */
      marketMedian: number
      comparables: number
      conditionFactor: number
    }
  | { kind: 'none'; reason: 'age' | 'km' | 'too-few-comparables' }

/** The words a shopper sees when there is no online estimate. */
export const NO_ESTIMATE_MESSAGES: Record<Extract<Valuation, { kind: 'none' }>['reason'], string> = {
  age: 'We don\u2019t give an online estimate for cars over 7 years old. Our team will value your car in person and contact you with an offer.',
  km: 'We don\u2019t give an online estimate for cars with more than 100,000 km. Our team will value your car in person and contact you with an offer.',
  'too-few-comparables':
    'There aren\u2019t enough similar cars on the market for a reliable online estimate. Our team will value your car and contact you with an offer.',
}

/** The comparable's asking price moved to the shopper's car's year and odometer (step 3). */
export function adjustedPrice(comparable: Comparable, car: Pick<ValuedCar, 'year' | 'km'>): number {
  const m = VALUATION_METHOD
  const yearFactor = (1 + m.yearRate) ** (car.year - comparable.year)
  const kmFactor = Math.min(
    m.kmFactorMax,
    Math.max(m.kmFactorMin, 1 - (m.kmRatePer1000 * (car.km - comparable.km)) / 1000),
  )
  return comparable.price * yearFactor * kmFactor
}

/** The p-th percentile (0–1) of sorted numbers, linearly interpolated between neighbours. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of nothing')
  const at = (sorted.length - 1) * p
  const lower = Math.floor(at)
  const upper = Math.ceil(at)
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (at - lower)
}

/** Whether a listing can be a comparable for the car (step 2); the market query applies the same rule. */
export function isComparable(listing: Comparable, car: Pick<ValuedCar, 'year'>): boolean {
  return (
    Number.isFinite(listing.price) &&
    listing.price > VALUATION_METHOD.minPrice &&
    Number.isFinite(listing.km) &&
    listing.km >= 0 &&
    Math.abs(listing.year - car.year) <= VALUATION_METHOD.yearWindow
  )
}

const round = (value: number) => Math.round(value / VALUATION_METHOD.roundTo) * VALUATION_METHOD.roundTo

/** The online estimate for a car from its comparable listings and the shopper's answers (steps 1–5 above). */
export function estimateTradeIn(
  car: ValuedCar,
  listings: readonly Comparable[],
  answers: AdjustmentAnswers,
  currentYear: number,
): Valuation {
  const rule = onlineEstimateRule(car, currentYear)
  if (!rule.ok) return { kind: 'none', reason: rule.reason }
  const moved = listings
    .filter((listing) => isComparable(listing, car))
    .map((listing) => adjustedPrice(listing, car))
    .sort((a, b) => a - b)
  if (moved.length < VALUATION_METHOD.minComparables) return { kind: 'none', reason: 'too-few-comparables' }
  const factor = conditionFactor(answers) * VALUATION_METHOD.tradeInShare
  const median = percentile(moved, 0.5)
  return {
    kind: 'estimate',
    low: round(percentile(moved, 0.25) * factor),
    high: round(percentile(moved, 0.75) * factor),
    value: round(median * factor),
    marketMedian: round(median),
    comparables: moved.length,
    conditionFactor: Math.round(conditionFactor(answers) * 10_000) / 10_000,
  }
}
