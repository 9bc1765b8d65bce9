import { describe, expect, it } from 'vitest'

import { carFieldsWithGroups } from './car-fields'
import {
  INTEGRATOR_COLUMNS,
  INTEGRATOR_SAMPLE_HEADER,
  columnMappingErrors,
  mapIntegratorRecord,
  renameColumns,
  renameHeader,
  resolveLocationCode,
} from './feed-mapping'

const names = INTEGRATOR_COLUMNS.map((column) => column.name)

describe('the integrator CSV columns', () => {
  it('has a column for every Car field a feed may send, from the car field table', () => {
    for (const { field, group } of carFieldsWithGroups()) {
      if (field.feed === 'never' || field.name === 'feed_hash') {
        expect(names).not.toContain(field.name)
        continue
      }
      const name = field.name === 'feed_id' ? 'id' : field.name === 'listed_at' ? 'created_at' : field.name
      expect(names).toContain(group ? `${group}.${name}` : name)
    }
    expect(names).toEqual(expect.arrayContaining(['id', 'stocknum', 'vin', 'photos', 'location_code']))
    expect(names).not.toContain('custom_rank')
    expect(new Set(names).size).toBe(names.length)
  })

  it('the sample header names only columns it has', () => {
    for (const column of INTEGRATOR_SAMPLE_HEADER) expect(names).toContain(column)
  })
})

describe('mapIntegratorRecord', () => {
  it('maps cells to Car fields: groups, lists, photos, selects lower-cased, empty cells absent', () => {
    expect(
      mapIntegratorRecord({
        id: ' STK-1 ',
        stocknum: 'S1',
        vin: 'JM0KF4WLA00123456',
        car_type: 'Used',
        year: '2021',
        make: 'Mazda',
        model: 'CX-5',
        price: '$32,990',
        badge: '',
        'variant.cylinders': '4',
        standardEquipment: 'Cruise control | Reversing camera',
        photos: 'https://img.example.com/1.jpg|https://img.example.com/2.jpg https://img.example.com/3.jpg',
        location_code: 'SUN-BNE',
        created_at: '1700000000',
        unknown: 'ignored',
      }),
    ).toEqual({
      ok: true,
      row: {
        id: 'STK-1',
        stocknum: 'S1',
        vin: 'JM0KF4WLA00123456',
        car_type: 'used',
        year: '2021',
        make: 'Mazda',
        model: 'CX-5',
        price: '$32,990',
        variant: { cylinders: '4' },
        standardEquipment: ['Cruise control', 'Reversing camera'],
        images: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg', 'https://img.example.com/3.jpg'],
        primary_image_url: 'https://img.example.com/1.jpg',
        location_code: 'SUN-BNE',
        created_at: 1700000000,
      },
    })
  })

  it('keeps a given main photo, reads JSON cells, and names a broken one', () => {
    const mapped = mapIntegratorRecord({
      photos: 'https://a.example/1.jpg',
      primary_image_url: 'https://a.example/0.jpg',
      finance_lenders: '{"acme":{"paymentWeek":99}}',
    })
    expect(mapped).toMatchObject({
      ok: true,
      row: { primary_image_url: 'https://a.example/0.jpg', finance_lenders: { acme: { paymentWeek: 99 } } },
    })
    expect(mapIntegratorRecord({ finance_lenders: '{oops' })).toEqual({
      ok: false,
      errors: ['finance_lenders: is not valid JSON (write a JSON array or object, or values separated by |)'],
    })
    expect(mapIntegratorRecord({ photos: 'https://a.example/1.jpg', images: 'https://a.example/2.jpg' })).toEqual({
      ok: false,
      errors: ['photos: send photos or images, not both'],
    })
  })
})

describe('column mappings', () => {
  const renames = [
    { field: 'stocknum', column: 'StockNo' },
    { field: 'price', column: 'Sell Price' },
  ]
  it('renames a feed’s columns onto the base mapping’s, leaving the others', () => {
    expect(renameColumns({ StockNo: 'A1', 'Sell Price': '100', make: 'Kia', stocknum: 'ignored' }, renames)).toEqual({
      stocknum: 'A1',
      price: '100',
      make: 'Kia',
    })
    expect(renameHeader(['StockNo', 'Sell Price', 'make'], renames)).toEqual(['stocknum', 'price', 'make'])
  })

  it('swaps two columns without losing either', () => {
    const swap = [
      { field: 'make', column: 'model' },
      { field: 'model', column: 'make' },
    ]
    expect(renameColumns({ make: 'Hilux', model: 'Toyota' }, swap)).toEqual({ make: 'Toyota', model: 'Hilux' })
  })

  it('names what is wrong with a mapping', () => {
    expect(columnMappingErrors(renames, names)).toEqual([])
    expect(
      columnMappingErrors(
        [
          { field: 'prise', column: 'P' },
          { field: 'make', column: 'Brand' },
          { field: 'make', column: 'Make' },
          { field: 'model', column: 'Brand' },
          { field: 'year', column: ' ' },
        ],
        names,
      ),
    ).toEqual([
      "'prise' is not a column of the base mapping",
      "'make' is mapped twice",
      "the feed column 'Brand' is mapped twice",
      "'year' names no feed column",
    ])
  })
})

describe('resolveLocationCode', () => {
  const locations = [
    {
      name: 'Sunshine Brisbane',
      slug: 'brisbane',
      storeCode: 'SUN-BNE',
      phone: '07 3000 0000',
      address: { street: '1 Gympie Rd', city: 'Kedron', state: 'QLD', postcode: '4031' },
    },
    { name: 'Sunshine Gold Coast', slug: 'gold-coast', storeCode: null },
  ]
  it('gives the car the location whose store code the row names (its own, else site-slug), any case', () => {
    expect(resolveLocationCode({ make: 'Kia', location_code: 'sun-bne' }, locations, 'sunshine')).toEqual({
      ok: true,
      row: {
        make: 'Kia',
        location: {
          name: 'Sunshine Brisbane',
          slug: 'brisbane',
          phone: '07 3000 0000',
          address: { street: '1 Gympie Rd', city: 'Kedron', state: 'QLD', postcode: '4031' },
        },
      },
    })
    expect(resolveLocationCode({ location_code: 'sunshine-gold-coast' }, locations, 'sunshine')).toMatchObject({
      ok: true,
      row: { location: { slug: 'gold-coast' } },
    })
  })
  it('leaves a row naming no code, and refuses an unknown code', () => {
    expect(resolveLocationCode({ make: 'Kia', location_code: ' ' }, locations, 'sunshine')).toEqual({
      ok: true,
      row: { make: 'Kia' },
    })
    expect(resolveLocationCode({ location_code: 'SUN-XXX' }, locations, 'sunshine')).toEqual({
      ok: false,
      error: "location_code: 'SUN-XXX' is the store code of no location of this site",
    })
  })
})
