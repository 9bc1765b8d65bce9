/** Pure helpers of the interactive filter sidebar: slider keys and the drawer's focus trap. */
import { moveThumb, sliderStep, type Range, type Thumb } from '@/domain/range-slider'
import type { RangeAttribute } from '@/search/types'

/** The id of the search field's history `<datalist>`. */
export const SEARCH_HISTORY_LIST = 'search-history'

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
}

export const isSliderKey = (key: string) => key === 'Home' || key === 'End' || key in KEY_STEPS

/**
 * Where a key moves a slider thumb: by the slider's step (spec 5; ten steps for Page Up/Down), through
 * `moveThumb`'s rounding and clamping, and at least to the next value that rounding allows (a step under
 * 500 would otherwise round back to where the thumb was). Home and End go to the ends. Null for other keys.
 */
export function keyedThumb(
  attribute: RangeAttribute,
  range: Range,
  current: Range,
  thumb: Thumb,
  key: string,
): Range | null {
  if (key === 'Home') return moveThumb(attribute, range, current, thumb, range.min)
  if (key === 'End') return moveThumb(attribute, range, current, thumb, range.max)
  const steps = KEY_STEPS[key]
  if (steps === undefined) return null
  const step = sliderStep(range) || 1
  const from = current[thumb]
  for (let n = 1; ; n++) {
    const target = from + steps * step * n
    const moved = moveThumb(attribute, range, current, thumb, target)
    if (moved[thumb] !== from || target <= range.min || target >= range.max) return moved
  }
}

/**
 * The index to move focus to when Tab is pressed in a focus trap of `count` elements with focus on
 * `current` (-1: none of them), or null to let Tab move focus as usual.
 */
export function trappedFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (current === -1) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}
