import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ModelCard } from '@/components/content/cards'
import { OffersSection } from '@/components/content/offers-section'
import { MediaImage } from '@/components/pages/media-image'
import { fill, labelsFor } from '@/domain/labels'
import { sizesAtHeight } from '@/domain/logos'
import { DEFAULT_SEARCH, serializeSearch } from '@/domain/search-url'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import '@/components/content/content.css'

type Props = { params: Promise<{ site: string; brand: string }> }

/** The make's logo's height beside its name, in CSS pixels (`.brand-logo` in content.css). */
const BRAND_LOGO_HEIGHT = 64

/** A make this site carries (a model, an offer or a location names it); another make is a 404. */
async function load(params: Props['params']) {
  const { site: host, brand } = await params
  const site = await siteForHost(host)
  if (!site) return null
  const content = siteContent(site)
  const [makes, models, offers, locations] = await Promise.all([
    content.manufacturers(),
    content.models(),
    content.offers(new Date()),
    siteLocations(site),
  ])
  const make = makes.find((m) => m.slug === brand)
  if (!make) return null
  const brandModels = models.filter((model) => model.manufacturer?.id === make.id)
  const brandOffers = offers.filter((offer) => offer.manufacturer?.id === make.id)
  const carried =
    brandModels.length > 0 ||
    brandOffers.length > 0 ||
    locations.some((location) => location.manufacturers.includes(make.id))
  return carried ? { site, make, models: brandModels, offers: brandOffers } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return {
    title: fill(labelsFor(found.site.settings.locale).makeAtSite, { make: found.make.name, site: found.site.name }),
    description: fill(labelsFor(found.site.settings.locale).brandDescription, {
      make: found.make.name,
      site: found.site.name,
    }),
    alternates: { canonical: `/brands/${found.make.slug}` },
  }
}

/** A brand page (spec 2.1): the make's logo, its models and live offers on this site, and a link to its stock. */
export default async function BrandPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, make, models, offers } = found
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page">
        {make.logo ? (
          <div className="brand-heading">
            {/* 64 px high (content.css), from the make's logo copies; at the top of the page, so not lazy. */}
            <MediaImage
              media={make.logo}
              only={['small', 'medium']}
              sizes={sizesAtHeight(make.logo, BRAND_LOGO_HEIGHT)}
              className="brand-logo"
              priority
            />
            <h1>{make.name}</h1>
          </div>
        ) : (
          <h1>{make.name}</h1>
        )}
        <p>
          <a
            className="button"
            href={`/cars?${serializeSearch({ ...DEFAULT_SEARCH, refinements: { make: [make.name] } })}`}
          >
            {fill(labels.viewStock, { name: make.name })}
          </a>
        </p>
        {models.length > 0 && (
          <section aria-labelledby="brand-models-heading">
            <h2 id="brand-models-heading">{fill(labels.makeModels, { make: make.name })}</h2>
            <div className="card-grid">
              {models.map((model) => (
                <ModelCard key={model.id} model={model} site={site} />
              ))}
            </div>
          </section>
        )}
        <OffersSection
          site={site}
          offers={offers}
          heading={fill(labels.modelOffers, { name: make.name })}
          headingId="brand-offers-heading"
        />
      </main>
    </>
  )
}
