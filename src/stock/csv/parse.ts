import { parse } from 'csv-parse/sync'

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
    const records = parse(input, {
      columns: (names: string[]) => (header = names),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as Array<Record<string, string>>
    return { header, records }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const line = (error as { lines?: number }).lines
    throw new Error(line ? `${message} (near line ${line})` : message)
  }
}

/** The records of a CSV, keyed by its header's column names (see parseCsvTable). */
export function parseCsv(input: string | Buffer): Array<Record<string, string>> {
  return parseCsvTable(input).records
}
