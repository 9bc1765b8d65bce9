/**
 * A stock import's rejected rows as staff read them (admin: Stock imports): the row number, why it was
 * rejected, and the fields that tell which car the row was about; and as a CSV download.
 */
import { csvLine } from './csv'

/** The fields that tell which car a rejected row was about. */
export const REJECTED_KEY_FIELDS = ['stocknum', 'vin', 'make', 'model', 'year'] as const
export type RejectedKeyField = (typeof REJECTED_KEY_FIELDS)[number]
export type RejectedKey = Partial<Record<RejectedKeyField, string>>

/** A rejected row as the run records it: `key` holds what the row said of the car (runs before it have none). */
export type RejectedRowRecord = { row: number; id: string | null; errors: string[]; key: RejectedKey }

const MAX_KEY_LENGTH = 200

/** What a row said of its car's key fields, as short text (only text and numbers; nothing else is kept). */
export function rejectedKey(data: unknown): RejectedKey {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {}
  const raw = data as Record<string, unknown>
  const key: RejectedKey = {}
  for (const field of REJECTED_KEY_FIELDS) {
    const value = raw[field]
    const text =
      typeof value === 'string'
        ? value.trim()
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : ''
    if (text) key[field] = Array.from(text).slice(0, MAX_KEY_LENGTH).join('')
  }
  return key
}

/** The run's recorded rejected rows, read defensively from its JSON (older runs, hand edits): [] for none. */
export function readRejectedRows(value: unknown): RejectedRowRecord[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item): RejectedRowRecord[] => {
    if (typeof item !== 'object' || item === null) return []
    const { row, id, errors, key } = item as Record<string, unknown>
    return [
      {
        row: typeof row === 'number' ? row : 0,
        id: typeof id === 'string' ? id : null,
        errors: Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [],
        key: rejectedKey(key),
      },
    ]
  })
}

export const REJECTED_CSV_COLUMNS = ['row', 'id', ...REJECTED_KEY_FIELDS, 'reason'] as const

/**
 * Text a spreadsheet will not run: a value starting with =, +, -, @ or a tab gets a leading apostrophe
 * (the rows are an integrator's text, opened by staff in Excel or Sheets).
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** The rejected rows as CSV: a header, then one record per row; several reasons joined with '; '. */
export function rejectedRowsCsv(rows: readonly RejectedRowRecord[]): string {
  const record = (row: RejectedRowRecord) =>
    [row.id ?? '', ...REJECTED_KEY_FIELDS.map((field) => row.key[field] ?? ''), row.errors.join('; ')].map(
      spreadsheetSafe,
    )
  return [csvLine(REJECTED_CSV_COLUMNS), ...rows.map((row) => csvLine([String(row.row), ...record(row)]))].join('')
}
