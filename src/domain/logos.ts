/**
 * Logos on shopper pages (issue 22): a site's in its header, a make's on its brand page and make tiles. Both
 * are shown at a fixed height, their width following the picture's own proportions.
 */
import { slugify } from './search-presets'

/**
 * The `sizes` attribute of an image shown `cssHeight` pixels high: its width there, from its proportions
 * (square when they are unknown), so the browser picks the smallest copy that is sharp at that size.
 */
export function sizesAtHeight(image: { width?: number | null; height?: number | null }, cssHeight: number): string {
  const { width, height } = image
  const ratio = width && height && width > 0 && height > 0 ? width / height : 1
  return `${Math.ceil(cssHeight * ratio)}px`
}

/**
 * The make a stock make value names (a make tile's label, as the feed spells it): the make whose name or
 * slug reads the same once case, spaces and punctuation are set aside ("MAZDA", "Land Rover" and
 * "land-rover" all find theirs); null when no make matches.
 */
export function makeNamed<M extends { name: string; slug: string }>(value: string, makes: readonly M[]): M | null {
  const wanted = slugify(value)
  if (!wanted) return null
  return makes.find((make) => slugify(make.name) === wanted || make.slug === wanted) ?? null
}
