/**
 * A site's stock as Google's two vehicle feeds (issue 20), built from plain values so the routes only
 * stream what these return:
 * - the vehicle listings CSV (developers.google.com/vehicle-listings/reference/feed-specification): one row
 *   per available car, RFC 4180 quoting, the car's own dealership (store code, name, address with country);
 * - the Merchant Center vehicle ads feed (RSS 2.0 with the g: namespace): brand, mileage as one string,
 *   vehicle_fulfillment with the store code, link_template with {store_code}, description.
 * Prices follow the spec's price rules: only a price the site shows (car-price or reduced) is written.
 */
import { csvLine } from './csv'
import { dealerCommentsText } from './dealer-comments'
import { jsonRecord, presentNumber, presentText } from './field-values'
import { localeFacts } from './locale'
import { salesLocations } from './locations'
import { countedPrice, priceDisplay, type PriceSettings } from './price-display'

export type FeedCarType = 'new' | 'used' | 'demo'
export type FeedCarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'others'

/** A car as the feeds read it (the Cars collection's fields of the same names). */
export type FeedCar = {
  id: number
  feed_id: string
  slug: string
  name: string
  status?: FeedCarStatus | null
  sold?: boolean | null
  show_on_dealer_website?: boolean | null
  car_type: FeedCarType
  stocknum?: string | null
  vin?: string | null
  price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  year?: number | null
  km?: number | null
  colour?: string | null
  certified?: boolean | null
  dealercomments?: string | null
  primary_image_url?: string | null
  images?: unknown
  location?: { name?: string | null; slug?: string | null } | null
}

/** A site location as the feeds read it (the Locations collection's fields). */
export type FeedLocation = {
  name: string
  slug: string
  storeCode?: string | null
  locationType?: 'sales' | 'service' | 'parts' | null
  primary?: boolean | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    placeId?: string | null
  } | null
}

/** The site: slug and name, locale (currency, distance unit, country), price rules, and its own origin for links. */
export type FeedSite = {
  slug: string
  name: string
  locale: string
  country?: string | null
  origin: string
  prices: Omit<PriceSettings, 'locale'>
}

/** The dealership a car is sold from, as both feeds write it. */
export type FeedDealership = { storeCode: string; name: string; address: string | null; placeId: string | null }

/** Only available cars are listed: in stock or coming soon, shown on the dealer website, not sold. */
export function isListedInFeeds(car: Pick<FeedCar, 'status' | 'sold' | 'show_on_dealer_website'>): boolean {
  return (
    (car.status === 'in_stock' || car.status === 'coming_soon') &&
    car.sold !== true &&
    car.show_on_dealer_website !== false
  )
}

/** A location's store code: its own, else `{site slug}-{location slug}` (stable, unique within the platform). */
export function storeCodeOf(location: Pick<FeedLocation, 'slug' | 'storeCode'>, siteSlug: string): string {
  return presentText(location.storeCode) ?? `${siteSlug}-${location.slug}`
}

/**
 * The site location a car is at: the one its feed names (by slug, else by name, case-insensitive); else the
 * site's primary sales location, else its first sales location, else its first location; null for none.
 */
export function carLocation(car: Pick<FeedCar, 'location'>, locations: readonly FeedLocation[]): FeedLocation | null {
  const slug = presentText(car.location?.slug)?.toLowerCase()
  const name = presentText(car.location?.name)?.toLowerCase()
  const named =
    (slug ? locations.find((location) => location.slug.toLowerCase() === slug) : undefined) ??
    (name ? locations.find((location) => location.name.trim().toLowerCase() === name) : undefined)
  const sales = salesLocations(locations)
  return named ?? sales.find((l) => l.primary) ?? sales[0] ?? locations[0] ?? null
}

/** The full postal address with the country, e.g. '120 Gympie Road, Kedron, QLD 4031, AU'; null without street or city. */
export function dealershipAddress(location: FeedLocation, country: string): string | null {
  const address = location.address ?? {}
  const street = presentText(address.street)
  const city = presentText(address.city)
  if (!street && !city) return null
  const region = [presentText(address.state)?.toUpperCase(), presentText(address.postcode)].filter(Boolean).join(' ')
  return [street, city, region || null, country.trim().toUpperCase() || null].filter(Boolean).join(', ')
}

