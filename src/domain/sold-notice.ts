/**
 * The vehicle page's SOLD notice (spec 2.5, 4): the sentence, and the search for similar cars it links to.
 */
import { DEFAULT_SEARCH, serializeSearch, type UrlSearch } from './search-url'
import { isCaravan } from './vehicle-details'

/** The word the page uses for the vehicle: 'caravan' for caravans, else 'car'. */
export function vehicleWord(car: { item_type?: string | null }): string {
  return isCaravan(car) ? 'caravan' : 'car'
}

export function soldNotice(word: string): string {
  return `Unfortunately this ${word} recently sold. But don't worry, we can help you find a similar ${word}!`
}

/**
 * The search for similar cars: the same make, model and body (refinements make, model and body, the
 * search page's own filter names); a missing one is left out. Every other setting is the default search.
 * Sold cars are not filtered out: the search page lists them as it always does.
 */
export function similarCarsSearch(car: {
  make?: string | null
  model?: string | null
  simple_body?: string | null
}): UrlSearch {
  const refinements: UrlSearch['refinements'] = {}
  const make = car.make?.trim()
  const model = car.model?.trim()
  const body = car.simple_body?.trim()
  if (make) refinements.make = [make]
  if (model) refinements.model = [model]
  if (body) refinements.body = [body]
  return { ...DEFAULT_SEARCH, refinements }
}

/** The similar-cars link: /cars with the search's query string (just /cars when nothing is known). */
export function similarCarsPath(car: Parameters<typeof similarCarsSearch>[0]): string {
  const query = serializeSearch(similarCarsSearch(car))
  return query ? `/cars?${query}` : '/cars'
}
