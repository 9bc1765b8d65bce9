/**
 * Carousel rules (spec 4, 9): previous and next are disabled at the ends (no wrap-around by the buttons),
 * the carousel starts at index 2 (clamped to the slides there are), and it auto-rotates every 3000 ms,
 * going back to the first slide after the last; shoppers can pause rotation.
 */

export const CAROUSEL_START_INDEX = 2
export const CAROUSEL_ROTATE_MS = 3000

export type CarouselState = { index: number; count: number; paused: boolean }

const clampIndex = (index: number, count: number) =>
  count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index), 0), count - 1)

/**
 * The first state of a carousel of `count` slides: index 2, or the last slide when there are fewer. A
 * carousel whose first slide is its message (the promo slider, #18) starts at `start` 0 instead.
 */
export function initialCarousel(
  count: number,
  { paused = false, start = CAROUSEL_START_INDEX }: { paused?: boolean; start?: number } = {},
): CarouselState {
  const safe = Math.max(0, Math.trunc(count))
  return { index: clampIndex(start, safe), count: safe, paused }
}

export const canGoPrevious = (state: CarouselState): boolean => state.index > 0
export const canGoNext = (state: CarouselState): boolean => state.index < state.count - 1

/** Previous: one back, never before the first slide. */
export function previousSlide(state: CarouselState): CarouselState {
  return canGoPrevious(state) ? { ...state, index: state.index - 1 } : state
}

/** Next: one on, never past the last slide. */
export function nextSlide(state: CarouselState): CarouselState {
  return canGoNext(state) ? { ...state, index: state.index + 1 } : state
}

/** Jump to a slide (a dot); out-of-range values are clamped. */
export function goToSlide(state: CarouselState, index: number): CarouselState {
  return { ...state, index: clampIndex(index, state.count) }
}

/** Whether the carousel rotates on its own: more than one slide and not paused. */
export const rotates = (state: CarouselState): boolean => state.count > 1 && !state.paused

/** One automatic step: the next slide, back to the first after the last; nothing while paused. */
export function autoRotate(state: CarouselState): CarouselState {
  if (!rotates(state)) return state
  return { ...state, index: state.index >= state.count - 1 ? 0 : state.index + 1 }
}

export function setPaused(state: CarouselState, paused: boolean): CarouselState {
  return { ...state, paused }
}

/** Keyboard on the carousel region: arrows step (disabled at the ends like the buttons), Home/End jump. */
export function carouselKey(state: CarouselState, key: string): CarouselState | null {
  switch (key) {
    case 'ArrowLeft':
      return previousSlide(state)
    case 'ArrowRight':
      return nextSlide(state)
    case 'Home':
      return goToSlide(state, 0)
    case 'End':
      return goToSlide(state, state.count - 1)
    default:
      return null
  }
}
