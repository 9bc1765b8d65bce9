import { expect, it } from 'vitest'

import { jsonRecord, presentNumber, presentText } from './field-values'

it('treats blank text and the words for nothing as missing', () => {
  for (const value of ['', '  ', 'undefined', 'NULL', 'NaN', null, undefined, Number.NaN, Infinity, {}])
    expect(presentText(value)).toBeNull()
  expect(presentText(' White ')).toBe('White')
  expect(presentText(0)).toBe('0')
})

it('reads numbers and numeric text', () => {
  expect(presentNumber(45_990)).toBe(45_990)
  expect(presentNumber(' 45,990.50 ')).toBe(45_990.5)
  expect(presentNumber('-12')).toBe(-12)
  for (const value of ['', 'abc', '12abc', '1e5', null, Number.NaN, true]) expect(presentNumber(value)).toBeNull()
})

it('reads only plain objects as records', () => {
  expect(jsonRecord({ a: 1 })).toEqual({ a: 1 })
  for (const value of [null, [], 'x', 3]) expect(jsonRecord(value)).toBeNull()
})
