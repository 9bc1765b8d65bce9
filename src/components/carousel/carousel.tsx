'use client'

import { Children, useEffect, useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'

import {
  CAROUSEL_ROTATE_MS,
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
} from '@/domain/carousel'

import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'
import { REDUCED_MOTION, useMediaQuery } from '../use-media-query'

import './carousel.css'

/** Under 768 px a carousel shows one slide at a time, whatever it shows side by side on wider screens. */
const NARROW = '(max-width: 767px)'

type Props = {
  /** What the carousel holds, e.g. 'Promotions' (its accessible name). */
  label: string
  /**
   * Slides shown side by side from 768 px (1 for banners; cards may show more), one under 768 px (the
   * stylesheet decides the widths, so nothing moves while the page hydrates). Previous/next move one at a time.
   */
  perView?: number
  /** Rotate on its own every 3000 ms (spec 4); banners do, card lists may not. */
  autoPlay?: boolean
  /** The slide shown first: index 2 by default (spec 4); the promo slider opens on its first slide (0). */
  startIndex?: number
  className?: string
  children: ReactNode
}

/**
 * The one carousel of the site (promo slider, location and review cards, stock): rules from
 * src/domain/carousel.ts; previous/next disabled at the ends, starts at index 2, auto-rotates every 3000 ms
 * with a Pause button (and pauses while hovered or focused, or when the shopper prefers reduced motion);
 * arrow keys, Home and End work on the focused carousel. Hidden slides are inert.
 */
export function Carousel({ label, perView = 1, autoPlay = true, startIndex, className, children }: Props) {
  const labels = useLabels()
  const slides = Children.toArray(children)
  const id = useId()
  const [state, setState] = useState(() =>
    initialCarousel(slides.length, { paused: !autoPlay, ...(startIndex !== undefined ? { start: startIndex } : {}) }),
  )
  const [held, setHeld] = useState(false)
  const count = slides.length
  const current = state.count === count ? state : goToSlide({ ...state, count }, state.index)

  // Shoppers who prefer reduced motion start paused (until they press Play).
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const [chosen, setChosen] = useState(false)
  const paused = current.paused || (reducedMotion && !chosen)
  const rotating = rotates(setPaused(current, paused)) && !held
  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setState((s) => autoRotate({ ...s, count })), CAROUSEL_ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    const next = carouselKey(current, event.key)
    if (!next) return
    event.preventDefault()
    setState(next)
  }

  const wide = Math.max(1, Math.trunc(perView))
  const narrow = useMediaQuery(NARROW)
  const visible = narrow ? 1 : wide
  const firstShown = Math.min(current.index, Math.max(0, count - visible))
  const shown = (index: number) => index >= firstShown && index < firstShown + visible

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
      data-index={current.index}
    >
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-previous"
          aria-controls={id}
          disabled={!canGoPrevious(current)}
          onClick={() => setState(previousSlide(current))}
        >
          <span aria-hidden="true">‹</span> {labels.previous}
        </button>
        {autoPlay && count > 1 && (
          <button
            type="button"
            className="carousel-pause"
            onClick={() => {
              setChosen(true)
              setState(setPaused(current, !paused))
            }}
          >
            {paused ? labels.play : labels.pause}
          </button>
        )}
        <button
          type="button"
          className="carousel-next"
          aria-controls={id}
          disabled={!canGoNext(current)}
          onClick={() => setState(nextSlide(current))}
        >
          {labels.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="carousel-viewport">
        <div
          id={id}
          className="carousel-track"
          style={{ '--first': firstShown, '--per-view-wide': wide } as CSSProperties}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideOf, { index: index + 1, count })}
              aria-hidden={!shown(index)}
              inert={!shown(index)}
              data-current={index === current.index || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <p className="carousel-status visually-hidden" aria-live={rotating ? 'off' : 'polite'}>
        {fill(labels.slideStatus, { index: current.index + 1, count })}
      </p>
    </section>
  )
}
