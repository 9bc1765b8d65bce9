import { notFound } from 'next/navigation'

import { CarPhoto } from '@/components/photos/car-photo'
import { RemoveSaved, SavedListSync } from '@/components/saved/saved-list-sync'
import { valueLabel } from '@/components/search/labels'
import { Button } from '@/components/ui/button'
import { COMPARE_LIMIT, parseCarIds } from '@/domain/favourites'
import { formatDistance, labelsFor, textFor } from '@/domain/labels'
import { carTitle } from '@/domain/car-title'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { siteCarsByIds } from '@/lib/data/site-cars'
import { siteForHost } from '@/lib/data/sites'
import type { CarDocument } from '@/search/types'

import { fillNodes } from '@/components/fill-nodes'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ ids?: string | string[] }> }

export const generateMetadata = catalogueMetadata('compareCars', { robots: { index: false } })

/** Rows of the comparison: a label and how to read it from a car (blank values show as a dash). */
const ROWS: Array<[string, (car: CarDocument, locale: string) => string | number | null]> = [
  ['Year', (car) => car.year],
  ['Make', (car) => car.make],
  ['Model', (car) => car.model],
  ['Badge', (car) => [car.badge, car.series].filter(Boolean).join(' ') || null],
  ['Condition', (car, locale) => textFor(locale, valueLabel('car_type', car.car_type))],
  ['Kilometres', (car, locale) => (car.km === null ? null : formatDistance(locale, car.km))],
  ['Body', (car) => car.simple_body],
  ['Transmission', (car) => car.simple_transmission],
  ['Fuel', (car) => car.simple_fuel],
  ['Drive', (car) => car.drive],
  ['Engine', (car) => car.engine_size],
  ['Colour', (car) => car.colour],
  ['Seats', (car) => car.seats],
  ['Doors', (car) => car.doors],
  ['Location', (car) => car.location_name],
  ['Availability', (car, locale) => textFor(locale, valueLabel('status', car.status))],
]

/** Up to 3 cars side by side (spec 4), from the ids the shopper picked in the browser. */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site?.settings.features.garageEnabled) notFound()
  const { ids: raw } = await searchParams
  const parsed = parseCarIds(typeof raw === 'string' ? raw : null, COMPARE_LIMIT)
  if (!parsed.ok) notFound() // the proxy has answered malformed ids with 400
  const cars = await siteCarsByIds(site, parsed.ids)
  const { locale } = site.settings
  const prices = sitePriceSettings(site.settings)
  const labels = labelsFor(locale)
  return (
    <>
      <main>
        <h1>{labels.compareCars}</h1>
        <SavedListSync site={site.slug} list="compare" path="/compare" ids={parsed.ids} />
        {cars.length === 0 ? (
          <p>
            {fillNodes(labels.nothingToCompare, {
              limit: COMPARE_LIMIT,
              stock: <a href="/cars">{labels.ourStockLower}</a>,
            })}
          </p>
        ) : (
          <div className="compare-scroll">
            {/* Columns fixed from the start (the labels', then one each car): the phone paints the table while
                its rows still arrive, and widths taken from the rows would shift it as longer ones came in. */}
            <table className="compare-table" style={{ '--compare-cars': cars.length } as React.CSSProperties}>
              <caption className="visually-hidden">{labels.carsSideBySide}</caption>
              <colgroup>
                <col className="compare-labels" />
                {cars.map((car) => (
                  <col key={car.id} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <td />
                  {cars.map((car) => (
                    <th key={car.id} scope="col">
                      <a href={`/cars/${car.slug}`}>{carTitle(car)}</a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {/* The photo, price and actions read as each car's card at the head of its column. */}
                <tr className="compare-card">
                  <th scope="row">
                    <span className="visually-hidden">{labels.photo}</span>
                  </th>
                  {cars.map((car) => (
                    <td key={car.id}>
                      <CarPhoto
                        url={car.primary_image_url}
                        title={carTitle(car)}
                        car={car}
                        site={site}
                        sizes="(max-width: 767px) 45vw, 320px"
                        maxWidth={828}
                      />
                    </td>
                  ))}
                </tr>
                <tr className="compare-card compare-price">
                  <th scope="row">{labels.price}</th>
                  {cars.map((car) => (
                    <td key={car.id}>{priceDisplay(car, prices).text}</td>
                  ))}
                </tr>
                <tr className="compare-card compare-actions">
                  <td />
                  {cars.map((car) => (
                    <td key={car.id}>
                      <Button href={`/cars/${car.slug}`}>{labels.viewDetails}</Button>
                      <RemoveSaved
                        site={site.slug}
                        list="compare"
                        path="/compare"
                        ids={parsed.ids}
                        id={car.id}
                        label={labels.remove}
                      />
                    </td>
                  ))}
                </tr>
                {ROWS.map(([label, read]) => (
                  <tr key={label}>
                    <th scope="row">{textFor(locale, label)}</th>
                    {cars.map((car) => (
                      <td key={car.id}>{read(car, locale) ?? '\u2013'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </main>
    </>
  )
}
