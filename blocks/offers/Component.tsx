import { OfferCard } from '@/components/content/cards'
import { offerEndsText } from '@/components/content/format'
import { siteContent } from '@/lib/data/site-content'
import type { OffersBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'
import { labelsFor } from '@/domain/labels'

/** Live offers of the site (optionally one make's), with a link to all of them. None: nothing renders. */
export async function Offers({ block, context }: { block: OffersBlock; context: BlockContext; index: number }) {
  const { site } = context
  const makeId =
    typeof block.manufacturer === 'object' && block.manufacturer ? block.manufacturer.id : block.manufacturer
  const offers = (await siteContent(site).offers(new Date())).filter(
    (offer) => !makeId || offer.manufacturer?.id === makeId,
  )
  if (offers.length === 0) return null
  const heading = block.heading || labelsFor(context.site.settings.locale).specialOffersLower
  return (
    <section className="block-offers" aria-label={heading}>
      <h2>{heading}</h2>
      <div className="card-grid">
        {offers.slice(0, block.limit || 6).map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            endsText={offerEndsText(site, offer.end)}
            locale={site.settings.locale}
          />
        ))}
      </div>
      <p>
        <a href="/special-offers">{labelsFor(site.settings.locale).seeAllOffers}</a>
      </p>
    </section>
  )
}
