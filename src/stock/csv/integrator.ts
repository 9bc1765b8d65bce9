import { INTEGRATOR_COLUMNS, INTEGRATOR_REQUIRED_COLUMNS, mapIntegratorRecord } from '../../domain/feed-mapping'
import type { CarFeedRow } from '../feed-row'
import type { CsvMapping } from './csv-mapping'

/**
 * The generic integrator CSV (README, "Stock: feeds in"): one column per Car field under its own name
 * (src/domain/feed-mapping.ts derives them from the car field table), plus `photos` and `location_code`.
 */
export const integratorCsv: CsvMapping = {
  name: 'integrator',
  description: 'Generic integrator CSV: the Car field names as columns, plus photos and location_code.',
  requiredColumns: INTEGRATOR_REQUIRED_COLUMNS,
  columns: INTEGRATOR_COLUMNS.map((column) => column.name),
  mapRow(record) {
    const mapped = mapIntegratorRecord(record)
    return mapped.ok ? { ok: true, row: mapped.row as CarFeedRow } : mapped
  },
  identify: (record) => ({ ...record }),
}
