/** Writing CSV (RFC 4180): the vehicle listings feed and rejected-row downloads. */

/**
 * One CSV field: quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled;
 * control characters other than tab and line breaks (which CSV readers choke on) dropped.
 */
export function csvField(value: string): string {
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  return /[",\r\n]|^\s|\s$/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean
}

/** One CSV record, CRLF-terminated. */
export const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`

/**
 * A cell a spreadsheet shows as text instead of running it as a formula (CSV injection, OWASP): one that
 * begins with =, +, -, @, a tab or a carriage return gets a leading apostrophe, which spreadsheets hide.
 * For files of what others typed (shoppers' leads), opened by staff in Excel or Sheets.
 */
export const spreadsheetText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
