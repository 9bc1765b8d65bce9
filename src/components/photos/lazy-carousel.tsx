'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

import type { PhotoCarousel as Carousel } from './photo-carousel'

// The carousel's styles, the drawings' among them, stay with the page: only the carousel's code waits.
import './photos.css'

const PhotoCarousel = lazy(() => import('./photo-carousel').then((module) => ({ default: module.PhotoCarousel })))

/**
 * A photo carousel in a chunk of its own, for lists of cars (search cards, compare, watchlist): a page whose
 * cars have no photo (the drawing is server markup) loads none of its code. The server renders it in full;
 * the browser hydrates it once its chunk is in, showing the server's markup meanwhile.
 */
export function LazyCarousel(props: ComponentProps<typeof Carousel>) {
  return (
    <Suspense fallback={props.fallback}>
      <PhotoCarousel {...props} />
    </Suspense>
  )
}
