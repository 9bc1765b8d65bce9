/**
 * Promotional tiles in search results (spec 2.6, 4): which tiles show for a search and when, and where
 * they go. Positions are 1-based positions in the rendered list, tiles included: position 8 is the eighth
 * item (after 7 cars), and on the 8 and 17 variant the second tile is the seventeenth item (after 15 cars
 * and the first tile). Positions apply to each page of results.
 */
import { CAR_TYPES, type CarType } from './car'

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
  return (
    (!tile.start || tile.start.getTime() <= now.getTime()) && (!tile.expiry || now.getTime() < tile.expiry.getTime())
  )
}

const typesOrAll = (types: readonly CarType[]): ReadonlySet<CarType> => new Set(types.length > 0 ? types : CAR_TYPES)

/**
 * Whether a tile is for the searched car types (the search's car_type refinement; none means every type).
 * Not strict: any searched type is one of the tile's. Strict: the searched types are exactly the tile's.
 */
export function promoTileMatches(
  tile: Pick<PromoTileRule, 'display' | 'strictDisplay'>,
  searchedTypes: readonly CarType[],
): boolean {
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

export type PromoPlacement = {
  positions: readonly number[]
  searchedTypes: readonly CarType[]
  now: Date
  /** Sites that choose tiles by car type: tiles made for particular car types fill positions before tiles for every type. */
  byCarType?: boolean
  random?: () => number
}

/**
 * Interleaves one tile at each position, in random order, from the tiles live now and for the searched
 * types (by car type: the tiles made for particular types first, each group in random order). A position is filled only while tiles remain and at least position − 1 items come before it,
 * so a short page gets fewer tiles; no tile shows twice.
 */
export function interleavePromoTiles<Car, Tile extends PromoTileRule>(
  cars: readonly Car[],
  tiles: readonly Tile[],
  placement: PromoPlacement,
): Array<ResultSlot<Car, Tile>> {
  const candidates = tiles.filter(
    (tile) => promoTileLive(tile, placement.now) && promoTileMatches(tile, placement.searchedTypes),
  )
  const random = placement.random ?? Math.random
  const queue = placement.byCarType
    ? [
        ...shuffle(
          candidates.filter((tile) => tile.display.length > 0),
          random,
        ),
        ...shuffle(
          candidates.filter((tile) => tile.display.length === 0),
          random,
        ),
      ]
    : shuffle(candidates, random)
  const slots: Array<ResultSlot<Car, Tile>> = cars.map((car) => ({ kind: 'car', car }))
  const positions = [...new Set(placement.positions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b)
  for (const position of positions) {
    const tile = queue.shift()
    if (!tile || slots.length < position - 1) break
    slots.splice(position - 1, 0, { kind: 'tile', tile })
  }
  return slots
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const GRADIENT = /^(?:linear|radial)-gradient\([a-z0-9#%.,\s-]+\)$/i

/**
 * A tile's background as staff typed it: a hex colour or a linear/radial gradient of hex colours,
 * percentages and angles. Anything else (which could break out of the style) is refused: null.
 */
export function promoBackground(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  if (HEX_COLOUR.test(trimmed)) return trimmed
  if (GRADIENT.test(trimmed) && !/[;{}]|url|expression/i.test(trimmed)) return trimmed
  return null
}

/** A tile links within the site (`/path`, not `//host`) or to an https address; anything else is refused. */
export function promoLink(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  if (/^\/(?!\/)/.test(trimmed)) return trimmed
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null
  } catch {
    return null
  }
}
