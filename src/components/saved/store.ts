import { useSyncExternalStore } from 'react'

import type { AnalyticsEvent } from '@/domain/analytics'

/** The shopper's favourites ('garage') and compare list, kept in the browser per site (spec 4). */
export type SavedList = 'garage' | 'compare'

const CHANGE = 'saved-cars-change'
const storageKey = (site: string, list: SavedList) => `${list}:${site}`

function readRaw(site: string, list: SavedList): string {
  try {
    return localStorage.getItem(storageKey(site, list)) ?? '[]'
  } catch {
    return '[]' // storage blocked (private mode, policy): the list is empty and saving does nothing lasting
  }
}

export function parseSaved(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : []
  } catch {
    return []
  }
}

export function writeSaved(site: string, list: SavedList, ids: readonly number[]): void {
  try {
    localStorage.setItem(storageKey(site, list), JSON.stringify(ids))
  } catch {
    // storage full or blocked: the change lives until the page is left
  }
  window.dispatchEvent(new Event(CHANGE))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange)
  window.addEventListener('storage', onChange) // other tabs
  return () => {
    window.removeEventListener(CHANGE, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The saved ids, as the raw stored string (stable between renders) — parse with `parseSaved`. Empty on the server. */
export function useSavedRaw(site: string, list: SavedList): string {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(site, list),
    () => '[]',
  )
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes an analytics event to the tag manager's data layer (created when the site has no tag manager). */
export function pushEvent(event: AnalyticsEvent): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
