import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INTEGRATOR_COLUMNS, INTEGRATOR_SAMPLE_HEADER } from '../../domain/feed-mapping'
import { parseFeed } from '../feed-input'
import { carFeedRowSchema, validateFeedRow } from '../feed-row'

describe('the integrator CSV mapping', () => {
  it('fills only fields of the feed row schema', () => {
    const shape = carFeedRowSchema.shape as Record<string, { unwrap?: () => unknown }>
    for (const column of INTEGRATOR_COLUMNS) {
      if (column.kind === 'location_code') continue
      expect(Object.keys(shape), column.name).toContain(column.path[0])
    }
  })

  it('reads a sample feed into valid cars, and rejects a row the listing needs more of, naming it', () => {
    const csv = [
      'id,stocknum,vin,car_type,year,make,model,badge,price,km,colour,photos,variant.cylinders,certified,status',
      'A1,S-1,JM0KF4WLA00123456,Used,2021,Mazda,CX-5,Maxx,"$32,990","45,000",Red,https://img.example.com/1.jpg|https://img.example.com/2.jpg,4,yes,coming_soon',
      ',,,new,2024,Kia,Sportage,,39990,,,,,,',
      'A3,,,demo,2023,,Cerato,,-5,,,,,,',
    ].join('\n')
    const feed = parseFeed(csv, 'csv', 'integrator')
    if (!feed.ok) throw new Error(feed.error)
    expect(feed.mapping).toBe('integrator')
    const [first, second, third] = feed.rows
    if (!first || !('data' in first)) throw new Error('row 1 was rejected')
    const valid = validateFeedRow(first.data)
    expect(valid).toMatchObject({
      ok: true,
      car: {
        id: 'A1',
        stocknum: 'S-1',
        vin: 'JM0KF4WLA00123456',
        car_type: 'used',
        year: 2021,
        price: 32990,
        km: 45000,
        certified: true,
        status: 'coming_soon',
        images: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg'],
        primary_image_url: 'https://img.example.com/1.jpg',
        variant: { cylinders: 4 },
      },
    })
    expect(second).toEqual({
      row: 2,
      errors: ['id: is required (or a stocknum or vin): none is given'],
      sent: expect.anything(),
    })
    expect(third).toMatchObject({ row: 3, errors: ['make: is required', 'price: must not be negative'] })
  })

  it('names the header columns it lacks, after an integration’s renames', () => {
    expect(parseFeed('id,make,model\nA,B,C\n', 'csv', 'integrator')).toEqual({
      ok: false,
      error: "The CSV lacks the column(s) the 'integrator' mapping needs: year, car_type.",
    })
    const renamed = parseFeed('Stock,Make,Model,Yr,Type\nA,Kia,Rio,2020,used\n', 'csv', 'integrator', {
      renames: [
        { field: 'stocknum', column: 'Stock' },
        { field: 'make', column: 'Make' },
        { field: 'model', column: 'Model' },
        { field: 'year', column: 'Yr' },
        { field: 'car_type', column: 'Type' },
      ],
    })
    expect(renamed).toMatchObject({
      ok: true,
      rows: [{ row: 1, data: { stocknum: 'A', make: 'Kia', model: 'Rio', year: '2020', car_type: 'used' } }],
    })
  })

  it('rejects a location code of no location of the site', () => {
    const feed = parseFeed(
      'stocknum,make,model,year,car_type,location_code\nA,Kia,Rio,2020,used,NOPE\n',
      'csv',
      'integrator',
      {
        site: { slug: 'sunshine', locations: [{ name: 'Brisbane', slug: 'brisbane', storeCode: 'SUN-BNE' }] },
      },
    )
    expect(feed).toMatchObject({
      ok: true,
      rows: [{ row: 1, errors: ["location_code: 'NOPE' is the store code of no location of this site"] }],
    })
  })

  it('the README’s sample (header row and car) is read into a valid car', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8')
    const header = INTEGRATOR_SAMPLE_HEADER.join(',')
    const lines = readme.split('\n').map((line) => line.trim())
    const at = lines.indexOf(header)
    expect(at).toBeGreaterThan(-1)
    const feed = parseFeed(`${header}\n${lines[at + 1]}\n`, 'csv', 'integrator', {
      site: { slug: 'sunshine-motors', locations: [{ name: 'Brisbane', slug: 'brisbane', storeCode: 'SUN-BNE' }] },
    })
    if (!feed.ok) throw new Error(feed.error)
    const row = feed.rows[0]!
    if (!('data' in row)) throw new Error(row.errors.join('; '))
    expect(validateFeedRow(row.data)).toMatchObject({
      ok: true,
      car: {
        id: 'DMS-1001',
        stocknum: 'A1001',
        location: { slug: 'brisbane' },
        images: [expect.any(String), expect.any(String)],
      },
    })
  })
})