export function carDealership(
  car: Pick<FeedCar, 'location'>,
  locations: readonly FeedLocation[],
  site: FeedSite,
): FeedDealership | null {
  const location = carLocation(car, locations)
  if (!location) return null
  return {
    storeCode: storeCodeOf(location, site.slug),
    name: location.name,
    address: dealershipAddress(location, site.country ?? localeFacts(site.locale).country),
    placeId: presentText(location.address?.placeId),
  }
}

const KM_PER_MILE = 1.609344

/** The odometer as Google writes it, in the site's unit: '121000 km', or miles from the stored km on US sites ('75186 miles'). */
export function mileageText(km: number | null | undefined, locale: string): string | null {
  const value = presentNumber(km)
  if (value === null || value < 0) return null
  return localeFacts(locale).distanceUnit === 'mile'
    ? `${Math.round(value / KM_PER_MILE)} miles`
    : `${Math.round(value)} km`
}

/** The price with the site's currency ('45990 AUD') when the site shows it (car-price or reduced); else null. */
export function feedPrice(car: FeedCar, site: FeedSite): string | null {
  const display = priceDisplay(
    {
      price: car.price ?? null,
      before_price: car.before_price ?? null,
      subscription_price: car.subscription_price ?? null,
      preorder: Boolean(car.preorder),
    },
    { ...site.prices, locale: site.locale },
  )
  const price = countedPrice(car.price)
  if ((display.state !== 'car-price' && display.state !== 'reduced') || price === null) return null
  return `${price} ${localeFacts(site.locale).currency}`
}

/** Photo URLs (http or https), the primary image first, each once. */
export function imageLinks(car: Pick<FeedCar, 'primary_image_url' | 'images'>): string[] {
  const listed = Array.isArray(car.images) ? car.images : []
  const urls = [
    car.primary_image_url,
    ...listed.map((image) => (typeof image === 'object' && image !== null ? jsonRecord(image)?.url : image)),
  ]
  return [...new Set(urls.map(presentText).filter((url): url is string => url !== null && /^https?:\/\//i.test(url)))]
}

/** The car's vehicle page on the site's own origin. */
export const vehiclePageUrl = (car: Pick<FeedCar, 'slug'>, site: Pick<FeedSite, 'origin'>) =>
  `${site.origin}/cars/${encodeURIComponent(car.slug)}`

const condition = (car: Pick<FeedCar, 'car_type'>) => (car.car_type === 'new' ? 'new' : 'used')

// ---------------------------------------------------------------------------------------------------------
// Vehicle listings CSV

/** The columns, in order. `id` is the stock number (else the feed id); `trim` the badge, else the series. */
export const VEHICLE_LISTING_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'place_id',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'image_link',
  'additional_image_link',
  'link',
] as const
export type VehicleListingColumn = (typeof VEHICLE_LISTING_COLUMNS)[number]
export type VehicleListing = Record<VehicleListingColumn, string>

/** Google's required columns; `mileage` only for used cars, `trim` only where the car has one. */
export const REQUIRED_LISTING_COLUMNS = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
] as const

/** One car as a vehicle listing; empty text for what the car lacks (a hidden price is never written). */
export function vehicleListing(car: FeedCar, dealership: FeedDealership | null, site: FeedSite): VehicleListing {
  const images = imageLinks(car)
  const year = presentNumber(car.year)
  return {
    vin: presentText(car.vin)?.toUpperCase() ?? '',
    id: presentText(car.stocknum) ?? car.feed_id,
    store_code: dealership?.storeCode ?? '',
    place_id: dealership?.placeId ?? '',
    dealership_name: dealership?.name ?? '',
    dealership_address: dealership?.address ?? '',
    price: feedPrice(car, site) ?? '',
    condition: condition(car),
    certified_pre_owned: car.car_type !== 'new' && car.certified ? 'yes' : '',
    make: presentText(car.make) ?? '',
    model: presentText(car.model) ?? '',
    trim: presentText(car.badge) ?? presentText(car.series) ?? '',
    year: year !== null ? String(Math.trunc(year)) : '',
    mileage: mileageText(car.km, site.locale) ?? '',
    exterior_color: presentText(car.colour) ?? '',
    image_link: images[0] ?? '',
    // A repeated attribute: the further photos, comma-separated in one (quoted) field.
    additional_image_link: images.slice(1, 11).join(','),
    link: vehiclePageUrl(car, site),
  }
}

/** The required columns a listing leaves empty (mileage counts for used cars only). */
export function missingListingColumns(listing: VehicleListing): VehicleListingColumn[] {
  const required: VehicleListingColumn[] = [
    ...REQUIRED_LISTING_COLUMNS,
    ...(listing.condition === 'used' ? (['mileage'] as const) : []),
  ]
  return required.filter((column) => listing[column] === '')
}

/** The header line, CRLF-terminated like every record. */
export const vehicleListingsHeader = (): string => csvLine(VEHICLE_LISTING_COLUMNS)

/** One listing as a CSV record (RFC 4180 quoting, CRLF). */
export const vehicleListingLine = (listing: VehicleListing): string =>
  csvLine(VEHICLE_LISTING_COLUMNS.map((column) => listing[column]))

// ---------------------------------------------------------------------------------------------------------
// Merchant Center vehicle ads (RSS 2.0)

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : c === '"' ? '&quot;' : '',
  )
}

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<g:${name}>${escapeXml(String(value))}</g:${name}>`

export function merchantFeedHeader(site: Pick<FeedSite, 'name' | 'origin'>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${escapeXml(site.name)} vehicles</title>
<link>${escapeXml(site.origin)}</link>
<description>Vehicles for sale at ${escapeXml(site.name)}</description>
`
}

