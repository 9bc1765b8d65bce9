/**
 * Saved searches with email alerts (#22): what a shopper may save, what a saved search's criteria are (the
 * search page's own URL format, search-url.ts, never a second one), and the alert matcher: which matching
 * cars are new since the last alert, which dropped in price, and whether an email may go now. Pure: the
 * job (src/lib/saved-searches/) reads the search engine and the saved search, asks `alertDecision`, sends
 * and stores what it answers.
 */
import { z } from 'zod'

import type { CarDocument } from './car'
import { dateTimeFormat } from './intl'
import { DEFAULT_SEARCH, parseSearchQueryString, serializeSearch, type UrlSearch } from './search-url'
import { dealerToday } from './site-settings'

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/**
 * A saved search's states: `pending` until the shopper follows the confirmation link (double opt-in; no
 * alert before), `active`, `paused` by the shopper, `unsubscribed` from an email's link.
 */
export const SAVED_SEARCH_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number]

/** At most this many alert emails per saved search per day (the site's calendar day), whatever its frequency. */
export const ALERT_EMAILS_PER_DAY = 1
/** Daily searches, and instant ones held back by the daily cap, go out from this hour of the site's day. */
export const DIGEST_HOUR = 8
/** A shopper keeps at most this many saved searches on a site. */
export const SAVED_SEARCHES_PER_CUSTOMER = 20
/** The matcher reads at most this many matching cars per search, newest listed first. */
export const MATCH_SCAN_LIMIT = 500
/** An alert email lists at most this many cars, and links to the search for the rest. */
export const ALERT_CARS_LISTED = 10
export const SAVED_SEARCH_NAME_MAX = 80
const QUERY_MAX = 2000

const name = z
  .string()
  .trim()
  .min(1, 'Give this search a name.')
  .max(SAVED_SEARCH_NAME_MAX, `Use at most ${SAVED_SEARCH_NAME_MAX} characters.`)

/** Saving the current search: its name, how often to email, and the search page's query string. */
export const SaveSearchSchema = z.object({
  name,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { message: 'Choose how often to email you.' }),
  search: z.string().max(QUERY_MAX, 'This search is too long to save.'),
})
export type SaveSearchInput = z.infer<typeof SaveSearchSchema>

/** A change from /account/saved-searches: rename, pause, resume or delete one of the shopper's searches. */
export const SavedSearchChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('rename'), id: z.coerce.number().int().positive(), name }),
  z.object({ action: z.literal('pause'), id: z.coerce.number().int().positive() }),
  z.object({ action: z.literal('resume'), id: z.coerce.number().int().positive() }),
  z.object({ action: z.literal('delete'), id: z.coerce.number().int().positive() }),
])
export type SavedSearchChange = z.infer<typeof SavedSearchChangeSchema>

/**
 * A search page's query string as a saved search keeps it: parsed and written back by the search page's
 * own rules (search-url.ts), without its page, page size or sort (an alert is about which cars, not how
 * they were shown). An error message when the search page itself would refuse it.
 */
export function savedSearchCriteria(queryString: string): { ok: true; query: string } | { ok: false; error: string } {
  const parsed = parseSearchQueryString(queryString.replace(/^\?/, ''))
  if (!parsed.ok) return { ok: false, error: parsed.error }
  return { ok: true, query: serializeSearch(alertSearch(parsed.search)) }
}

/** The search the matcher runs for saved criteria: newest listed first, so new cars are always within the scan. */
export function alertSearch(search: UrlSearch): UrlSearch {
  return { ...search, page: 1, hitsPerPage: DEFAULT_SEARCH.hitsPerPage, sortBy: DEFAULT_SEARCH.sortBy }
}

/** A saved search's stored criteria as the search to run (null when they no longer parse). */
export function criteriaSearch(query: string): UrlSearch | null {
  const parsed = parseSearchQueryString(query)
  return parsed.ok ? alertSearch(parsed.search) : null
}

// The matcher

/** Whether a matching car is news: sold cars (listed a while after selling, spec 4) never are. */
export const isAlertable = (car: Pick<CarDocument, 'status'>): boolean => car.status !== 'sold'

/** A matching car as the matcher needs it: its id, price now, and when it was listed (epoch seconds). */
export type MatchedCar = { id: number; price: number | null; listedAt: number }
/** The cars a search had matched at its last alert (or confirmation): car id -> price then (0: no price). */
export type SeenCars = Record<string, number>
export type PriceDrop = { id: number; from: number; to: number }

export type AlertState = {
  frequency: SavedSearchFrequency
  /** null before the first run after confirming: then only cars listed after `confirmedAt` are new. */
  seen: SeenCars | null
  /** When the shopper confirmed (ISO): the baseline of the first run. */
  confirmedAt: string
  /** The site's day (YYYY-MM-DD) of the last alerts sent, and how many were sent that day. */
  sentDay: string | null
  sentOnDay: number
}

export type AlertTrigger = 'import' | 'schedule'

