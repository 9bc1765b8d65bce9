'use client'

import { useEffect } from 'react'

import { parseSaved, useSavedRaw, writeSaved, type SavedList } from './store'

type Props = { site: string; list: SavedList; path: string; ids: number[] }

/**
 * Keeps a saved-cars page and the browser's list in step: opening the page without ids loads the saved
 * ones; the Remove button takes a car off both.
 */
export function SavedListSync({ site, list, path, ids }: Props) {
  const saved = parseSaved(useSavedRaw(site, list))
  useEffect(() => {
    if (ids.length === 0 && saved.length > 0) location.replace(`${path}?ids=${saved.join(',')}`)
  }, [ids.length, saved, path])
  return null
}

export function RemoveSaved({ site, list, path, id, ids, label }: Props & { id: number; label: string }) {
  const saved = parseSaved(useSavedRaw(site, list))
  const remove = () => {
    writeSaved(
      site,
      list,
      saved.filter((item) => item !== id),
    )
    const rest = ids.filter((item) => item !== id)
    location.assign(rest.length > 0 ? `${path}?ids=${rest.join(',')}` : path)
  }
  return (
    <button type="button" className="button-secondary" onClick={remove}>
      {label}
    </button>
  )
}
