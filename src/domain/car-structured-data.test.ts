import { describe, expect, it } from 'vitest'

import type { CarRecord } from './car'
import { carJsonLd, jsonLdScript } from './car-structured-data'
import type { PriceSettings } from './price-display'

const car = (fields: Partial<CarRecord> = {}): CarRecord => ({
  id: 7,
  feed_id: 'F7',
  slug: '2021-toyota-hilux-sr5',
  name: '2021 Toyota Hilux SR5',
  car_type: 'used',
  status: 'in_stock',
  year: 2021,
  make: 'Toyota',
  model: 'Hilux',
  km: 45_210,
  vin: 'MR0HA3CD100000001',
  colour: 'White',
  simple_body: 'Ute',
  fuel: 'Diesel',
  simple_transmission: 'Automatic',
  primary_image_url: 'https://img.example/1.jpg',
  images: ['https://img.example/1.jpg', 'https://img.example/2.jpg', { url: 'https://img.example/3.jpg' }, ''],
  badge: 'SR5 Double Cab',
  stocknum: 'BM1234',
  dealercomments: 'One owner. | Full service history.',
  location: {
    name: 'Brisbane Motors Yard',
    address: { street: '1 Main St', city: 'Brisbane', state: 'qld', postcode: '4000' },
  },
  price: 45_990,
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
})
const prices: PriceSettings = { locale: 'en-AU', subscriptions: false, noPriceText: null }
const site = { name: 'Brisbane Motors', country: 'AU', prices }
const url = 'https://brisbanemotors.example/cars/2021-toyota-hilux-sr5'

