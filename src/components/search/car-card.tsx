import Link from 'next/link'
import { cardButtons } from '@/domain/card-buttons'
import { carTag } from '@/domain/car-tag'
import { checkoutHref } from '@/domain/reservations'
import { showsComparisonRate } from '@/domain/finance-disclaimer'
import { financeEligible, weeklyFinanceText } from '@/domain/finance-eligibility'
import { financeHref } from '@/domain/finance-link'
import { carTitle } from '@/domain/car-title'
import { canFavouriteOrCompare } from '@/domain/favourites'
import { carPhone } from '@/domain/phone'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { formatDistance, labelsFor } from '@/domain/labels'
import { canWatch } from '@/domain/watchlist'
import type { ResolvedSite } from '@/lib/data/site-lookup'
import type { CarDocument } from '@/search/types'

import { CarSaveButtons } from '../saved/car-save-buttons'
import { InfoTip } from '../info-tip'
import { CardPhoto } from './card-photo'
import { PhoneReveal } from '../saved/phone-reveal'
import { WatchlistButton } from '../saved/watchlist-button'

type Props = { car: CarDocument; site: ResolvedSite; position: number }

/** Cards above the fold load their image at once; the rest lazily (spec 2.4: 100vw under 768px, else 30vw). */
const EAGER_CARDS = 3

/** One search result (spec 2.4), server-rendered from the search document with the domain's rules. */
export function CarCard({ car, site, position }: Props) {
  const { features, locale, now, currentYear } = site.settings
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const title = carTitle(car)
  const price = priceDisplay(car, sitePriceSettings(site.settings))
  const tag = carTag(
    car,
    { electricHybridTag: features.electricHybridTag, certifiedPreOwned: features.certifiedPreOwned },
    nowSeconds,
  )
  const finance = { financeProvider: features.financeProvider, hideFinance: features.hideFinance }
  const provider = features.financeProvider
  const financeCar = {
    year: car.year,
    price: car.price,
    status: car.status,
    financeLenders: provider && car.finance_lender ? { [provider]: car.finance_lender } : null,
  }
  const phone = carPhone(car.car_type, site.phones, null)
  const { buttons, soldTag, reserveLabel } = cardButtons(car, {
    reservationsEnabled: features.reservations.enabled,
    financeEligible: financeEligible(financeCar, finance, currentYear),
    hasPhone: phone !== null,
    locale,
  })
  const weekly = weeklyFinanceText(financeCar, finance, currentYear, locale)
  const chips = [
    car.km !== null ? formatDistance(locale, car.km) : null,
    car.simple_transmission,
    car.simple_fuel,
    car.simple_body,
  ].filter(Boolean)
  const href = `/cars/${car.slug}`
  const analyticsCar = { id: car.id, car_type: car.car_type, make: car.make, model: car.model, price: car.price }
  const savable = canFavouriteOrCompare(car, {
    garageEnabled: features.garageEnabled,
    favouritesUsedWithImagesOnly: features.favouritesUsedWithImagesOnly,
  })
  return (
    <article className={`car-card status-${car.status}`} aria-labelledby={`car-${car.id}`}>
      <div className="car-card-image">
        <CardPhoto
          src={car.primary_image_url || null}
          alt={title}
          eager={position < EAGER_CARDS}
          placeholder={labelsFor(locale).photoComingSoon}
        />
        {soldTag ? (
          <span className="car-tag car-tag-sold">SOLD</span>
        ) : (
          tag && <span className={`car-tag car-tag-${tag.kind}`}>{tag.label}</span>
        )}
        {car.location_name && <span className="car-card-location">{car.location_name}</span>}
      </div>
      {savable && <CarSaveButtons site={site.slug} car={analyticsCar} title={title} />}
      <h3 id={`car-${car.id}`}>
        <a href={href}>{title}</a>
      </h3>
      {(car.badge || car.series) && (
        <p className="car-card-badge">{[car.badge, car.series].filter(Boolean).join(' ')}</p>
      )}
      {chips.length > 0 && (
        <ul className="chips" aria-label="Key details">
          {chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
        </ul>
      )}
      <p className="car-card-price">
        {price.state === 'subscription' ? `${price.text} subscription` : price.text}
        {price.state === 'reduced' && price.wasText && <s className="muted"> {price.wasText}</s>}
        {car.price_type && (price.state === 'car-price' || price.state === 'reduced') && (
          <span className="muted"> {car.price_type}</span>
        )}
      </p>
      {canWatch(car) && <WatchlistButton carId={car.id} title={title} />}
      {weekly && (
        <div className="car-card-weekly">
          {weekly}{' '}
          <InfoTip label={labelsFor(locale).aboutWeeklyEstimate}>
            <p>
              Estimate at {car.finance_lender?.interestRate?.toFixed(2)}% p.a.
              {showsComparisonRate(site.settings.country) &&
                typeof car.finance_lender?.comparisonRate === 'number' &&
                ` (${labelsFor(locale).comparisonRate.toLowerCase()} ${car.finance_lender.comparisonRate.toFixed(2)}% p.a.)`}
              . See our <Link href="/terms-and-conditions">terms and conditions</Link>.
            </p>
          </InfoTip>
        </div>
      )}
      <ul className="car-card-actions">
        {buttons.map((button) => {
          switch (button) {
            case 'view-details':
              return (
                <li key={button}>
                  <a className="button" href={href}>
                    View Details
                  </a>
                </li>
              )
            case 'find-similar':
              return (
                <li key={button}>
                  <a className="button" href={href}>
                    Find me something similar
                  </a>
                </li>
              )
            case 'call':
              return (
                phone && (
                  <li key={button}>
                    <PhoneReveal site={site.slug} car={analyticsCar} phone={phone} />
                  </li>
                )
              )
            case 'enquire':
              return (
                <li key={button}>
                  <a href={`${href}#enquire`}>{labelsFor(locale).enquire}</a>
                </li>
              )
            case 'test-drive':
              return (
                <li key={button}>
                  <a href={`${href}#test-drive`}>Book a Test Drive</a>
                </li>
              )
            case 'reserve':
              return (
                <li key={button}>
                  <a href={checkoutHref(car.slug, features.reservations.checkoutPath)}>{reserveLabel}</a>
                </li>
              )
            case 'finance':
              return (
                <li key={button}>
                  <a href={financeHref(features.financePath, car)}>Get finance</a>
                </li>
              )
          }
        })}
      </ul>
    </article>
  )
}
