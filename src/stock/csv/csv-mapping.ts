import type { CarFeedRow } from '../feed-row'

/**
 * What a CSV column mapping is. Mappings (australian-vehicle-prices.ts, ...) implement it, and the
 * registry (mapping.ts) lists them: kept apart so that a mapping never imports the registry that imports it.
 */

export type CsvRowResult = { ok: true; row: CarFeedRow } | { ok: false; errors: string[] }

/** Maps one CSV record (column name -> text) to a canonical feed row, or says why it cannot. */
export type CsvMapping = {
  name: string
  description: string
  requiredColumns: readonly string[]
  /** Every column it reads (what an integration's column mapping may rename a feed's columns onto). */
  columns: readonly string[]
  mapRow(record: Record<string, string>): CsvRowResult
  /**
   * What a row that cannot be mapped still says about its car (Car fields, unchecked), so the importer
   * can tell which car it is about: a rejected row's car is never counted as missing from a full feed.
   */
  identify?(record: Record<string, string>): Record<string, unknown>
}
