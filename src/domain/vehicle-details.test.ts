import { describe, expect, it } from 'vitest'

import type { CarRecord } from './car'
import {
  caravanSpecs,
  FEATURE_PREVIEW_ITEMS,
  GRID_PREVIEW_ITEMS,
  previewItems,
  regoExpiryText,
  vehicleDetails,
} from './vehicle-details'
import { METRES_PER_FOOT } from './locale'

const baseCar = (fields: Partial<CarRecord> = {}): CarRecord => ({
  id: 1,
  feed_id: 'F1',
  slug: '2021-toyota-hilux',
  name: '2021 Toyota Hilux SR5',
  car_type: 'used',
  status: 'in_stock',
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
})

const fullCar = baseCar({
  simple_transmission: 'Automatic',
  trans: '6 SP AUTOMATIC',
  variant: { cylinders: 4, enginesize: 2755, enginesize_litres: 2.8, induction: 'Turbo' },
  simple_body: 'Ute',
  km: 45_210,
  fuel: 'Diesel',
  rego_expiry: '2025-09-30T00:00:00.000Z',
  stocknum: 'U1234',
  build_date: '03/2021',
  location: { address: { street: '1 Main St', city: 'Brisbane', state: 'qld', postcode: '4000' } },
  colour: 'White',
  drive: '4X4',
  seats: 5,
  doors: 4,
  views: 1_234,
  vin: 'MR0HA3CD100000001',
  regplate: 'ABC123',
})

// 10:00 on 15 June 2025 in Brisbane.
const now = new Date('2025-06-15T00:00:00.000Z')
const options = { locale: 'en-AU', timeZone: 'Australia/Brisbane', now }

