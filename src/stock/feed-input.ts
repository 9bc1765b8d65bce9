import {
  renameColumns,
  renameHeader,
  resolveLocationCode,
  type CodedLocation,
  type ColumnRename,
} from '../domain/feed-mapping'
import { unstorableTextReason } from '../domain/stored-text'
import { csvMapping, missingColumns, CSV_MAPPINGS } from './csv/mapping'
import { parseCsvTable } from './csv/parse'
import { missingListingFields, validateFeedRow } from './feed-row'
import type { FeedInput } from './import'

export const DEFAULT_CSV_MAPPING = 'australian-vehicle-prices'

export type ParsedFeed = { ok: true; rows: FeedInput[]; mapping?: string } | { ok: false; error: string }

/** What a feed is read with beyond its format and base mapping. */
export type FeedContext = {
  /** An integration's column mapping: the feed's own column names renamed onto the base mapping's. */
  renames?: readonly ColumnRename[]
  /** The site's locations, to resolve a row's `location_code` (without them, a code is an error). */
  site?: { slug: string; locations: readonly CodedLocation[] }
}

/**
 * Reads a feed body into numbered rows. JSON: an array of Car objects. CSV: a header row, then one car
 * per line, mapped to Car fields by a named column mapping. Row numbers count cars from 1 (the CSV
 * header is not a car). A body that cannot be read at all is an error; a bad row is only that row's.
 */
export function parseFeed(
  body: string,
  format: 'json' | 'csv',
  mappingName = DEFAULT_CSV_MAPPING,
  context: FeedContext = {},
): ParsedFeed {
  const located = (input: FeedInput): FeedInput => {
    if (!('data' in input) || typeof input.data !== 'object' || input.data === null || Array.isArray(input.data))
      return input
    const data = input.data as Record<string, unknown>
    if (!Object.hasOwn(data, 'location_code')) return input
    const resolved = resolveLocationCode(data, context.site?.locations ?? [], context.site?.slug ?? '')
    return resolved.ok
      ? { row: input.row, data: resolved.row }
      : { row: input.row, errors: [resolved.error], sent: data }
  }
  if (format === 'json') {
    let data: unknown
    try {
      data = JSON.parse(body)
    } catch (error) {
      return { ok: false, error: `Body is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
    }
    if (!Array.isArray(data))
      return { ok: false, error: 'Body must be a JSON array of cars (objects with the Car fields).' }
    return { ok: true, rows: data.map((item, index) => located(jsonRow(item, index + 1))) }
  }

  const mapping = csvMapping(mappingName)
  if (!mapping)
    return { ok: false, error: `Unknown CSV mapping '${mappingName}'. Known: ${Object.keys(CSV_MAPPINGS).join(', ')}.` }
  let header: string[]
  let records: Array<Record<string, string>>
  try {
    ;({ header, records } = parseCsvTable(body))
  } catch (error) {
    return { ok: false, error: `Body is not valid CSV: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (header.length === 0) return { ok: false, error: 'The CSV is empty: not even a header row.' }
  const renames = context.renames ?? []
  const missing = missingColumns(mapping, renameHeader(header, renames))
  if (missing.length > 0)
    return {
      ok: false,
      error: `The CSV lacks the column(s) the '${mapping.name}' mapping needs: ${missing.join(', ')}${renames.length > 0 ? ' (after the integration\u2019s column mapping)' : ''}.`,
    }
  const identify = (raw: Record<string, string>) => {
    const record = renameColumns(raw, renames)
    const mapped = mapping.mapRow(record)
    return mapped.ok ? mapped.row : mapping.identify?.(record)
  }
  return {
    ok: true,
    mapping: mapping.name,
    rows: records.map((record, index) => {
      // A short line names the columns it does not reach, rather than reading them as empty.
      const absent = header.filter((column) => !Object.hasOwn(record, column))
      if (absent.length > 0) {
        const errors = [
          `row has ${header.length - absent.length} of the ${header.length} columns: missing ${absent.join(', ')}`,
        ]
        return { row: index + 1, errors, sent: identify(record) }
      }
      // A cell the database cannot store (a NUL character, say) rejects its row, naming the column.
      const unstorable = Object.entries(record).flatMap(([column, value]) => {
        const reason = typeof value === 'string' ? unstorableTextReason(value) : null
        return reason ? [`${column}: ${reason}`] : []
      })
      if (unstorable.length > 0) return { row: index + 1, errors: unstorable }
      const mapped = mapping.mapRow(renameColumns(record, renames))
      if (!mapped.ok) return { row: index + 1, errors: mapped.errors, sent: identify(record) }
      // The generic mapping's cars need what a JSON car needs (an id, stocknum or vin; make, model, year, car_type).
      const input =
        mapping.name === 'integrator' ? jsonRow(mapped.row, index + 1) : { row: index + 1, data: mapped.row }
      return located(input)
    }),
  }
}

/**
 * One car of a JSON feed. A car without the fields a listing cannot exist without is rejected, naming each
 * missing one (with the row's other problems); `sent` keeps the row so its car is still known.
 */
function jsonRow(item: unknown, row: number): FeedInput {
  const missing = missingListingFields(item)
  if (missing.length === 0) return { row, data: item }
  const missingFields = new Set(missing.map((error) => error.split(':')[0]))
  const checked = validateFeedRow(item)
  const others = checked.ok ? [] : checked.errors.filter((error) => !missingFields.has(error.split(':')[0]))
  return { row, errors: [...missing, ...others], sent: item }
}
