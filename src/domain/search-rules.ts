/** Search constants of the spec (sections 2.3, 9). */
import type { RefinementAttribute } from '../search/types'

export const PAGE_SIZE = 21
export const MAKE_MODEL_LIST_LIMIT = 30
/** The make picker shows this many makes before 'Show all makes' (spec 9). */
export const MAKES_SHOWN = 7
/** Facet value limits: city 20, dealership 40, body 4 (20 with custom bodies), make/model 30. */
const FACET_LIMITS: Partial<Record<RefinementAttribute, number>> = {
  city: 20,
  dealership_name: 40,
  make: MAKE_MODEL_LIST_LIMIT,
  model: MAKE_MODEL_LIST_LIMIT,
}
const FACET_LIMIT_DEFAULT = 50
export const BODY_FACET_LIMIT = 4
export const BODY_FACET_LIMIT_CUSTOM = 20

export function facetLimit(attribute: RefinementAttribute, customBodies: boolean): number {
  if (attribute === 'body') return customBodies ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT
  return FACET_LIMITS[attribute] ?? FACET_LIMIT_DEFAULT
}
