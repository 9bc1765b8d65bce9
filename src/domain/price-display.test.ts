import { describe, expect, it } from 'vitest'

import { resolveSiteSettings } from './site-settings'
import {
  countedPrice,
  formatDollars,
  isRealPrice,
  sitePriceSettings,
  priceDisplay,
  priceDrop,
  type PriceCar,
  type PriceSettings,
} from './price-display'

const car = (fields: Partial<PriceCar>): PriceCar => ({
  price: null,
  before_price: null,
  subscription_price: null,
  preorder: false,
  ...fields,
})
const site: PriceSettings = { locale: 'en-AU', subscriptions: false, noPriceText: null }

describe('formatDollars', () => {
  it('writes whole dollars with thousands commas in each locale', () => {
    expect(formatDollars(45_990, 'en-AU')).toBe('$45,990')
    expect(formatDollars(1_234_567.5, 'en-NZ')).toBe('$1,234,568')
    expect(formatDollars(999.49, 'en-US')).toBe('$999')
    expect(formatDollars(0, 'en-AU')).toBe('$0')
  })
  it('falls back to en-AU for an unknown locale', () => {
    expect(formatDollars(12_000, 'fr-FR')).toBe('$12,000')
  })
})

it('counts a price only above 10', () => {
  expect(countedPrice(10)).toBeNull()
  expect(countedPrice(11)).toBe(11)
  expect(countedPrice(null)).toBeNull()
})

describe('priceDisplay', () => {
  it('shows the subscription price where the site offers subscriptions and it is above 0', () => {
    const subscribed = car({ price: 40_000, subscription_price: 199 })
    expect(priceDisplay(subscribed, { ...site, subscriptions: true })).toEqual({ state: 'subscription', text: '$199' })
    expect(priceDisplay(subscribed, site)).toEqual({ state: 'car-price', text: '$40,000' })
    expect(priceDisplay(car({ price: 40_000, subscription_price: 0 }), { ...site, subscriptions: true })).toEqual({
      state: 'car-price',
      text: '$40,000',
    })
  })
  it('shows a reduced price, with the was-price only when the earlier price is higher', () => {
    expect(priceDisplay(car({ price: 39_990, before_price: 42_990 }), site)).toEqual({
      state: 'reduced',
      text: '$39,990',
      wasText: '$42,990',
    })
    expect(priceDisplay(car({ price: 42_990, before_price: 39_990 }), site)).toEqual({
      state: 'reduced',
      text: '$42,990',
      wasText: null,
    })
  })
  it('shows the car price when the before price is equal, missing or does not count', () => {
    expect(priceDisplay(car({ price: 39_990, before_price: 39_990 }), site)).toEqual({
      state: 'car-price',
      text: '$39,990',
    })
    expect(priceDisplay(car({ price: 39_990 }), site)).toEqual({ state: 'car-price', text: '$39,990' })
    expect(priceDisplay(car({ price: 39_990, before_price: 10 }), site)).toEqual({
      state: 'car-price',
      text: '$39,990',
    })
    expect(priceDisplay(car({ price: 11, before_price: 11 }), site)).toEqual({ state: 'car-price', text: '$11' })
  })
  it('treats a price of 10 as no price: pre-order, else the no-price text', () => {
    expect(priceDisplay(car({ price: 10, preorder: true }), site)).toEqual({ state: 'pre-order', text: 'PREORDER' })
    expect(priceDisplay(car({ price: 10, before_price: 50_000 }), site)).toEqual({
      state: 'no-price',
      text: 'Enquire for price.',
    })
    expect(priceDisplay(car({ price: 10 }), { ...site, noPriceText: 'Call us' })).toEqual({
      state: 'no-price',
      text: 'Call us',
    })
    expect(priceDisplay(car({}), { ...site, noPriceText: '  ' })).toEqual({
      state: 'no-price',
      text: 'Enquire for price.',
    })
  })
})

describe('isRealPrice', () => {
  it('is a price above $10', () => {
    expect(isRealPrice(10)).toBe(false)
    expect(isRealPrice(10.01)).toBe(true)
    expect(isRealPrice(11)).toBe(true)
    expect(isRealPrice(0)).toBe(false)
    expect(isRealPrice(-50)).toBe(false)
    expect(isRealPrice(null)).toBe(false)
    expect(isRealPrice(undefined)).toBe(false)
  })
})

describe('sitePriceSettings', () => {
  it("takes the site's locale, subscriptions switch and no-price text", () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(sitePriceSettings(resolveSiteSettings({}, now))).toEqual({
      locale: 'en-AU',
      subscriptions: false,
      noPriceText: 'Enquire for price.',
    })
    expect(
      sitePriceSettings(
        resolveSiteSettings({ locale: 'en-US', features: { subscriptions: true, noPriceText: 'Call us' } }, now),
      ),
    ).toEqual({ locale: 'en-US', subscriptions: true, noPriceText: 'Call us' })
  })
})

describe('priceDrop', () => {
  const drop = (price: number | null, before_price: number | null, status: 'in_stock' | 'sold' = 'in_stock') =>
    priceDrop({ price, before_price, status }, 'en-AU')

  it('shows when the before price is higher than the price, with the saving in the locale', () => {
    expect(drop(28990, 30990)).toEqual({ amount: 2000, label: 'Price drop', saving: 'Save $2,000' })
    expect(priceDrop({ price: 28990, before_price: 30990, status: 'in_stock' }, 'en-NZ')?.saving).toBe('Save $2,000')
  })

  it('is a drop of at least a dollar: equal or higher prices show none', () => {
    expect(drop(30000, 30001)?.amount).toBe(1)
    expect(drop(30000, 30000)).toBe(null)
    expect(drop(30000, 29000)).toBe(null)
  })

  it('needs two real prices (above $10) and an unsold car', () => {
    expect(drop(null, 30000)).toBe(null)
    expect(drop(10, 30000)).toBe(null)
    expect(drop(20000, 10)).toBe(null)
    expect(drop(20000, null)).toBe(null)
    expect(drop(20000, 25000, 'sold')).toBe(null)
  })

  it('compares whole dollars', () => {
    expect(drop(29999.6, 30000.4)).toBe(null)
  })
})
