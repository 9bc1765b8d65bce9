'use client'

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

import { canGoNext, canGoPrevious, carouselKey, type CarouselState } from '@/domain/carousel'
import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'
import { REDUCED_MOTION, useMediaQuery } from '../use-media-query'
import type { EmblaApi } from './embla-attach'
import { FeedPicture, type FeedPhoto } from './feed-picture'
import { NoPhoto } from './no-photo'

import './photos.css'

/**
 * Embla arrives in a chunk of its own when a shopper first reaches for a carousel (see activate below).
 * React's lazy, not next/dynamic: it is rendered only in the browser (once the viewport element exists),
 * and next/dynamic's loader would add its own code to every page with a carousel.
 */
const EmblaAttach = lazy(() => import('./embla-attach'))

type Props = {
  photos: FeedPhoto[]
  /** The carousel's accessible name ('Photos', 'Photos of the 2021 Mazda CX-5'). */
  label: string
  /** The images' `sizes` (src/domain/feed-images.ts). */
  sizes: string
  /** card: a search card's photo; stage: the vehicle page's main photo; fullscreen: the full-screen view. */
  variant: 'card' | 'stage' | 'fullscreen'
  /** Shown when there is no photo, or every photo failed to load (the car's drawing). */
  fallback: ReactNode
  /** Load the first photo at once (above the fold); else lazily. */
  eager?: boolean
  /** The page's first visible photo: fetched first (fetchpriority high). */
  priority?: boolean
  /** The shown photo, when a parent keeps it (thumbnails, the full-screen view). */
  index?: number
  onIndexChange?: (index: number) => void
  /** Told of each photo that fails to load (it is dropped here either way). */
  onFail?: (key: string) => void
  /** A card's photo count badge: the car's number of photos. */
  photoCount?: number
  /** The carousel itself takes focus (a page's one gallery); a card's carousel is reached by its buttons. */
  focusable?: boolean
  /** Attach the swipe at once (the full-screen view opens on a shopper's action). */
  startActive?: boolean
  /** Where a click on the photo goes (a card's vehicle page); out of the tab order, the title links there. */
  href?: string
  /** Overlays on the photo (the full-screen button). */
  children?: ReactNode
}

/**
 * The photo carousel of cards and the vehicle page, on the accessible shell of the site's carousels
 * (src/domain/carousel.ts): previous/next disabled at the ends, arrow keys, Home and End, hidden slides
 * inert, the position announced, no motion for shoppers who prefer reduced motion. The first photo is
 * server-rendered and works without script; Embla (swipe and drag) is attached to the same markup on the
 * first pointer, touch or focus (on touch screens, at idle once the carousel nears the screen), so a page
 * of 24 cards loads no carousel code until it is wanted, and one chunk for all of them then.
 * A photo that fails to load is dropped; with none left, the car's drawing shows instead.
 */
