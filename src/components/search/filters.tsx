import { valueLabel, FILTER_SECTIONS, SORT_LABELS } from './labels'
import { spellFor } from '@/domain/locale'
import { sliderRange } from '@/domain/range-slider'
import type { UrlSearch } from '@/search/url-query'
import { RANGE_ATTRIBUTES, SORTS, type FacetCounts, type FacetStats, type RangeAttribute } from '@/search/types'

const RANGE_LABELS: Record<RangeAttribute, string> = { price: 'Price', subscription_price: 'Subscription price', km: 'Kilometres', year: 'Year' }

type Props = {
  action: string
  search: UrlSearch
  facets: FacetCounts
  facetStats: FacetStats
  shownCount: number
  locale: string
}

/**
 * The filter sidebar as a GET form, so every filter works without JavaScript: submitting it loads the
 * search's own URL (page dropped, as any filter change must). Ranges are sent as `min[attr]`/`max[attr]`
 * and the page redirects them to the canonical `range[attr]=min:max`.
 */
export function SearchFilters({ action, search, facets, facetStats, shownCount, locale }: Props) {
  return (
    <form className="search-filters" method="get" action={action} aria-label="Filter cars">
      <label className="field">
        <span>Search</span>
        <input type="search" name="query" defaultValue={search.query} placeholder="Make, model or keyword" />
      </label>
      <label className="field">
        <span>Sort by</span>
        <select name="sortBy" defaultValue={search.sortBy}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {RANGE_ATTRIBUTES.map((attribute) => {
        const stats = facetStats[attribute]
        if (!stats) return null
        const bounds = sliderRange(stats)
        const chosen = search.ranges[attribute]
        return (
          <details key={attribute} open={chosen !== undefined}>
            <summary>{RANGE_LABELS[attribute]}</summary>
            <div className="range-fields">
              <label className="field">
                <span>Min</span>
                <input type="number" name={`min[${attribute}]`} min={bounds.min} max={bounds.max} defaultValue={chosen?.min} placeholder={String(bounds.min)} />
              </label>
              <label className="field">
                <span>Max</span>
                <input type="number" name={`max[${attribute}]`} min={bounds.min} max={bounds.max} defaultValue={chosen?.max} placeholder={String(bounds.max)} />
              </label>
            </div>
          </details>
        )
      })}
      {FILTER_SECTIONS.map(([attribute, heading]) => {
        const values = Object.entries(facets[attribute] ?? {})
        const chosen = search.refinements[attribute] ?? []
        // Chosen values stay listed even when no car has them any more, so they can be unticked.
        for (const value of chosen) if (!values.some(([v]) => v === value)) values.push([value, 0])
        if (values.length === 0) return null
        return (
          <details key={attribute} open={chosen.length > 0}>
            <summary>{spellFor(locale, heading)}</summary>
            <ul className="facet-values">
              {values.map(([value, count], index) => (
                <li key={value}>
                  <label>
                    <input type="checkbox" name={`refinementList[${attribute}][${index}]`} value={value} defaultChecked={chosen.includes(value)} /> {valueLabel(attribute, value)}{' '}
                    <span className="muted">({count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </details>
        )
      })}
      <button type="submit" className="button">
        Show Me {shownCount.toLocaleString(locale)} cars
      </button>
    </form>
  )
}
