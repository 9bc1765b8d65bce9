import { describe, expect, it } from 'vitest'

import {
  interleavePromoTiles,
  promoBackground,
  promoLink,
  promoTileLive,
  promoTileMatches,
  shuffle,
  type PromoTileRule,
  type ResultSlot,
} from './promo-tiles'
import { PROMO_TILE_POSITIONS_DEFAULT } from './site-settings'

type Tile = PromoTileRule & { id: string }
const tile = (id: string, fields: Partial<PromoTileRule> = {}): Tile => ({
  id,
  display: [],
  strictDisplay: false,
  start: null,
  expiry: null,
  ...fields,
})
const cars = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
const now = new Date('2025-01-15T00:00:00+10:00')
/** A fixed random source: always the first remaining item (keeps the order). */
const keepOrder = () => 0.999
const layout = (slots: Array<ResultSlot<number, Tile>>) =>
  slots.map((slot) => (slot.kind === 'car' ? slot.car : slot.tile.id))

describe('promoTileLive', () => {
  const stocktake = { start: new Date('2025-01-01T00:00:00+10:00'), expiry: new Date('2025-02-01T00:00:00+10:00') }
  it('shows from the start, inclusive, until the expiry, exclusive (the stocktake card: 2025-01-01 to 2025-02-01, +10:00)', () => {
    expect(promoTileLive(stocktake, new Date('2024-12-31T23:59:59+10:00'))).toBe(false)
    expect(promoTileLive(stocktake, new Date('2025-01-01T00:00:00+10:00'))).toBe(true)
    expect(promoTileLive(stocktake, new Date('2025-01-31T23:59:59+10:00'))).toBe(true)
    expect(promoTileLive(stocktake, new Date('2025-02-01T00:00:00+10:00'))).toBe(false)
  })
  it('leaves a missing date open', () => {
    expect(promoTileLive({ start: null, expiry: null }, now)).toBe(true)
    expect(promoTileLive({ start: null, expiry: new Date('2025-01-16') }, now)).toBe(true)
  })
})

describe('promoTileMatches', () => {
  it('not strict: shows when any searched type is one of its types, or no type is searched', () => {
    const used = { display: ['used'] as const, strictDisplay: false }
    expect(promoTileMatches(used, [])).toBe(true)
    expect(promoTileMatches(used, ['used', 'demo'])).toBe(true)
    expect(promoTileMatches(used, ['new'])).toBe(false)
    expect(promoTileMatches({ display: [], strictDisplay: false }, ['demo'])).toBe(true)
  })
  it('strict: shows only when the search is restricted to exactly its types', () => {
    const newAndDemo = { display: ['new', 'demo'] as const, strictDisplay: true }
    expect(promoTileMatches(newAndDemo, ['demo', 'new'])).toBe(true)
    expect(promoTileMatches(newAndDemo, ['new'])).toBe(false)
    expect(promoTileMatches(newAndDemo, ['new', 'demo', 'used'])).toBe(false)
    expect(promoTileMatches(newAndDemo, [])).toBe(false)
    expect(promoTileMatches({ display: ['new', 'used', 'demo'], strictDisplay: true }, [])).toBe(true)
  })
})

it('shuffles with the injected random source', () => {
  expect(shuffle(['a', 'b', 'c'], keepOrder)).toEqual(['a', 'b', 'c'])
  expect(shuffle(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a'])
})

describe('interleavePromoTiles', () => {
  const placement = { positions: PROMO_TILE_POSITIONS_DEFAULT, searchedTypes: [], now, random: keepOrder }
  it('puts a tile at position 8 of the rendered list', () => {
    expect(layout(interleavePromoTiles(cars(21), [tile('A'), tile('B')], placement))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      'A',
      ...cars(21).slice(7),
    ])
  })
  it('randomises the tile order', () => {
    expect(
      layout(interleavePromoTiles(cars(8), [tile('A'), tile('B'), tile('C')], { ...placement, random: () => 0 }))[7],
    ).toBe('B')
  })
  it('puts tiles at positions 8 and 17 on the variant', () => {
    const slots = layout(interleavePromoTiles(cars(21), [tile('A'), tile('B')], { ...placement, positions: [17, 8] }))
    expect(slots).toHaveLength(23)
    expect(slots[7]).toBe('A')
    expect(slots[16]).toBe('B')
    expect(slots.slice(8, 16)).toEqual([8, 9, 10, 11, 12, 13, 14, 15])
  })
  it('needs 7 items before position 8: a page of 7 cars ends with the tile, a page of 6 has none', () => {
    expect(layout(interleavePromoTiles(cars(7), [tile('A')], placement))).toEqual([1, 2, 3, 4, 5, 6, 7, 'A'])
    expect(layout(interleavePromoTiles(cars(6), [tile('A')], placement))).toEqual(cars(6))
  })
  it('shows only tiles live now and for the searched types, never twice', () => {
    const tiles = [
      tile('expired', { expiry: new Date('2025-01-01') }),
      tile('new only', { display: ['new'] }),
      tile('used', { display: ['used'] }),
    ]
    const slots = layout(
      interleavePromoTiles(cars(21), tiles, { ...placement, positions: [8, 17], searchedTypes: ['used'] }),
    )
    expect(slots.filter((slot) => typeof slot === 'string')).toEqual(['used'])
    expect(slots[7]).toBe('used')
  })
  it('by car type: tiles made for the searched type fill positions before tiles for every type', () => {
    const tiles = [tile('any A'), tile('any B'), tile('used', { display: ['used'] })]
    const slots = layout(
      interleavePromoTiles(cars(21), tiles, {
        ...placement,
        positions: [8, 17],
        searchedTypes: ['used'],
        byCarType: true,
      }),
    )
    expect(slots[7]).toBe('used')
    expect(slots[16]).toBe('any A')
    expect(layout(interleavePromoTiles(cars(21), tiles, { ...placement, searchedTypes: ['used'] }))[7]).toBe('any A')
  })
})

describe('promoBackground', () => {
  it('keeps hex colours and gradients of colours and stops', () => {
    expect(promoBackground('#0a3d62')).toBe('#0a3d62')
    expect(promoBackground(' #fff ')).toBe('#fff')
    expect(promoBackground('linear-gradient(135deg, #0a3d62 0%, #3c6382 100%)')).toBe(
      'linear-gradient(135deg, #0a3d62 0%, #3c6382 100%)',
    )
  })
  it('refuses anything that could leave the declaration', () => {
    for (const value of [
      'red; background-image: url(x)',
      '#12345',
      'linear-gradient(url(x))',
      'expression(alert(1))',
      '',
      null,
      undefined,
    ])
      expect(promoBackground(value)).toBeNull()
  })
})

describe('promoLink', () => {
  it('keeps site paths and https addresses', () => {
    expect(promoLink('/finance')).toBe('/finance')
    expect(promoLink('https://example.com/offer')).toBe('https://example.com/offer')
  })
  it('refuses protocol-relative, javascript and plain http links', () => {
    for (const value of ['//evil.example', 'javascript:alert(1)', 'http://example.com', 'finance', '', null])
      expect(promoLink(value)).toBeNull()
  })
})
