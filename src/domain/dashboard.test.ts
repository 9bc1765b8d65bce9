import { describe, expect, it } from 'vitest'

import {
  agedPast,
  dashboardLeadKind,
  dashboardPeriod,
  daysInStock,
  formatDuration,
  median,
  periodDays,
  priceBand,
  priceBandRange,
  searchDemand,
  searchedPriceBand,
} from './dashboard'

describe('dashboard lead kinds and periods', () => {
  it('groups lead forms into the seven kinds', () => {
    expect(dashboardLeadKind('request-photos')).toBe('enquiry')
    expect(dashboardLeadKind('lead-form')).toBe('enquiry')
    expect(dashboardLeadKind('online-purchase')).toBe('reservation')
    expect(dashboardLeadKind('trade-in')).toBe('trade-in')
    expect(dashboardLeadKind('parts')).toBe('parts')
  })
  it('takes 30 or 90 days, else 30', () => {
    expect(dashboardPeriod('90')).toBe(90)
    expect(dashboardPeriod(['30'])).toBe(30)
    expect(dashboardPeriod('7')).toBe(30)
    expect(dashboardPeriod(undefined)).toBe(30)
  })
  it('lists every day of the period ending today, oldest first', () => {
    expect(periodDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    expect(periodDays('2026-11-24', 30)).toHaveLength(30)
  })
})

describe('stock age', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('counts whole days since listing, never below 0', () => {
    expect(daysInStock('2026-11-23T12:00:01Z', now)).toBe(0)
    expect(daysInStock('2026-11-22T12:00:00Z', now)).toBe(2)
    expect(daysInStock('2026-12-01T00:00:00Z', now)).toBe(0)
  })
  it('is aged past 60 and 90 days, not at them', () => {
    expect(agedPast(60)).toEqual([])
    expect(agedPast(61)).toEqual([60])
    expect(agedPast(91)).toEqual([60, 90])
  })
})

describe('price bands', () => {
  it('puts a price in its [min, max) band', () => {
    expect(priceBand(0)).toBe('0-10000')
    expect(priceBand(9_999)).toBe('0-10000')
    expect(priceBand(10_000)).toBe('10000-20000')
    expect(priceBand(49_990)).toBe('30000-50000')
    expect(priceBand(250_000)).toBe('100000+')
    expect(priceBand(-5)).toBe('0-10000')
  })
  it('counts a searched range by its top, else its bottom', () => {
    expect(searchedPriceBand({ max: 30_000 })).toBe('20000-30000')
    expect(searchedPriceBand({ min: 20_000, max: 25_000 })).toBe('20000-30000')
    expect(searchedPriceBand({ min: 80_000 })).toBe('75000-100000')
    expect(searchedPriceBand({})).toBeNull()
    expect(searchedPriceBand(undefined)).toBeNull()
  })
  it('reads a band key back', () => {
    expect(priceBandRange('20000-30000')).toEqual({ min: 20_000, max: 30_000 })
    expect(priceBandRange('100000+')).toEqual({ min: 100_000, max: null })
    expect(priceBandRange('nonsense')).toBeNull()
  })
})

describe('median and durations', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
  it('writes durations in minutes, hours or days', () => {
    expect(formatDuration(45 * 60_000)).toBe('45 min')
    expect(formatDuration(3.5 * 3_600_000)).toBe('3.5 h')
    expect(formatDuration(3 * 86_400_000)).toBe('3 days')
    expect(formatDuration(null)).toBe('\u2013')
  })
})

describe('searchDemand', () => {
  it('counts makes, models, bodies and the price band; nothing for an empty search', () => {
    const search = {
      refinements: { make: ['Toyota'], model: ['HiLux'], body: ['Ute'] },
      ranges: { price: { max: 40_000 } },
    }
    expect(searchDemand(search, 12)).toEqual([
      { dimension: 'make', value: 'Toyota' },
      { dimension: 'model', value: 'HiLux' },
      { dimension: 'body', value: 'Ute' },
      { dimension: 'price_band', value: '30000-50000' },
    ])
    expect(searchDemand({ refinements: {}, ranges: {} }, 0)).toEqual([])
  })
  it('describes a search that found nothing, without any free text', () => {
    const demand = searchDemand({ refinements: { make: ['Ferrari'] }, ranges: { price: { max: 20_000 } } }, 0)
    expect(demand.at(-1)).toEqual({ dimension: 'zero_results', value: 'Ferrari 10000-20000' })
  })
})
