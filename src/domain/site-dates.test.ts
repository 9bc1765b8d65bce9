import { describe, expect, it } from 'vitest'

import {
  addMonths,
  calendarDateIn,
  compareDates,
  dayStartIn,
  formatCalendarDate,
  storedCalendarDate,
} from './site-dates'

describe('calendarDateIn', () => {
  it("gives the instant's day in the time zone", () => {
    const instant = new Date('2025-06-15T23:30:00.000Z')
    expect(calendarDateIn(instant, 'Australia/Brisbane')).toEqual({ year: 2025, month: 6, day: 16 })
    expect(calendarDateIn(instant, 'America/Chicago')).toEqual({ year: 2025, month: 6, day: 15 })
  })
})

describe('dayStartIn', () => {
  it('gives the first instant of the day in the time zone', () => {
    expect(dayStartIn('2026-06-11', 'Australia/Brisbane').toISOString()).toBe('2026-06-10T14:00:00.000Z')
    expect(dayStartIn('2026-06-11', 'UTC').toISOString()).toBe('2026-06-11T00:00:00.000Z')
    expect(dayStartIn('2026-06-11', 'America/Chicago').toISOString()).toBe('2026-06-11T05:00:00.000Z')
    // Daylight saving in Sydney: 11 hours ahead in January, 10 in June.
    expect(dayStartIn('2026-01-05', 'Australia/Sydney').toISOString()).toBe('2026-01-04T13:00:00.000Z')
    expect(dayStartIn('2026-04-05', 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z')
    expect(dayStartIn('2026-04-06', 'Australia/Sydney').toISOString()).toBe('2026-04-05T14:00:00.000Z')
  })

  it('begins a day whose midnight daylight saving skips at the change', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 8 September 2024.
    expect(dayStartIn('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z')
    expect(calendarDateIn(new Date('2024-09-08T03:59:59.999Z'), 'America/Santiago').day).toBe(7)
  })
})

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths({ year: 2024, month: 8, day: 30 }, 1)).toEqual({ year: 2024, month: 9, day: 30 })
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(addMonths({ year: 2025, month: 12, day: 15 }, 1)).toEqual({ year: 2026, month: 1, day: 15 })
  })
})

it('compares and formats calendar dates', () => {
  expect(compareDates({ year: 2025, month: 6, day: 16 }, { year: 2025, month: 6, day: 15 })).toBeGreaterThan(0)
  expect(compareDates({ year: 2025, month: 6, day: 15 }, { year: 2025, month: 6, day: 15 })).toBe(0)
  expect(formatCalendarDate({ year: 2024, month: 9, day: 30 }, 'en-AU')).toBe('30/09/2024')
  expect(formatCalendarDate({ year: 2024, month: 9, day: 30 }, 'en-AU', '2-digit')).toBe('30/09/24')
  expect(formatCalendarDate({ year: 2024, month: 9, day: 30 }, 'en-US')).toBe('09/30/2024')
})

it('reads stored dates', () => {
  expect(storedCalendarDate('2025-06-16', 'America/Chicago')).toEqual({ year: 2025, month: 6, day: 16 })
  expect(storedCalendarDate('2025-06-16T00:00:00.000Z', 'America/Chicago')).toEqual({ year: 2025, month: 6, day: 16 })
  expect(storedCalendarDate('2025-06-16T20:00:00.000Z', 'Australia/Brisbane')).toEqual({
    year: 2025,
    month: 6,
    day: 17,
  })
  expect(storedCalendarDate('2025-13-01', 'Australia/Brisbane')).toBeNull()
  expect(storedCalendarDate('nope', 'Australia/Brisbane')).toBeNull()
})