describe('vehicleDetails', () => {
  it('lists every detail in the spec order', () => {
    expect(vehicleDetails(fullCar, options)).toEqual([
      { label: 'Type', value: 'Used' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Cylinders', value: '4' },
      { label: 'Litres', value: '2.8' },
      { label: 'Induction', value: 'Turbo' },
      { label: 'Body', value: 'Ute' },
      { label: 'Kms', value: '45,210 km' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Rego expiry', value: 'Expires on 30/09/2025' },
      { label: 'Stock number', value: 'U1234' },
      { label: 'Build date', value: '03/2021' },
      { label: 'Address', value: '1 Main St, Brisbane QLD 4000' },
      { label: 'Colour', value: 'White' },
      { label: 'Drive', value: '4X4' },
      { label: 'Seats', value: '5' },
      { label: 'Doors', value: '4' },
      { label: 'Engine size', value: '2,755 cc' },
      { label: 'Views', value: '1,234' },
      { label: 'VIN', value: 'MR0HA3CD100000001' },
      { label: 'Rego', value: 'ABC123' },
    ])
  })

  it('leaves out missing and blank values, never showing undefined, null or NaN', () => {
    const sparse = baseCar({
      car_type: 'demo',
      simple_transmission: '  ',
      trans: null,
      variant: { cylinders: 0, enginesize_litres: Number.NaN, induction: 'null' },
      km: Number.NaN,
      fuel: 'undefined',
      seats: null,
      views: undefined,
      location: { address: {} },
    })
    const items = vehicleDetails(sparse, options)
    expect(items).toEqual([{ label: 'Type', value: 'Demo' }])
    const text = JSON.stringify(items)
    for (const word of ['undefined', 'null', 'NaN', '""']) expect(text).not.toContain(word)
  })

  it('falls back to trans, simple_fuel and engine_size, and keeps 0 km', () => {
    const car = baseCar({ car_type: 'new', trans: 'Manual', simple_fuel: 'Petrol', engine_size: '1998', km: 0 })
    expect(vehicleDetails(car, options)).toEqual([
      { label: 'Type', value: 'New' },
      { label: 'Transmission', value: 'Manual' },
      { label: 'Kms', value: '0 km' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Engine size', value: '1,998 cc' },
    ])
    expect(vehicleDetails(baseCar({ engine_size: '2.0L' }), options)).toContainEqual({
      label: 'Engine size',
      value: '2.0L',
    })
  })

  it("spells Colour as 'Color' for en-US", () => {
    const us = vehicleDetails(baseCar({ colour: 'Red' }), { ...options, locale: 'en-US', timeZone: 'America/Chicago' })
    expect(us).toContainEqual({ label: 'Color', value: 'Red' })
  })

  it('takes a plain text address as it is', () => {
    expect(vehicleDetails(baseCar({ location: { address: '5 Smith Rd, Ipswich' } }), options)).toContainEqual({
      label: 'Address',
      value: '5 Smith Rd, Ipswich',
    })
  })
})

describe('regoExpiryText', () => {
  it('shows a date after today in the site time zone and hides today', () => {
    expect(regoExpiryText('2025-06-16', now, 'en-AU', 'Australia/Brisbane')).toBe('Expires on 16/06/2025')
    expect(regoExpiryText('2025-06-15', now, 'en-AU', 'Australia/Brisbane')).toBeNull()
    expect(regoExpiryText('2025-06-14T00:00:00.000Z', now, 'en-AU', 'Australia/Brisbane')).toBeNull()
  })

  it("uses the site time zone's today, not UTC's", () => {
    // 23:30 UTC on 15 June is already 16 June in Brisbane, but still 15 June in Chicago.
    const lateUtc = new Date('2025-06-15T23:30:00.000Z')
    expect(regoExpiryText('2025-06-16', lateUtc, 'en-AU', 'Australia/Brisbane')).toBeNull()
    expect(regoExpiryText('2025-06-16', lateUtc, 'en-US', 'America/Chicago')).toBe('Expires on 06/16/2025')
  })

  it('reads a UTC-midnight timestamp as that calendar day in every zone', () => {
    expect(regoExpiryText('2025-06-16T00:00:00.000Z', now, 'en-US', 'America/Chicago')).toBe('Expires on 06/16/2025')
  })

  it('gives null for missing or invalid dates', () => {
    for (const value of [null, undefined, '', 'soon', '2025-02-30'])
      expect(regoExpiryText(value, now, 'en-AU', 'Australia/Brisbane')).toBeNull()
  })
})

describe('caravanSpecs', () => {
  const caravan = baseCar({
    item_type: 'Caravan',
    specifications: {
      body_width: 7.5,
      body_length: 20,
      tare_weight: 1850,
      axle_type: 'Tandem',
      sleeps: 4,
      aggregate_trailer_mass: 2500,
    },
  })

  it('reads metric first in AU and NZ: metres (feet × 0.3048, 2 decimals) with feet and inches, weights in kg', () => {
    expect(METRES_PER_FOOT).toBe(0.3048)
    const metric = [
      { label: 'Width', value: '2.29 m (7 ft 6 in)' },
      { label: 'Length', value: '6.10 m (20 ft)' },
      { label: 'Tare weight', value: '1,850 kg' },
      { label: 'Axle type', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
      { label: 'Aggregate trailer mass', value: '2,500 kg' },
    ]
    expect(caravanSpecs(caravan, 'en-AU')).toEqual(metric)
    expect(caravanSpecs(caravan, 'en-NZ')).toEqual(metric)
  })

  it('reads feet and inches first and weights in pounds on a US site', () => {
    expect(caravanSpecs(caravan, 'en-US')).toEqual([
      { label: 'Width', value: '7 ft 6 in (2.29 m)' },
      { label: 'Length', value: '20 ft (6.10 m)' },
      { label: 'Tare weight', value: '4,079 lb' }, // 1,850 kg / 0.45359237
      { label: 'Axle type', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
      { label: 'Aggregate trailer mass', value: '5,512 lb' }, // 2,500 kg
    ])
  })

  it('is empty for anything but a caravan, and leaves out missing specs', () => {
    expect(caravanSpecs({ ...caravan, item_type: 'car' }, 'en-AU')).toEqual([])
    expect(caravanSpecs({ ...caravan, item_type: null }, 'en-AU')).toEqual([])
    expect(caravanSpecs(baseCar({ item_type: 'caravan', specifications: { sleeps: 2 } }), 'en-AU')).toEqual([
      { label: 'Sleeps', value: '2' },
    ])
  })
})

describe('previewItems', () => {
  const grid = ['a', 'b', 'c', 'd', 'e']

  it('shows 4 grid items and 8 features before the toggle', () => {
    expect(GRID_PREVIEW_ITEMS).toBe(4)
    expect(FEATURE_PREVIEW_ITEMS).toBe(8)
    expect(previewItems(grid, GRID_PREVIEW_ITEMS, false)).toEqual({ shown: ['a', 'b', 'c', 'd'], hasMore: true })
    expect(previewItems(grid, GRID_PREVIEW_ITEMS, true)).toEqual({ shown: grid, hasMore: true })
  })

  it('has no toggle at exactly the limit', () => {
    expect(previewItems(grid.slice(0, 4), GRID_PREVIEW_ITEMS, false)).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      hasMore: false,
    })
    const features = Array.from({ length: 9 }, (_, index) => index)
    expect(previewItems(features.slice(0, 8), FEATURE_PREVIEW_ITEMS, false).hasMore).toBe(false)
    expect(previewItems(features, FEATURE_PREVIEW_ITEMS, false)).toEqual({ shown: features.slice(0, 8), hasMore: true })
  })
})
