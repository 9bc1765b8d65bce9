'use client'

import { useState, useSyncExternalStore } from 'react'

import { fill } from '@/domain/label-fill'
import { signInPath } from '@/domain/return-path'
import { watchlistToast } from '@/domain/watchlist'

import { useLabels } from '../locale-context'
import { showToast } from './toaster'

/** What /api/watchlist says of the shopper: loaded once per page and shared by every button. */
type State = { loaded: boolean; signedIn: boolean; phone: string | null; ids: ReadonlySet<number> }

const UNKNOWN: State = { loaded: false, signedIn: false, phone: null, ids: new Set() }
let state: State = UNKNOWN
let loading: Promise<State> | null = null
const listeners = new Set<() => void>()

function setState(next: State) {
  state = next
  listeners.forEach((listener) => listener())
}

function load(): Promise<State> {
  loading ??= fetch('/api/watchlist', { credentials: 'same-origin', cache: 'no-store' })
    .then((res) =>
      res.ok
        ? (res.json() as Promise<{ signed_in: boolean; phone_number: string | null; car_ids: number[] }>)
        : Promise.reject(new Error(String(res.status))),
    )
    .then((body) => ({ loaded: true, signedIn: body.signed_in, phone: body.phone_number, ids: new Set(body.car_ids) }))
    .catch(() => ({ ...UNKNOWN, loaded: true }))
    .then((loaded) => {
      setState(loaded)
      return loaded
    })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (typeof window !== 'undefined') void load()
  return () => listeners.delete(listener)
}

/**
 * Whether the shopper is signed in on this site, from the same once-per-page /api/watchlist answer: the
 * header's account menu renders from it in the browser, so every page's cached HTML stays anonymous.
 */
export function useShopperSession(): { loaded: boolean; signedIn: boolean } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  )
  return { loaded: current.loaded, signedIn: current.signedIn }
}

const withId = (ids: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(ids)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

function here(): string {
  return `${location.pathname}${location.search}`
}

type Props = { carId: number; title: string; className?: string }

/**
 * Save to / remove from the watchlist (spec 4, 7, 8). Signed-in customers with a phone number change their
 * list at once (optimistic) and the change rolls back, with an alert, if the server refuses; anyone else
 * goes to sign in and comes back to this page.
 */
export function WatchlistButton({ carId, title, className }: Props) {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  )
  const [error, setError] = useState('')
  const saved = current.ids.has(carId)
  const labels = useLabels()

  const toggle = async () => {
    setError('')
    const known = state.loaded ? state : await load()
    if (!known.signedIn || !known.phone) {
      location.assign(signInPath('watchlist', here(), here()))
      return
    }
    const save = !known.ids.has(carId)
    setState({ ...known, ids: withId(known.ids, carId, save) })
    let failure = labels.watchlistFailed
    try {
      const res = await fetch(`/api/watchlist/${save ? 'save-car' : 'remove-car'}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone_number: known.phone, car_id: carId }),
      })
      const body = (await res.json().catch(() => ({ success: false }))) as { success?: boolean; error?: string }
      if (body.success) {
        showToast(watchlistToast(save ? 'saved' : 'removed', title))
        return
      }
      if (res.status === 401) {
        location.assign(signInPath('watchlist', here(), here()))
        return
      }
      failure = body.error ?? failure
    } catch {
      // network failure: roll back below
    }
    setState({ ...state, ids: withId(state.ids, carId, !save) })
    setError(failure)
  }

  return (
    <span className={`watchlist ${className ?? ''}`}>
      <button
        type="button"
        className="watchlist-button"
        aria-pressed={saved}
        onClick={toggle}
        aria-label={fill(labels.saveToWatchlist, { title })}
      >
        <span aria-hidden="true">{saved ? '\u2605' : '\u2606'}</span> {labels.watchlist}
      </button>
      {error && (
        <span role="alert" className="form-error watchlist-error">
          {error}
        </span>
      )}
    </span>
  )
}
