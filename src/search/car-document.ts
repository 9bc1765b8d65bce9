import { carCategories, filteredFeatures, priceRange, weeklyPriceRange } from '../domain/car-facets'
import type { LenderFigures } from '../domain/car'
import type { Car, Site } from '../payload-types'
import type { CarDocument } from './types'

type SiteFacts = Pick<Site, 'id' | 'name' | 'slug'> & { features?: Pick<NonNullable<Site['features']>, 'financeProvider'> | null }

const epoch = (date: string | null | undefined): number | null => (date ? Math.floor(new Date(date).getTime() / 1000) : null)
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

const figure = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** The figures of the site's finance provider on the car (spec 3, finance_lenders), or null. */
function siteLender(car: Car, site: SiteFacts): LenderFigures | null {
  const provider = site.features?.financeProvider
  const lenders = car.finance_lenders as Record<string, Record<string, unknown> | null> | null | undefined
  const lender = provider ? lenders?.[provider] : null
  if (!lender || typeof lender !== 'object') return null
  return {
    interestRate: figure(lender.interestRate),
    comparisonRate: figure(lender.comparisonRate),
    paymentWeek: figure(lender.paymentWeek),
    paymentMonth: figure(lender.paymentMonth),
  }
}

/** Flattens a car into the document the search index holds. */
export function toCarDocument(car: Car, site: SiteFacts): CarDocument {
  const images = strings(car.images)
  const thumbnails = strings(car.thumbnails)
  const lender = siteLender(car, site)
  // The site's weekly repayment, whole dollars (spec 9).
  const weekly = lender?.paymentWeek && lender.paymentWeek > 0 ? Math.round(lender.paymentWeek) : null
  return {
    id: car.id,
    site_id: site.id,
    slug: car.slug,
    name: car.name,
    year: car.year ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    badge: car.badge ?? null,
    series: car.series ?? null,
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    offer_price: car.offer_price ?? null,
    subscription_price: car.subscription_price ?? null,
    preorder: Boolean(car.preorder),
    price_type: car.price_type ?? null,
    km: car.km ?? null,
    stocknum: car.stocknum ?? null,
    car_type: car.car_type,
    status: car.status,
    reserved: Boolean(car.reserved),
    sold_date_timestamp: epoch(car.sold_date_timestamp),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    tag: car.tag ?? null,
    certified: Boolean(car.certified),
    created_at: epoch(car.listed_at) ?? epoch(car.createdAt) ?? 0,
    simple_body: car.simple_body ?? null,
    simple_transmission: car.simple_transmission ?? null,
    simple_fuel: car.simple_fuel ?? null,
    drive: car.drive ?? null,
    colour: car.colour ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    engine_size: car.engine_size ?? null,
    city: car.city ?? null,
    state: car.state ?? null,
    item_type: car.item_type ?? null,
    dealership_id: car.dealership_id ?? null,
    // A car whose feed names no dealership belongs to the site's own (its name is the site's too).
    dealership_slug: car.dealership_slug ?? site.slug,
    dealership_name: site.name,
    location_name: car.location?.name ?? null,
    categories: carCategories(car),
    filtered_features: filteredFeatures(car.standardEquipment),
    weekly_price_range: weeklyPriceRange(weekly),
    price_range: priceRange(car.price),
    weekly_payment: weekly,
    finance_lender: lender,
    primary_image_url: car.primary_image_url ?? images[0] ?? null,
    thumbnails: thumbnails.length > 0 ? thumbnails.slice(0, 5) : images.slice(0, 5),
    image_count: Math.max(images.length, car.primary_image_url ? 1 : 0),
    custom_rank: car.custom_rank ?? 0,
  }
}
