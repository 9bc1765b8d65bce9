/** The search results' page links (spec 2.3): first, previous, a few either side, next and last. */

/** How many page links show either side of the current page. */
export const PAGE_LINK_SPREAD = 2

export type PageLinks = {
  /** Null where the link would lead to the page shown (or to a page shown as a number anyway). */
  first: number | null
  previous: number | null
  numbers: number[]
  next: number | null
  last: number | null
}

/** The links for page `current` of `pages`; null when there is one page or none (no links). */
export function pageLinks(current: number, pages: number, spread = PAGE_LINK_SPREAD): PageLinks | null {
  if (pages <= 1) return null
  const page = Math.min(Math.max(1, current), pages)
  const numbers: number[] = []
  for (let n = Math.max(1, page - spread); n <= Math.min(pages, page + spread); n += 1) numbers.push(n)
  return {
    first: numbers[0] !== 1 ? 1 : null,
    previous: page > 1 ? page - 1 : null,
    numbers,
    next: page < pages ? page + 1 : null,
    last: numbers[numbers.length - 1] !== pages ? pages : null,
  }
}

/**
 * The page to show instead of one past the end (an old link, or stock sold since): the last page. Null
 * when `page` exists, or when nothing matches (page 1 then says so).
 */
export function pageBeyondEnd(page: number, pages: number): number | null {
  return pages >= 1 && page > pages ? pages : null
}
