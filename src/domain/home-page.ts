/**
 * The dealer home page's rules (#18): the hero's quick search (make, model, max price) straight into the
 * search results, the featured-stock block's choice of cars, and the map's tile provider.
 */
import { DEFAULT_SEARCH, serializeSearch, type UrlSearch } from './search-url-write'

/**
 * The quick search offers every model the site stocks of each make (a model with one car is as findable as
 * one with fifty), up to this many per make: the search filters' 30 most stocked would hide the rest.
 */
export const QUICK_SEARCH_MODELS_PER_MAKE = 200

/** The max-price choices of the quick search (whole currency units). */
export const QUICK_SEARCH_MAX_PRICES = [10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000] as const

export type QuickSearchInput = {
  make?: string | null
  model?: string | null
  maxPrice?: string | number | null
}

const MAX_TEXT = 200
const CONTROL = /[\u0000-\u001f\u007f]/

const cleanText = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim()
  return text && text.length <= MAX_TEXT && !CONTROL.test(text) ? text : null
}

/** A max price as a whole positive number, or null (empty, not a number, zero or less). */
export function quickSearchMaxPrice(value: string | number | null | undefined): number | null {
  const raw = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(raw)) return null
  const amount = Math.round(Number(raw))
  return amount > 0 ? amount : null
}

/**
 * The search the quick search means: the chosen make, the model only with a make (a model alone is
 * ambiguous: '3' is Mazda's and others'), and the price up to the max. Blank or malformed choices are
 * left out, so the worst input is the whole stock.
 */
export function quickSearch(input: QuickSearchInput): UrlSearch {
  const make = cleanText(input.make)
  const model = make ? cleanText(input.model) : null
  const maxPrice = quickSearchMaxPrice(input.maxPrice)
  return {
    ...DEFAULT_SEARCH,
    refinements: { ...(make ? { make: [make] } : {}), ...(model ? { model: [model] } : {}) },
    ranges: maxPrice ? { price: { max: maxPrice } } : {},
  }
}

/** The results page of the quick search: `/cars` with the canonical search URL (search-url.ts). */
export function quickSearchUrl(input: QuickSearchInput): string {
  const query = serializeSearch(quickSearch(input))
  return query ? `/cars?${query}` : '/cars'
}

/**
 * The featured-stock block's cars: the site's featured cars while it has any, else its newest (so the
 * block never stands empty while there is stock). At most `limit`.
 */
export function featuredStock<T>(
  featured: readonly T[],
  newest: readonly T[],
  limit: number,
): { source: 'featured' | 'newest'; cars: T[] } {
  const count = Math.max(1, Math.trunc(limit))
  return featured.length > 0
    ? { source: 'featured', cars: featured.slice(0, count) }
    : { source: 'newest', cars: newest.slice(0, count) }
}

export type MapTiles = {
  /** Leaflet's tile URL template. */
  url: string
  /** The provider's required credit (HTML: links to its copyright page). */
  attribution: string
  /** The origin the tiles come from (what the page's content security policy must allow for images). */
  origin: string
  maxZoom: number
}

/** OpenStreetMap's standard tiles: no key needed (its tile usage policy asks for the credit shown). */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  origin: 'https://tile.openstreetmap.org',
  maxZoom: 19,
}

/**
 * The map's tiles: MapTiler's OpenStreetMap streets with the site's key when it has one (letters, digits,
 * '-' and '_' only: the key goes into a URL), else OpenStreetMap's own tiles, which need none.
 */
export function mapTiles(key?: string | null): MapTiles {
  const clean = (key ?? '').trim()
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(clean)) return OSM_TILES
  return {
    url: `https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=${clean}`,
    attribution:
      '&copy; <a href="https://www.maptiler.com/copyright/">MapTiler</a> &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    origin: 'https://api.maptiler.com',
    maxZoom: 20,
  }
}

export type MapPoint = { lat: number; lng: number; name: string; address: string }

/** Locations with real coordinates, as map points (a location without them is only on the address card). */
export function mapPoints(
  locations: ReadonlyArray<{ name: string; address?: { lat?: number | null; long?: number | null } | null }>,
  addressText: (index: number) => string,
): MapPoint[] {
  return locations.flatMap((location, index) => {
    const lat = location.address?.lat
    const lng = location.address?.long
    return typeof lat === 'number' &&
      typeof lng === 'number' &&
      Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180 &&
      !(lat === 0 && lng === 0)
      ? [{ lat, lng, name: location.name, address: addressText(index) }]
      : []
  })
}
