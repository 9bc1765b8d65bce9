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

/** An offer's page: /offers/{manufacturer}/{offerId} when it has a manufacturer, else /offers/{offerId}. */
export function offerPath(offer: OfferRef): string {
  return offer.manufacturer ? `/offers/${offer.manufacturer.slug}/${offer.id}` : `/offers/${offer.id}`
}

export type OfferFilters = { manufacturer: string | null; model: string | null }

/** The offers matching the special-offers filters (manufacturer slug, model slug). */
export function filterOffers<T extends OfferRef>(offers: readonly T[], filters: OfferFilters): T[] {
  return offers.filter(
    (offer) => (!filters.manufacturer || offer.manufacturer?.slug === filters.manufacturer) && (!filters.model || offer.model?.slug === filters.model),
  )
}

/**
 * Whether an offer's page is asked for by its right address: /offers/{id} for an offer without a
 * manufacturer, /offers/{its manufacturer}/{id} for one with; anything else is not found (a canonical
 * address only, so one offer never has two pages).
 */
export function offerPathMatches(offer: OfferRef, manufacturerSlug: string | null): boolean {
  return (offer.manufacturer?.slug ?? null) === manufacturerSlug
}
