/**
 * The car vocabulary every part of the platform shares (spec 3): its types and statuses, the car as stored
 * (`CarRecord`) and the flattened car the search index holds (`CarDocument`). Pure types and constants:
 * the search engines, the importer, the admin collection and the pages all read them from here.
 */

export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold', 'others'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/** One provider's figures on a car (the Car's finance_lenders[provider]). */
export type LenderFigures = {
  interestRate?: number | null
  comparisonRate?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
}

/** A free-form (JSON) field of the stored car: photo lists, addresses, finance figures... */
type Json = unknown

/**
 * A car as the platform stores it (the `cars` collection), under the spec's Car field names. The admin's
 * generated `Car` type fits it, so domain rules take a `CarRecord` and never depend on Payload.
 */
export type CarRecord = {
  id: number
  feed_id?: string
  slug: string
  name: string
  carsales_title?: string | null
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  price?: number | null
  before_price?: number | null
  offer_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
  price_type?: string | null
  km?: number | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  compliance_date?: string | null
  build_date?: string | null
  car_type: CarType
  status: CarStatus
  reserved?: boolean | null
  sold?: boolean | null
  sold_date_timestamp?: string | null
  show_on_dealer_website?: boolean | null
  tag?: string | null
  certified?: boolean | null
  listed_at?: string | null
  custom_rank?: number | null
  simple_body?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  drive?: string | null
  colour?: string | null
  trans?: string | null
  seats?: number | null
  doors?: number | null
  engine_size?: string | null
  views?: number | null
  dealercomments?: string | null
  dealership_id?: string | null
  dealership_slug?: string | null
  city?: string | null
  state?: string | null
  private_suburb?: string | null
  private_postcode?: string | null
  primary_image_url?: string | null
  images?: Json
  thumbnails?: Json
  standardEquipment?: Json
  file?: string | null
  has_nvic?: boolean | null
  item_type?: string | null
  payment_processors?: Json
  location?: {
    name?: string | null
    phone?: string | null
    slug?: string | null
    address?: Json
    distribution_locations?: Json
  } | null
  variant?: {
    cylinders?: number | null
    enginesize?: number | null
    enginesize_litres?: number | null
    induction?: string | null
    geartype?: string | null
    fuelconsumptioncombined?: number | null
    fuelcapacity?: number | null
    grossvehiclemass?: number | null
    vehiclelength?: number | null
    vehicleheight?: number | null
    vehiclewidth?: number | null
    torque?: string | null
    ancaprating?: number | null
  } | null
  specifications?: {
    body_width?: number | null
    body_length?: number | null
    tare_weight?: number | null
    axle_type?: string | null
    sleeps?: number | null
    aggregate_trailer_mass?: number | null
  } | null
  autograb_data?: {
    state_average_market_price?: number | null
    average_market_price?: number | null
  } | null
  finance_lenders?: Json
  /** Staff overrides of feed fields (car-overrides.ts). */
  overrides?: Json
  feed_hash?: string | null
  updatedAt?: string
  createdAt?: string
}

/**
 * One car as the search index holds it: every attribute the search page filters, facets, sorts or shows
 * on a card, under the spec's Car field names (plus a few derived facet fields the spec's search page
 * names: location_name, dealership_name, categories, filtered_features, weekly_price_range, price_range).
 */
export type CarDocument = {
  id: number
  site_id: number
  slug: string
  name: string
  year: number | null
  make: string | null
  model: string | null
  badge: string | null
  series: string | null
  price: number | null
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  preorder: boolean
  price_type: string | null
  km: number | null
  stocknum: string | null
  car_type: CarType
  status: CarStatus
  reserved: boolean
  sold_date_timestamp: number | null // epoch seconds
  show_on_dealer_website: boolean
  tag: string | null
  certified: boolean
  created_at: number // epoch seconds
  simple_body: string | null
  simple_transmission: string | null
  simple_fuel: string | null
  drive: string | null
  colour: string | null
  seats: number | null
  doors: number | null
  engine_size: string | null
  city: string | null
  state: string | null
  item_type: string | null
  dealership_id: string | null
  dealership_slug: string | null
  dealership_name: string | null
  location_name: string | null
  categories: string[]
  filtered_features: string[]
  weekly_price_range: string | null
  price_range: string | null
  weekly_payment: number | null
  /** The site finance provider's figures on the car (rates and payments), for the card's finance rules. */
  finance_lender: LenderFigures | null
  primary_image_url: string | null
  thumbnails: string[]
  image_count: number
  custom_rank: number
}
