import { describe, expect, it } from 'vitest'

import type { Car } from '../payload-types'
import { carJsonLd, jsonLdScript } from './car-structured-data'

const car = (fields: Partial<Car> = {}): Car => ({
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
  price: 45_990,
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
})
const site = { name: 'Brisbane Motors', country: 'AU' }
const url = 'https://brisbanemotors.example/cars/2021-toyota-hilux-sr5'

describe('carJsonLd', () => {
  it('describes the car and its offer', () => {
    expect(carJsonLd(car(), site, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Hilux SR5',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Hilux',
      vehicleModelDate: '2021',
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
        seller: { '@type': 'AutoDealer', name: 'Brisbane Motors' },
      },
    })
  })

  it('uses the condition by car type, demo as used', () => {
    expect(carJsonLd(car({ car_type: 'new' }), site, url).itemCondition).toBe('https://schema.org/NewCondition')
    expect(carJsonLd(car({ car_type: 'demo' }), site, url).itemCondition).toBe('https://schema.org/UsedCondition')
  })

  it('maps availability and currency', () => {
    const offer = (fields: Partial<Car>, country = 'AU') => carJsonLd(car(fields), { ...site, country }, url).offers as Record<string, unknown>
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
    const missing = ['brand', 'model', 'vehicleModelDate', 'mileageFromOdometer', 'vehicleIdentificationNumber', 'color', 'bodyType', 'fuelType']
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
