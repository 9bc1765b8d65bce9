import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AboutOfferModel } from '@/components/content/cards'
import { offerEndsText } from '@/components/content/format'
import { MediaImage } from '@/components/pages/media-image'
import { labelsFor } from '@/domain/labels'
import { offerEnquiryKey } from '@/domain/offers'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

import '@/components/content/content.css'

type Props = { params: Promise<{ site: string; path: string[] }> }

/**
 * The live offer /offers/{offerId} or /offers/{manufacturer}/{offerId} names (a site offer, or a manufacturer
 * offer this site shows), on this site only, at its own address only.
 */
async function load(params: Props['params']) {
  const { site: host, path } = await params
  if (path.length > 2) return null
  const site = await siteForHost(host)
  if (!site) return null
  // Each offer has one address (offerPath): a site offer's number, or a manufacturer offer's slug under its make.
  const address = `/offers/${path.join('/')}`
  const offer = (await siteContent(site).offers(new Date())).find((o) => o.path === address)
  return offer ? { site, offer } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { offer } = found
  return {
    title: offer.name,
    description: (offer.description ?? offer.name).slice(0, 160),
    alternates: { canonical: offer.path },
  }
}

/** One special offer in full: description and disclaimer uncut, its end date, its model. */
export default async function OfferPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, offer } = found
  const ends = offerEndsText(site, offer.end)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page offer-page">
        <nav aria-label={labels.breadcrumb} className="breadcrumb">
          <a href="/special-offers">{labels.specialOffersLower}</a>
          {offer.manufacturer && (
            <>
              {' / '}
              <a href={`/special-offers?manufacturer=${offer.manufacturer.slug}`}>{offer.manufacturer.name}</a>
            </>
          )}
        </nav>
        <div className="content-hero">
          <div className="content-hero-text">
            <h1>{offer.name}</h1>
            {ends && <p className="muted">{ends}</p>}
            {offer.description?.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <p className="card-actions">
              <a className="button" href={`/contact?offer=${offerEnquiryKey(offer)}`}>
                {labels.enquireAboutOffer}
              </a>
              <AboutOfferModel offer={offer} locale={site.settings.locale} />
            </p>
          </div>
          {offer.image && (
            <MediaImage
              media={offer.image}
              sizes="(min-width: 992px) 55vw, 100vw"
              className="content-hero-image"
              priority
            />
          )}
        </div>
        {offer.disclaimer && (
          <section aria-labelledby="terms-heading" className="disclaimer">
            <h2 id="terms-heading">{labels.termsAndConditionsHeading}</h2>
            <p>{offer.disclaimer}</p>
          </section>
        )}
      </main>
    </>
  )
}
