import { describe, expect, it } from 'vitest'

import {
  BY_APPOINTMENT_TEXT,
  DEFAULT_OPENING_HOURS,
  dayHours,
  effectiveOpeningHours,
  formatTime,
  hoursFromStored,
  openingHoursLines,
  todaysHours,
  upcomingHolidayHours,
  weekdayOf,
  type OpeningHoursEntry,
} from './opening-hours'

const open = (weekday: number, from = '08:30', to = '17:30'): OpeningHoursEntry => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
})
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: 'Closed' })

describe('opening hours display', () => {
  it('writes times as shoppers read them', () => {
    expect(formatTime('09:00')).toBe('9:00am')
    expect(formatTime('12:00')).toBe('12:00pm')
    expect(formatTime('00:15')).toBe('12:15am')
    expect(formatTime('17:30')).toBe('5:30pm')
    expect(dayHours(open(1))).toBe('8:30am - 5:30pm')
    expect(dayHours(open(1, '17:00', '09:00'))).toBeNull() // closes before it opens: not a day open
    expect(dayHours(open(1, '9am', '17:00'))).toBeNull()
  })

  it('groups Monday to Friday when all five are identical; Saturday and Sunday on their own lines', () => {
    const table = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '12:00')]
    expect(openingHoursLines(table)).toEqual([
      { days: 'Mon-Fri', hours: '8:30am - 5:30pm', closed: false },
      { days: 'Sat', hours: '9:00am - 12:00pm', closed: false },
      { days: 'Sun', hours: 'Closed', closed: true },
    ])
  })

  it('lists each weekday when one differs', () => {
    const table = [closed(0), open(1), open(2), open(3), open(4, '08:30', '20:00'), open(5), closed(6)]
    expect(openingHoursLines(table).map((line) => line.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(openingHoursLines(table)[3]).toEqual({ days: 'Thu', hours: '8:30am - 8:00pm', closed: false })
  })

  it('groups five closed weekdays too, and a missing day counts as closed', () => {
    expect(openingHoursLines([open(6)]).map((l) => `${l.days} ${l.hours}`)).toEqual([
      'Mon-Fri Closed',
      'Sat 8:30am - 5:30pm',
      'Sun Closed',
    ])
  })

  it("reads 'By appointment only' on closed days where the site says so", () => {
    const lines = openingHoursLines([closed(0), open(1), open(2), open(3), open(4), open(5), closed(6)], {
      closedByAppointment: true,
    })
    expect(lines.slice(1)).toEqual([
      { days: 'Sat', hours: BY_APPOINTMENT_TEXT, closed: true },
      { days: 'Sun', hours: BY_APPOINTMENT_TEXT, closed: true },
    ])
  })

  it('uses the defaults (Mon-Sat 9 to 5, Sunday closed) for a location without hours', () => {
    expect(openingHoursLines(null).map((l) => `${l.days} ${l.hours}`)).toEqual([
      'Mon-Fri 9:00am - 5:00pm',
      'Sat 9:00am - 5:00pm',
      'Sun Closed',
    ])
    expect(effectiveOpeningHours([closed(0), closed(1)])).toBe(DEFAULT_OPENING_HOURS)
    const own = [open(1)]
    expect(effectiveOpeningHours(own)).toBe(own)
  })
})

describe('holiday hours', () => {
  const text = (date: string) => date.split('-').reverse().join('/')
  it('lists today and later dates, soonest first, with their hours or Closed', () => {
    const lines = upcomingHolidayHours(
      [
        { date: '2026-12-26', status: 'Closed', label: 'Boxing Day' },
        { date: '2026-11-22', status: 'Closed', label: 'Gone' },
        { date: '2026-12-24', status: 'Open', startHour: '09:00', endHour: '13:00', label: ' Christmas Eve ' },
        { date: '2026-11-23T00:00:00.000Z', status: 'Open', startHour: '10:00', endHour: '14:00' },
        { date: 'soon', status: 'Closed' },
      ],
      '2026-11-23',
      text,
    )
    expect(lines).toEqual([
      { date: '23/11/2026', label: null, hours: '10:00am - 2:00pm', closed: false },
      { date: '24/12/2026', label: 'Christmas Eve', hours: '9:00am - 1:00pm', closed: false },
      { date: '26/12/2026', label: 'Boxing Day', hours: 'Closed', closed: true },
    ])
  })
})

describe('stored hours', () => {
  it('reads weekdays as numbers and holiday dates as the site\u2019s calendar day', () => {
    const hours = hoursFromStored(
      {
        openingHours: [
          { weekday: '1', status: 'Open', open: '08:00', close: '17:00' },
          { weekday: '9', status: 'Open' },
        ],
        specialHours: [
          { date: '2026-12-24T14:00:00.000Z', status: 'Closed', label: 'Christmas Day' }, // midnight in Brisbane
          { date: '2026-12-26T00:00:00.000Z', status: 'Closed' },
          { date: 'nope', status: 'Closed' },
        ],
      },
      'Australia/Brisbane',
    )
    expect(hours.weekly).toEqual([{ weekday: 1, status: 'Open', open: '08:00', close: '17:00' }])
    expect(hours.special.map((s) => s.date)).toEqual(['2026-12-25', '2026-12-26'])
    expect(hoursFromStored(null, 'UTC')).toEqual({ weekly: [], special: [] })
  })
})

describe("today's hours", () => {
  const table = [closed(0), open(1), open(2), open(3), open(4), open(5, '08:30', '16:00'), open(6, '09:00', '12:00')]

  it('reads the weekday of the site’s calendar date', () => {
    expect(weekdayOf('2026-11-24')).toBe(2) // a Tuesday
    expect(weekdayOf('2026-11-29')).toBe(0) // a Sunday
    expect(weekdayOf('2026-02-30')).toBeNull()
    expect(weekdayOf('24/11/2026')).toBeNull()
  })

  it("gives the weekly table's line for today's weekday", () => {
    expect(todaysHours(table, [], '2026-11-27')).toEqual({ hours: '8:30am - 4:00pm', closed: false, holiday: null })
    expect(todaysHours(table, [], '2026-11-28')).toEqual({ hours: '9:00am - 12:00pm', closed: false, holiday: null })
    expect(todaysHours(table, [], '2026-11-29')).toEqual({ hours: 'Closed', closed: true, holiday: null })
    expect(todaysHours(table, [], '2026-11-29', { closedByAppointment: true }).hours).toBe(BY_APPOINTMENT_TEXT)
  })

  it('lets a holiday entry for today decide, and only for today', () => {
    const special = [
      { date: '2026-12-25', status: 'Closed' as const, label: 'Christmas Day' },
      { date: '2026-12-24', status: 'Open' as const, startHour: '09:00', endHour: '13:00', label: 'Christmas Eve' },
    ]
    expect(todaysHours(table, special, '2026-12-25', { closedByAppointment: true })).toEqual({
      hours: 'Closed',
      closed: true,
      holiday: 'Christmas Day',
    })
    expect(todaysHours(table, special, '2026-12-24')).toEqual({
      hours: '9:00am - 1:00pm',
      closed: false,
      holiday: 'Christmas Eve',
    })
    expect(todaysHours(table, special, '2026-12-23').holiday).toBeNull()
  })

  it('uses the default table where a location has none (Mon-Sat 9 to 5)', () => {
    expect(todaysHours([], [], '2026-11-24').hours).toBe('9:00am - 5:00pm')
    expect(todaysHours(null, null, '2026-11-29').closed).toBe(true)
  })
})
