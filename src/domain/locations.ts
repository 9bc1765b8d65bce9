/** Location rules (spec 2.2, 3). */

export type LocationType = 'sales' | 'service' | 'parts'

const TYPE_ORDER: Record<LocationType, number> = { sales: 0, service: 1, parts: 2 }

/** A location's type; an empty type means sales (spec 3). */
export function locationType(location: { locationType?: LocationType | null }): LocationType {
  return location.locationType ?? 'sales'
}

/** The sales locations among these: those of type sales or of no type (spec 3), in their order. */
export function salesLocations<T extends { locationType?: string | null }>(locations: readonly T[]): T[] {
  return locations.filter((location) => !location.locationType || location.locationType === 'sales')
}

/** Sales first, then service, then parts (spec 2.2); the order within a type is kept. */
export function sortLocationsByType<T extends { locationType?: LocationType | null }>(locations: readonly T[]): T[] {
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => TYPE_ORDER[locationType(a.location)] - TYPE_ORDER[locationType(b.location)] || a.index - b.index)
    .map(({ location }) => location)
}

const SERVICE_SUFFIX = ' - Service'

/**
 * A service location's name in the service list (spec 2.2): the dealer's name and ' - Service' stripped
 * ('Sunshine Motors Kedron - Service' -> 'Kedron'). When nothing is left, the location's city, else its
 * full name.
 */
export function serviceListName(
  location: { name: string; address?: { city?: string | null } | null },
  dealerName: string,
): string {
  let name = location.name
  const dealer = dealerName.trim()
  if (dealer && name.toLowerCase().startsWith(dealer.toLowerCase())) name = name.slice(dealer.length)
  if (name.endsWith(SERVICE_SUFFIX)) name = name.slice(0, -SERVICE_SUFFIX.length)
  name = name.replace(/^[\s\-–,]+|[\s\-–,]+$/g, '')
  return name || location.address?.city?.trim() || location.name
}

type Listable = {
  name: string
  locationType?: LocationType | null
  visible?: boolean | null
  address?: { city?: string | null } | null
}

/** The service list (spec 2.2): visible service locations, each with its stripped name. */
export function serviceList<T extends Listable>(
  locations: readonly T[],
  dealerName: string,
): Array<T & { label: string }> {
  return locations
    .filter((location) => location.visible !== false && locationType(location) === 'service')
    .map((location) => ({ ...location, label: serviceListName(location, dealerName) }))
}

/** The Location block's modes (spec 2.7). */
export const LOCATION_MODES = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one'] as const
export type LocationMode = (typeof LOCATION_MODES)[number]

/**
 * The locations a Location block shows, sorted sales, service, parts: the primary location (else the first
 * sales location), those of one type (service-and-parts: both), all, or the one chosen by id. Hidden
 * locations never show.
 */
export function locationsForMode<
  T extends {
    id: number | string
    primary?: boolean | null
    visible?: boolean | null
    locationType?: LocationType | null
  },
>(locations: readonly T[], mode: LocationMode, id?: number | string | null): T[] {
  const visible = sortLocationsByType(locations.filter((location) => location.visible !== false))
  switch (mode) {
    case 'primary': {
      const primary =
        visible.find((location) => location.primary) ?? visible.find((location) => locationType(location) === 'sales')
      return primary ? [primary] : []
    }
    case 'sales':
    case 'service':
    case 'parts':
      return visible.filter((location) => locationType(location) === mode)
    case 'service-and-parts':
      return visible.filter((location) => locationType(location) !== 'sales')
    case 'one':
      return visible.filter((location) => id !== null && id !== undefined && String(location.id) === String(id))
    case 'all':
      return visible
  }
}

/** More than this many locations turn the card grid into a carousel (spec 2.7). */
export const LOCATION_CAROUSEL_AFTER = 3

type Address = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | null
  long?: number | null
  placeUrl?: string | null
}

/**
 * The address on one line: street, then city, state (in capitals, e.g. QLD) and postcode, e.g.
 * '120 Gympie Road, Kedron QLD 4031'. Blank parts are left out; no address at all is ''.
 */
export function addressLine(address: Omit<Address, 'lat' | 'long' | 'placeUrl'> | null | undefined): string {
  if (!address) return ''
  const part = (value: string | null | undefined) => value?.trim() || null
  const locality = [part(address.city), part(address.state)?.toUpperCase(), part(address.postcode)]
    .filter(Boolean)
    .join(' ')
  return [part(address.street), locality].filter(Boolean).join(', ')
}

/** An https Google Maps place address only (a typed link is never trusted beyond that). */
const safeMapsUrl = (url: string | null | undefined): string | null =>
  url &&
  /^https:\/\/(www\.)?google\.[a-z.]+\/maps|^https:\/\/maps\.google\.[a-z.]+\/|^https:\/\/maps\.app\.goo\.gl\//.test(
    url,
  )
    ? url
    : null

/** The map link of a location: its own place URL, else a search for its coordinates or address. */
export function mapUrl(address: Address | null | undefined): string | null {
  const own = safeMapsUrl(address?.placeUrl)
  if (own) return own
  if (typeof address?.lat === 'number' && typeof address?.long === 'number')
    return `https://www.google.com/maps/search/?api=1&query=${address.lat},${address.long}`
  const line = addressLine(address)
  return line ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}` : null
}

/** Get Directions: turn-by-turn directions to the location. */
export function directionsUrl(address: Address | null | undefined): string | null {
  if (typeof address?.lat === 'number' && typeof address?.long === 'number')
    return `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.long}`
  const line = addressLine(address)
  return line ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(line)}` : null
}
