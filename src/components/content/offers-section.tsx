import type { ShopperOffer } from '@/lib/data/site-content'
import type { ResolvedSite } from '@/lib/data/sites'

import { OfferCard } from './cards'
import { offerEndsText } from './format'

/**
 * A page's section of live offers (the brand and model pages): a heading and the offers' cards in a grid;
 * nothing at all when there are none. Cards are keyed by their path, which is unique per offer. On a
 * model's page (`modelLink` false) the cards do not link to the model's page again.
 */
export function OffersSection({
  site,
  offers,
  heading,
  headingId,
  modelLink = true,
}: {
  site: ResolvedSite
  offers: ShopperOffer[]
  heading: string
  headingId: string
  modelLink?: boolean
}) {
  if (offers.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div className="card-grid">
        {offers.map((offer) => (
          <OfferCard
            key={offer.path}
            offer={offer}
            endsText={offerEndsText(site, offer.end)}
            locale={site.settings.locale}
            modelLink={modelLink}
          />
        ))}
      </div>
    </section>
  )
}
