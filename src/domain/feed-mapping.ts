/**
 * Reading integrators' CSV feeds (spec 3, Car): the generic integrator column set, derived from the car
 * field table (car-fields.ts) rather than listed again, and per-integration column mappings that rename a
 * feed's own column names onto a base mapping's columns. Pure: the importer (src/stock/feed-input.ts)
 * applies them, validation of the resulting row stays with the feed row schema.
 */
import { CAR_FIELDS, isFieldGroup, type CarFieldKind } from './car-fields'
import { storeCodeOf } from './vehicle-feeds'

/** How a column's text is read: as its car field's kind, or one of the integrator CSV's own columns. */
export type FeedColumnKind = CarFieldKind | 'photos' | 'location_code'

/** One column of the integrator CSV: its header name, the feed row field it fills, and how it is read. */
export type FeedColumn = {
  readonly name: string
  /** The feed row field: a top-level name, or a group and a field of it. */
  readonly path: readonly [string] | readonly [string, string]
  readonly kind: FeedColumnKind
}

/** Fields the feed names otherwise than the car table (the importer derives the stored ones from them). */
const FEED_NAMES: Readonly<Record<string, string>> = { feed_id: 'id', listed_at: 'created_at' }

const fromFeed = (field: { name: string; feed?: unknown }) => field.feed !== 'never' && field.name !== 'feed_hash'
const feedName = (field: { name: string; feed?: unknown }) =>
  typeof field.feed === 'object' && field.feed !== null && 'from' in field.feed
    ? String((field.feed as { from: string }).from)
    : (FEED_NAMES[field.name] ?? field.name)

/**
 * The generic integrator CSV's columns: every Car field a feed may send (a group's fields as
 * `group.field`, e.g. `variant.cylinders`), then `photos` (photo URLs, `|` or space separated: the
 * first is the main photo) and `location_code` (the store code of one of the site's locations).
 */
export const INTEGRATOR_COLUMNS: readonly FeedColumn[] = [
  ...CAR_FIELDS.flatMap((entry): FeedColumn[] =>
    isFieldGroup(entry)
      ? entry.fields.filter(fromFeed).map((field) => ({
          name: `${entry.name}.${feedName(field)}`,
          path: [entry.name, feedName(field)],
          kind: field.kind,
        }))
      : fromFeed(entry)
        ? [{ name: feedName(entry), path: [feedName(entry)], kind: entry.kind }]
        : [],
  ),
  { name: 'photos', path: ['images'], kind: 'photos' },
  { name: 'location_code', path: ['location_code'], kind: 'location_code' },
]

/** The columns an integrator CSV's header must have (a car is known again by id, stocknum or vin: per row). */
export const INTEGRATOR_REQUIRED_COLUMNS = ['make', 'model', 'year', 'car_type'] as const

/** A sample header row of the integrator CSV, for the README and integrators. */
export const INTEGRATOR_SAMPLE_HEADER = [
  'id',
  'stocknum',
  'vin',
  'location_code',
  'car_type',
  'year',
  'make',
  'model',
  'badge',
  'price',
  'km',
  'colour',
  'photos',
  'variant.cylinders',
] as const

export type MappedRow = { ok: true; row: Record<string, unknown> } | { ok: false; errors: string[] }