export function PhotoCarousel({
  photos,
  label,
  sizes,
  variant,
  fallback,
  eager = false,
  priority = false,
  index: controlled,
  onIndexChange,
  onFail,
  photoCount,
  focusable = false,
  startActive = false,
  href,
  children,
}: Props) {
  const labels = useLabels()
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const shown = photos.filter((photo) => !failed.has(photo.key))
  const count = shown.length
  const [own, setOwn] = useState(controlled ?? 0)
  const index = Math.min(Math.max(controlled ?? own, 0), Math.max(count - 1, 0))
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([index]))
  // A photo once shown stays loaded (a parent may move the index too: thumbnails, the full-screen view).
  if (!seen.has(index)) setSeen(new Set(seen).add(index))
  const [active, setActive] = useState(startActive)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [api, setApi] = useState<EmblaApi | null>(null)
  const reducedMotion = useMediaQuery(REDUCED_MOTION)

  const changed = useRef(onIndexChange)
  useEffect(() => {
    changed.current = onIndexChange
  }, [onIndexChange])
  const go = useCallback((to: number) => {
    setOwn(to)
    changed.current?.(to)
  }, [])

  const fail = useCallback(
    (key: string) => {
      setFailed((before) => (before.has(key) ? before : new Set(before).add(key)))
      onFail?.(key)
    },
    [onFail],
  )
  useEffect(() => {
    // A photo that failed before the page's script ran fired its error event unheard: complete, no pixels.
    for (const img of viewport?.querySelectorAll('img') ?? []) {
      const key = img.closest<HTMLElement>('[data-photo]')?.dataset.photo
      if (key && img.complete && img.naturalWidth === 0) queueMicrotask(() => fail(key))
    }
  }, [viewport, fail])

  // Embla follows the buttons, keys and thumbnails; a swipe tells the shell where it stopped.
  useEffect(() => {
    if (!api) return
    const onSelect = () => go(api.selectedScrollSnap())
    api.on('select', onSelect)
    return () => {
      api.off('select', onSelect)
    }
  }, [api, go])
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, reducedMotion)
  }, [api, index, reducedMotion])
  // On touch screens a card's first swipe must already find Embla: it is attached once the card is near
  // the screen, when the browser is idle (a mouse or keyboard user attaches it by pointing or focusing).
  const swipeable = photos.length > 1
  useEffect(() => {
    if (active || !swipeable || !viewport || !window.matchMedia?.('(hover: none)').matches) return
    let idle = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = () => setActive(true)
        idle = window.requestIdleCallback ? window.requestIdleCallback(start) : window.setTimeout(start, 200)
      },
      { rootMargin: '200px' },
    )
    observer.observe(viewport)
    return () => {
      observer.disconnect()
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [active, swipeable, viewport])
  // Before Embla, the track is moved here; never through React's style prop, which would wipe Embla's
  // own transform when it takes over.
  const track = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!api && track.current) track.current.style.transform = index > 0 ? `translate3d(-${index * 100}%, 0, 0)` : ''
  }, [api, index])

  if (count === 0) return <NoPhoto variant={variant}>{fallback}</NoPhoto>

  const state: CarouselState = { index, count, paused: true }
  const activate = () => {
    if (!active && count > 1) setActive(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = carouselKey(state, event.key)
    if (!next) return
    event.preventDefault()
    activate()
    go(next.index)
  }
  // Each photo is fetched when it is shown or next to the shown one (once the shopper is using the carousel).
  const rendered = (i: number) => seen.has(i) || i === index || (active && Math.abs(i - index) === 1)
  const Region = variant === 'card' ? 'div' : 'section'
  return (
    <Region
      className={`photo-carousel photo-carousel-${variant}`}
      role={variant === 'card' ? 'group' : undefined}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={focusable ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={activate}
      onPointerDown={activate}
      onTouchStart={activate}
      onFocus={activate}
      data-index={index}
      data-swipe={api ? 'on' : undefined}
    >
      <div className="photo-viewport" ref={setViewport}>
        <div ref={track} className={api ? 'photo-track' : 'photo-track photo-track-static'}>
          {shown.map((photo, i) => (
            <div
              key={photo.key}
              className="photo-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.photoPosition, { index: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
              data-photo={photo.key}
            >
              {rendered(i) && (
                <MaybeLink href={href}>
                  <FeedPicture
                    photo={photo}
                    sizes={sizes}
                    // After a failure the next photo loads at once: the card was near the screen when it
                    // tried, and a lazy retry would wait for the shopper to scroll back before the drawing shows.
                    loading={i === 0 && !eager && failed.size === 0 ? 'lazy' : 'eager'}
                    fetchPriority={i === 0 && priority ? 'high' : undefined}
                    onError={() => fail(photo.key)}
                  />
                </MaybeLink>
              )}
            </div>
          ))}
        </div>
      </div>
      {active && viewport && count > 1 && (
        <Suspense fallback={null}>
          <EmblaAttach viewport={viewport} startIndex={index} onApi={setApi} />
        </Suspense>
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="photo-previous"
            aria-label={labels.previousPhoto}
            disabled={!canGoPrevious(state)}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="photo-next"
            aria-label={labels.nextPhoto}
            disabled={!canGoNext(state)}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {photoCount !== undefined && photoCount > 0 && (
        <span className="photo-count">
          <CameraIcon />
          <span aria-hidden="true">{photoCount}</span>
          <span className="visually-hidden">
            {photoCount === 1 ? labels.photoCountOne : fill(labels.photoCountMany, { count: photoCount })}
          </span>
        </span>
      )}
      <p className={variant === 'card' ? 'visually-hidden' : 'photo-status'} aria-live="polite">
        {fill(labels.photoPosition, { index: index + 1, count })}
      </p>
      {children}
    </Region>
  )
}

function MaybeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return children
  return (
    <a href={href} tabIndex={-1} className="photo-link" draggable={false}>
      {children}
    </a>
  )
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9Zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
      />
    </svg>
  )
}
