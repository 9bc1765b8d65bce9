/**
 * Facet tiles (spec 2.7) and the dealership dropdown: shortcuts from a page block into the site's search.
 */
import { slugify } from './search-presets'

export const FACET_TILE_FACETS = ['make', 'body'] as const
export type FacetTileFacet = (typeof FACET_TILE_FACETS)[number]
/** At most this many tiles in a block. */
export const FACET_TILES_MAX = 12

export type FacetTile = { label: string; count: number; href: string }

/**
 * Tiles for the site's makes or bodies with cars now, most cars first (ties by name): each links to that
 * make's or body's search preset (/search/{make} or /search/{body}). `only` keeps the editor's choice and
 * order (values the site has no cars for are left out: a tile never leads to an empty search).
 */
export function facetTiles(
  counts: Readonly<Record<string, number>> | undefined,
  { only, limit = FACET_TILES_MAX }: { only?: readonly string[]; limit?: number } = {},
): FacetTile[] {
  const entries = Object.entries(counts ?? {}).filter(([value, count]) => count > 0 && slugify(value) !== '')
  const chosen = only?.length
    ? only.flatMap((wanted) => entries.filter(([value]) => slugify(value) === slugify(wanted)).slice(0, 1))
    : entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  return chosen
    .slice(0, Math.min(limit, FACET_TILES_MAX))
    .map(([value, count]) => ({ label: value, count, href: `/search/${slugify(value)}` }))
}

export type DealershipOption = { slug: string; name: string }

/**
 * The dealership dropdown's options: one per dealership of the site's sales locations (the first such
 * location names it), in the locations' order; when none names one, the site itself (cars without a
 * dealership belong to the site's own, by its slug). With one option it is chosen already (spec 2.7).
 */
export function dealershipOptions(
  locations: ReadonlyArray<{ name: string; dealershipSlug?: string | null; locationType?: string | null }>,
  site?: DealershipOption,
): { options: DealershipOption[]; selected: string | null } {
  const options: DealershipOption[] = []
  for (const location of locations) {
    const slug = location.dealershipSlug?.trim()
    if (!slug || (location.locationType && location.locationType !== 'sales') || options.some((o) => o.slug === slug))
      continue
    options.push({ slug, name: location.name })
  }
  if (options.length === 0 && site) options.push(site)
  return { options, selected: options.length === 1 ? (options[0]?.slug ?? null) : null }
}
