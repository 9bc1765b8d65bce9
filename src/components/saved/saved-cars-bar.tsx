'use client'

import { COMPARE_LIMIT } from '@/domain/favourites'
import { fill } from '@/domain/label-fill'

import { parseSaved, useSavedRaw, writeSaved } from './store'
import { useLabels } from '../locale-context'

/** Links to the compare and favourites pages with the shopper's saved cars, once there are any. */
export function SavedCarsBar({ site }: { site: string }) {
  const garage = parseSaved(useSavedRaw(site, 'garage'))
  const compare = parseSaved(useSavedRaw(site, 'compare'))
  const labels = useLabels()
  if (garage.length === 0 && compare.length === 0) return null
  return (
    <nav className="saved-cars-bar" aria-label={labels.savedCars}>
      {compare.length > 0 && (
        <>
          <a href={`/compare?ids=${compare.join(',')}`} className="button">
            {fill(labels.compareCount, { count: compare.length, limit: COMPARE_LIMIT })}
          </a>
          <button type="button" className="button button-quiet" onClick={() => writeSaved(site, 'compare', [])}>
            {labels.clearCompare}
          </button>
        </>
      )}
      {garage.length > 0 && (
        <a href={`/garage?ids=${garage.join(',')}`} className="button button-secondary">
          {labels.favourites} ({garage.length})
        </a>
      )}
    </nav>
  )
}