describe('carJsonLd', () => {
  it('describes the car as a Product and a Car, and its offer', () => {
    expect(carJsonLd(car(), site, url)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Car'],
      name: '2021 Toyota Hilux SR5',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Hilux',
      vehicleModelDate: '2021',
      vehicleConfiguration: 'SR5 Double Cab',
      sku: 'BM1234',
      description: 'One owner. Full service history.',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'MR0HA3CD100000001',
      color: 'White',
      bodyType: 'Ute',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      image: ['https://img.example/1.jpg', 'https://img.example/2.jpg', 'https://img.example/3.jpg'],
      itemCondition: 'https://schema.org/UsedCondition',
      url,
      offers: {
        '@type': 'Offer',
        price: 45_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url,
        seller: {
          '@type': 'AutoDealer',
          name: 'Brisbane Motors',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Main St',
            addressLocality: 'Brisbane',
            addressRegion: 'QLD',
            postalCode: '4000',
            addressCountry: 'AU',
          },
        },
      },
    })
  })

  it("gives the seller the location's address only where known, with the site's country", () => {
    const seller = (location: CarRecord['location'], country = 'AU') =>
      (carJsonLd(car({ location }), { ...site, country }, url).offers as Record<string, unknown>).seller
    expect(seller({ name: 'Yard', address: { city: 'Auckland' } }, 'nz')).toStrictEqual({
      '@type': 'AutoDealer',
      name: 'Brisbane Motors',
      address: { '@type': 'PostalAddress', addressLocality: 'Auckland', addressCountry: 'NZ' },
    })
    for (const location of [
      undefined,
      { name: 'Yard' },
      { name: 'Yard', address: { street: ' ', city: null } },
      { name: 'Yard', address: '1 Main St' },
    ]) {
      expect(seller(location)).toStrictEqual({ '@type': 'AutoDealer', name: 'Brisbane Motors' })
    }
    expect(carJsonLd(car(), { ...site, name: ' ' }, url).offers).not.toHaveProperty('seller')
  })

  it('hides the price where the site does not show it', () => {
    const offer = (fields: Partial<CarRecord>, settings: Partial<typeof prices> = {}) =>
      carJsonLd(car(fields), { ...site, prices: { ...prices, ...settings } }, url).offers as Record<string, unknown>
    const hidden = (value: Record<string, unknown>) => {
      expect(value).not.toHaveProperty('price')
      expect(value).not.toHaveProperty('priceCurrency')
      expect(value.availability).toBe('https://schema.org/InStock')
    }
    // 'Enquire for price' (no price that counts), with or without the site's own words.
    hidden(offer({ price: null }))
    hidden(offer({ price: 5 }, { noPriceText: 'Call us' }))
    // Pre-order without a price.
    hidden(offer({ price: null, preorder: true }))
    // A site with subscriptions shows the subscription price, not the car's.
    hidden(offer({ subscription_price: 199 }, { subscriptions: true }))
    // Shown: the price, also when reduced; a subscription price on a site without subscriptions changes nothing.
    expect(offer({ before_price: 49_990 }).price).toBe(45_990)
    expect(offer({ subscription_price: 199 }).price).toBe(45_990)
    expect(offer({ price: 45_990.4, preorder: true }).price).toBe(45_990)
  })

  it('leaves out the badge, stock number and description when missing', () => {
    const data = carJsonLd(car({ badge: ' ', stocknum: null, dealercomments: ' | ' }), site, url)
    for (const field of ['vehicleConfiguration', 'sku', 'description']) expect(data).not.toHaveProperty(field)
  })

  it('gives the dealer comments as plain text', () => {
    expect(carJsonLd(car({ dealercomments: '<p>Low&nbsp;kms</p>|<b>Towbar</b>' }), site, url).description).toBe(
      'Low kms Towbar',
    )
  })

  it('uses the condition by car type, demo as used', () => {
    expect(carJsonLd(car({ car_type: 'new' }), site, url).itemCondition).toBe('https://schema.org/NewCondition')
    expect(carJsonLd(car({ car_type: 'demo' }), site, url).itemCondition).toBe('https://schema.org/UsedCondition')
  })

  it('maps availability and currency', () => {
    const offer = (fields: Partial<CarRecord>, country = 'AU') =>
      carJsonLd(car(fields), { ...site, country }, url).offers as Record<string, unknown>
    expect(offer({ status: 'coming_soon' }).availability).toBe('https://schema.org/PreOrder')
    expect(offer({ status: 'sold' }).availability).toBe('https://schema.org/SoldOut')
    expect(offer({ status: 'others' })).not.toHaveProperty('availability')
    expect(offer({}, 'NZ').priceCurrency).toBe('NZD')
    expect(offer({}, 'US').priceCurrency).toBe('USD')
    expect(offer({}, 'GB')).not.toHaveProperty('price')
    expect(offer({}, 'GB')).not.toHaveProperty('priceCurrency')
  })

  it('gives the price only when it counts (above $10)', () => {
    const offer = (price: number | null) => carJsonLd(car({ price }), site, url).offers as Record<string, unknown>
    expect(offer(10)).not.toHaveProperty('price')
    expect(offer(10)).not.toHaveProperty('priceCurrency')
    expect(offer(11).price).toBe(11)
    expect(offer(null)).not.toHaveProperty('price')
  })

  it('leaves out missing fields', () => {
    const sparse = car({
      make: ' ',
      model: null,
      year: null,
      km: null,
      vin: 'null',
      colour: undefined,
      simple_body: null,
      fuel: null,
      simple_transmission: null,
      primary_image_url: null,
      images: null,
    })
    const data = carJsonLd(sparse, site, url)
    const missing = [
      'brand',
      'model',
      'vehicleModelDate',
      'mileageFromOdometer',
      'vehicleIdentificationNumber',
      'color',
      'bodyType',
      'fuelType',
    ]
    for (const field of [...missing, 'vehicleTransmission', 'image']) expect(data).not.toHaveProperty(field)
    expect(JSON.stringify(data)).not.toMatch(/undefined|null|NaN/)
  })
})

describe('jsonLdScript', () => {
  it("escapes '<' so feed text cannot close the script element", () => {
    const data = carJsonLd(car({ name: 'Hilux</script><script>alert(1)</script><!--' }), site, url)
    const text = jsonLdScript(data)
    expect(text).not.toContain('<')
    expect(text).toContain('Hilux\\u003c/script>')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('escapes the line and paragraph separators and still parses', () => {
    const text = jsonLdScript({ name: 'a\u2028b\u2029c' })
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}')
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' })
  })
})
