import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ReviewCard } from '@/components/content/cards'
import { siteDate } from '@/components/content/format'
import { HolidayHours, LocationContact, OpeningHours, RatingLine } from '@/components/content/location-details'
import { locationRatings } from '@/components/content/ratings'
import { LocationsMap } from '@/components/home/locations-today'
import { MediaImage } from '@/components/pages/media-image'
import { fill, labelsFor } from '@/domain/labels'
import { addressLine } from '@/domain/locations'
import { REVIEWS_LIMIT, shownReviews } from '@/domain/reviews'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import '@/components/content/content.css'

type Props = { params: Promise<{ site: string; slug: string }> }

async function load(params: Props['params']) {
  const { site: host, slug } = await params
  const site = await siteForHost(host)
  if (!site) return null
  const location = (await siteLocations(site)).find((l) => l.slug === slug)
  return location ? { site, location } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { location } = found
  return {
    title: location.name,
    description: fill(labelsFor(found.site.settings.locale).locationDescription, {
      name: location.name,
      address: addressLine(location.address) || labelsFor(found.site.settings.locale).addressAndPhone,
    }),
    alternates: { canonical: `/locations/${location.slug}` },
  }
}

const TYPE_LABEL = { sales: 'locationTypeSales', service: 'locationTypeService', parts: 'locationTypeParts' } as const

/** A location's page (spec 2.1, 2.7): map link, details, hours, holiday hours popup, its reviews. */
export default async function LocationPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, location } = found
  const content = siteContent(site)
  const [reviews, makes] = await Promise.all([content.reviews(), content.manufacturers()])
  const rating = locationRatings(site, [location], reviews).get(location.id) ?? null
  const ownReviews = shownReviews(reviews, site.settings.features)
    .filter((review) => review.location === location.id)
    .slice(0, REVIEWS_LIMIT)
  const locationMakes = makes.filter((make) => location.manufacturers.includes(make.id))
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page location-page">
        <p className="eyebrow">{labels[TYPE_LABEL[location.locationType ?? 'sales']]}</p>
        <h1>{location.name}</h1>
        <RatingLine summary={rating} />
        {location.image && (
          <MediaImage
            media={location.image}
            sizes="(min-width: 1152px) 72rem, 100vw"
            className="location-image"
            priority
          />
        )}
        <div className="location-layout">
          <section aria-labelledby="contact-heading">
            <h2 id="contact-heading">{labels.findUs}</h2>
            <LocationContact location={location} site={site} />
            {locationMakes.length > 0 && (
              <p>
                {labels.makesColon}{' '}
                {locationMakes.map((make, index) => (
                  <span key={make.id}>
                    {index > 0 && ', '}
                    <a href={`/brands/${make.slug}`}>{make.name}</a>
                  </span>
                ))}
              </p>
            )}
            {(location.dealerLicenceNumber || location.motorVehicleRepairer) && (
              <p className="muted">
                {location.dealerLicenceNumber && (
                  <>{fill(labels.dealerLicence, { number: location.dealerLicenceNumber })} </>
                )}
                {location.motorVehicleRepairer &&
                  fill(labels.repairerLicence, { number: location.motorVehicleRepairer })}
              </p>
            )}
            <p>
              <a className="button" href="/contact">
                {labels.contactUs}
              </a>
            </p>
          </section>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">{labels.openingHours}</h2>
            <OpeningHours location={location} site={site} />
            <HolidayHours location={location} site={site} />
          </section>
        </div>
        <LocationsMap site={site} locations={[location]} />
        {ownReviews.length > 0 && (
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">{labels.whatCustomersSay}</h2>
            <div className="card-grid">
              {ownReviews.map((review) => (
                <ReviewCard key={review.id} review={review} dateText={siteDate(site, review.reviewDate)} />
              ))}
            </div>
          </section>
        )}
      </main>
    </>
  )
}
