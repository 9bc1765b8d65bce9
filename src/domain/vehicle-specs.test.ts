import { describe, expect, it } from 'vitest'

import type { CarRecord } from './car'
import { carPhotos, carSpecifications, carSummary, standardEquipment } from './vehicle-specs'

const car = (fields: Partial<CarRecord>): CarRecord =>
  ({ id: 1, feed_id: 'f', slug: 's', name: 'n', car_type: 'used', status: 'in_stock', ...fields }) as CarRecord

describe('carSummary', () => {
  it('lists present values in order and leaves missing ones out', () => {
    expect(
      carSummary(car({ year: 2020, make: 'Toyota', model: '', badge: 'null', km: 12345, seats: 5 }), 'en-AU'),
    ).toEqual([
      { label: 'Year', value: '2020' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Kilometres', value: '12,345 km' },
      { label: 'Seats', value: '5' },
    ])
  })
})

describe('carSpecifications', () => {
  it('gives units and skips NaN', () => {
    expect(
      carSpecifications(
        car({
          variant: {
            cylinders: 4,
            enginesize: 2494,
            enginesize_litres: 2.5,
            grossvehiclemass: Number.NaN,
            ancaprating: 5,
          },
        }),
        'en-AU',
      ),
    ).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Engine size', value: '2,494 cc' },
      { label: 'Engine size (litres)', value: '2.5 L' },
      { label: 'ANCAP rating', value: '5 stars' },
    ])
  })
})

describe('standardEquipment and carPhotos', () => {
  it('reads strings and { name } objects, dropping blanks', () => {
    expect(
      standardEquipment(car({ standardEquipment: ['ABS', { name: 'Cruise control' }, '', null, 'undefined'] })),
    ).toEqual(['ABS', 'Cruise control'])
    expect(standardEquipment(car({ standardEquipment: 'ABS' }))).toEqual([])
  })
  it('uses the images, else the primary image, and only web addresses', () => {
    expect(
      carPhotos(car({ images: ['https://a/1.jpg', 'javascript:x', 2], primary_image_url: 'https://a/p.jpg' })),
    ).toEqual(['https://a/1.jpg'])
    expect(carPhotos(car({ images: [], primary_image_url: 'https://a/p.jpg' }))).toEqual(['https://a/p.jpg'])
    expect(carPhotos(car({}))).toEqual([])
  })
})
