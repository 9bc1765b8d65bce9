import { describe, expect, it } from 'vitest'

import type { CarRecord } from './car'
import {
  CAR_FIELDS,
  carColumnName,
  carFieldsWithGroups,
  carSnapshot,
  DOCUMENT_FLAG_FIELDS,
  DOCUMENT_VALUE_FIELDS,
  isFieldGroup,
  SNAPSHOT_FIELDS,
} from './car-fields'

describe('the car field table', () => {
  it('names each field once, and each group once', () => {
    const names = [...carFieldsWithGroups()].map(({ field, group }) => carColumnName(field.name, group))
    expect(new Set(names).size).toBe(names.length)
    expect(CAR_FIELDS.filter(isFieldGroup).map((group) => group.name)).toEqual([
      'location',
      'variant',
      'specifications',
      'autograb_data',
    ])
  })

  it('gives Payload’s column names: snake_case, a group’s prefixed', () => {
    expect(carColumnName('standardEquipment')).toBe('standard_equipment')
    expect(carColumnName('name', 'location')).toBe('location_name')
    expect(carColumnName('enginesize_litres', 'variant')).toBe('variant_enginesize_litres')
  })

  it('marks what the search document copies', () => {
    expect([...DOCUMENT_VALUE_FIELDS].sort()).toEqual(
      [
        'year',
        'make',
        'model',
        'badge',
        'series',
        'price',
        'before_price',
        'offer_price',
        'subscription_price',
        'price_type',
        'km',
        'stocknum',
        'car_type',
        'status',
        'tag',
        'simple_body',
        'simple_transmission',
        'simple_fuel',
        'drive',
        'colour',
        'seats',
        'doors',
        'engine_size',
        'city',
        'state',
        'item_type',
        'dealership_id',
      ].sort(),
    )
    expect([...DOCUMENT_FLAG_FIELDS].sort()).toEqual(['certified', 'preorder', 'reserved'])
  })
})

describe('carSnapshot', () => {
  const car: CarRecord = {
    id: 7,
    slug: 'a-car',
    name: 'A Car',
    car_type: 'used',
    status: 'in_stock',
    make: 'Toyota',
    vin: 'V1',
    series: 'not kept',
    dealercomments: 'not kept',
  }

  it('keeps the car as the shopper saw it: id and the snapshot fields, absent ones as null', () => {
    expect(carSnapshot(car)).toEqual({
      id: 7,
      slug: 'a-car',
      name: 'A Car',
      year: null,
      make: 'Toyota',
      model: null,
      badge: null,
      car_type: 'used',
      status: 'in_stock',
      tag: null,
      stocknum: null,
      vin: 'V1',
      regplate: null,
      price: null,
      km: null,
      colour: null,
    })
    expect(SNAPSHOT_FIELDS).toHaveLength(15)
  })
})
