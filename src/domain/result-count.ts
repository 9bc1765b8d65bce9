/** The result count the search page shows, e.g. on 'Show Me N cars' (spec 9). */

/** Counts above this are replaced where the engine caps its count (spec 9). */
export const DISPLAYED_COUNT_LIMIT = 1999

/** Whether an engine's count is capped: it is exact below `countLimit`; `null` is always exact. */
export function isCountCapped(count: number, countLimit: number | null): boolean {
  return countLimit !== null && count >= countLimit
}

/**
 * The count to show: always the number of matching cars when the engine's count is exact (a summed facet
 * is no better, and over a disjunctive facet it counts cars the search excludes). Only a capped count
 * above 1999 is replaced (spec 9): by the site's configured stock count when set (above 0), since an
 * explicit setting beats a derived figure; otherwise by the sum of one facet's value counts (a facet
 * every car has exactly one value of, e.g. car_type), over the selected values only when the search
 * refines that facet (its counts are disjunctive: they ignore its own refinement); with neither, the count.
 */
export function displayedCount(
  result: {
    count: number
    countCapped: boolean
    facetValueCounts?: Readonly<Record<string, number>>
    selectedValues?: readonly string[]
  },
  stockCountOverride: number | null | undefined,
): number {
  const { count, countCapped, facetValueCounts = {}, selectedValues = [] } = result
  if (!countCapped || count <= DISPLAYED_COUNT_LIMIT) return count
  if (typeof stockCountOverride === 'number' && stockCountOverride > 0) return stockCountOverride
  const values = selectedValues.length > 0 ? selectedValues : Object.keys(facetValueCounts)
  const summed = values.reduce((sum, value) => sum + (facetValueCounts[value] ?? 0), 0)
  return summed > count ? summed : count
}
