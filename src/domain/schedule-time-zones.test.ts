import { describe, expect, it } from 'vitest'

import { SCHEDULE_TIME_ZONES, scheduleTimeZone } from './schedule-time-zones'

describe('scheduleTimeZone', () => {
  it('is the site\u2019s own zone when the pickers offer it', () => {
    expect(scheduleTimeZone('Australia/Brisbane')).toBe('Australia/Brisbane')
    expect(scheduleTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland')
    expect(scheduleTimeZone('America/Chicago')).toBe('America/Chicago')
  })
  it('is null for a zone the pickers do not offer, or none', () => {
    expect(scheduleTimeZone('Europe/Paris')).toBeNull()
    expect(scheduleTimeZone('australia/brisbane')).toBeNull()
    expect(scheduleTimeZone('')).toBeNull()
    expect(scheduleTimeZone(null)).toBeNull()
    expect(scheduleTimeZone(undefined)).toBeNull()
  })
  it('offers only real IANA zones, each once', () => {
    const values = SCHEDULE_TIME_ZONES.map((zone) => zone.value)
    expect(new Set(values).size).toBe(values.length)
    for (const timeZone of values) expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow()
  })
})