/** A list cell: JSON (`[...]` or `{...}`) as it is, else values separated by `|`. */
function listCell(column: string, text: string): { value: unknown } | { error: string } {
  if (/^[[{]/.test(text)) {
    try {
      return { value: JSON.parse(text) as unknown }
    } catch {
      return { error: `${column}: is not valid JSON (write a JSON array or object, or values separated by |)` }
    }
  }
  return {
    value: text
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean),
  }
}

/**
 * One record of the integrator CSV (column name -> text) as a feed row under the Car field names. Empty
 * cells are absent (the field's default applies); numbers, flags and dates stay text for the feed row
 * schema to read and reject with its own messages; select values are lower-cased ('Used' -> 'used');
 * dates of digits only are epoch seconds. Unknown columns are ignored.
 */
export function mapIntegratorRecord(record: Readonly<Record<string, string>>): MappedRow {
  const row: Record<string, unknown> = {}
  const errors: string[] = []
  const put = (path: FeedColumn['path'], value: unknown) => {
    if (path.length === 1) row[path[0]] = value
    else ((row[path[0]] ??= {}) as Record<string, unknown>)[path[1]] = value
  }
  for (const column of INTEGRATOR_COLUMNS) {
    const text = record[column.name]?.trim()
    if (text === undefined || text === '') continue
    switch (column.kind) {
      case 'select':
        put(column.path, text.toLowerCase())
        break
      case 'date':
        put(column.path, /^\d+$/.test(text) ? Number(text) : text)
        break
      case 'json': {
        const cell = listCell(column.name, text)
        if ('error' in cell) errors.push(cell.error)
        else put(column.path, cell.value)
        break
      }
      case 'photos': {
        const photos = text.split(/[|\s]+/).filter(Boolean)
        put(['images'], photos)
        if (!record.primary_image_url?.trim() && photos[0]) put(['primary_image_url'], photos[0])
        break
      }
      default:
        put(column.path, text)
    }
  }
  if (record.photos?.trim() && record.images?.trim()) errors.push('photos: send photos or images, not both')
  return errors.length > 0 ? { ok: false, errors } : { ok: true, row }
}

/** One entry of an integration's column mapping: the feed's column that fills one of the base mapping's columns. */
export type ColumnRename = { readonly field: string; readonly column: string }

/**
 * A record with the feed's column names renamed onto the base mapping's: each renamed column's value
 * under its field's name; other columns as they are.
 */
export function renameColumns(
  record: Readonly<Record<string, string>>,
  renames: readonly ColumnRename[],
): Record<string, string> {
  const sources = new Set(renames.map(({ column }) => column))
  const out: Record<string, string> = {}
  for (const [column, value] of Object.entries(record)) if (!sources.has(column)) out[column] = value
  for (const { field, column } of renames) if (Object.hasOwn(record, column)) out[field] = record[column] as string
  return out
}

/** A header with the feed's column names renamed onto the base mapping's (see renameColumns). */
export function renameHeader(header: readonly string[], renames: readonly ColumnRename[]): string[] {
  const byColumn = new Map(renames.map(({ field, column }) => [column, field]))
  const renamed = header.map((column) => byColumn.get(column) ?? column)
  return [...new Set(renamed)]
}

/**
 * What is wrong with a column mapping on a base mapping of these columns: each field must be a column of
 * the base, at most once; each feed column named, at most once.
 */
export function columnMappingErrors(renames: readonly ColumnRename[], baseColumns: readonly string[]): string[] {
  const known = new Set(baseColumns)
  const errors: string[] = []
  const fields = new Set<string>()
  const columns = new Set<string>()
  for (const { field, column } of renames) {
    if (!known.has(field)) errors.push(`'${field}' is not a column of the base mapping`)
    if (fields.has(field)) errors.push(`'${field}' is mapped twice`)
    if (!column.trim()) errors.push(`'${field}' names no feed column`)
    else if (columns.has(column)) errors.push(`the feed column '${column}' is mapped twice`)
    fields.add(field)
    columns.add(column)
  }
  return errors
}

/** A location a feed may name by its store code. */
export type CodedLocation = {
  name: string
  slug: string
  storeCode?: string | null
  phone?: string | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
}

/**
 * Resolves a row's `location_code` (a location's store code, as Google's feeds write it: its own, else
 * `{site slug}-{location slug}`, case-insensitive) into the car's `location` group; the row unchanged when
 * it names none, an error when the code is no location of the site.
 */
export function resolveLocationCode(
  row: Record<string, unknown>,
  locations: readonly CodedLocation[],
  siteSlug: string,
): { ok: true; row: Record<string, unknown> } | { ok: false; error: string } {
  const code = row.location_code
  if (code === undefined || code === null || String(code).trim() === '') {
    const { location_code: _, ...rest } = row
    return { ok: true, row: rest }
  }
  const wanted = String(code).trim().toLowerCase()
  const codeOf = (location: CodedLocation) => storeCodeOf(location, siteSlug).toLowerCase()
  const location = locations.find((candidate) => codeOf(candidate) === wanted)
  if (!location)
    return { ok: false, error: `location_code: '${String(code)}' is the store code of no location of this site` }
  const { location_code: _, ...rest } = row
  const address = location.address ?? {}
  return {
    ok: true,
    row: {
      ...rest,
      location: {
        name: location.name,
        slug: location.slug,
        phone: location.phone ?? null,
        address: {
          street: address.street ?? null,
          city: address.city ?? null,
          state: address.state ?? null,
          postcode: address.postcode ?? null,
        },
      },
    },
  }
}
