import { FacetValues, type FacetValue } from './facet-values'
import { SEARCH_HISTORY_LIST } from './filter-controls'
import { FilterForm } from './filter-form'
import { FILTER_SECTIONS, SORT_LABELS } from './labels'
import { fill, labelsFor, textFor } from '@/domain/labels'
import { kmToMiles, localeFacts, spellFor } from '@/domain/locale'
import type { ModelGroup } from '@/domain/model-picker'
import { sliderRange } from '@/domain/range-slider'
import { MAKES_SHOWN } from '@/domain/search-rules'
import { serializeSearch, type UrlSearch } from '@/domain/search-url'
import { RANGE_ATTRIBUTES, SORTS, type FacetCounts, type FacetStats, type RangeAttribute } from '@/search/types'
import { Input, Select } from '../ui/controls'

const RANGE_LABELS: Record<RangeAttribute, string> = {
  price: 'Price',
  subscription_price: 'Subscription price',
  km: 'Kilometres',
  year: 'Year',
}

type Props = {
  action: string
  search: UrlSearch
  facets: FacetCounts
  /** The model picker's values, grouped under their make (src/domain/model-picker.ts). */
  modelGroups: ModelGroup[]
  facetStats: FacetStats
  shownCount: number
  /** The site sells subscriptions: only then is there a subscription price filter. */
  subscriptions: boolean
  stockCountOverride: number | null
  locale: string
  siteKey: string
}

/**
 * The filter sidebar as a GET form, so every filter works without JavaScript: submitting it loads the
 * search's own URL (page dropped, as any filter change must). Ranges are sent as `min[attr]`/`max[attr]`
 * and the page redirects them to the canonical `range[attr]=min:max`. `FilterForm` adds the rest with
 * JavaScript: changes apply at once, sliders (which have no name, so never submit), the mobile drawer.
 */
export function SearchFilters({
  action,
  search,
  facets,
  modelGroups,
  facetStats,
  shownCount,
  subscriptions,
  stockCountOverride,
  locale,
  siteKey,
}: Props) {
  const miles = localeFacts(locale).distanceUnit === 'mile'
  const labels = labelsFor(locale)
  return (
    <FilterForm
      action={action}
      searchKey={serializeSearch(search)}
      shownCountText={shownCount.toLocaleString(locale)}
      stockCountOverride={stockCountOverride}
      locale={locale}
      siteKey={siteKey}
    >
      <label className="field">
        <span>{labels.search}</span>
        <Input
          type="search"
          name="query"
          defaultValue={search.query}
          placeholder={labels.searchPlaceholder}
          list={SEARCH_HISTORY_LIST}
          autoComplete="off"
          maxLength={200}
        />
      </label>
      <label className="field">
        <span>{labels.sortBy}</span>
        <Select name="sortBy" defaultValue={search.sortBy}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {textFor(locale, SORT_LABELS[sort])}
            </option>
          ))}
        </Select>
      </label>
      {RANGE_ATTRIBUTES.map((attribute) => {
        if (attribute === 'subscription_price' && !subscriptions) return null
        // No stats (no car has a value, or the engine gave none): the spec's 0–100000 (range-slider.ts).
        const stats = facetStats[attribute]
        // Odometers are stored in km; a US shopper filters in miles (the form says so with unit[km]=mi).
        const inMiles = attribute === 'km' && miles
        const shown = (km: number | undefined) => (km === undefined || !inMiles ? km : Math.round(kmToMiles(km)))
        const stored = sliderRange(stats)
        const bounds = inMiles
          ? {
              min: Math.floor(kmToMiles(stored.min) / 1000) * 1000,
              max: Math.ceil(kmToMiles(stored.max) / 1000) * 1000,
            }
          : stored
        const range = search.ranges[attribute]
        const chosen = range && { min: shown(range.min), max: shown(range.max) }
        const heading = textFor(locale, RANGE_LABELS[attribute])
        const label = heading.toLowerCase()
        return (
          <details key={attribute} className="accordion-item" open={range !== undefined}>
            <summary>{heading}</summary>
            {inMiles && <input type="hidden" name="unit[km]" value="mi" />}
            {/* No min/max on the fields: without JavaScript the browser would block a range kept from a wider search. */}
            <div className="range-fields">
              <label className="field">
                <span>{labels.min}</span>
                <Input
                  type="number"
                  name={`min[${attribute}]`}
                  defaultValue={chosen?.min}
                  placeholder={String(bounds.min)}
                />
              </label>
              <label className="field">
                <span>{labels.max}</span>
                <Input
                  type="number"
                  name={`max[${attribute}]`}
                  defaultValue={chosen?.max}
                  placeholder={String(bounds.max)}
                />
              </label>
            </div>
            <div className="range-sliders" data-range={attribute} data-min={bounds.min} data-max={bounds.max}>
              <input
                type="range"
                aria-label={fill(labels.minimumOf, { label })}
                data-thumb="min"
                min={bounds.min}
                max={bounds.max}
                step="any"
                defaultValue={chosen?.min ?? bounds.min}
              />
              <input
                type="range"
                aria-label={fill(labels.maximumOf, { label })}
                data-thumb="max"
                min={bounds.min}
                max={bounds.max}
                step="any"
                defaultValue={chosen?.max ?? bounds.max}
              />
            </div>
          </details>
        )
      })}
      {FILTER_SECTIONS.map(([attribute, heading]) => {
        if (attribute === 'model') {
          if (modelGroups.length === 0) return null
          const chosenModels = search.refinements.model ?? []
          const offsets = modelGroups.map((_, i) =>
            modelGroups.slice(0, i).reduce((sum, group) => sum + group.models.length, 0),
          )
          return (
            <details key={attribute} className="accordion-item" open={chosenModels.length > 0}>
              <summary>{spellFor(locale, heading)}</summary>
              {modelGroups.map((group, i) => (
                <fieldset key={group.make} className="model-group">
                  {group.make && <legend>{group.make}</legend>}
                  <FacetValues attribute="model" values={group.models} chosen={chosenModels} offset={offsets[i] ?? 0} />
                </fieldset>
              ))}
            </details>
          )
        }
        const values: FacetValue[] = Object.entries(facets[attribute] ?? {})
        const chosen = search.refinements[attribute] ?? []
        // Chosen values stay listed even when no car has them any more, so they can be unticked.
        for (const value of chosen) if (!values.some(([v]) => v === value)) values.push([value, 0])
        if (values.length === 0) return null
        // Makes: the first 7, then the rest behind 'Show all makes' (open when one of them is chosen).
        const shown = attribute === 'make' ? values.slice(0, MAKES_SHOWN) : values
        const more = values.slice(shown.length)
        return (
          <details key={attribute} className="accordion-item" open={chosen.length > 0}>
            <summary>{spellFor(locale, heading)}</summary>
            <FacetValues attribute={attribute} values={shown} chosen={chosen} offset={0} />
            {more.length > 0 && (
              <details className="more-values" open={more.some(([value]) => chosen.includes(value))}>
                <summary>{labels.showAllMakes}</summary>
                <FacetValues attribute={attribute} values={more} chosen={chosen} offset={shown.length} />
              </details>
            )}
          </details>
        )
      })}
    </FilterForm>
  )
}
