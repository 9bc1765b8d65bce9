import { describe, expect, it } from 'vitest'

import { readRejectedRows, rejectedKey, rejectedRowsCsv, spreadsheetSafe } from './rejected-rows'

describe('rejected rows', () => {
  it('keeps the key fields a row gave, as short text', () => {
    expect(
      rejectedKey({ id: 'X', stocknum: ' S1 ', vin: 'VIN1', make: 'Mazda', model: 3, year: 2021, price: 'lots' }),
    ).toEqual({ stocknum: 'S1', vin: 'VIN1', make: 'Mazda', model: '3', year: '2021' })
    expect(rejectedKey({ make: { evil: true }, model: ['x'], year: Number.NaN, vin: '' })).toEqual({})
    expect(rejectedKey('not a car')).toEqual({})
    expect(rejectedKey(null)).toEqual({})
    expect(rejectedKey({ make: 'x'.repeat(500) }).make).toHaveLength(200)
  })

  it('reads recorded rows defensively (runs recorded before key fields have none)', () => {
    expect(
      readRejectedRows([
        { row: 2, id: 'R2', errors: ['car_type: bad', 7] },
        'junk',
        { row: 'x', key: { make: 'Kia' } },
      ]),
    ).toEqual([
      { row: 2, id: 'R2', errors: ['car_type: bad'], key: {} },
      { row: 0, id: null, errors: [], key: { make: 'Kia' } },
    ])
    expect(readRejectedRows(null)).toEqual([])
  })

  it('writes CSV with a header, quoting and reasons joined, never a live spreadsheet formula', () => {
    const csv = rejectedRowsCsv([
      {
        row: 2,
        id: 'R2',
        errors: ['car_type: must be one of new, used, demo', 'price: must be a number'],
        key: { make: 'Mazda', model: '3', year: '2021' },
      },
      { row: 3, id: null, errors: ['row must be an object of Car fields'], key: {} },
      { row: 4, id: '=HYPERLINK("http://x")', errors: ['a "quoted"\nreason'], key: { stocknum: '+1' } },
    ])
    expect(csv.split('\r\n')[0]).toBe('row,id,stocknum,vin,make,model,year,reason')
    expect(csv).toContain('2,R2,,,Mazda,3,2021,"car_type: must be one of new, used, demo; price: must be a number"\r\n')
    expect(csv).toContain('3,,,,,,,row must be an object of Car fields\r\n')
    expect(csv).toContain(`4,"'=HYPERLINK(""http://x"")",'+1,,,,,"a ""quoted""\nreason"\r\n`)
    expect(rejectedRowsCsv([])).toBe('row,id,stocknum,vin,make,model,year,reason\r\n')
    expect(spreadsheetSafe('-5')).toBe("'-5")
    expect(spreadsheetSafe('Mazda')).toBe('Mazda')
  })
})
