import { unstable_cache } from 'next/cache'

import { BUDGET_SEARCH_MIN_PRICE, type PriceStats } from '@/domain/budget-finder'
import { DEFAULT_SEARCH } from '@/domain/search-url'
import { searchSite } from '@/search/site-search'
import type { CarType } from '@/search/types'

import { payloadClient } from '../platform/payload'
import { siteTag } from '../platform/revalidate'
import type { PublicSite } from './site-lookup'

/** The body types offered in the picker: the most common ones among the car type's cars. */
const BODY_LIMIT = 8

export type BudgetStats = Record<string, { all: PriceStats; bodies: Array<{ body: string; stats: PriceStats }> }>

/**
 * Price statistics the budget finder decides with (spec 7 'Budget finder search'): per car type, and per
 * body type within it, the count and lowest and highest price of the site's listed cars priced above 1000.
 * Scoped to the site; cached five minutes (and under the site's tag, so a site change expires it).
 */
export const budgetStats = (site: PublicSite, carTypes: CarType[]): Promise<BudgetStats> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const stats = async (refinements: Record<string, string[]>, facets = {}) => {
        const result = await searchSite(
          payload,
          site,
          { ...DEFAULT_SEARCH, hitsPerPage: 1, refinements, ranges: { price: { min: BUDGET_SEARCH_MIN_PRICE + 1 } } },
          Date.now(),
          undefined,
          facets,
        )
        const price = result.facetStats.price
        return {
          result,
          stats: result.count > 0 && price ? { count: result.count, min: price.min, max: price.max } : null,
        }
      }
      const out: BudgetStats = {}
      for (const carType of carTypes) {
        const { result, stats: all } = await stats({ car_type: [carType] }, { body: BODY_LIMIT })
        const bodies = Object.entries(result.facets.body ?? {})
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, BODY_LIMIT)
          .map(([body]) => body)
        out[carType] = {
          all,
          bodies: await Promise.all(
            bodies.map(async (body) => ({ body, stats: (await stats({ car_type: [carType], body: [body] })).stats })),
          ),
        }
      }
      return out
    },
    ['budget-stats', String(site.id), carTypes.join(',')],
    { tags: [siteTag(site.slug)], revalidate: 300 },
  )()
