import { describe, expect, it } from 'vitest'

import { distanceFromKm } from '../src/domain/locale'
import { validateFeedRow } from '../src/stock/feed-row'
import { DEMO_SITES } from './demo'
import { MARKET_STOCK, marketFeedRows } from './market-stock'

const NOW = new Date('2026-11-29T12:00:00Z')
const market = (site: string) => MARKET_STOCK.find((candidate) => candidate.site === site)!
/** What a shopper reads of a row: its values, not its field names. */
const shopperText = (rows: unknown[]) => JSON.stringify(rows.map((row) => Object.values(row as object)))

describe('the NZ and US demo stock', () => {
  it.each(MARKET_STOCK.map((m) => m.site))('%s: every row is a valid feed row with its own stock number', (site) => {
    const rows = marketFeedRows(market(site), NOW)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    for (const row of rows) expect(validateFeedRow(row), String(row.id)).toMatchObject({ ok: true })
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
  })

  it.each(MARKET_STOCK.map((m) => m.site))('%s: the cars stand at a location of the demo site', (site) => {
    const codes = DEMO_SITES.find((demo) => demo.site.slug === site)!.locations.map((location) => location.storeCode)
    for (const row of marketFeedRows(market(site), NOW)) expect(codes).toContain(row.location_code)
  })

  it('lists the newest first, an hour apart', () => {
    const listed = marketFeedRows(market('lone-star-auto'), NOW).map((row) => Date.parse(String(row.created_at)))
    expect(listed[0]).toBe(NOW.getTime())
    for (let i = 1; i < listed.length; i++) expect(listed[i - 1]! - listed[i]!).toBe(3_600_000)
  })

  it('sends the US odometers in km, so the US site shows the miles listed', () => {
    const us = market('lone-star-auto')
    marketFeedRows(us, NOW).forEach((row, index) =>
      expect(distanceFromKm('en-US', Number(row.km))).toBe(us.listings[index]!.odometer),
    )
    expect(marketFeedRows(market('harbour-city-cars'), NOW)[0]!.km).toBe(
      market('harbour-city-cars').listings[0]!.odometer,
    )
  })

  it('speaks each market’s words', () => {
    const us = shopperText(marketFeedRows(market('lone-star-auto'), NOW))
    for (const word of [
      /\bute\b/i,
      /\bkms?\b/i,
      /petrol/i,
      /unleaded/i,
      /colour/i,
      /reversing/i,
      /\brego\b/i,
      /enquir/i,
    ])
      expect(us).not.toMatch(word)
    expect(us).toMatch(/Pickup/)
    const nz = shopperText(marketFeedRows(market('harbour-city-cars'), NOW))
    for (const word of [/pickup/i, /gasoline/i, /\bmiles?\b/i, /\bcolor\b/i, /backup camera/i, /inquir/i])
      expect(nz).not.toMatch(word)
    expect(nz).toMatch(/Petrol/)
  })
})
