import { australianVehiclePrices } from './australian-vehicle-prices'
import type { CsvMapping } from './csv-mapping'
import { integratorCsv } from './integrator'

export type { CsvMapping, CsvRowResult } from './csv-mapping'

export const CSV_MAPPINGS: Record<string, CsvMapping> = {
  [integratorCsv.name]: integratorCsv,
  [australianVehiclePrices.name]: australianVehiclePrices,
}

export function csvMapping(name: string): CsvMapping | null {
  return Object.hasOwn(CSV_MAPPINGS, name) ? (CSV_MAPPINGS[name] as CsvMapping) : null
}

export function missingColumns(mapping: CsvMapping, header: string[]): string[] {
  const present = new Set(header)
  return mapping.requiredColumns.filter((column) => !present.has(column))
}
