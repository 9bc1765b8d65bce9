import type { CarFeedRow } from '../feed-row'
import { australianVehiclePrices } from './australian-vehicle-prices'

export type CsvRowResult = { ok: true; row: CarFeedRow } | { ok: false; errors: string[] }

/** Maps one CSV record (column name -> text) to a canonical feed row, or says why it cannot. */
export type CsvMapping = {
  name: string
  description: string
  requiredColumns: readonly string[]
  mapRow(record: Record<string, string>): CsvRowResult
  /**
   * What a row that cannot be mapped still says about its car (Car fields, unchecked), so the importer
   * can tell which car it is about: a rejected row's car is never counted as missing from a full feed.
   */
  identify?(record: Record<string, string>): Record<string, unknown>
}

export const CSV_MAPPINGS: Record<string, CsvMapping> = {
  [australianVehiclePrices.name]: australianVehiclePrices,
}

export function csvMapping(name: string): CsvMapping | null {
  return Object.hasOwn(CSV_MAPPINGS, name) ? (CSV_MAPPINGS[name] as CsvMapping) : null
}

export function missingColumns(mapping: CsvMapping, header: string[]): string[] {
  const present = new Set(header)
  return mapping.requiredColumns.filter((column) => !present.has(column))
}