export type AlertDecision = {
  newCars: number[]
  priceDrops: PriceDrop[]
  /** Email now: something to tell, the cap allows it and it is the frequency's time. */
  send: boolean
  /** Why not, when not sending. */
  reason: 'send' | 'nothing-new' | 'daily-cap' | 'waiting-for-digest'
  /** What to store as seen: the matches now when sending or when there is nothing to tell; unchanged when held back. */
  seen: SeenCars
  /** Whether changes are held back for a later run (the scheduled run picks them up). */
  pending: boolean
}

const priceOf = (price: number | null): number => (typeof price === 'number' && price > 0 ? price : 0)

/** The hour (0–23) of `now` on the site's clock. */
export function siteHour(timeZone: string, now: Date): number {
  const hour = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now)
  return Number(hour) % 24
}

/**
 * The alert matcher. New cars: matching now and not seen at the last alert (on the first run, listed after
 * confirming). Price drops: seen at a real price and matching now at a lower real price. It emails when
 * there is either, the search has not had `maxPerDay` emails on the site's day, and it is the frequency's
 * time: instant searches at once after an import (or, once held back by the cap, from the digest hour of a
 * later day), daily ones from the scheduled run at or after the digest hour. Held-back changes keep the old
 * `seen`, so the next run tells them; nothing is told twice.
 */
export function alertDecision(
  state: AlertState,
  matches: readonly MatchedCar[],
  context: { trigger: AlertTrigger; now: Date; timeZone: string; maxPerDay?: number },
): AlertDecision {
  const maxPerDay = context.maxPerDay ?? ALERT_EMAILS_PER_DAY
  const current: SeenCars = Object.fromEntries(matches.map((car) => [String(car.id), priceOf(car.price)]))
  const confirmedAt = Math.floor(Date.parse(state.confirmedAt) / 1000)
  const newCars = matches
    .filter((car) => (state.seen ? !Object.hasOwn(state.seen, String(car.id)) : car.listedAt >= confirmedAt))
    .map((car) => car.id)
  const priceDrops = state.seen
    ? matches.flatMap((car) => {
        const before = state.seen?.[String(car.id)] ?? 0
        const now = priceOf(car.price)
        return before > 0 && now > 0 && now < before ? [{ id: car.id, from: before, to: now }] : []
      })
    : []
  // The first run's baseline is every car matching now: the new ones are told (and seen) by this run.
  if (newCars.length === 0 && priceDrops.length === 0)
    return { newCars, priceDrops, send: false, reason: 'nothing-new', seen: current, pending: false }
  const held = (reason: AlertDecision['reason']): AlertDecision => ({
    newCars,
    priceDrops,
    send: false,
    reason,
    // Held back: what was seen stays, so these cars are still new (or dropped) at the next run.
    seen:
      state.seen ??
      Object.fromEntries(
        matches.filter((car) => !newCars.includes(car.id)).map((car) => [String(car.id), priceOf(car.price)]),
      ),
    pending: true,
  })
  const today = dealerToday(context.timeZone, context.now)
  const sentToday = state.sentDay === today ? state.sentOnDay : 0
  if (sentToday >= maxPerDay) return held('daily-cap')
  const digestTime = siteHour(context.timeZone, context.now) >= DIGEST_HOUR
  const due =
    state.frequency === 'instant'
      ? context.trigger === 'import' || digestTime
      : context.trigger === 'schedule' && digestTime
  if (!due) return held('waiting-for-digest')
  return { newCars, priceDrops, send: true, reason: 'send', seen: current, pending: false }
}

/** The sent-day record after an email: the count goes on within the site's day and starts again on a new one. */
export function afterSending(state: Pick<AlertState, 'sentDay' | 'sentOnDay'>, now: Date, timeZone: string) {
  const today = dealerToday(timeZone, now)
  return { sentDay: today, sentOnDay: state.sentDay === today ? state.sentOnDay + 1 : 1 }
}

// Links

/** What an emailed link asks for: confirming the alert (double opt-in) or unsubscribing from it. */
export type SavedSearchLinkAction = 'confirm' | 'unsubscribe'

/** A signed link token's shape: `{id}.{signature}` (the signature is base64url). */
export function parseLinkToken(token: string | null | undefined): { id: number; signature: string } | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token ?? '')
  return match ? { id: Number(match[1]), signature: match[2]! } : null
}

/** When an alert went, on the site's clock in its locale's format (the saved searches page). */
export function formatAlertTime(locale: string, timeZone: string, iso: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
}

export type SavedSearchCountRow = { siteId: number; counts: Record<SavedSearchStatus, number>; total: number }

/** Saved searches counted per site and status (the admin's counts), sites in the order given. */
export function countSavedSearches(
  searches: ReadonlyArray<{ site: number; status: SavedSearchStatus }>,
  siteIds: readonly number[],
): SavedSearchCountRow[] {
  const zero = () =>
    Object.fromEntries(SAVED_SEARCH_STATUSES.map((status) => [status, 0])) as Record<SavedSearchStatus, number>
  const rows = new Map(siteIds.map((siteId) => [siteId, { siteId, counts: zero(), total: 0 }]))
  for (const search of searches) {
    const row = rows.get(search.site)
    if (!row) continue
    row.counts[search.status] += 1
    row.total += 1
  }
  return [...rows.values()]
}
