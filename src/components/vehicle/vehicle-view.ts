/**
 * What the vehicle page works out once from the car and the site (spec 2.5), every rule from
 * `src/domain/`; the panels render from it.
 */
import { cardButtons } from '@/domain/card-buttons'
import { carTag } from '@/domain/car-tag'
import { carTitle } from '@/domain/car-title'
import { isCertifiedPreOwned } from '@/domain/certified'
import { resizeWidth } from '@/domain/feed-images'
import { financeEligible, financeSettingsOf, weeklyFinance, type LenderFigures } from '@/domain/finance-eligibility'
import { financeHref as financeLink } from '@/domain/finance-link'
import { fill, labelsFor } from '@/domain/labels'
import { marketPriceIndicator } from '@/domain/market-price'
import { carPhone } from '@/domain/phone'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { reservationDeposit, reservationOffered } from '@/domain/reserve-wording'
import { checkoutHref } from '@/domain/reservations'
import { vehicleWord } from '@/domain/sold-notice'
import { caravanSpecs, vehicleDetails } from '@/domain/vehicle-details'
import { sidebarButtons } from '@/domain/vehicle-buttons'
import { carPhotos, carSpecifications, carSummary, standardEquipment } from '@/domain/vehicle-specs'
import type { Car } from '@/payload-types'
import type { ResolvedSite } from '@/lib/data/sites'
import { toCarDocument } from '@/search/car-document'

export type Lender = LenderFigures & { disclaimer?: string | null; termMonths?: number | null }

export function vehicleView(car: Car, site: ResolvedSite) {
  const { features, locale, timeZone, now, currentYear } = site.settings
  const doc = toCarDocument(car, site)
  const title = carTitle(car)
  const word = vehicleWord(car)
  const sold = car.status === 'sold'
  const price = priceDisplay(doc, sitePriceSettings(site.settings))
  const tagSettings = { electricHybridTag: features.electricHybridTag, certifiedPreOwned: features.certifiedPreOwned }
  const tag = carTag(doc, tagSettings, Math.floor(now.getTime() / 1000))
  const certified = isCertifiedPreOwned(car, tagSettings)
  const market = features.marketPriceIndicator
    ? marketPriceIndicator({ price: car.price, autograb_data: car.autograb_data }, locale)
    : null

  const provider = features.financeProvider
  const lenders = car.finance_lenders as Record<string, Lender | undefined> | null | undefined
  const lender = provider ? lenders?.[provider] : undefined
  const financeSettings = financeSettingsOf(features)
  const financeCar = { year: car.year ?? null, price: car.price ?? null, status: car.status, financeLenders: lenders }
  const showFinance = financeEligible(financeCar, financeSettings, currentYear)
  /** The weekly estimate: the lender's, or worked out at the site's finance rate. */
  const weekly = weeklyFinance(financeCar, financeSettings, currentYear)

  const phone = carPhone(car.car_type, site.phones, car.location?.phone)
  const analyticsCar = {
    id: car.id,
    car_type: car.car_type,
    make: car.make ?? null,
    model: car.model ?? null,
    price: car.price ?? null,
  }
  const vehicleSettings = features.vehiclePage
  const reservations = features.reservations
  const buttons = sidebarButtons(
    {
      status: car.status,
      tag: car.tag ?? null,
      reserved: Boolean(car.reserved),
      price: car.price ?? null,
      file: car.file ?? null,
    },
    {
      hasPhone: phone !== null,
      financeEligible: showFinance,
      reservationsEnabled: reservations.enabled,
      tradeInEnabled: vehicleSettings.tradeIn,
      chatAssistantEnabled: Boolean(vehicleSettings.chatAssistantUrl),
      chatEnabled: Boolean(vehicleSettings.liveChatUrl),
      customButton: vehicleSettings.customButton,
      paymentMethodsEnabled: vehicleSettings.paymentMethods,
    },
  )
  const { reserveLabel } = cardButtons(doc, {
    reservationsEnabled: reservations.enabled,
    financeEligible: showFinance,
    hasPhone: phone !== null,
    locale,
  })

  return {
    car,
    site,
    locale,
    timeZone,
    now,
    features,
    vehicleSettings,
    reservations,
    title,
    word,
    sold,
    price,
    tag,
    certified,
    market,
    provider,
    lender,
    showFinance,
    weekly,
    phone,
    analyticsCar,
    buttons,
    reserveLabel,
    /** Reserve Online wording, tab and button: only where the site takes reservations and the car is reservable. */
    reserveOffered: reservationOffered(
      { status: car.status, reserved: car.reserved, tag: car.tag },
      reservations.enabled,
    ),
    href: `/cars/${car.slug}`,
    checkout: checkoutHref(car.slug, reservations.checkoutPath),
    financeHref: financeLink(features.financePath, car),
    deposit: reservationDeposit(reservations.depositAmount),
    details: vehicleDetails(car, { locale, timeZone, now }),
    caravan: caravanSpecs(car, locale),
    summary: carSummary(car, locale),
    specifications: carSpecifications(car, locale),
    equipment: standardEquipment(car),
    photos: carPhotos(car).map((url, i) => ({
      key: url,
      alt: fill(labelsFor(locale).photoAlt, { title, index: i + 1 }),
      resize: resizeWidth(url, features.imageHosts),
    })),
  }
}

export type VehicleView = ReturnType<typeof vehicleView>
