'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>

type Props = {
  /** The carousel's viewport, already on the page (server-rendered): Embla takes it over as it is. */
  viewport: HTMLElement
  startIndex: number
  onApi: (api: EmblaApi | null) => void
}

/**
 * Embla's swipe and drag on a photo carousel the page already shows. Loaded on its own, only once a shopper
 * reaches for a carousel (pointer, touch or keyboard), so a page of cards ships no carousel code up front.
 */
export default function EmblaAttach({ viewport, startIndex, onApi }: Props) {
  // The photo shown when Embla arrives; later moves are scrolls (new options would re-initialise Embla).
  const [start] = useState(startIndex)
  const [attach, api] = useEmblaCarousel({
    startIndex: start,
    align: 'start',
    containScroll: 'trimSnaps',
    duration: 22,
  })
  useEffect(() => {
    attach(viewport)
    return () => attach(null)
  }, [attach, viewport])
  useEffect(() => {
    onApi(api ?? null)
    return () => onApi(null)
  }, [api, onApi])
  return null
}
