import { cardButtons, carouselCardButtons, primaryCardButton } from '@/domain/card-buttons'
import { carTag } from '@/domain/car-tag'
import { checkoutHref } from '@/domain/reservations'
import { showsComparisonRate } from '@/domain/finance-disclaimer'
import { financeEligible, financeSettingsOf, weeklyFinance, weeklyText } from '@/domain/finance-eligibility'
import { financeHref } from '@/domain/finance-link'
import { carTitle } from '@/domain/car-title'
import { canFavouriteOrCompare } from '@/domain/favourites'
import { carPhone } from '@/domain/phone'
import { priceDisplay, priceDrop, sitePriceSettings } from '@/domain/price-display'
import { fill, formatDistance, labelsFor } from '@/domain/labels'
import { canWatch } from '@/domain/watchlist'
import type { ResolvedSite } from '@/lib/data/site-lookup'
import type { CarDocument } from '@/search/types'

import { CarSaveButtons } from '../saved/car-save-buttons'
import { fillNodes } from '../fill-nodes'
import { InfoTip } from '../info-tip'
import { CardPhotos } from '../photos/card-photos'
import { PhoneReveal } from '../saved/phone-reveal'
import { WatchlistButton } from '../saved/watchlist-button'
import { Button, buttonClass } from '../ui/button'
import { ChipList } from '../ui/badge'

type Props = {
  car: CarDocument
  site: ResolvedSite
  /**
   * A result's place on its page: the first three load their photo at once, the first one first. A carousel's
   * card has none: the strip sits below the hero, so its photos wait until they near the screen.
   */
  position?: number
  /** 'carousel': a card in a home page strip, with the primary action and Enquire (the rest are on the car's page). */
  variant?: 'result' | 'carousel'
  /** Its title's id: a page may show one car twice (featured and latest), so a strip names its own. */
  headingId?: string
}

/** Cards above the fold load their image at once; the rest lazily (spec 2.4: 100vw under 768px, else 30vw). */
const EAGER_CARDS = 3

/** One search result (spec 2.4), server-rendered from the search document with the domain's rules. */
export function CarCard({ car, site, position, variant = 'result', headingId = `car-${car.id}` }: Props) {
  const inCarousel = variant === 'carousel'
  const { features, locale, now, currentYear } = site.settings
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const title = carTitle(car)
  const price = priceDisplay(car, sitePriceSettings(site.settings))
  const drop = priceDrop(car, locale)
  const tag = carTag(
    car,
    { electricHybridTag: features.electricHybridTag, certifiedPreOwned: features.certifiedPreOwned },
    nowSeconds,
  )
  const finance = financeSettingsOf(features)
  const provider = features.financeProvider
  const financeCar = {
    year: car.year,
    price: car.price,
    status: car.status,
    financeLenders: provider && car.finance_lender ? { [provider]: car.finance_lender } : null,
  }
  const phone = carPhone(car.car_type, site.phones, null)
  const allowed = cardButtons(car, {
    reservationsEnabled: features.reservations.enabled,
    financeEligible: financeEligible(financeCar, finance, currentYear),
    hasPhone: phone !== null,
    locale,
  })
  const { soldTag, reserveLabel } = allowed
  const buttons = inCarousel ? carouselCardButtons(allowed.buttons) : allowed.buttons
  const primaryButton = primaryCardButton(buttons)
  const estimate = weeklyFinance(financeCar, finance, currentYear)
  const weekly = estimate && weeklyText(estimate.weekly, locale)
  const labels = labelsFor(locale)
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
    <article
      className={`car-card status-${car.status}${inCarousel ? ' car-card-carousel' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="car-card-image">
        <CardPhotos
          car={car}
          site={site}
          eager={position !== undefined && position < EAGER_CARDS}
          priority={position === 0}
          href={href}
        />
        {/* One row over the photo's top: the tag on the left, the save buttons on the right; on a narrow card
            the tag's words wrap rather than run under the buttons. */}
        <div className="car-card-overlay">
          {soldTag ? (
            <span className="car-tag car-tag-sold">{labels.soldTag}</span>
          ) : (
            tag && <span className={`car-tag car-tag-${tag.kind}`}>{tag.label}</span>
          )}
          {savable && <CarSaveButtons site={site.slug} car={analyticsCar} title={title} />}
        </div>
        {car.location_name && <span className="car-card-location">{car.location_name}</span>}
      </div>
      <h3 id={headingId}>
        <a href={href}>{title}</a>
      </h3>
      {(car.badge || car.series) && (
        <p className="car-card-badge">{[car.badge, car.series].filter(Boolean).join(' ')}</p>
      )}
      {chips.length > 0 && <ChipList label={labels.keyDetails} items={chips} />}
      <p className="car-card-price">
        {price.state === 'subscription' ? fill(labels.subscriptionPrice, { price: price.text }) : price.text}
        {price.state === 'reduced' && price.wasText && <s className="muted"> {price.wasText}</s>}
        {car.price_type && (price.state === 'car-price' || price.state === 'reduced') && (
          <span className="muted"> {car.price_type}</span>
        )}
      </p>
      {drop && (
        <p className="price-drop">
          <strong>{drop.label}</strong> {drop.saving}
        </p>
      )}
      {!inCarousel && canWatch(car) && <WatchlistButton carId={car.id} title={title} />}
      {weekly && (
        <div className="car-card-weekly">
          {weekly}{' '}
          <InfoTip label={labelsFor(locale).aboutWeeklyEstimate}>
            <p>
              {fill(labels.estimateAtRate, { rate: estimate?.rate?.toFixed(2) ?? '' })}
              {showsComparisonRate(site.settings.country) &&
                typeof car.finance_lender?.comparisonRate === 'number' &&
                fill(labels.comparisonRateNote, {
                  label: labels.comparisonRate.toLowerCase(),
                  rate: car.finance_lender.comparisonRate.toFixed(2),
                })}
              {fillNodes(labels.seeOurTerms, {
                terms: <a href="/terms-and-conditions">{labels.termsAndConditionsLower}</a>,
              })}
            </p>
          </InfoTip>
        </div>
      )}
      <ul className="car-card-actions">
        {buttons.map((button) => {
          // One filled button per card (the first: the car page, or what the car allows); the rest outlined.
          const primary = button === primaryButton
          const item = primary ? 'car-card-primary' : undefined
          const variant = primary ? 'primary' : 'secondary'
          switch (button) {
            case 'view-details':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={href}>
                    {labels.viewDetails}
                  </Button>
                </li>
              )
            case 'find-similar':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={href}>
                    {labels.findSimilar}
                  </Button>
                </li>
              )
            case 'call':
              return (
                phone && (
                  <li key={button} className={item}>
                    <PhoneReveal
                      site={site.slug}
                      car={analyticsCar}
                      phone={phone}
                      className={buttonClass(variant, 'car-card-phone')}
                    />
                  </li>
                )
              )
            case 'enquire':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={`${href}#enquire`}>
                    {labelsFor(locale).enquire}
                  </Button>
                </li>
              )
            case 'test-drive':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={`${href}#test-drive`}>
                    {labels.bookTestDrive}
                  </Button>
                </li>
              )
            case 'reserve':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={checkoutHref(car.slug, features.reservations.checkoutPath)}>
                    {reserveLabel}
                  </Button>
                </li>
              )
            case 'finance':
              return (
                <li key={button} className={item}>
                  <Button variant={variant} href={financeHref(features.financePath, car)}>
                    {labels.getFinance}
                  </Button>
                </li>
              )
          }
        })}
      </ul>
    </article>
  )
}
