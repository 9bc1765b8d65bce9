import {
  renameColumns,
  renameHeader,
  resolveLocationCode,
  type CodedLocation,
  type ColumnRename,
} from '../domain/feed-mapping'
import { unstorableTextReason } from '../domain/stored-text'
import { csvMapping, missingColumns, CSV_MAPPINGS } from './csv/mapping'
import { TimeSlicer } from '../lib/platform/time-slice'
import { parseCsvTable, parseCsvTableSliced, type CsvTable } from './csv/parse'
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
  if (format === 'json') {
    const items = jsonItems(body)
    return items.ok ? { ok: true, rows: items.items.map(jsonFeedRow(context)) } : items
  }
  const csv = csvFeed(mappingName, context)
  if (!csv.ok) return csv
  let table: CsvTable
  try {
    table = parseCsvTable(body)
  } catch (error) {
    return csvUnreadable(error)
  }
  const rowOf = csv.rowsOf(table.header)
  return rowOf.ok ? { ok: true, mapping: csv.mapping, rows: table.records.map(rowOf.rowOf) } : rowOf
}

/**
 * parseFeed for a thread that serves requests (the import API, a feed pull): the same rows, with a turn
 * of the event loop whenever a 10 ms slice is used, so that a 100k-row feed (seconds of parsing and
 * mapping) never stalls the other requests. A JSON body's own parse is one step (JSON.parse).
 */
export async function parseFeedSliced(
  body: string,
  format: 'json' | 'csv',
  mappingName = DEFAULT_CSV_MAPPING,
  context: FeedContext = {},
): Promise<ParsedFeed> {
  const slicer = new TimeSlicer()
  const mapSliced = async <T>(items: T[], map: (item: T, index: number) => FeedInput) => {
    const rows: FeedInput[] = []
    for (let index = 0; index < items.length; index += 1) {
      rows.push(map(items[index]!, index))
      if (slicer.due()) await slicer.pause()
    }
    return rows
  }
  if (format === 'json') {
    const items = jsonItems(body)
    return items.ok ? { ok: true, rows: await mapSliced(items.items, jsonFeedRow(context)) } : items
  }
  const csv = csvFeed(mappingName, context)
  if (!csv.ok) return csv
  let table: CsvTable
  try {
    table = await parseCsvTableSliced(body, slicer)
  } catch (error) {
    return csvUnreadable(error)
  }
  const rowOf = csv.rowsOf(table.header)
  return rowOf.ok ? { ok: true, mapping: csv.mapping, rows: await mapSliced(table.records, rowOf.rowOf) } : rowOf
}

type Failed = { ok: false; error: string }

const csvUnreadable = (error: unknown): Failed => ({
  ok: false,
  error: `Body is not valid CSV: ${error instanceof Error ? error.message : String(error)}`,
})

/** A row's `location_code` resolved to the site's location (without the site's locations, an error). */
function locatedIn(context: FeedContext): (input: FeedInput) => FeedInput {
  return (input) => {
    if (!('data' in input) || typeof input.data !== 'object' || input.data === null || Array.isArray(input.data))
      return input
    const data = input.data as Record<string, unknown>
    if (!Object.hasOwn(data, 'location_code')) return input
    const resolved = resolveLocationCode(data, context.site?.locations ?? [], context.site?.slug ?? '')
    return resolved.ok
      ? { row: input.row, data: resolved.row }
      : { row: input.row, errors: [resolved.error], sent: data }
  }
}

function jsonItems(body: string): { ok: true; items: unknown[] } | Failed {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch (error) {
    return { ok: false, error: `Body is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (!Array.isArray(data))
    return { ok: false, error: 'Body must be a JSON array of cars (objects with the Car fields).' }
  return { ok: true, items: data }
}

const jsonFeedRow = (context: FeedContext) => {
  const located = locatedIn(context)
  return (item: unknown, index: number) => located(jsonRow(item, index + 1))
}

/**
 * A CSV feed's mapping, and given the header, how each record becomes a numbered row (or why the header
 * cannot be read with the mapping).
 */
function csvFeed(
  mappingName: string,
  context: FeedContext,
):
  | Failed
  | {
      ok: true
      mapping: string
      rowsOf: (
        header: string[],
      ) => Failed | { ok: true; rowOf: (record: Record<string, string>, index: number) => FeedInput }
    } {
  const mapping = csvMapping(mappingName)
  if (!mapping)
    return { ok: false, error: `Unknown CSV mapping '${mappingName}'. Known: ${Object.keys(CSV_MAPPINGS).join(', ')}.` }
  const located = locatedIn(context)
  const renames = context.renames ?? []
  const identify = (raw: Record<string, string>) => {
    const record = renameColumns(raw, renames)
    const mapped = mapping.mapRow(record)
    return mapped.ok ? mapped.row : mapping.identify?.(record)
  }
  const rowsOf = (header: string[]) => {
    if (header.length === 0) return { ok: false as const, error: 'The CSV is empty: not even a header row.' }
    const missing = missingColumns(mapping, renameHeader(header, renames))
    if (missing.length > 0)
      return {
        ok: false as const,
        error: `The CSV lacks the column(s) the '${mapping.name}' mapping needs: ${missing.join(', ')}${renames.length > 0 ? ' (after the integration\u2019s column mapping)' : ''}.`,
      }
    const rowOf = (record: Record<string, string>, index: number): FeedInput => {
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
    }
    return { ok: true as const, rowOf }
  }
  return { ok: true, mapping: mapping.name, rowsOf }
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
