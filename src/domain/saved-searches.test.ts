import { describe, expect, it } from 'vitest'

import {
  ALERT_EMAILS_PER_DAY,
  SaveSearchSchema,
  SavedSearchChangeSchema,
  afterSending,
  alertDecision,
  countSavedSearches,
  criteriaSearch,
  isAlertable,
  parseLinkToken,
  savedSearchCriteria,
  siteHour,
  type AlertState,
  type MatchedCar,
} from './saved-searches'
import { parseSearchQueryString, serializeSearch } from './search-url'

const TZ = 'Australia/Brisbane' // UTC+10, no daylight saving
/** 2026-11-24 at `hour`:00 in Brisbane. */
const at = (hour: number, day = 24) => new Date(Date.UTC(2026, 10, day, hour - 10, 0, 0))
const CONFIRMED = at(6).toISOString()
const confirmedSeconds = Math.floor(at(6).getTime() / 1000)

const car = (id: number, price: number | null, listedAt = confirmedSeconds - 3600): MatchedCar => ({
  id,
  price,
  listedAt,
})
const state = (overrides: Partial<AlertState> = {}): AlertState => ({
  frequency: 'instant',
  seen: { '1': 20000, '2': 30000 },
  confirmedAt: CONFIRMED,
  sentDay: null,
  sentOnDay: 0,
  ...overrides,
})
const importAt = (now: Date) => ({ trigger: 'import' as const, now, timeZone: TZ })
const scheduleAt = (now: Date) => ({ trigger: 'schedule' as const, now, timeZone: TZ })

describe('saved search criteria reuse the search page URL format', () => {
  it('keeps refinements, ranges and text; drops page, page size and sort', () => {
    const saved = savedSearchCriteria(
      '?refinementList[make][0]=Toyota&range[price]=:30000&query=hybrid&page=3&sortBy=price_asc',
    )
    expect(saved).toEqual({
      ok: true,
      query: 'query=hybrid&refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=%3A30000',
    })
    if (!saved.ok) return
    const parsed = parseSearchQueryString(saved.query)
    expect(parsed.ok && parsed.search.refinements).toEqual({ make: ['Toyota'] })
    expect(parsed.ok && serializeSearch(parsed.search)).toBe(saved.query)
  })

  it('refuses what the search page refuses', () => {
    expect(savedSearchCriteria('range[price]=9:1')).toMatchObject({ ok: false })
    expect(savedSearchCriteria('query=%E0%A4%A')).toMatchObject({ ok: false })
  })

  it('an empty search is all stock', () => {
    expect(savedSearchCriteria('')).toEqual({ ok: true, query: '' })
    expect(criteriaSearch('')?.refinements).toEqual({})
    expect(criteriaSearch('range[price]=9:1')).toBeNull()
  })
})

describe('the forms', () => {
  it('a save needs a name of at most 80 characters and a known frequency', () => {
    expect(SaveSearchSchema.safeParse({ name: ' Utes ', frequency: 'daily', search: '' })).toMatchObject({
      success: true,
      data: { name: 'Utes' },
    })
    expect(SaveSearchSchema.safeParse({ name: ' ', frequency: 'daily', search: '' }).success).toBe(false)
    expect(SaveSearchSchema.safeParse({ name: 'x'.repeat(81), frequency: 'daily', search: '' }).success).toBe(false)
    expect(SaveSearchSchema.safeParse({ name: 'Utes', frequency: 'hourly', search: '' }).success).toBe(false)
  })

  it('changes take an action and an id (form fields are strings)', () => {
    expect(SavedSearchChangeSchema.safeParse({ action: 'pause', id: '12' })).toMatchObject({
      success: true,
      data: { action: 'pause', id: 12 },
    })
    expect(SavedSearchChangeSchema.safeParse({ action: 'rename', id: '12', name: '' }).success).toBe(false)
    expect(SavedSearchChangeSchema.safeParse({ action: 'explode', id: '12' }).success).toBe(false)
    expect(SavedSearchChangeSchema.safeParse({ action: 'delete', id: '-1' }).success).toBe(false)
  })
})

describe('alertDecision: which cars are news', () => {
  it('a car matching now and not seen at the last alert is new', () => {
    const decision = alertDecision(state(), [car(1, 20000), car(2, 30000), car(3, 25000)], importAt(at(10)))
    expect(decision).toMatchObject({ newCars: [3], priceDrops: [], send: true, reason: 'send', pending: false })
    expect(decision.seen).toEqual({ '1': 20000, '2': 30000, '3': 25000 })
  })

  it('a seen car at a lower price is a price drop; a higher price or a car without one is not', () => {
    const decision = alertDecision(
      state({ seen: { '1': 20000, '2': 30000, '4': 15000 } }),
      [car(1, 18500), car(2, 31000), car(4, null)],
      importAt(at(10)),
    )
    expect(decision.priceDrops).toEqual([{ id: 1, from: 20000, to: 18500 }])
    expect(decision.newCars).toEqual([])
    expect(decision.send).toBe(true)
    expect(decision.seen).toEqual({ '1': 18500, '2': 31000, '4': 0 })
  })

  it('nothing new: no email, and what is seen follows the matches (gone cars forgotten)', () => {
    const decision = alertDecision(state(), [car(2, 30000)], importAt(at(10)))
    expect(decision).toMatchObject({ send: false, reason: 'nothing-new', pending: false, seen: { '2': 30000 } })
  })

  it('after sending, the same cars are not news again', () => {
    const first = alertDecision(state(), [car(1, 20000), car(2, 30000), car(3, 25000)], importAt(at(10)))
    const again = alertDecision(
      state({ seen: first.seen, ...afterSending(state(), at(10), TZ) }),
      [car(1, 20000), car(2, 30000), car(3, 25000)],
      importAt(at(11, 25)),
    )
    expect(again).toMatchObject({ newCars: [], priceDrops: [], send: false, reason: 'nothing-new' })
  })

  it('first run after confirming: only cars listed after the confirmation are new', () => {
    const decision = alertDecision(
      state({ seen: null }),
      [car(1, 20000), car(5, 22000, confirmedSeconds + 60)],
      importAt(at(10)),
    )
    expect(decision).toMatchObject({ newCars: [5], send: true })
    expect(decision.seen).toEqual({ '1': 20000, '5': 22000 })
    expect(alertDecision(state({ seen: null }), [car(1, 20000)], importAt(at(10)))).toMatchObject({
      send: false,
      reason: 'nothing-new',
      seen: { '1': 20000 },
    })
  })

  it('sold cars are never news', () => {
    expect(isAlertable({ status: 'sold' })).toBe(false)
    expect(isAlertable({ status: 'in_stock' })).toBe(true)
    expect(isAlertable({ status: 'coming_soon' })).toBe(true)
  })
})

