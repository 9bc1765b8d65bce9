import Link from 'next/link'

import { carTitle } from '@/domain/car-title'
import { similarCarsPath } from '@/domain/sold-notice'
import type { Car } from '@/payload-types'
import type { ResolvedSite } from '@/lib/data/sites'

import { VehicleRequestPhotos } from '../leads/vehicle-lead-forms'
import { InfoDialog } from '../info-dialog'
import { VehicleAbout } from './vehicle-about'
import { Gallery, ViewCounter } from './vehicle-client'
import { Grid } from './vehicle-detail-lists'
import { VehicleSummary } from './vehicle-summary'
import { vehicleView } from './vehicle-view'

type Props = { car: Car; site: ResolvedSite }

/**
 * The vehicle detail page (spec 2.5): server-rendered, every rule from `src/domain/` (worked out once in
 * `vehicleView`). Panels: the photos, the price-and-actions summary (with the finance box and the sidebar
 * actions), the caravan specifications, the about sections (tabs or stacked) and the promo banner.
 */
export function VehiclePage({ car, site }: Props) {
  const view = vehicleView(car, site)
  const { word, sold, caravan } = view
  return (
    <main className="vehicle-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link href="/cars">Cars</Link>
          </li>
          {car.make && (
            <li>
              <Link href={similarCarsPath({ make: car.make })}>{car.make}</Link>
            </li>
          )}
          <li aria-current="page">{carTitle(car)}</li>
        </ol>
      </nav>
      <div className="vehicle-top">
        <div className="vehicle-media">
          <Gallery photos={view.photos} />
          {!sold && (
            <div className="request-photos">
              <InfoDialog button="Request more photos" title="Request more photos">
                <p>Tell us what you would like to see of this {word} and we will send you photos.</p>
                <VehicleRequestPhotos car={car} site={site} now={view.now} priceText={view.price.text} />
              </InfoDialog>
            </div>
          )}
        </div>
        <VehicleSummary view={view} />
      </div>
      {caravan.length > 0 && (
        <section aria-labelledby="caravan-heading">
          <h2 id="caravan-heading">Caravan specifications</h2>
          <Grid items={caravan} label="Caravan specifications" limit={caravan.length} />
        </section>
      )}
      <VehicleAbout view={view} />
      <PromoBanner serviceBookingUrl={view.features.serviceBookingUrl} />
      <ViewCounter site={site.slug} carId={car.id} />
    </main>
  )
}

function PromoBanner({ serviceBookingUrl }: { serviceBookingUrl: string | null | undefined }) {
  return (
    <nav className="promo-banner" aria-label="More from us">
      <Link href="/offers" prefetch={false}>
        <strong>Latest offers</strong> <span>See this month&apos;s deals</span>
      </Link>
      <a href={serviceBookingUrl || '/service'}>
        <strong>Book a service online</strong> <span>Pick a time that suits you</span>
      </a>
      <Link href="/sell-my-car" prefetch={false}>
        <strong>Sell your car</strong> <span>Get a valuation today</span>
      </Link>
    </nav>
  )
}
