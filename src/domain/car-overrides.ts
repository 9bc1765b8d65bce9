/**
 * Staff overrides of a feed car's fields (#22, merchandising the feed keeps): when staff change one of these
 * fields, the car records it in its `overrides` (field → the feed's value kept alongside, by whom, when), and
 * the importer keeps the staff value, storing each new feed value alongside instead of overwriting. Reset
 * puts the feed's latest value back and drops the override.
 */

/**
 * The fields staff can override, each with the `cars` columns it covers: the first column is the one staff
 * change; the others follow it (marking a car sold sets `sold` and its date too; photos in staff's order set
 * the main photo, `staffMainPhoto`).
 */
export const CAR_OVERRIDE_FIELDS = {
  dealercomments: ['dealercomments'],
  price: ['price'],
  images: ['images', 'primary_image_url'],
  tag: ['tag'],
  show_on_dealer_website: ['show_on_dealer_website'],
  status: ['status', 'sold', 'sold_date_timestamp'],
} as const satisfies Record<string, readonly string[]>

export type CarOverrideField = keyof typeof CAR_OVERRIDE_FIELDS

export const isCarOverrideField = (name: string): name is CarOverrideField =>
  Object.prototype.hasOwnProperty.call(CAR_OVERRIDE_FIELDS, name)

/** What the car records of one overridden field: the feed's latest values of its columns, by whom, when. */
export type CarOverride = { feed: Record<string, unknown>; by: string; at: string }
export type CarOverrides = Partial<Record<CarOverrideField, CarOverride>>

type Columns = Record<string, unknown>

const FIELDS = Object.keys(CAR_OVERRIDE_FIELDS) as CarOverrideField[]

/** A column's value, absent and empty text alike as null (the admin's form sends '' for an empty text). */
const normal = (value: unknown): unknown => (value === undefined || value === '' ? null : value)

/** The same value for a column: absent, empty and null alike, JSON-equal otherwise (photo lists compare in order). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b))

const pick = (row: Columns, field: CarOverrideField): Columns =>
  Object.fromEntries(CAR_OVERRIDE_FIELDS[field].map((column) => [column, row[column] ?? null]))

/** Whether staff changed a column: absent, empty and null alike; photo lists compare in order. */
export const staffChanged = (before: unknown, after: unknown): boolean => !same(before, after)

const firstPhoto = (images: unknown): string | null =>
  (Array.isArray(images) ? images : []).find(
    (image): image is string => typeof image === 'string' && image.trim() !== '',
  ) ?? null

/**
 * The main photo once staff have set a car's photos (`images`). Shoppers see `primary_image_url` before
 * `images[0]` (cards, the vehicle page, lead forms), so the feed's main photo would stay in front of staff's
 * order: while the photos are overridden it is their first photo (none without photos). Put back as the
 * feed has them (the override dropped), it is the feed's own main photo again.
 */
export function staffMainPhoto(images: unknown, overridesBefore: unknown, overridesAfter: unknown): string | null {
  if (readCarOverrides(overridesAfter).images) return firstPhoto(images)
  const feed = readCarOverrides(overridesBefore).images?.feed
  return feed && typeof feed.primary_image_url === 'string' ? feed.primary_image_url : firstPhoto(images)
}

/** A car's stored overrides, read leniently: anything that is not an override record of a known field is left out. */
export function readCarOverrides(value: unknown): CarOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const out: CarOverrides = {}
  for (const [field, record] of Object.entries(value as Record<string, unknown>)) {
    if (!isCarOverrideField(field) || typeof record !== 'object' || record === null) continue
    const { feed, by, at } = record as Partial<CarOverride>
    if (typeof feed !== 'object' || feed === null) continue
    out[field] = { feed, by: String(by ?? ''), at: String(at ?? '') }
  }
  return out
}

/** Overrides as the car stores them: none is null. */
const stored = (overrides: CarOverrides): CarOverrides | null => (Object.keys(overrides).length > 0 ? overrides : null)

/**
 * The overrides after a staff edit from `before` to `after` (whole rows, column names): each field whose
 * first column changed is overridden, keeping the feed's values it had (`before`'s, or those an earlier
 * override kept). A field set back to exactly the feed's value is no longer overridden.
 */
export function staffEditOverrides(input: {
  before: Columns
  after: Columns
  overrides: unknown
  by: string
  at: string
}): CarOverrides | null {
  const overrides = { ...readCarOverrides(input.overrides) }
  for (const field of FIELDS) {
    const [main] = CAR_OVERRIDE_FIELDS[field]
    if (same(input.before[main], input.after[main])) continue
    const feed = overrides[field]?.feed ?? pick(input.before, field)
    if (same(feed[main], input.after[main])) delete overrides[field]
    else overrides[field] = { feed, by: input.by, at: input.at }
  }
  return stored(overrides)
}

/**
 * A feed row's columns for a car staff have overridden: each overridden field keeps the car's `current`
 * values, and its override keeps the feed's new values alongside. Fields not overridden take the feed's.
 */
export function mergeFeedColumns(
  feed: Columns,
  current: Columns,
  overrides: unknown,
): { columns: Columns; overrides: CarOverrides | null } {
  const kept = readCarOverrides(overrides)
  const columns = { ...feed }
  for (const field of Object.keys(kept) as CarOverrideField[]) {
    const record = kept[field] as CarOverride
    for (const column of CAR_OVERRIDE_FIELDS[field]) columns[column] = current[column] ?? null
    kept[field] = { ...record, feed: pick(feed, field) }
  }
  return { columns, overrides: stored(kept) }
}

/**
 * Resetting an overridden field: the columns to write (the feed's latest values) and the overrides left;
 * null when the field is not overridden.
 */
export function resetCarOverride(
  overrides: unknown,
  field: CarOverrideField,
): { restore: Columns; overrides: CarOverrides | null } | null {
  const kept = { ...readCarOverrides(overrides) }
  const record = kept[field]
  if (!record) return null
  delete kept[field]
  return { restore: pick(record.feed, field), overrides: stored(kept) }
}
