import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LocationCard } from '@/components/content/cards'
import { locationRatings } from '@/components/content/ratings'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost, siteLocations } from '@/lib/data/sites'

import '@/components/content/content.css'
import { fill, labelsFor } from '@/domain/labels'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return site
    ? {
        title: labelsFor(site.settings.locale).ourDealerships,
        description: fill(labelsFor(site.settings.locale).dealershipsDescription, { site: site.name }),
      }
    : {}
}

/** Every visible location of the site, sales first, then service, then parts (spec 2.1, 2.2). */
export default async function DealershipsPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const [locations, reviews] = await Promise.all([siteLocations(site), siteContent(site).reviews()])
  const ratings = locationRatings(site, locations, reviews)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page">
        <h1>{labels.ourDealerships}</h1>
        {locations.length === 0 ? (
          <p>{labels.noLocationsYet}</p>
        ) : (
          <div className="card-grid">
            {locations.map((location, index) => (
              <LocationCard
                key={location.id}
                priority={index === 0}
                location={location}
                site={site}
                rating={ratings.get(location.id) ?? null}
                heading="h2"
              />
            ))}
          </div>
        )}
      </main>
    </>
  )
}
