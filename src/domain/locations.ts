/** Location rules (spec 2.2, 3). */

export type LocationType = 'sales' | 'service' | 'parts'

const TYPE_ORDER: Record<LocationType, number> = { sales: 0, service: 1, parts: 2 }

/** A location's type; an empty type means sales (spec 3). */
export function locationType(location: { locationType?: LocationType | null }): LocationType {
  return location.locationType ?? 'sales'
}

/** Sales first, then service, then parts (spec 2.2); the order within a type is kept. */
export function sortLocationsByType<T extends { locationType?: LocationType | null }>(locations: readonly T[]): T[] {
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => TYPE_ORDER[locationType(a.location)] - TYPE_ORDER[locationType(b.location)] || a.index - b.index)
    .map(({ location }) => location)
}
