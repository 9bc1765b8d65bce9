'use client'

import { useState } from 'react'

import { analyticsEvent, type AnalyticsCar } from '@/domain/analytics'
import { COMPARE_LIMIT, toggleCompare, toggleFavourite } from '@/domain/favourites'

import { parseSaved, pushEvent, useSavedRaw, writeSaved } from './store'
import { fill } from '@/domain/label-fill'
import { useLabels } from '../locale-context'

type Props = { site: string; car: AnalyticsCar; title: string }

/** A card's favourite (heart) and compare toggles; the card shows them only when the domain rule allows. */
export function CarSaveButtons({ site, car, title }: Props) {
  const garage = parseSaved(useSavedRaw(site, 'garage'))
  const compare = parseSaved(useSavedRaw(site, 'compare'))
  const [message, setMessage] = useState('')
  const labels = useLabels()
  const saved = garage.includes(car.id)
  const comparing = compare.includes(car.id)

  const onFavourite = () => {
    const next = toggleFavourite(garage, car.id)
    writeSaved(site, 'garage', next.list)
    if (next.change === 'added') pushEvent(analyticsEvent('car_save', site, car))
    setMessage(fill(next.change === 'added' ? labels.savedToFavourites : labels.removedFromFavourites, { title }))
  }
  const onCompare = () => {
    const next = toggleCompare(compare, car.id)
    if (next.change === 'full') return setMessage(`You can compare up to ${COMPARE_LIMIT} cars. Remove one first.`)
    writeSaved(site, 'compare', next.list)
    setMessage(next.change === 'added' ? `${title} added to compare.` : `${title} removed from compare.`)
  }

  return (
    <div className="car-save">
      <button
        type="button"
        className="car-save-heart"
        aria-pressed={saved}
        onClick={onFavourite}
        aria-label={fill(labels.saveToFavourites, { title })}
      >
        <span aria-hidden="true">{saved ? '\u2665' : '\u2661'}</span>
      </button>
      <button type="button" className="car-save-compare" aria-pressed={comparing} onClick={onCompare}>
        {comparing ? labels.comparing : labels.compare}
      </button>
      <span className="visually-hidden" role="status">
        {message}
      </span>
    </div>
  )
}