describe('alertDecision: when to email', () => {
  it(`at most ${ALERT_EMAILS_PER_DAY} email per search per site day, even for instant searches`, () => {
    const sent = afterSending(state(), at(9), TZ)
    const decision = alertDecision(state(sent), [car(1, 20000), car(2, 30000), car(3, 1)], importAt(at(15)))
    expect(decision).toMatchObject({ send: false, reason: 'daily-cap', pending: true, newCars: [3] })
    // Held back: what was seen stays, so the car is still new at the next run.
    expect(decision.seen).toEqual(state().seen)
  })

  it('a held-back instant alert goes from the digest hour of the next day, not at midnight', () => {
    const sent = afterSending(state(), at(9), TZ)
    const matches = [car(1, 20000), car(2, 30000), car(3, 1)]
    expect(alertDecision(state(sent), matches, scheduleAt(at(2, 25)))).toMatchObject({
      send: false,
      reason: 'waiting-for-digest',
    })
    expect(alertDecision(state(sent), matches, scheduleAt(at(8, 25)))).toMatchObject({ send: true, newCars: [3] })
  })

  it('the day is the site’s: 23:30 and 00:30 in Brisbane are two days', () => {
    const late = new Date(Date.UTC(2026, 10, 24, 13, 30)) // 23:30 Brisbane
    const sent = afterSending(state(), late, TZ)
    expect(sent).toEqual({ sentDay: '2026-11-24', sentOnDay: 1 })
    const nextDay = new Date(Date.UTC(2026, 10, 24, 14, 30)) // 00:30 Brisbane, the 25th
    expect(alertDecision(state(sent), [car(1, 20000), car(9, 1)], importAt(nextDay))).toMatchObject({ send: true })
    expect(afterSending(sent, nextDay, TZ)).toEqual({ sentDay: '2026-11-25', sentOnDay: 1 })
    expect(afterSending(sent, late, TZ)).toEqual({ sentDay: '2026-11-24', sentOnDay: 2 })
  })

  it('a larger cap allows more emails a day', () => {
    const sent = afterSending(state(), at(9), TZ)
    expect(alertDecision(state(sent), [car(1, 20000), car(3, 1)], { ...importAt(at(15)), maxPerDay: 2 })).toMatchObject(
      { send: true },
    )
  })

  it('daily searches email only from the scheduled run at or after the digest hour', () => {
    const daily = state({ frequency: 'daily' })
    const matches = [car(1, 20000), car(2, 30000), car(3, 1)]
    expect(alertDecision(daily, matches, importAt(at(10)))).toMatchObject({
      send: false,
      reason: 'waiting-for-digest',
      pending: true,
    })
    expect(alertDecision(daily, matches, scheduleAt(at(7)))).toMatchObject({
      send: false,
      reason: 'waiting-for-digest',
    })
    expect(alertDecision(daily, matches, scheduleAt(at(8)))).toMatchObject({ send: true, newCars: [3] })
  })

  it('siteHour reads the site clock', () => {
    expect(siteHour(TZ, at(8))).toBe(8)
    expect(siteHour('UTC', new Date(Date.UTC(2026, 0, 1, 0, 5)))).toBe(0)
  })
})

describe('link tokens', () => {
  it('are an id and a signature', () => {
    expect(parseLinkToken('12.abcdefghijklmnopqrstuvwxyz_-')).toEqual({
      id: 12,
      signature: 'abcdefghijklmnopqrstuvwxyz_-',
    })
    expect(parseLinkToken('12.short')).toBeNull()
    expect(parseLinkToken('x.abcdefghijklmnopqrstuvwxyz')).toBeNull()
    expect(parseLinkToken(null)).toBeNull()
  })
})

describe('countSavedSearches', () => {
  it('counts per site and status, keeping sites without any and leaving out sites not asked for', () => {
    const rows = countSavedSearches(
      [
        { site: 1, status: 'active' },
        { site: 1, status: 'active' },
        { site: 1, status: 'pending' },
        { site: 2, status: 'unsubscribed' },
        { site: 9, status: 'active' },
      ],
      [2, 1, 3],
    )
    expect(rows).toEqual([
      { siteId: 2, counts: { pending: 0, active: 0, paused: 0, unsubscribed: 1 }, total: 1 },
      { siteId: 1, counts: { pending: 1, active: 2, paused: 0, unsubscribed: 0 }, total: 3 },
      { siteId: 3, counts: { pending: 0, active: 0, paused: 0, unsubscribed: 0 }, total: 0 },
    ])
  })
})
