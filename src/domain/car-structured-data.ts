/**
 * The vehicle page's schema.org Car data for search engines, and the safe text of its
 * <script type="application/ld+json"> element. Missing fields are left out.
 */
import type { Car } from '../payload-types'
import { presentNumber, presentText } from './field-values'
import { countedPrice } from './price-display'

const SCHEMA = 'https://schema.org'
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { AU: 'AUD', NZ: 'NZD', US: 'USD' }
const AVAILABILITY_BY_STATUS: Readonly<Partial<Record<Car['status'], string>>> = {
  in_stock: `${SCHEMA}/InStock`,
  coming_soon: `${SCHEMA}/PreOrder`,
  sold: `${SCHEMA}/SoldOut`,
}

type Json = Record<string, unknown>

/** The object without its undefined and null fields, and without empty arrays. */
function compact(fields: Json): Json {
  const present = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => present(value)))
}

/** Photo URLs: the primary image first, then the car's images (text URLs, or objects with a url), each once. */
function imageUrls(car: Car): string[] {
  const listed = Array.isArray(car.images) ? car.images : []
  const urls = [car.primary_image_url, ...listed.map((image) => (typeof image === 'object' && image !== null ? (image as Json).url : image))]
  return [...new Set(urls.map(presentText).filter((url): url is string => url !== null))]
}

/**
 * schema.org Car: name, brand, model, model year, odometer in km (unitCode KMT), VIN, colour, body, fuel,
 * transmission, images, condition (new is NewCondition; used and demo UsedCondition), and an Offer: the
 * price when it counts (above $10) in the site country's currency (no price without a known currency),
 * availability (InStock, PreOrder for coming soon, SoldOut; none for other statuses), the page URL and the
 * dealer as an AutoDealer.
 */
export function carJsonLd(car: Car, site: { name: string; country: 'AU' | 'NZ' | 'US' | string }, url: string): Record<string, unknown> {
  const make = presentText(car.make)
  const km = presentNumber(car.km)
  const currency = CURRENCY_BY_COUNTRY[site.country.trim().toUpperCase()]
  const price = currency ? countedPrice(car.price) : null
  const sellerName = presentText(site.name)
  const offer = compact({
    '@type': 'Offer',
    price: price ?? undefined,
    priceCurrency: price !== null ? currency : undefined,
    availability: AVAILABILITY_BY_STATUS[car.status],
    url: presentText(url),
    seller: sellerName ? { '@type': 'AutoDealer', name: sellerName } : undefined,
  })
  return compact({
    '@context': SCHEMA,
    '@type': 'Car',
    name: presentText(car.name),
    brand: make ? { '@type': 'Brand', name: make } : undefined,
    model: presentText(car.model),
    vehicleModelDate: presentText(car.year),
    mileageFromOdometer: km !== null && km >= 0 ? { '@type': 'QuantitativeValue', value: Math.round(km), unitCode: 'KMT' } : undefined,
    vehicleIdentificationNumber: presentText(car.vin),
    color: presentText(car.colour),
    bodyType: presentText(car.simple_body),
    fuelType: presentText(car.fuel) ?? presentText(car.simple_fuel),
    vehicleTransmission: presentText(car.simple_transmission) ?? presentText(car.trans),
    image: imageUrls(car),
    itemCondition: `${SCHEMA}/${car.car_type === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    url: presentText(url),
    offers: Object.keys(offer).length > 1 ? offer : undefined,
  })
}

/**
 * The data as the text of a <script type="application/ld+json"> element. Every '<' is written \u003c
 * (and the line and paragraph separators escaped), so feed text holding '</script>' or '<!--' cannot end
 * the element early; the text still parses to the same data.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
