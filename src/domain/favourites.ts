/** Favourites (the garage) and compare (spec 4, 5). */
import type { CarDocument } from './car'
import { isAvailable } from './availability'

/** At most this many cars are compared at once. */
export const COMPARE_LIMIT = 3

export type FavouriteCar = Pick<CarDocument, 'status' | 'car_type' | 'price' | 'image_count'>
export type FavouriteSettings = { garageEnabled: boolean; favouritesUsedWithImagesOnly: boolean }

/**
 * The favourites or compare button shows when the site allows storing favourites and the car is available;
 * on sites configured so, only for used cars priced above 0 with images.
 */
export function canFavouriteOrCompare(car: FavouriteCar, settings: FavouriteSettings): boolean {
  if (!settings.garageEnabled || !isAvailable(car.status)) return false
  if (!settings.favouritesUsedWithImagesOnly) return true
  return car.car_type === 'used' && typeof car.price === 'number' && car.price > 0 && car.image_count > 0
}

export type FavouritesToggle<Id> = { list: Id[]; change: 'added' | 'removed' }

/** Favouriting toggles: adds the car (the caller then fires the analytics event), or removes it if present. */
export function toggleFavourite<Id extends string | number>(list: readonly Id[], id: Id): FavouritesToggle<Id> {
  return list.includes(id)
    ? { list: list.filter((item) => item !== id), change: 'removed' }
    : { list: [...list, id], change: 'added' }
}

export type CompareToggle<Id> = { list: Id[]; change: 'added' | 'removed' | 'full' }

/** Toggles a car in the compare list; a fourth car is refused ('full') and the list stays as it was. */
export function toggleCompare<Id extends string | number>(list: readonly Id[], id: Id): CompareToggle<Id> {
  if (list.includes(id)) return { list: list.filter((item) => item !== id), change: 'removed' }
  if (list.length >= COMPARE_LIMIT) return { list: [...list], change: 'full' }
  return { list: [...list, id], change: 'added' }
}

/** At most this many favourites are listed on the garage page. */
export const GARAGE_LIMIT = 50

export type CarIdList = { ok: true; ids: number[] } | { ok: false; error: string }

/**
 * The `ids` parameter of the compare and garage pages: comma-separated car ids, at most `limit`, no
 * repeats (a repeat is dropped). Absent or empty is an empty list; anything else malformed is an error.
 */
export function parseCarIds(value: string | null | undefined, limit: number): CarIdList {
  if (!value) return { ok: true, ids: [] }
  const parts = value.split(',')
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part)))
    return { ok: false, error: 'ids must be car ids separated by commas.' }
  const ids = [...new Set(parts.map(Number))]
  if (ids.length > limit) return { ok: false, error: `At most ${limit} cars.` }
  return { ok: true, ids }
}
