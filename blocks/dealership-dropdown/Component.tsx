import { labelsFor } from '@/domain/labels'
import { dealershipOptions } from '@/domain/facet-tiles'
import { siteLocations } from '@/lib/data/sites'
import type { DealershipDropdownBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/**
 * The dealership dropdown: a GET form to the search with the spec's dealer filter
 * (refinementList[dealership_slug][0]={slug}), so it works without JavaScript; with one dealership that
 * option is chosen already (spec 2.7).
 */
export async function DealershipDropdown({
  block,
  context,
  index,
}: {
  block: DealershipDropdownBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const labels = labelsFor(site.settings.locale)
  const { options, selected } = dealershipOptions(await siteLocations(site), { slug: site.slug, name: site.name })
  if (options.length === 0) return null
  const id = `dealership-${index}`
  return (
    <section className="block-dealership-dropdown" aria-label={block.heading || labels.dealerships}>
      {block.heading && <h2>{block.heading}</h2>}
      <form method="get" action="/cars" className="offer-filters">
        <label htmlFor={id}>
          {labels.journeyLocation}
          <select id={id} name="refinementList[dealership_slug][0]" defaultValue={selected ?? ''} required>
            {selected === null && (
              <option value="" disabled>
                {labels.chooseDealership}
              </option>
            )}
            {options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {block.buttonLabel || labels.viewStockButton}
        </button>
      </form>
    </section>
  )
}
