import { describe, expect, it } from 'vitest'

import {
  CAROUSEL_ROTATE_MS,
  CAROUSEL_START_INDEX,
  autoRotate,
  canGoNext,
  canGoPrevious,
  carouselKey,
  goToSlide,
  initialCarousel,
  nextSlide,
  previousSlide,
  rotates,
  setPaused,
} from './carousel'

describe('carousel', () => {
  it('starts at index 2, rotates every 3000 ms', () => {
    expect(CAROUSEL_START_INDEX).toBe(2)
    expect(CAROUSEL_ROTATE_MS).toBe(3000)
    expect(initialCarousel(5).index).toBe(2)
    expect(initialCarousel(3).index).toBe(2)
  })

  it('starts at the last slide when there are fewer than three, and at 0 with none', () => {
    expect(initialCarousel(2).index).toBe(1)
    expect(initialCarousel(1).index).toBe(0)
    expect(initialCarousel(0)).toEqual({ index: 0, count: 0, paused: false })
  })

  it('opens on the first slide where asked (the promo slider), clamped to the slides there are', () => {
    expect(initialCarousel(5, { start: 0 }).index).toBe(0)
    expect(initialCarousel(5, { start: 9 }).index).toBe(4)
    expect(initialCarousel(0, { start: 0 }).index).toBe(0)
  })

  it('disables previous at the first slide and next at the last', () => {
    const first = goToSlide(initialCarousel(4), 0)
    expect(canGoPrevious(first)).toBe(false)
    expect(previousSlide(first)).toEqual(first)
    expect(canGoNext(first)).toBe(true)
    const last = goToSlide(first, 3)
    expect(canGoNext(last)).toBe(false)
    expect(nextSlide(last)).toEqual(last)
    expect(canGoPrevious(last)).toBe(true)
    expect(previousSlide(last).index).toBe(2)
    expect(nextSlide(goToSlide(first, 2)).index).toBe(3)
  })

  it('a single slide has both buttons disabled and never rotates', () => {
    const one = initialCarousel(1)
    expect([canGoPrevious(one), canGoNext(one), rotates(one)]).toEqual([false, false, false])
    expect(autoRotate(one)).toEqual(one)
  })

  it('auto-rotation steps forward and wraps to the first slide after the last', () => {
    let state = initialCarousel(4)
    state = autoRotate(state)
    expect(state.index).toBe(3)
    state = autoRotate(state)
    expect(state.index).toBe(0)
  })

  it('does not rotate while paused, and resumes', () => {
    const paused = setPaused(initialCarousel(4), true)
    expect(rotates(paused)).toBe(false)
    expect(autoRotate(paused).index).toBe(2)
    expect(autoRotate(setPaused(paused, false)).index).toBe(3)
  })

  it('clamps jumps to the slides there are', () => {
    const state = initialCarousel(4)
    expect(goToSlide(state, -3).index).toBe(0)
    expect(goToSlide(state, 99).index).toBe(3)
  })

  it('keyboard: arrows step within the ends, Home and End jump, other keys do nothing', () => {
    const state = initialCarousel(4)
    expect(carouselKey(state, 'ArrowLeft')?.index).toBe(1)
    expect(carouselKey(state, 'ArrowRight')?.index).toBe(3)
    expect(carouselKey(goToSlide(state, 3), 'ArrowRight')?.index).toBe(3)
    expect(carouselKey(goToSlide(state, 0), 'ArrowLeft')?.index).toBe(0)
    expect(carouselKey(state, 'Home')?.index).toBe(0)
    expect(carouselKey(state, 'End')?.index).toBe(3)
    expect(carouselKey(state, 'a')).toBeNull()
  })
})
