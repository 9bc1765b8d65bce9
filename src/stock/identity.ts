import { createHash } from 'node:crypto'

import { carFeedRowSchema, type ValidCarFeedRow } from './feed-row'
import { carTitle } from '@/domain/car-title'

/** Stable JSON: object keys sorted, so equal rows always hash equally. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

/** Fingerprint of a whole row: the same row imported again changes nothing. */
export function rowHash(car: ValidCarFeedRow): string {
  return sha1(stableJson(car))
}

/**
 * The id of a row that has none: a hash of what identifies the car (not its price or odometer, which a
 * feed updates), so the same car keeps its id across imports. `occurrence` tells apart identical rows.
 */
export function derivedFeedId(car: ValidCarFeedRow, occurrence = 1): string {
  const identity = {
    name: car.name ?? car.carsales_title,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    colour: car.colour,
    body: car.simple_body,
    transmission: car.simple_transmission,
    fuel: car.simple_fuel,
    drive: car.drive,
    engine: car.engine_size,
    doors: car.doors,
    seats: car.seats,
    city: car.city,
    state: car.state,
    location: car.location?.name,
    vin: car.vin,
    stocknum: car.stocknum,
  }
  const id = `d-${sha1(stableJson(identity)).slice(0, 16)}`
  return occurrence > 1 ? `${id}-${occurrence}` : id
}

/** Lower-case words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** The vehicle page slug of a row without one: its title plus a short id suffix, unique within a site. */
export function derivedSlug(car: ValidCarFeedRow, feedId: string): string {
  const title = car.name ?? car.carsales_title ?? carTitle(car, { variant: true })
  const suffix = sha1(feedId).slice(0, 8)
  const base = slugify(title)
  return base ? `${base}-${suffix}` : `car-${suffix}`
}

/** The title of a row without a name. */
export function carName(car: ValidCarFeedRow): string {
  return car.name ?? car.carsales_title ?? (carTitle(car, { variant: true }) || 'Car')
}

/** The fields derivedFeedId reads. */
const IDENTITY_FIELDS = [
  'name',
  'carsales_title',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'colour',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'drive',
  'engine_size',
  'doors',
  'seats',
  'city',
  'state',
  'location',
  'vin',
  'stocknum',
] as const

/**
 * Which car a rejected row is about, by every identity the importer uses: the id it gives, its stock
 * number, its VIN, and the id derived from its fields. When a field the derived id needs is itself what
 * is wrong (or missing), the derived id cannot be known: `loose` then names the car by its make, model
 * and year instead (lower-cased; only the ones the row gives).
 */
export type RowIdentity = {
  id: string | null
  stocknum: string | null
  vin: string | null
  derivedId: string | null
  loose: { make?: string; model?: string; year?: number } | null
}

const trimmed = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim() || null
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null

export function rejectedRowIdentity(data: unknown): RowIdentity | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const raw = data as Record<string, unknown>
  // Each field on its own: the ones that are valid, as validation would leave them.
  const shape = carFeedRowSchema.shape as Record<
    string,
    { safeParse(value: unknown): { success: boolean; data?: unknown } }
  >
  const fields: Record<string, unknown> = {}
  let identityBroken = false
  for (const [key, value] of Object.entries(raw)) {
    const field = shape[key]
    if (!field) continue
    const parsed = field.safeParse(value)
    if (parsed.success) fields[key] = parsed.data
    else if ((IDENTITY_FIELDS as readonly string[]).includes(key)) identityBroken = true
  }
  if (fields.car_type === undefined || fields.year === undefined || fields.year === null) identityBroken = true
  const identity: RowIdentity = {
    id: trimmed(raw.id),
    stocknum: trimmed(raw.stocknum)?.toLowerCase() ?? null,
    vin: trimmed(raw.vin)?.toUpperCase() ?? null,
    derivedId: identityBroken ? null : derivedFeedId(fields as ValidCarFeedRow),
    loose: null,
  }
  if (identityBroken && !identity.id && !identity.stocknum && !identity.vin) {
    const make = trimmed(fields.make)?.toLowerCase()
    const model = trimmed(fields.model)?.toLowerCase()
    const year = typeof fields.year === 'number' ? fields.year : undefined
    if (make || model) identity.loose = { make, model, year }
  }
  return identity
}
