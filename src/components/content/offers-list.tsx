import { fill, labelsFor } from '@/domain/labels'
import { filterOffers, type OfferFilters } from '@/domain/offers'
import type { ShopperOffer } from '@/lib/data/site-content'
import type { ResolvedSite } from '@/lib/data/sites'

import { OfferCard } from './cards'
import { offerEndsText } from './format'
import { Select } from '../ui/controls'

/** The filters a list of offers allows: the makes and models its offers name, by slug, in name order. */
function choices(offers: readonly ShopperOffer[]) {
  const makes = new Map<string, string>()
  const models = new Map<string, string>()
  for (const offer of offers) {
    if (offer.manufacturer) makes.set(offer.manufacturer.slug, offer.manufacturer.name)
    if (offer.model) models.set(offer.model.slug, offer.model.name)
  }
  const sorted = (map: Map<string, string>) => [...map].sort((a, b) => a[1].localeCompare(b[1]))
  return { makes: sorted(makes), models: sorted(models) }
}

/** /special-offers: live offers with manufacturer and model filters (a GET form, so it works without JavaScript). */
export function OffersList({
  site,
  offers,
  filters,
  path,
}: {
  site: ResolvedSite
  offers: readonly ShopperOffer[]
  filters: OfferFilters
  path: string
}) {
  const { makes, models } = choices(offers)
  const shown = filterOffers(offers, filters)
  const filtered = Boolean(filters.manufacturer || filters.model)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      {offers.length > 0 && (
        <form className="offer-filters" method="get" action={path} aria-label={labels.filterOffers}>
          <label>
            {labels.make}
            <Select name="manufacturer" defaultValue={filters.manufacturer ?? ''}>
              <option value="">{labels.allMakes}</option>
              {makes.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </Select>
          </label>
          <label>
            {labels.model}
            <Select name="model" defaultValue={filters.model ?? ''}>
              <option value="">{labels.allModels}</option>
              {models.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </Select>
          </label>
          <button type="submit" className="button">
            {labels.showOffers}
          </button>
          {filtered && <a href={path}>{labels.clearFilters}</a>}
        </form>
      )}
      <p className="muted" role="status">
        {shown.length === 1 ? labels.offersOne : fill(labels.offersMany, { count: shown.length })}
        {filtered ? labels.offersMatchSuffix : '.'}
      </p>
      {shown.length === 0 ? (
        <p>{filtered ? labels.offersNoneFiltered : labels.offersNone}</p>
      ) : (
        <div className="card-grid">
          {shown.map((offer, index) => (
            <OfferCard
              key={offer.id}
              priority={index === 0}
              offer={offer}
              heading="h2"
              endsText={offerEndsText(site, offer.end)}
              locale={site.settings.locale}
            />
          ))}
        </div>
      )}
    </>
  )
}
