import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ReviewCard } from '@/components/content/cards'
import { siteDate } from '@/components/content/format'
import { HolidayHours, LocationContact, OpeningHours, RatingLine } from '@/components/content/location-details'
import { locationRatings } from '@/components/content/ratings'
import { MediaImage } from '@/components/pages/media-image'
import { addressLine } from '@/domain/locations'
import { REVIEWS_LIMIT, shownReviews } from '@/domain/reviews'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

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
    description: `${location.name}: ${addressLine(location.address) || 'address, phone'} — opening hours, phone and directions.`,
    alternates: { canonical: `/locations/${location.slug}` },
  }
}

const TYPE_LABEL = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const

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
  return (
    <>
      <SiteHeader site={site} />
      <main className="content-page location-page">
        <p className="eyebrow">{TYPE_LABEL[location.locationType ?? 'sales']}</p>
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
            <h2 id="contact-heading">Find us</h2>
            <LocationContact location={location} site={site} />
            {locationMakes.length > 0 && (
              <p>
                Makes:{' '}
                {locationMakes.map((make, index) => (
                  <span key={make.id}>
                    {index > 0 && ', '}
                    <Link href={`/brands/${make.slug}`}>{make.name}</Link>
                  </span>
                ))}
              </p>
            )}
            {(location.dealerLicenceNumber || location.motorVehicleRepairer) && (
              <p className="muted">
                {location.dealerLicenceNumber && <>Dealer licence {location.dealerLicenceNumber}. </>}
                {location.motorVehicleRepairer && <>Motor vehicle repairer licence {location.motorVehicleRepairer}.</>}
              </p>
            )}
            <p>
              <Link className="button" href="/contact">
                Contact Us
              </Link>
            </p>
          </section>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">Opening hours</h2>
            <OpeningHours location={location} site={site} />
            <HolidayHours location={location} site={site} />
          </section>
        </div>
        {ownReviews.length > 0 && (
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">What our customers say</h2>
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
