import { parse as parseStream, type Options } from 'csv-parse'
import { parse } from 'csv-parse/sync'

import { TimeSlicer } from '../../lib/platform/time-slice'

/** A CSV's header (its column names in order) and one record per line below it. */
export type CsvTable = { header: string[]; records: Array<Record<string, string>> }

/**
 * Parses CSV text into its header and one record per line below it, keyed by the header's column names;
 * values stay strings (mappings trim and interpret them). A short line's record lacks the keys of the
 * columns it does not reach. Lines may end in CRLF, LF or CR, mixed within one file: csv-parse otherwise
 * takes the first line's ending for all, and a later line with another ending would be read as part of
 * the line before it. Malformed CSV throws with the line it stopped at.
 */
export function parseCsvTable(input: string | Buffer): CsvTable {
  let header: string[] = []
  try {
    const records = parse(
      input,
      csvOptions((names) => (header = names)),
    ) as unknown as Array<Record<string, string>>
    return { header, records }
  } catch (error) {
    throw csvError(error)
  }
}

const csvOptions = (columns: (names: string[]) => string[]): Options => ({
  columns,
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
})

function csvError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  const line = (error as { lines?: number }).lines
  return new Error(line ? `${message} (near line ${line})` : message)
}

/** Characters of CSV parsed between two turns of the event loop (about 100 rows of a dealer feed). */
const CHUNK_CHARS = 16_384

/**
 * parseCsvTable for a thread that serves requests: the same table, parsed a chunk at a time with a turn
 * of the event loop whenever a 10 ms slice is used (a 100k-row feed takes seconds to parse).
 */
export async function parseCsvTableSliced(input: string, slicer = new TimeSlicer()): Promise<CsvTable> {
  let header: string[] = []
  const records: Array<Record<string, string>> = []
  let failure: unknown = null
  const parser = parseStream(csvOptions((names) => (header = names)))
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve)
    parser.on('error', (error) => {
      failure ??= error
      resolve()
    })
  })
  const drain = () => {
    for (let record = parser.read(); record !== null; record = parser.read())
      records.push(record as Record<string, string>)
  }
  parser.on('readable', drain)
  for (let at = 0; at < input.length && failure === null;) {
    let end = Math.min(input.length, at + CHUNK_CHARS)
    // A chunk never ends between the two halves of a character outside the BMP.
    const last = input.charCodeAt(end - 1)
    if (end < input.length && last >= 0xd800 && last <= 0xdbff) end -= 1
    parser.write(input.slice(at, end))
    at = end
    drain()
    if (slicer.due()) await slicer.pause()
  }
  if (failure === null) parser.end()
  await ended
  if (failure !== null) throw csvError(failure)
  return { header, records }
}

/** The records of a CSV, keyed by its header's column names (see parseCsvTable). */
export function parseCsv(input: string | Buffer): Array<Record<string, string>> {
  return parseCsvTable(input).records
}
