/**
 * The vehicle page's Details panel, caravan specs and Show More / Show All previews (spec 2.5, 9).
 * Missing values are left out: a row never reads '', 'undefined', 'null' or 'NaN'.
 */
import type { CarRecord } from './car'
import { jsonRecord, presentNumber, presentText } from './field-values'
import { numberFormat } from './intl'
import { formatDistance, formatFeetLength, formatMeasure, textFor } from './labels'
import { localeFacts } from './locale'
import { calendarDateIn, compareDates, formatCalendarDate, storedCalendarDate } from './site-dates'

export type DetailItem = { label: string; value: string }

/** Key information, summary and specification grids show this many items before Show More (spec 9). */
export const GRID_PREVIEW_ITEMS = 4
/** Feature lists show this many items before Show All (spec 9). */
export const FEATURE_PREVIEW_ITEMS = 8

const CAR_TYPE_LABELS: Record<CarRecord['car_type'], string> = { new: 'New', used: 'Used', demo: 'Demo' }

const numberText = (value: number, locale: string, maximumFractionDigits = 2) =>
  numberFormat(localeFacts(locale).locale, { maximumFractionDigits }).format(value)

/** A count or measure that is only meaningful above 0 (a feed's 0 doors or 0 cylinders means unknown). */
const positive = (value: unknown): number | null => {
  const number = presentNumber(value)
  return number !== null && number > 0 ? number : null
}
/** A count where 0 is a real value (0 km on a new car, 0 views). */
const nonNegative = (value: unknown): number | null => {
  const number = presentNumber(value)
  return number !== null && number >= 0 ? number : null
}

/**
 * 'Expires on {date}' when the rego expires after today in the site's time zone (the date in the locale);
 * null when it expires today or earlier, or there is no valid date.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  locale: string,
  timeZone: string,
): string | null {
  const expiry = storedCalendarDate(regoExpiry, timeZone)
  if (!expiry || compareDates(expiry, calendarDateIn(now, timeZone)) <= 0) return null
  return `Expires on ${formatCalendarDate(expiry, locale)}`
}

/** The yard's address from the car's location: 'street, city STATE postcode'; a plain text address as it is. */
function addressText(address: unknown): string | null {
  const text = presentText(address)
  if (text) return text
  const fields = jsonRecord(address)
  if (!fields) return null
  const place = [presentText(fields.city), presentText(fields.state)?.toUpperCase(), presentText(fields.postcode)]
    .filter(Boolean)
    .join(' ')
  return [presentText(fields.street), place].filter(Boolean).join(', ') || null
}

/** Engine size in cc: the variant's figure, else the car's engine_size ('1998' gains ' cc'; '2.0L' stays). */
function engineSizeText(car: CarRecord, locale: string): string | null {
  const cc = positive(car.variant?.enginesize)
  if (cc !== null) return `${numberText(cc, locale, 0)} cc`
  const text = presentText(car.engine_size)
  if (!text) return null
  return /^\d+$/.test(text) ? `${numberText(Number(text), locale, 0)} cc` : text
}

/**
 * The Details panel in the spec's order: Type, Transmission, Cylinders, Litres, Induction, Body, Kms, Fuel,
 * Rego expiry, Stock number, Build date, Address, Colour ('Color' in en-US), Drive, Seats, Doors, Engine
 * size, Views, VIN, Rego. Transmission is simple_transmission, else trans; Fuel is fuel, else simple_fuel;
 * Address is the car's location address. Missing rows are left out.
 */
export function vehicleDetails(car: CarRecord, options: { locale: string; timeZone: string; now: Date }): DetailItem[] {
  const { locale, timeZone, now } = options
  const count = (value: number | null, digits = 0) => (value === null ? null : numberText(value, locale, digits))
  const km = nonNegative(car.km)
  const litres = positive(car.variant?.enginesize_litres)
  const rows: Array<[string, string | null]> = [
    ['Type', CAR_TYPE_LABELS[car.car_type] ?? null],
    ['Transmission', presentText(car.simple_transmission) ?? presentText(car.trans)],
    ['Cylinders', count(positive(car.variant?.cylinders))],
    ['Litres', litres === null ? null : numberText(litres, locale, 1)],
    ['Induction', presentText(car.variant?.induction)],
    ['Body', presentText(car.simple_body)],
    ['Kms', km === null ? null : formatDistance(locale, km)],
    ['Fuel', presentText(car.fuel) ?? presentText(car.simple_fuel)],
    ['Rego expiry', regoExpiryText(car.rego_expiry, now, locale, timeZone)],
    ['Stock number', presentText(car.stocknum)],
    ['Build date', presentText(car.build_date)],
    ['Address', addressText(car.location?.address)],
    ['Colour', presentText(car.colour)],
    ['Drive', presentText(car.drive)],
    ['Seats', count(positive(car.seats))],
    ['Doors', count(positive(car.doors))],
    ['Engine size', engineSizeText(car, locale)],
    ['Views', count(nonNegative(car.views))],
    ['VIN', presentText(car.vin)],
    ['Rego', presentText(car.regplate)],
  ]
  return rows.flatMap(([label, value]) => (value ? [{ label: textFor(locale, label), value }] : []))
}

/** Whether the car is a caravan (item_type, any case). */
export function isCaravan(car: { item_type?: string | null }): boolean {
  return car.item_type?.trim().toLowerCase() === 'caravan'
}

/**
 * A caravan's specs (spec 2.5) in the site's units: Width and Length (stored in feet) in metres and feet
 * and inches, the site's unit first ('2.29 m (7 ft 6 in)'; US '7 ft 6 in (2.29 m)'), Tare weight and
 * Aggregate trailer mass (stored in kg) in kg, or lb in the US; Axle type; Sleeps. Not a caravan: [].
 */
export function caravanSpecs(car: CarRecord, locale: string): DetailItem[] {
  if (!isCaravan(car)) return []
  const specs = car.specifications ?? {}
  const length = (value: unknown) => {
    const feet = positive(value)
    return feet === null ? null : formatFeetLength(locale, feet) || null
  }
  const weight = (value: unknown) => {
    const kg = positive(value)
    return kg === null ? null : formatMeasure(locale, kg, 'kilogram') || null
  }
  const sleeps = positive(specs.sleeps)
  const rows: Array<[string, string | null]> = [
    ['Width', length(specs.body_width)],
    ['Length', length(specs.body_length)],
    ['Tare weight', weight(specs.tare_weight)],
    ['Axle type', presentText(specs.axle_type)],
    ['Sleeps', sleeps === null ? null : numberText(sleeps, locale, 0)],
    ['Aggregate trailer mass', weight(specs.aggregate_trailer_mass)],
  ]
  return rows.flatMap(([label, value]) => (value ? [{ label: textFor(locale, label), value }] : []))
}

/**
 * The first `limit` items, or all when expanded. `hasMore` says the list is longer than the preview, so the
 * Show More / Show Less (or Show All / Hide) toggle shows, expanded or not.
 */
export function previewItems<T>(
  items: readonly T[],
  limit: number,
  expanded: boolean,
): { shown: T[]; hasMore: boolean } {
  return {
    shown: expanded ? [...items] : items.slice(0, Math.max(0, limit)),
    hasMore: items.length > Math.max(0, limit),
  }
}
