/**
 * Reading feed values for display: a value is present only when it says something. Blank text and the
 * words feeds write for nothing ('undefined', 'null', 'NaN') are missing; so are non-finite numbers.
 */

const EMPTY_WORDS: ReadonlySet<string> = new Set(['undefined', 'null', 'nan'])

/** Trimmed text (numbers become text), or null when missing. */
export function presentText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text === '' || EMPTY_WORDS.has(text.toLowerCase()) ? null : text
}

const NUMERIC = /^-?\d+(\.\d+)?$/

/** A finite number, from a number or numeric text ('45990', '45,990.50'); else null. */
export function presentNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(/,/g, '')
  return NUMERIC.test(text) ? Number(text) : null
}

/** Plain-object fields of a JSON value (an address, autograb data), or null. */
export function jsonRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}
