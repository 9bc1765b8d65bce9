import { carTitle } from '@/domain/car-title'
import { fill, labelsFor, type Labels } from '@/domain/labels'
import { similarCarsPath } from '@/domain/sold-notice'
import type { Car } from '@/payload-types'
import type { ResolvedSite } from '@/lib/data/sites'

import { VehicleRequestPhotos } from '../leads/vehicle-lead-forms'
import { InfoDialog } from '../info-dialog'
import { VehicleGallery } from '../photos/vehicle-gallery'
import { VehicleIllustration } from '../photos/vehicle-illustration'
import { VehicleAbout } from './vehicle-about'
import { VehicleActionBar } from './vehicle-actions'
import { ViewCounter } from './vehicle-client'
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
  const labels = labelsFor(view.locale)
  return (
    <main className="vehicle-page">
      <nav aria-label={labels.breadcrumb} className="breadcrumbs">
        <ol>
          <li>
            <a href="/cars">{labels.cars}</a>
          </li>
          {car.make && (
            <li>
              <a href={similarCarsPath({ make: car.make })}>{car.make}</a>
            </li>
          )}
          <li aria-current="page">{carTitle(car)}</li>
        </ol>
      </nav>
      <div className="vehicle-top">
        <div className="vehicle-media">
          <VehicleGallery
            photos={view.photos}
            fallback={
              <VehicleIllustration
                simple_body={car.simple_body}
                item_type={car.item_type}
                colour={car.colour}
                label={fill(labelsFor(site.settings.locale).vehicleDrawing, { title: carTitle(car) })}
              />
            }
          />
          {!sold && (
            <div className="request-photos">
              <InfoDialog
                button={labels.requestMorePhotos}
                title={labels.requestMorePhotos}
                buttonClass="button button-secondary"
              >
                <p>{fill(labels.requestPhotosIntro, { vehicle: word })}</p>
                <VehicleRequestPhotos car={car} site={site} now={view.now} priceText={view.price.text} />
              </InfoDialog>
            </div>
          )}
        </div>
        <VehicleSummary view={view} />
      </div>
      <div className="vehicle-about">
        {caravan.length > 0 && (
          <section aria-labelledby="caravan-heading">
            <h2 id="caravan-heading">{labels.caravanSpecifications}</h2>
            <Grid items={caravan} label={labels.caravanSpecifications} limit={caravan.length} />
          </section>
        )}
        <VehicleAbout view={view} />
      </div>
      <PromoBanner serviceBookingUrl={view.features.serviceBookingUrl} labels={labels} />
      <ViewCounter site={site.slug} carId={car.id} />
      {!sold && <VehicleActionBar view={view} />}
    </main>
  )
}

function PromoBanner({ serviceBookingUrl, labels }: { serviceBookingUrl: string | null | undefined; labels: Labels }) {
  return (
    <nav className="promo-banner" aria-label={labels.moreFromUs}>
      <a href="/offers">
        <strong>{labels.latestOffers}</strong> <span>{labels.seeThisMonthsDeals}</span>
      </a>
      <a href={serviceBookingUrl || '/service'}>
        <strong>{labels.bookAServiceOnline}</strong> <span>{labels.pickATime}</span>
      </a>
      <a href="/sell-my-car">
        <strong>{labels.sellYourCar}</strong> <span>{labels.getAValuation}</span>
      </a>
    </nav>
  )
}
