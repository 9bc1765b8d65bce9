'use client'

import './filters.css'

import { useRouter } from 'next/navigation'
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

import { useLabels } from '../locale-context'
import { isSliderKey, keyedThumb, SEARCH_HISTORY_LIST, trappedFocusIndex } from './filter-controls'
import { filterFormQuery, parseSearchQueryString, searchPageUrl } from '@/domain/search-url'
import { moveThumb, refineRange, type Range, type Thumb } from '@/domain/range-slider'
import { fill } from '@/domain/label-fill'
import { displayedCount } from '@/domain/result-count'
import { cachedResult, cacheResult, rememberSearch, SEARCH_DEBOUNCE_MS, type ResultCache } from '@/domain/search-client'
import type { RangeAttribute } from '@/search/types'

type Props = {
  action: string
  /** The page's search as a query string; the controls return to it when it changes (e.g. Back). */
  searchKey: string
  /**
   * The page's car count as the server formatted it. Formatting a number in the browser costs a phone tens of
   * milliseconds the first time (the engine loads the locale's number data), in the middle of hydration;
   * only a count the drawer fetched is formatted here.
   */
  shownCountText: string
  stockCountOverride: number | null
  locale: string
  siteKey: string
  children: ReactNode
}

type CountResult = { count: number; countCapped: boolean; facets: { car_type?: Record<string, number> } }

/** The car types a filter query refines (the count's disjunctive facet sums only those, result-count.ts). */
const carTypesIn = (query: string) => {
  const parsed = parseSearchQueryString(query)
  return parsed.ok ? parsed.search.refinements.car_type : undefined
}

const MOBILE = '(max-width: 767.98px)'
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),summary,[tabindex]:not([tabindex="-1"])'

