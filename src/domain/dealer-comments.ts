/**
 * The vehicle page's dealer comments (spec 2.5, 9): feed text split on '|' into paragraphs, cut at 400
 * characters with a more/less toggle, and a pending message when there are none.
 */

/** Collapsed comments keep at most this many characters of paragraph text (spec 9). */
export const DEALER_COMMENTS_LIMIT = 400
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
const ELLIPSIS = '…'

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * Feed comments are plain text; any HTML in them becomes text. Script and style contents and comments go;
 * a line break or the end of a block is a space, other tags vanish; then the six common entities are
 * decoded in one pass (so '&amp;lt;' reads '&lt;'). A '<' that starts no tag ('under < 5000 km') stays.
 */
function plainText(raw: string): string {
  return raw
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/** Paragraphs: split on '|', whitespace runs collapsed to one space, trimmed, empty ones dropped. */
function paragraphsOf(raw: string): string[] {
  return plainText(raw)
    .split('|')
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
}

/** The comments as plain text, paragraphs joined by a space (for a description); null when there are none. */
export function dealerCommentsText(raw: string | null | undefined): string | null {
  return paragraphsOf(raw ?? '').join(' ') || null
}

/** Characters as a reader counts them (code points, so an emoji is never cut in half). */
const characters = (text: string) => Array.from(text)

/**
 * The comments to show. Collapsed: whole paragraphs while they fit in 400 characters of text (the breaks
 * between paragraphs not counted), the paragraph that overflows cut at the limit and ended with '…'.
 * `truncated` says the comments are longer than the limit, so the more/less toggle shows (expanded or
 * not). No comments: the pending message.
 */
export function dealerComments(
  raw: string | null | undefined,
  expanded: boolean,
): { paragraphs: string[]; truncated: boolean } {
  const paragraphs = paragraphsOf(raw ?? '')
  if (paragraphs.length === 0) return { paragraphs: [DEALER_COMMENTS_PENDING], truncated: false }
  const total = paragraphs.reduce((sum, paragraph) => sum + characters(paragraph).length, 0)
  const truncated = total > DEALER_COMMENTS_LIMIT
  if (!truncated || expanded) return { paragraphs, truncated }

  const shown: string[] = []
  let remaining = DEALER_COMMENTS_LIMIT
  for (const paragraph of paragraphs) {
    const chars = characters(paragraph)
    if (chars.length <= remaining) {
      shown.push(paragraph)
      remaining -= chars.length
      continue
    }
    const cut = chars.slice(0, remaining).join('').trimEnd()
    if (cut) shown.push(cut)
    break
  }
  const last = shown.length - 1
  shown[last] = `${shown[last]}${ELLIPSIS}`
  return { paragraphs: shown, truncated }
}
