/**
 * Truncation of shopper-facing text with a View more / View less toggle (spec 2.7, 9): review text at 160
 * characters, offer descriptions at 160 when they run over 200, offer disclaimers at 200.
 */

export const REVIEW_TEXT_LIMIT = 160
export const OFFER_DESCRIPTION_LIMIT = 160
/** An offer description is only cut when it is longer than this. */
export const OFFER_DESCRIPTION_TRUNCATE_OVER = 200
export const OFFER_DISCLAIMER_LIMIT = 200
const ELLIPSIS = '…'

export type Truncated = { short: string; full: string; truncated: boolean }

/**
 * `text` cut to `limit` characters (code points, so no emoji is halved) when it is longer than `over`
 * (default: the limit), trailing space dropped and '…' added. `truncated` says the toggle shows.
 */
export function truncate(text: string | null | undefined, limit: number, over = limit): Truncated {
  const full = (text ?? '').replace(/\s+/g, ' ').trim()
  const chars = Array.from(full)
  if (chars.length <= over) return { short: full, full, truncated: false }
  return { short: `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}`, full, truncated: true }
}

export const reviewText = (text: string | null | undefined) => truncate(text, REVIEW_TEXT_LIMIT)
export const offerDescription = (text: string | null | undefined) =>
  truncate(text, OFFER_DESCRIPTION_LIMIT, OFFER_DESCRIPTION_TRUNCATE_OVER)
export const offerDisclaimer = (text: string | null | undefined) => truncate(text, OFFER_DISCLAIMER_LIMIT)
