/**
 * The vehicle page's schema.org data for search engines (a Product and a Car, typed with schema-dts), and
 * the safe text of its <script type="application/ld+json"> element. Missing fields are left out.
 */
import type {
  AutoDealerLeaf,
  CarLeaf,
  ItemAvailability,
  MergeLeafTypes,
  Offer,
  PostalAddress,
  ProductLeaf,
  WithContext,
} from 'schema-dts'

import type { CarRecord } from './car'
import { dealerCommentsText } from './dealer-comments'
import { jsonRecord, presentNumber, presentText } from './field-values'
import { countedPrice, priceDisplay, type PriceDisplay, type PriceSettings } from './price-display'

const SCHEMA = 'https://schema.org'
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { AU: 'AUD', NZ: 'NZD', US: 'USD' }
const AVAILABILITY_BY_STATUS: Readonly<Partial<Record<CarRecord['status'], ItemAvailability>>> = {
  in_stock: `${SCHEMA}/InStock`,
  coming_soon: `${SCHEMA}/PreOrder`,
  sold: `${SCHEMA}/SoldOut`,
}
/** The price display states that show the car's price; the others (subscription, pre-order, no price) hide it. */
const PRICE_SHOWN: ReadonlySet<PriceDisplay['state']> = new Set(['car-price', 'reduced'])

/** The vehicle page's data: a schema.org Product and Car in one node. */
export type CarStructuredData = WithContext<MergeLeafTypes<[ProductLeaf, CarLeaf]>>

/** The site as the data needs it: its name (the seller), country (currency, address) and price rules. */
export type StructuredDataSite = { name: string; country: 'AU' | 'NZ' | 'US' | string; prices: PriceSettings }

/** The object without its undefined and null fields, and without empty arrays. */
function compact<T extends object>(fields: T): T {
  const present = (value: unknown) =>
    value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => present(value))) as T
}

/** Present text, or undefined (schema-dts fields take no null). */
const text = (value: unknown): string | undefined => presentText(value) ?? undefined

/** Photo URLs: the primary image first, then the car's images (text URLs, or objects with a url), each once. */
function imageUrls(car: CarRecord): string[] {
  const listed = Array.isArray(car.images) ? car.images : []
  const urls = [
    car.primary_image_url,
    ...listed.map((image) => (typeof image === 'object' && image !== null ? jsonRecord(image)?.url : image)),
  ]
  return [...new Set(urls.map(presentText).filter((url): url is string => url !== null))]
}

/** The yard's address from the car's location (street, city, state, postcode) in the site's country; undefined when none is known. */
function postalAddress(car: CarRecord, country: string): PostalAddress | undefined {
  const fields = jsonRecord(car.location?.address)
  if (!fields) return undefined
  const address = compact({
    streetAddress: text(fields.street),
    addressLocality: text(fields.city),
    addressRegion: presentText(fields.state)?.toUpperCase(),
    postalCode: text(fields.postcode),
  })
  if (Object.keys(address).length === 0) return undefined
  return { '@type': 'PostalAddress', ...address, ...compact({ addressCountry: text(country.toUpperCase()) }) }
}

/**
 * The car's price when the site shows it (its price display state is car-price or reduced, the price counting
 * above $10) and the site's currency is known; else null: no price for 'Enquire for price', pre-order or
 * subscriptions, and none without a currency.
 */
function shownPrice(car: CarRecord, site: StructuredDataSite): { price: number; currency: string } | null {
  const currency = CURRENCY_BY_COUNTRY[site.country.trim().toUpperCase()]
  if (!currency) return null
  const display = priceDisplay(
    {
      price: car.price ?? null,
      before_price: car.before_price ?? null,
      subscription_price: car.subscription_price ?? null,
      preorder: Boolean(car.preorder),
    },
    site.prices,
  )
  const price = countedPrice(car.price)
  return PRICE_SHOWN.has(display.state) && price !== null ? { price, currency } : null
}

/**
 * schema.org Product and Car: name, brand, model, model year, the badge (vehicleConfiguration), the stock
 * number (sku), the dealer comments (description), odometer in km (unitCode KMT), VIN, colour, body, fuel,
 * transmission, images, condition (new is NewCondition; used and demo UsedCondition), and an Offer: the price
 * only as the site shows it (see shownPrice) in the site country's currency, availability (InStock, PreOrder
 * for coming soon, SoldOut; none for other statuses), the page URL and the seller: an AutoDealer with the
 * site's name and the car's location address.
 */
export function carJsonLd(car: CarRecord, site: StructuredDataSite, url: string): CarStructuredData {
  const make = presentText(car.make)
  const km = presentNumber(car.km)
  const shown = shownPrice(car, site)
  const sellerName = presentText(site.name)
  const seller: AutoDealerLeaf | undefined = sellerName
    ? compact<AutoDealerLeaf>({ '@type': 'AutoDealer', name: sellerName, address: postalAddress(car, site.country) })
    : undefined
  const offer: Offer = compact({
    '@type': 'Offer',
    price: shown?.price,
    priceCurrency: shown?.currency,
    availability: AVAILABILITY_BY_STATUS[car.status],
    url: text(url),
    seller,
  })
  return compact<CarStructuredData>({
    '@context': SCHEMA,
    '@type': ['Product', 'Car'],
    name: text(car.name),
    brand: make ? { '@type': 'Brand', name: make } : undefined,
    model: text(car.model),
    vehicleModelDate: text(car.year),
    vehicleConfiguration: text(car.badge),
    sku: text(car.stocknum),
    description: dealerCommentsText(car.dealercomments) ?? undefined,
    mileageFromOdometer:
      km !== null && km >= 0 ? { '@type': 'QuantitativeValue', value: Math.round(km), unitCode: 'KMT' } : undefined,
    vehicleIdentificationNumber: text(car.vin),
    color: text(car.colour),
    bodyType: text(car.simple_body),
    fuelType: text(car.fuel) ?? text(car.simple_fuel),
    vehicleTransmission: text(car.simple_transmission) ?? text(car.trans),
    image: imageUrls(car),
    itemCondition: `${SCHEMA}/${car.car_type === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    url: text(url),
    offers: Object.keys(offer).length > 1 ? offer : undefined,
  })
}

/**
 * The data as the text of a <script type="application/ld+json"> element. Every '<' is written \u003c
 * (and the line and paragraph separators escaped), so feed text holding '</script>' or '<!--' cannot end
 * the element early; the text still parses to the same data.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
