import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SavedListSync } from '@/components/saved/saved-list-sync'
import { CarCard } from '@/components/search/car-card'
import { GARAGE_LIMIT, parseCarIds } from '@/domain/favourites'
import { siteCarsByIds } from '@/lib/data/site-cars'
import { siteForHost } from '@/lib/data/sites'

import { labelsFor } from '@/domain/labels'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ ids?: string | string[] }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return { title: labelsFor(site?.settings.locale).yourFavourites, robots: { index: false } }
}

/** The shopper's favourite cars (the 'garage', spec 4), kept in their browser, with current prices and status. */
export default async function GaragePage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site?.settings.features.garageEnabled) notFound()
  const { ids: raw } = await searchParams
  const parsed = parseCarIds(typeof raw === 'string' ? raw : null, GARAGE_LIMIT)
  if (!parsed.ok) notFound() // the proxy has answered malformed ids with 400
  const cars = await siteCarsByIds(site, parsed.ids)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main>
        <h1>{labels.yourFavourites}</h1>
        <SavedListSync site={site.slug} list="garage" path="/garage" ids={parsed.ids} />
        {cars.length === 0 ? (
          <p>
            {labels.noFavouritesYet} <a href="/cars">{labels.ourStock}</a>.
          </p>
        ) : (
          <ol className="results">
            {cars.map((car, index) => (
              <li key={car.id}>
                <CarCard car={car} site={site} position={index} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  )
}
