import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { validateFeedRow } from '../feed-row'
import { australianVehiclePrices } from './australian-vehicle-prices'
import { csvMapping, missingColumns } from './mapping'
import { parseCsv } from './parse'

const base: Record<string, string> = {
  Brand: 'Ssangyong',
  Year: '2022',
  Model: 'Rexton',
  'Car/Suv': 'Sutherland Isuzu Ute',
  Title: '2022 Ssangyong Rexton Ultimate (awd)',
  UsedOrNew: 'DEMO',
  Transmission: 'Automatic',
  Engine: '4 cyl, 2.2 L',
  DriveType: 'AWD',
  FuelType: 'Diesel',
  FuelConsumption: '8.7 L / 100 km',
  Kilometres: '5595',
  ColourExtInt: 'White / Black',
  Location: 'Caringbah, NSW',
  CylindersinEngine: '4 cyl',
  BodyType: 'SUV',
  Doors: ' 4 Doors',
  Seats: ' 7 Seats',
  Price: '51990',
}

function mapped(overrides: Record<string, string> = {}) {
  const result = australianVehiclePrices.mapRow({ ...base, ...overrides })
  if (!result.ok) throw new Error(result.errors.join('; '))
  return result.row
}

describe('australian-vehicle-prices mapping', () => {
  it('maps a clean row to Car fields', () => {
    expect(mapped()).toMatchObject({
      name: '2022 Ssangyong Rexton Ultimate (awd)',
      year: 2022,
      make: 'Ssangyong',
      model: 'Rexton',
      badge: 'Ultimate (awd)',
      car_type: 'demo',
      status: 'in_stock',
      price: 51990,
      km: 5595,
      simple_body: 'SUV',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      drive: 'AWD',
      colour: 'White',
      doors: 4,
      seats: 7,
      engine_size: '2.2L',
      city: 'Caringbah',
      state: 'NSW',
      variant: { cylinders: 4, enginesize_litres: 2.2, fuelconsumptioncombined: 8.7 },
    })
    expect(validateFeedRow(mapped()).ok).toBe(true)
  })

  it('maps UsedOrNew and rejects the nan row with a reason', () => {
    expect(mapped({ UsedOrNew: 'USED' }).car_type).toBe('used')
    expect(mapped({ UsedOrNew: 'NEW' }).car_type).toBe('new')
    const nan = australianVehiclePrices.mapRow({
      ...base,
      UsedOrNew: 'nan',
      Year: 'nan',
      Brand: '',
      Model: '',
      Title: '',
    })
    expect(nan).toEqual({
      ok: false,
      errors: [
        "UsedOrNew: 'nan' is not USED, NEW or DEMO",
        "Year: 'nan' is not a year",
        'Brand and Model are both empty: nothing says what car this is',
      ],
    })
  })

  it('keeps POA and empty prices as no price', () => {
    expect(mapped({ Price: 'POA' })).toMatchObject({ price: null, price_type: 'POA' })
    expect(mapped({ Price: '' })).toMatchObject({ price: null, price_type: null })
  })

  it('reads - / -, - and empty kilometres as unknown', () => {
    for (const km of ['- / -', '-', '']) expect(mapped({ Kilometres: km }).km).toBeNull()
  })

  it('recovers makes and models the columns split wrongly, from the title', () => {
    expect(
      mapped({ Brand: 'Land', Model: 'Rover', Title: '2019 Land Rover Range Rover Sport SDV6 HSE' }),
    ).toMatchObject({
      make: 'Land Rover',
      model: 'Range Rover',
      badge: 'Sport SDV6 HSE',
    })
    expect(
      mapped({ Brand: 'Hyundai', Model: 'Santa', Title: '2018 Hyundai Santa FE Highlander Crdi (4X4)' }),
    ).toMatchObject({
      make: 'Hyundai',
      model: 'Santa Fe',
      badge: 'Highlander Crdi (4X4)',
    })
    expect(mapped({ Brand: 'Great', Model: 'Wall', Title: '2011 Great Wall V240 (4X4)' })).toMatchObject({
      make: 'Great Wall',
      model: 'V240',
    })
    expect(mapped({ Brand: 'Saab', Model: '03-Sep', Title: '2008 Saab 9-3 Linear 2.0T' })).toMatchObject({
      make: 'Saab',
      model: '9-3',
    })
    expect(mapped({ Brand: 'BMW', Model: '3', Title: '2015 BMW 3 Series 320i' })).toMatchObject({
      model: '3 Series',
      badge: '320i',
    })
  })

  it('never takes the Car/Suv column (sometimes a dealer name) as the body', () => {
    expect(mapped({ 'Car/Suv': 'USED Dealer ad', BodyType: 'Ute / Tray' }).simple_body).toBe('Ute')
    expect(mapped({ BodyType: '' }).simple_body).toBeNull()
  })

  it('reads engine, fuel consumption and colour, and leaves - as unknown', () => {
    expect(mapped({ Engine: '-', CylindersinEngine: '6 cyl' })).toMatchObject({
      engine_size: null,
      variant: { cylinders: 6, enginesize_litres: null },
    })
    expect(mapped({ FuelConsumption: '-' }).variant).toMatchObject({ fuelconsumptioncombined: null })
    expect(mapped({ ColourExtInt: 'White / -' }).colour).toBe('White')
    expect(mapped({ ColourExtInt: '-' }).colour).toBeNull()
  })

  it('splits suburb and state, and reads AU-VIC as a state', () => {
    expect(mapped({ Location: '' })).toMatchObject({ city: null, state: null })
    expect(mapped({ Location: 'AU-VIC' })).toMatchObject({ city: null, state: 'VIC' })
  })

  it('reads doors and seats with leading spaces and words, and seats found in the Doors column', () => {
    expect(mapped({ Doors: ' 5 Seats', Seats: '' })).toMatchObject({ doors: null, seats: 5 })
    expect(mapped({ Doors: '', Seats: '' })).toMatchObject({ doors: null, seats: null })
  })

  it('maps drive and fuel values to shopper labels', () => {
    expect(mapped({ DriveType: 'Front' }).drive).toBe('FWD')
    expect(mapped({ DriveType: 'Other' }).drive).toBeNull()
    expect(mapped({ FuelType: 'Premium' }).simple_fuel).toBe('Premium Unleaded')
    expect(mapped({ FuelType: '-' }).simple_fuel).toBeNull()
  })
})

