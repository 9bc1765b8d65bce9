import { carCategories, filteredFeatures, priceRange, weeklyPriceRange } from '../domain/car-facets'
import type { LenderFigures } from '../domain/car'
import { DOCUMENT_FLAG_FIELDS, DOCUMENT_VALUE_FIELDS } from '../domain/car-fields'
import type { Car, Site } from '../payload-types'
import type { CarDocument } from './types'

type SiteFacts = Pick<Site, 'id' | 'name' | 'slug'> & {
  features?: Pick<NonNullable<Site['features']>, 'financeProvider'> | null
}

const epoch = (date: string | null | undefined): number | null =>
  date ? Math.floor(new Date(date).getTime() / 1000) : null
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

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
  // The fields the search document holds as they are come from the car table (src/domain/car-fields.ts).
  const copied = Object.fromEntries([
    ...DOCUMENT_VALUE_FIELDS.map((field) => [field, car[field] ?? null]),
    ...DOCUMENT_FLAG_FIELDS.map((field) => [field, Boolean(car[field])]),
  ])
  return {
    ...copied,
    id: car.id,
    site_id: site.id,
    slug: car.slug,
    name: car.name,
    sold_date_timestamp: epoch(car.sold_date_timestamp),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    created_at: epoch(car.listed_at) ?? epoch(car.createdAt) ?? 0,
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
  } as CarDocument
}
