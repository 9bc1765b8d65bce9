import type { ReactNode } from 'react'

import { CarPhoto } from '@/components/photos/car-photo'
import { Card } from '@/components/ui/card'
import { carTitle } from '@/domain/car-title'
import { fill, labelsFor } from '@/domain/labels'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import type { ResolvedSite } from '@/lib/data/sites'
import type { Car } from '@/payload-types'
import { toCarDocument } from '@/search/car-document'

import './checkout.css'

/**
 * The car being reserved or bought online, as a card: its photo (or drawing), title, badge, price and stock
 * number, then what the page adds (`children`: the deposit's terms). Beside the form from 992 px; above it on a
 * phone, with a small photo beside the title so the form stays near the top.
 */
export function CheckoutCar({ site, car, children }: { site: ResolvedSite; car: Car; children?: ReactNode }) {
  const labels = labelsFor(site.settings.locale)
  const title = carTitle(car)
  const doc = toCarDocument(car, site)
  const price = priceDisplay(doc, sitePriceSettings(site.settings))
  return (
    <Card as="section" aria-labelledby="checkout-car" className="checkout-car">
      <div className="checkout-car-top">
        <div className="checkout-car-photo">
          <CarPhoto
            url={doc.primary_image_url}
            title={title}
            car={car}
            site={site}
            sizes="(max-width: 991px) 7rem, 26rem"
            maxWidth={800}
          />
        </div>
        <div>
          <h2 id="checkout-car">{title}</h2>
          {(car.badge || car.series) && <p className="muted">{[car.badge, car.series].filter(Boolean).join(' ')}</p>}
          <p className="vehicle-price">{price.text}</p>
          {car.stocknum && <p className="muted">{fill(labels.stockNumberValue, { stocknum: car.stocknum })}</p>}
        </div>
      </div>
      {children}
    </Card>
  )
}