describe('the real data set', () => {
  const records = parseCsv(
    readFileSync(path.resolve(import.meta.dirname, '../../../seed/data/australian-vehicle-prices.csv')),
  )

  it('maps or rejects every one of its 16,734 rows', () => {
    expect(records).toHaveLength(16_734)
    const mapping = csvMapping('australian-vehicle-prices')!
    expect(missingColumns(mapping, Object.keys(records[0]!))).toEqual([])
    let mappedCount = 0
    const rejected: string[][] = []
    const types: Record<string, number> = {}
    for (const record of records) {
      const result = mapping.mapRow(record)
      if (result.ok) {
        expect(validateFeedRow(result.row)).toMatchObject({ ok: true })
        expect(result.row.make).not.toBe('Land')
        mappedCount += 1
        types[result.row.car_type] = (types[result.row.car_type] ?? 0) + 1
      } else {
        expect(result.errors.length).toBeGreaterThan(0)
        rejected.push(result.errors)
      }
    }
    expect(mappedCount + rejected.length).toBe(16_734)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]![0]).toMatch(/UsedOrNew: 'nan'/)
    expect(types).toEqual({ used: 14_994, new: 1_227, demo: 512 })
  })
})

describe('parseCsv', () => {
  it('keys values by the header and handles quotes and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\n"1, one",2\n')).toEqual([{ a: '1, one', b: '2' }])
  })
  it('throws on unbalanced quotes, naming where', () => {
    expect(() => parseCsv('a,b\n"1,2\n3,4\n')).toThrow(/line/i)
  })
})
