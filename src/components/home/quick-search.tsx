import { QUICK_SEARCH_MAX_PRICES, QUICK_SEARCH_MODELS_PER_MAKE } from '@/domain/home-page'
import { fill, formatMoney, labelsFor } from '@/domain/labels'
import { DEFAULT_SEARCH } from '@/domain/search-url'
import type { ResolvedSite } from '@/lib/data/site-lookup'
import { payloadClient } from '@/lib/platform/payload'
import { searchSite, siteModelsByMake } from '@/search/site-search'

import { QuickSearchForm } from './quick-search-form'

import './home.css'

/** Makes offered in the quick search (those with the most cars first), each with its models. */
const QUICK_SEARCH_MAKES = 20

/**
 * The hero's quick search for the site's own stock: its 20 makes with the most cars and all their models from
 * its search's facets, and max prices in the site's money format. Nothing renders for a site without stock.
 */
export async function QuickSearch({ site }: { site: ResolvedSite }) {
  const payload = await payloadClient()
  const now = site.settings.now.getTime()
  const all = await searchSite(
    payload,
    site,
    { ...DEFAULT_SEARCH, hitsPerPage: 1, refinements: {}, ranges: {} },
    now,
    undefined,
    { make: QUICK_SEARCH_MAKES },
  )
  // The makes with the most cars (the facet's top), listed alphabetically, each with its models.
  const makes = Object.keys(all.facets.make ?? {}).sort((a, b) => a.localeCompare(b))
  if (makes.length === 0) return null
  const byMake = await siteModelsByMake(payload, site, DEFAULT_SEARCH, makes, now, QUICK_SEARCH_MODELS_PER_MAKE)
  const modelsByMake = Object.fromEntries(
    makes.map((make) => [make, Object.keys(byMake[make] ?? {}).sort((a, b) => a.localeCompare(b))]),
  )
  const labels = labelsFor(site.settings.locale)
  const prices = QUICK_SEARCH_MAX_PRICES.map(
    (amount) =>
      [amount, fill(labels.quickSearchUpTo, { price: formatMoney(site.settings.locale, amount) })] as [number, string],
  )
  return (
    <QuickSearchForm
      makes={makes}
      modelsByMake={modelsByMake}
      prices={prices}
      words={{
        heading: labels.quickSearch,
        make: labels.quickSearchMake,
        anyMake: labels.quickSearchAnyMake,
        model: labels.quickSearchModel,
        anyModel: labels.quickSearchAnyModel,
        maxPrice: labels.quickSearchMaxPrice,
        anyPrice: labels.quickSearchAnyPrice,
        submit: labels.quickSearchSubmit,
      }}
    />
  )
}
