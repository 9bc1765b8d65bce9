/**
 * Range sliders (spec 5, 8). Moving a thumb clamps its value to the range (price and km rounded to the
 * nearest 1000) and never past the other thumb; applying a refinement outside the range (a typed value,
 * a shared URL) changes nothing and gives the spec's message. Also the budget page's price slider.
 */
import type { RangeAttribute } from './search-rules'

export type Range = { min: number; max: number }
export type Thumb = 'min' | 'max'

/** The range when facet stats are absent or not positive (spec 5). */
export const DEFAULT_SLIDER_RANGE: Readonly<Range> = { min: 0, max: 100_000 }
const ROUNDED_TO_THOUSANDS: ReadonlySet<RangeAttribute> = new Set(['price', 'km'])
const STEPS_PER_RANGE = 100

export const BELOW_RANGE_MINIMUM = 'Cannot refine below the range minimum'
export const ABOVE_RANGE_MAXIMUM = 'Cannot refine above the range maximum'

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * A slider's range from the search's facet stats for its attribute. Stats that are absent, not finite or
 * not positive (a maximum of 0 or less, a negative minimum, or a minimum above the maximum) give 0–100000.
 */
export function sliderRange(stats: Range | null | undefined): Range {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max)) return { ...DEFAULT_SLIDER_RANGE }
  if (stats.max <= 0 || stats.min < 0 || stats.min > stats.max) return { ...DEFAULT_SLIDER_RANGE }
  return { min: stats.min, max: stats.max }
}

/** One hundredth of the range (spec 5). */
export function sliderStep(range: Range): number {
  return (range.max - range.min) / STEPS_PER_RANGE
}

/** Price and km round to the nearest 1000 (spec 5); year and subscription price to whole units. */
export function roundSliderValue(attribute: RangeAttribute, value: number): number {
  return ROUNDED_TO_THOUSANDS.has(attribute) ? Math.round(value / 1000) * 1000 : Math.round(value)
}

/**
 * Moves one thumb to `value`: rounded, then clamped to the range; the minimum never goes above the current
 * maximum and the maximum never below the current minimum.
 */
export function moveThumb(attribute: RangeAttribute, range: Range, current: Range, thumb: Thumb, value: number): Range {
  const rounded = roundSliderValue(attribute, value)
  return thumb === 'min'
    ? { min: clamp(rounded, range.min, Math.min(current.max, range.max)), max: current.max }
    : { min: current.min, max: clamp(rounded, Math.max(current.min, range.min), range.max) }
}

export type RangeRefinement = { refinement: Partial<Range>; error: string | null }

/**
 * Applies a requested refinement. Below the range minimum or above the range maximum nothing changes:
 * the current refinement is kept and the spec's message is returned for the log (spec 8).
 */
export function refineRange(range: Range, current: Partial<Range>, requested: Partial<Range>): RangeRefinement {
  if (requested.min !== undefined && requested.min < range.min)
    return { refinement: current, error: BELOW_RANGE_MINIMUM }
  if (requested.max !== undefined && requested.max > range.max)
    return { refinement: current, error: ABOVE_RANGE_MAXIMUM }
  return { refinement: requested, error: null }
}

/** The budget page's two-thumb price slider (spec 5): its bounds, which are also the starting thumbs, and step. */
export const BUDGET_PRICE_RANGE: Readonly<Range> = { min: 5_000, max: 250_000 }
export const BUDGET_PRICE_STEP = 500
const BUDGET_THUMB_GAP = 1

/** Moves a budget thumb to the nearest step within 5000–250000, keeping the min thumb at least 1 below the max thumb. */
export function moveBudgetThumb(current: Range, thumb: Thumb, value: number): Range {
  const { min, max } = BUDGET_PRICE_RANGE
  const stepped = clamp(min + Math.round((value - min) / BUDGET_PRICE_STEP) * BUDGET_PRICE_STEP, min, max)
  return thumb === 'min'
    ? { min: Math.min(stepped, current.max - BUDGET_THUMB_GAP), max: current.max }
    : { min: current.min, max: Math.max(stepped, current.min + BUDGET_THUMB_GAP) }
}