export const MERCHANT_FEED_FOOTER = '</channel>\n</rss>\n'

/** The description: the dealer comments as text (at most 5000 characters), else the car's name. */
function description(car: FeedCar): string {
  const text = dealerCommentsText(car.dealercomments) ?? car.name
  const characters = Array.from(text)
  return characters.length > 5000 ? characters.slice(0, 5000).join('') : text
}

/**
 * One car as a Merchant Center vehicle ad: id, title, description, link and link_template (the page with
 * `?store={store_code}`, which Google fills in), images, price (only as the site shows it), condition,
 * brand, model, trim, year, mileage ('121000 km' / '75186 miles'), VIN, colour, certified pre-owned, and
 * vehicle_fulfillment in store at the car's own location's store code.
 */
export function merchantFeedItem(car: FeedCar, dealership: FeedDealership | null, site: FeedSite): string {
  const images = imageLinks(car)
  const link = vehiclePageUrl(car, site)
  return [
    '<item>',
    tag('id', car.feed_id),
    tag('title', car.name),
    tag('description', description(car)),
    tag('link', link),
    dealership ? tag('link_template', `${link}?store={store_code}`) : '',
    tag('image_link', images[0]),
    ...images.slice(1, 11).map((image) => tag('additional_image_link', image)),
    tag('price', feedPrice(car, site)),
    tag('condition', condition(car)),
    tag('brand', car.make),
    tag('model', car.model),
    tag('trim', presentText(car.badge) ?? presentText(car.series)),
    tag('year', presentNumber(car.year)),
    tag('mileage', mileageText(car.km, site.locale)),
    tag('vin', presentText(car.vin)?.toUpperCase()),
    tag('color', car.colour),
    car.car_type !== 'new' && car.certified ? tag('certified_pre-owned', 'yes') : '',
    dealership
      ? `<g:vehicle_fulfillment><g:option>in_store</g:option>${tag('store_code', dealership.storeCode)}</g:vehicle_fulfillment>`
      : '',
    '</item>\n',
  ].join('')
}
