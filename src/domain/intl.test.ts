import { describe, expect, it } from 'vitest'

import { dateTimeFormat, numberFormat } from './intl'

describe('kept Intl formatters', () => {
  it('are made once per locale and options, and format as new ones do', () => {
    const day = { timeZone: 'Australia/Perth', year: 'numeric', month: '2-digit', day: '2-digit' } as const
    expect(dateTimeFormat('en-CA', day)).toBe(dateTimeFormat('en-CA', { ...day }))
    expect(dateTimeFormat('en-CA', day)).not.toBe(dateTimeFormat('en-CA', { ...day, timeZone: 'Pacific/Auckland' }))
    expect(dateTimeFormat('en-CA', day).format(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25')
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 0 }),
    )
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('en-AU', { maximumFractionDigits: 0 }),
    )
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5')
  })

  it('throw on what Intl refuses, as new ones do, and keep nothing for it', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError)
  })

  it('keep a bounded number: past it the oldest is made again when asked', () => {
    const first = numberFormat('en-AU', { minimumIntegerDigits: 1 })
    for (const style of ['decimal', 'percent'] as const)
      for (let integers = 2; integers <= 21; integers += 1)
        for (let fractions = 0; fractions <= 20; fractions += 1)
          numberFormat('en-AU', { style, minimumIntegerDigits: integers, maximumFractionDigits: fractions })
    expect(numberFormat('en-AU', { minimumIntegerDigits: 1 })).not.toBe(first)
  })
})
