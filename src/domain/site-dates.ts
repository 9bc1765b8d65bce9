/**
 * Calendar dates as a site sees them: 'today' and 'one month ahead' in the site's time zone, and dates
 * written in the site's locale. Pure: callers pass `now`.
 */
import { dateTimeFormat } from './intl'
import { localeFacts } from './locale'

/** A day on the calendar, without a time or a time zone; month 1 to 12. */
export type CalendarDate = { year: number; month: number; day: number }

/** The calendar date of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The same day `months` later; a day the later month lacks becomes its last day (31 Jan -> 28 or 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/** Day, month and year as digits in the locale's order, e.g. 30/09/2024 (en-AU) or 09/30/2024 (en-US). */
export function formatCalendarDate(
  date: CalendarDate,
  locale: string | null | undefined,
  year: 'numeric' | '2-digit' = 'numeric',
): string {
  return dateTimeFormat(localeFacts(locale).locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year,
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)))
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const UTC_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(\.000)?Z$/

/**
 * The calendar date a stored date means. A date-only value ('2025-06-30') and a UTC-midnight timestamp
 * (how the stock import stores a date-only feed value) are that calendar day in every time zone; any
 * other timestamp is the day it falls on in the site's time zone. Null when missing or not a date.
 */
export function storedCalendarDate(value: string | null | undefined, timeZone: string): CalendarDate | null {
  const text = value?.trim()
  if (!text) return null
  const dateOnly = DATE_ONLY.exec(text) ?? UTC_MIDNIGHT.exec(text)
  if (dateOnly) {
    const date = { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) }
    return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)
      ? date
      : null
  }
  const instant = new Date(text)
  return Number.isNaN(instant.getTime()) ? null : calendarDateIn(instant, timeZone)
}

/** A time zone's offset from UTC at an instant, in ms: its wall clock there, read as if UTC, minus the instant. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The first instant of a calendar day (YYYY-MM-DD) in a time zone: the day as Postgres counts it with
 * `(t AT TIME ZONE zone)::date`, so an admin filter from one day's start to the next holds that day's rows.
 * Where a daylight-saving change skips midnight, the day begins at the change.
 */
export function dayStartIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  const wall = Date.UTC(year!, month! - 1, date!)
  const first = wall - zoneOffsetAt(wall, timeZone)
  const second = wall - zoneOffsetAt(first, timeZone)
  const starts = (instant: number) => {
    const on = calendarDateIn(new Date(instant), timeZone)
    return on.year === year && on.month === month && on.day === date
  }
  return new Date(starts(second) ? second : first)
}
