/**
 * How a car's price shows (spec 4, 9): the price display state, the was-price, and currency in whole
 * dollars with thousands separators for the site's locale.
 */
import type { CarDocument } from './car'
import { PRICE_THRESHOLD } from './car-facets'
import { numberFormat } from './intl'
import { fill, labelsFor } from './labels'
import { localeFacts, spellFor } from './locale'
import { NO_PRICE_TEXT_FALLBACK, type SiteSettings } from './site-settings'

export const PREORDER_TEXT = 'PREORDER'

/** Whole dollars with thousands separators in the locale's currency, e.g. $45,990 (spec 9). */
export function formatDollars(amount: number, locale: string | null | undefined): string {
  const { locale: known, currency } = localeFacts(locale)
  return numberFormat(known, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount)
}

/** Whether a price is real: above $10 (spec 4). $10 or less stands for 'no price' in dealers' feeds. */
export function isRealPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > PRICE_THRESHOLD
}

/** The price in whole dollars when it is real (above $10, spec 4), else null. */
export function countedPrice(price: number | null | undefined): number | null {
  return isRealPrice(price) ? Math.round(price) : null
}

export type PriceCar = Pick<CarDocument, 'price' | 'before_price' | 'subscription_price' | 'preorder'>
export type PriceSettings = { locale: string; subscriptions: boolean; noPriceText: string | null | undefined }

/** A site's price rules from its resolved settings: its locale, its subscriptions switch, its no-price text. */
export function sitePriceSettings({ locale, features }: Pick<SiteSettings, 'locale' | 'features'>): PriceSettings {
  return { locale, subscriptions: features.subscriptions, noPriceText: features.noPriceText }
}

export type PriceDisplay =
  | { state: 'subscription'; text: string }
  | { state: 'reduced'; text: string; wasText: string | null }
  | { state: 'car-price'; text: string }
  | { state: 'pre-order'; text: string }
  | { state: 'no-price'; text: string }

/**
 * The first state that applies, in the spec's order: subscription (the site offers subscriptions and the
 * subscription price is above 0); reduced (the price counts and differs from a before price that counts,
 * in whole dollars; the was-price only when the before price is higher); car-price; pre-order; no-price
 * (the site's text, else 'Enquire for price.').
 */
export function priceDisplay(car: PriceCar, settings: PriceSettings): PriceDisplay {
  const money = (amount: number) => formatDollars(amount, settings.locale)
  if (settings.subscriptions && typeof car.subscription_price === 'number' && car.subscription_price > 0) {
    return { state: 'subscription', text: money(car.subscription_price) }
  }
  const price = countedPrice(car.price)
  const before = countedPrice(car.before_price)
  if (price !== null && before !== null && before !== price) {
    return { state: 'reduced', text: money(price), wasText: before > price ? money(before) : null }
  }
  if (price !== null) return { state: 'car-price', text: money(price) }
  if (car.preorder) return { state: 'pre-order', text: PREORDER_TEXT }
  return { state: 'no-price', text: settings.noPriceText?.trim() || spellFor(settings.locale, NO_PRICE_TEXT_FALLBACK) }
}

export type PriceDrop = { amount: number; label: string; saving: string }

/**
 * The price-drop badge (#22): the car's before price is higher than its price (both real prices, in whole
 * dollars) and it is not sold; the badge's words and the saving in the site's locale. Else null.
 */
export function priceDrop(
  car: Pick<CarDocument, 'price' | 'before_price' | 'status'>,
  locale: string | null | undefined,
): PriceDrop | null {
  const price = countedPrice(car.price)
  const before = countedPrice(car.before_price)
  if (car.status === 'sold' || price === null || before === null || before <= price) return null
  const labels = labelsFor(locale)
  const amount = before - price
  return {
    amount,
    label: labels.priceDrop,
    saving: fill(labels.priceDropSaving, { amount: formatDollars(amount, locale) }),
  }
}
