/** The result count the search page shows, e.g. on 'Show Me N cars' (spec 9). */

/** Counts above this are replaced (spec 9). */
export const DISPLAYED_COUNT_LIMIT = 1999

/**
 * The count to show. Up to 1999 it is the engine's count. Above that, the site's configured stock count
 * when set (above 0), since an explicit setting beats a derived figure; otherwise the sum of one facet's
 * value counts (pass a facet every car has exactly one value of, e.g. car_type); with neither, the count.
 */
export function displayedCount(
  count: number,
  facetValueCounts: Readonly<Record<string, number>> | undefined,
  stockCountOverride: number | null | undefined,
): number {
  if (count <= DISPLAYED_COUNT_LIMIT) return count
  if (typeof stockCountOverride === 'number' && stockCountOverride > 0) return stockCountOverride
  const summed = Object.values(facetValueCounts ?? {}).reduce((sum, n) => sum + n, 0)
  return summed > 0 ? summed : count
}
