import { parse } from 'csv-parse/sync'

/**
 * Parses CSV text into one record per line below the header, keyed by the header's column names; values
 * stay strings (mappings trim and interpret them). Malformed CSV throws with the line it stopped at.
 */
export function parseCsv(input: string | Buffer): Array<Record<string, string>> {
  try {
    return parse(input, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as Array<Record<string, string>>
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const line = (error as { lines?: number }).lines
    throw new Error(line ? `${message} (near line ${line})` : message)
  }
}