// localStorage as an external store, so the server render and hydration read nothing.
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))
const readStorage = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
function parseHistory(saved: string | null): string[] {
  try {
    const list: unknown = JSON.parse(saved ?? '[]')
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** One slider group: its attribute, range and thumbs, and the Min/Max field of each thumb. */
function sliderParts(form: HTMLFormElement, attribute: string) {
  const group = form.querySelector<HTMLElement>(`[data-range="${attribute}"]`)
  const thumbs = group?.querySelectorAll('input')
  if (!group || !thumbs || thumbs.length !== 2) return null
  const field = (thumb: Thumb) => form.elements.namedItem(`${thumb}[${attribute}]`) as HTMLInputElement | null
  return {
    range: { min: Number(group.dataset.min), max: Number(group.dataset.max) },
    min: thumbs[0]!,
    max: thumbs[1]!,
    field,
  }
}

/** Moves a slider thumb by `move` and shows the result on both thumbs and the moved thumb's field. */
function slide(
  form: HTMLFormElement,
  thumbInput: HTMLInputElement,
  move: (attribute: RangeAttribute, range: Range, current: Range, thumb: Thumb) => Range | null,
) {
  const attribute = thumbInput.closest<HTMLElement>('[data-range]')?.dataset.range as RangeAttribute | undefined
  const parts = attribute && sliderParts(form, attribute)
  const thumb = thumbInput.dataset.thumb as Thumb
  if (!parts) return
  const moved = move(attribute, parts.range, { min: Number(parts.min.value), max: Number(parts.max.value) }, thumb)
  if (!moved) return
  parts.min.value = String(moved.min)
  parts.max.value = String(moved.max)
  const field = parts.field(thumb)
  if (field) field.value = String(moved[thumb])
}

/**
 * A typed Min/Max value: outside the range it changes nothing and logs the spec's message (false); else
 * it is kept from passing the other bound and moves its thumb (true).
 */
function acceptTyped(form: HTMLFormElement, input: HTMLInputElement): boolean {
  const match = /^(min|max)\[(\w+)\]$/.exec(input.name)
  const parts = match && sliderParts(form, match[2]!)
  if (!match || !parts) return true
  const thumb = match[1] as Thumb
  const raw = input.value.trim()
  if (raw === '') {
    parts[thumb].value = String(parts.range[thumb])
    return true
  }
  const bound = (t: Thumb) => {
    const value = parts.field(t)?.defaultValue
    return value ? Number(value) : undefined
  }
  const current = { min: bound('min'), max: bound('max') }
  const { error } = refineRange(parts.range, current, { [thumb]: Number(raw) })
  if (error) {
    console.warn(error)
    input.value = input.defaultValue
    return false
  }
  const other = parts.field(thumb === 'min' ? 'max' : 'min')?.value ?? ''
  if (other !== '' && (thumb === 'min' ? Number(raw) > Number(other) : Number(raw) < Number(other))) input.value = other
  parts[thumb].value = input.value
  return true
}

/**
 * The filter form, enhanced: a change navigates to the search's canonical URL at once (search text after
 * a pause), sliders follow the Min/Max fields, and under 768 px the form is a drawer whose changes only
 * update the count until 'Show Me N cars'. The form itself is server-rendered and works without JavaScript.
 */
export function FilterForm({
  action,
  searchKey,
  shownCountText,
  stockCountOverride,
  locale,
  siteKey,
  children,
}: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [open, setOpen] = useState(false)
  const [draftCount, setDraftCount] = useState<number | null>(null)
  const [failed, setFailed] = useState(false)
  const labels = useLabels()
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const historyKey = `search-history:${siteKey}`
  const history = parseHistory(
    useSyncExternalStore(
      subscribe,
      () => readStorage(historyKey),
      () => null,
    ),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const live = useRef({
    open: false,
    lastUrl: '',
    countKey: '',
    cache: [] as ResultCache<CountResult>,
    timer: 0,
    mounted: false,
  })

  const close = (focusOpener: boolean) => {
    live.current.open = false
    setOpen(false)
    setDraftCount(null)
    if (focusOpener) openerRef.current?.focus()
  }

  const navigate = () => {
    const form = formRef.current
    window.clearTimeout(live.current.timer)
    const query = form && filterFormQuery(new FormData(form))
    if (!form || query === null) return
    const text = (form.elements.namedItem('query') as HTMLInputElement | null)?.value.trim() ?? ''
    if (text) {
      try {
        localStorage.setItem(historyKey, JSON.stringify(rememberSearch(parseHistory(readStorage(historyKey)), text)))
        listeners.forEach((listener) => listener())
      } catch {
        // Storage full or blocked: no history.
      }
    }
    if (live.current.open) close(true)
    const url = searchPageUrl(action, query)
    if (url === live.current.lastUrl) return
    // The page on screen: a failed search stays on it, so the effect below must not take it for a new one.
    const shown = live.current.lastUrl
    live.current.lastUrl = url
    setFailed(false)
    // The search is tried first: a failed one keeps the last results on screen with a retry (spec 4, 8).
    startTransition(async () => {
      try {
        const response = await fetch(`/api/search?${query ? `${query}&` : ''}hitsPerPage=1`)
        if (!response.ok) throw new Error(`search answered ${response.status}`)
      } catch {
        // Still the shown page: the controls keep the shopper's changes, and Try again sends them again.
        live.current.lastUrl = shown
        setFailed(true)
        return
      }
      router.push(url, { scroll: false })
    })
  }

  const updateCount = async () => {
    const form = formRef.current
    const query = form && filterFormQuery(new FormData(form))
    if (!form || query === null) return
    live.current.countKey = query
    let result = cachedResult(live.current.cache, query)
    if (!result) {
      try {
        const response = await fetch(`/api/search?${query ? `${query}&` : ''}hitsPerPage=1`)
        if (!response.ok) return
        result = (await response.json()) as CountResult
      } catch {
        return // A failed search keeps the last count (spec 8).
      }
      live.current.cache = cacheResult(live.current.cache, query, result)
    }
    if (live.current.countKey === query && live.current.open)
      setDraftCount(
        displayedCount(
          {
            count: result.count,
            countCapped: Boolean(result.countCapped),
            facetValueCounts: result.facets.car_type,
            selectedValues: carTypesIn(query),
          },
          stockCountOverride,
        ),
      )
  }

  const apply = () => (live.current.open ? void updateCount() : navigate())

  // Native listeners: React's onChange fires on every input, and sliders must apply on release only.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const target = (event: Event) => event.target as HTMLInputElement
    const onInput = (event: Event) => {
      const input = target(event)
      if (input.name === 'query') {
        window.clearTimeout(live.current.timer)
        live.current.timer = window.setTimeout(apply, SEARCH_DEBOUNCE_MS)
      } else if (input.type === 'range') {
        slide(form, input, (attribute, range, current, thumb) =>
          moveThumb(attribute, range, current, thumb, Number(input.value)),
        )
      }
    }
    const onChange = (event: Event) => {
      const input = target(event)
      if (input.name === 'query' || (input.type === 'number' && !acceptTyped(form, input))) return
      apply()
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const input = target(event)
      if (input.type !== 'range' || !isSliderKey(event.key)) return
      event.preventDefault()
      slide(form, input, (attribute, range, current, thumb) => keyedThumb(attribute, range, current, thumb, event.key))
    }
    const onRelease = (event: Event) => {
      const input = target(event)
      if (input.type === 'range' && (!(event instanceof globalThis.KeyboardEvent) || isSliderKey(event.key))) apply()
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="number"]'))
        if (input.value !== input.defaultValue) acceptTyped(form, input)
      navigate()
    }
    const events: Array<[string, (event: never) => void]> = [
      ['input', onInput],
      ['change', onChange],
      ['keydown', onKeyDown],
      ['keyup', onRelease],
      ['pointerup', onRelease],
      ['submit', onSubmit],
    ]
    for (const [name, listener] of events) form.addEventListener(name, listener as EventListener)
    return () => {
      for (const [name, listener] of events) form.removeEventListener(name, listener as EventListener)
    }
  })

  // A search this form did not ask for (Back, Forward, a link): the controls show it. Searches it asked
  // for already show, with any change made since, so they stay.
  useEffect(() => {
    const url = searchPageUrl(action, searchKey)
    if (pending || url === live.current.lastUrl) return
    live.current.lastUrl = url
    if (live.current.mounted) formRef.current?.reset()
    live.current.mounted = true
  }, [action, searchKey, pending])

  // The drawer: focus moves into it on opening; it closes when the viewport is no longer narrow.
  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const narrow = window.matchMedia(MOBILE)
    const onResize = () => {
      if (narrow.matches) return
      live.current.open = false
      setOpen(false)
      setDraftCount(null)
    }
    narrow.addEventListener('change', onResize)
    return () => narrow.removeEventListener('change', onResize)
  }, [open])

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      formRef.current?.reset() // Changes not shown yet are dropped.
      close(true)
    } else if (event.key === 'Tab') {
      const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (element) => element.getClientRects().length > 0,
      )
      const index = trappedFocusIndex(
        focusable.length,
        focusable.indexOf(document.activeElement as HTMLElement),
        event.shiftKey,
      )
      if (index !== null) {
        event.preventDefault()
        focusable[index]?.focus()
      }
    }
  }

  const openDrawer = () => {
    live.current.open = true
    setOpen(true)
  }

  const dialog = open ? ({ role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' } as const) : {}
  return (
    <div className={`filters${enhanced ? ' filters-enhanced' : ''}${open ? ' filters-open' : ''}`}>
      {/* In the server's HTML too (shown by CSS where scripts run), so the drawer's layout holds from the first paint. */}
      <button
        ref={openerRef}
        type="button"
        className="button button-secondary filters-opener"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
      >
        {labels.filters}
      </button>
      {/* Where the shopper looks after a change: a visible cue while the search runs, and a failure with a retry. */}
      <p className="search-updating" role="status" hidden={!pending}>
        {pending ? labels.searchUpdating : ''}
      </p>
      {failed && !pending && (
        <div className="search-failed" role="alert">
          <p>{labels.searchFailed}</p>
          <button type="button" className="button" onClick={() => navigate()}>
            {labels.tryAgain}
          </button>
        </div>
      )}
      <div ref={panelRef} className="filters-panel" onKeyDown={onPanelKeyDown} {...dialog}>
        {open && (
          <button
            type="button"
            className="button button-secondary filters-close"
            onClick={() => (formRef.current?.reset(), close(true))}
          >
            {labels.closeFilters}
          </button>
        )}
        <form
          ref={formRef}
          className="search-filters"
          method="get"
          action={action}
          aria-label={labels.filterCars}
          aria-busy={pending}
          noValidate={enhanced}
        >
          {children}
          <datalist id={SEARCH_HISTORY_LIST}>
            {history.map((entry) => (
              <option key={entry} value={entry} />
            ))}
          </datalist>
          <button type="submit" className="button">
            {fill(labels.showMeCars, {
              count: draftCount === null ? shownCountText : draftCount.toLocaleString(locale),
            })}
          </button>
        </form>
      </div>
    </div>
  )
}
