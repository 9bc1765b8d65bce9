/**
 * Promotional tiles in search results (spec 2.6, 4): which tiles show for a search and when, and where
 * they go. Positions are 1-based positions in the rendered list, tiles included: position 8 is the eighth
 * item (after 7 cars), and on the 8 and 17 variant the second tile is the seventeenth item (after 15 cars
 * and the first tile). Positions apply to each page of results.
 */
import { CAR_TYPES, type CarType } from '../search/types'

/** The fields of a promo node that decide where and when it shows. */
export type PromoTileRule = {
  /** Car types the tile is for; empty means every type. */
  display: readonly CarType[]
  strictDisplay: boolean
  start: Date | null
  expiry: Date | null
}

export type ResultSlot<Car, Tile> = { kind: 'car'; car: Car } | { kind: 'tile'; tile: Tile }

/** Shows from its start (inclusive) until its expiry (exclusive); a missing date leaves that end open. */
export function promoTileLive(tile: Pick<PromoTileRule, 'start' | 'expiry'>, now: Date): boolean {
  return (!tile.start || tile.start.getTime() <= now.getTime()) && (!tile.expiry || now.getTime() < tile.expiry.getTime())
}

const typesOrAll = (types: readonly CarType[]): ReadonlySet<CarType> => new Set(types.length > 0 ? types : CAR_TYPES)

/**
 * Whether a tile is for the searched car types (the search's car_type refinement; none means every type).
 * Not strict: any searched type is one of the tile's. Strict: the searched types are exactly the tile's.
 */
export function promoTileMatches(tile: Pick<PromoTileRule, 'display' | 'strictDisplay'>, searchedTypes: readonly CarType[]): boolean {
  const display = typesOrAll(tile.display)
  const searched = typesOrAll(searchedTypes)
  if (!tile.strictDisplay) return [...searched].some((type) => display.has(type))
  return searched.size === display.size && [...searched].every((type) => display.has(type))
}

/** Fisher-Yates shuffle with an injectable random source returning [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const item = out[i] as T
    out[i] = out[j] as T
    out[j] = item
  }
  return out
}

export type PromoPlacement = { positions: readonly number[]; searchedTypes: readonly CarType[]; now: Date; random?: () => number }

/**
 * Interleaves one tile at each position, in random order, from the tiles live now and for the searched
 * types. A position is filled only while tiles remain and at least position − 1 items come before it,
 * so a short page gets fewer tiles; no tile shows twice.
 */
export function interleavePromoTiles<Car, Tile extends PromoTileRule>(
  cars: readonly Car[],
  tiles: readonly Tile[],
  placement: PromoPlacement,
): Array<ResultSlot<Car, Tile>> {
  const candidates = tiles.filter((tile) => promoTileLive(tile, placement.now) && promoTileMatches(tile, placement.searchedTypes))
  const queue = shuffle(candidates, placement.random ?? Math.random)
  const slots: Array<ResultSlot<Car, Tile>> = cars.map((car) => ({ kind: 'car', car }))
  const positions = [...new Set(placement.positions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b)
  for (const position of positions) {
    const tile = queue.shift()
    if (!tile || slots.length < position - 1) break
    slots.splice(position - 1, 0, { kind: 'tile', tile })
  }
  return slots
}
