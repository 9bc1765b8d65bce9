/**
 * Text PostgreSQL can store. A `text` column refuses the NUL character (U+0000), and `jsonb` refuses it
 * and any UTF-16 surrogate without its pair; every other character, control characters included, is
 * stored as it is. Input that reaches the database (a stock feed's rows, a search) is checked here first,
 * so one bad character is that input's clear error, never the whole request's 500.
 */

const NUL = /\u0000/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** C0 control characters and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/

/** Why PostgreSQL cannot store this text, or null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (NUL.test(text)) return 'contains a NUL character'
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate (not valid Unicode)'
  return null
}

/**
 * Each string, and each object key, inside a JSON-like value that PostgreSQL cannot store, as
 * `path: reason` (`dealercomments: contains a NUL character`, `images.2: ...`).
 */
export function unstorableTextErrors(value: unknown, path = ''): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value)
    return reason ? [`${path || 'value'}: ${reason}`] : []
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextErrors(item, at(index)))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyReason = unstorableTextReason(key)
      const name = storableText(key)
      return keyReason
        ? [`${path ? `${path}.` : ''}${name}: the field name ${keyReason}`]
        : unstorableTextErrors(item, at(key))
    })
  }
  return []
}

/** The text with what PostgreSQL cannot store made visible and harmless: NUL as `\u0000`, an unpaired surrogate as U+FFFD. */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, '\\u0000').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
}

/**
 * Why a value typed into a search or a URL is not text (a control character, or unstorable), or null. A
 * U+FFFD replacement character counts too: it is what a server's URL parser leaves of percent-encoding
 * that is not valid UTF-8 (`%E0%A4%A`), so a query holding one was malformed before it reached us.
 */
export function controlCharacterReason(text: string): string | null {
  if (NUL.test(text)) return 'contains a NUL character'
  if (CONTROL.test(text)) return 'contains a control character'
  if (text.includes('\uFFFD')) return 'is not valid percent-encoded UTF-8'
  return unstorableTextReason(text)
}
