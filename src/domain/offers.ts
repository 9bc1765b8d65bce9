/**
 * Special offers (spec 2.1, 2.7, 3 Offer): which of a site's offers show now, their filters and paths.
 */
import { promoTileLive } from './promo-tiles'

export type OfferWindow = { start?: string | Date | null; end?: string | Date | null }

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** An offer shows from its start (inclusive) until its end (exclusive), like a promo (spec 4); open ends are open. */
export function offerLive(offer: OfferWindow, now: Date): boolean {
  return promoTileLive({ start: toDate(offer.start), expiry: toDate(offer.end) }, now)
}

export type OfferRef = { id: number | string; manufacturer?: { slug: string } | null; model?: { slug: string } | null }

/**
 * An offer's page: /offers/{manufacturer}/{offerId} when it has a manufacturer, else /offers/{offerId}. A
 * site's own offer is addressed by its number; a manufacturer's offer (always under its make) by its slug,
 * which holds a letter, so the two never share an address.
 */
export function offerPath(offer: OfferRef): string {
  return offer.manufacturer ? `/offers/${offer.manufacturer.slug}/${offer.id}` : `/offers/${offer.id}`
}

export type OfferFilters = { manufacturer: string | null; model: string | null }

/** The offers matching the special-offers filters (manufacturer slug, model slug). */
export function filterOffers<T extends OfferRef>(offers: readonly T[], filters: OfferFilters): T[] {
  return offers.filter(
    (offer) =>
      (!filters.manufacturer || offer.manufacturer?.slug === filters.manufacturer) &&
      (!filters.model || offer.model?.slug === filters.model),
  )
}

/**
 * A manufacturer's offer (spec 3 Offer excluded_website_ids): written once by the platform for a make and
 * shown on every site that sells the make (one of its locations or models is of that make), except the
 * sites it excludes.
 */
export type ManufacturerOfferReach = { manufacturerId: number; excludedSiteIds: readonly number[] }
export type SiteReach = { id: number; makeIds: ReadonlySet<number> }

export function manufacturerOfferShowsOn(offer: ManufacturerOfferReach, site: SiteReach): boolean {
  return site.makeIds.has(offer.manufacturerId) && !offer.excludedSiteIds.includes(site.id)
}

/** A manufacturer offer's slug, the last part of its address: lower-case words joined by hyphens, with a letter. */
export function isManufacturerOfferSlug(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && /[a-z]/.test(value)
  )
}

/** An offer's part of the contact page's address (/contact?offer=...): its path under /offers/. */
export const offerEnquiryKey = (offer: { path: string }) => offer.path.replace(/^\/offers\//, '')

/** Whether a contact page's `offer` value is shaped like an offer's key: one or two slugs. */
export const isOfferEnquiryKey = (value: string) =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(value) && value.length <= 200

/** The enquiry message the contact form starts with when the shopper came from an offer. */
export const offerEnquiryMessage = (offer: { name: string }) =>
  `I would like to know more about this offer: ${offer.name}.`
