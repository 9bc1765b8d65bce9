import { describe, expect, it } from 'vitest'

import { addMonths, calendarDateIn, compareDates, formatCalendarDate, storedCalendarDate } from './site-dates'

describe('calendarDateIn', () => {
  it("gives the instant's day in the time zone", () => {
    const instant = new Date('2025-06-15T23:30:00.000Z')
    expect(calendarDateIn(instant, 'Australia/Brisbane')).toEqual({ year: 2025, month: 6, day: 16 })
    expect(calendarDateIn(instant, 'America/Chicago')).toEqual({ year: 2025, month: 6, day: 15 })
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
