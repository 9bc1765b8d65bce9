'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { MapPoint, MapTiles } from '@/domain/home-page'
import { REDUCED_MOTION } from '../use-media-query'

export type LocationMapWords = { label: string; instructions: string; loading: string; unavailable: string }

type Props = { points: MapPoint[]; tiles: MapTiles; words: LocationMapWords }

type MapState = 'waiting' | 'loading' | 'ready' | 'failed'

/**
 * The locations' map: nothing is fetched until the map's place scrolls near the screen (an
 * IntersectionObserver), then Leaflet is imported and draws OpenStreetMap tiles. Should Leaflet or the
 * tiles fail to load (no network), the map gives way to a short note: the address cards on the page always
 * hold every address and the Get directions links. Keyboard: the map takes focus (arrow keys move, + and -
 * zoom) and each marker is a focusable button opening its name and address.
 */
export function LocationMap({ points, tiles, words }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState>('waiting')
  const hintId = useId()

  useEffect(() => {
    const target = element.current
    if (!target || points.length === 0) return
    let cancelled = false
    let mounted: { remove: () => void } | null = null
    const load = () => {
      setState('loading')
      import('./leaflet-map')
        .then(({ mountMap }) => {
          if (cancelled) return
          mounted = mountMap(target, {
            points,
            tiles,
            reducedMotion: window.matchMedia?.(REDUCED_MOTION).matches ?? false,
            onTiles: (loaded) => {
              if (!cancelled) setState(loaded ? 'ready' : 'failed')
            },
          })
        })
        .catch(() => {
          if (!cancelled) setState('failed')
        })
    }
    if (typeof IntersectionObserver === 'undefined') {
      load()
      return () => {
        cancelled = true
        mounted?.remove()
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(target)
    return () => {
      cancelled = true
      observer.disconnect()
      mounted?.remove()
    }
  }, [points, tiles])

  if (points.length === 0) return null
  return (
    <figure className="location-map-figure" data-map-state={state}>
      <div
        ref={element}
        className="location-map"
        role="region"
        aria-label={words.label}
        aria-describedby={hintId}
        hidden={state === 'failed'}
      />
      <figcaption id={hintId} className="location-map-note" aria-live="polite">
        {state === 'failed'
          ? words.unavailable
          : state === 'ready'
            ? words.instructions
            : state === 'loading'
              ? words.loading
              : ''}
      </figcaption>
    </figure>
  )
}
