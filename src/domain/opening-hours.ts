/**
 * Opening hours (spec 3 Opening hour entry / Special hours entry, 5 Opening hours): a location's weekly
 * table as shoppers read it, its holiday hours, and the table that applies when a location has none.
 * Times are HH:MM, 24-hour; weekdays run 0 Sunday to 6 Saturday.
 */
import { storedCalendarDate } from './site-dates'

export type OpeningHoursEntry = {
  weekday: number
  status: 'Open' | 'Closed'
  open?: string | null
  close?: string | null
}
export type SpecialHoursEntry = {
  date: string
  status: 'Open' | 'Closed'
  startHour?: string | null
  endHour?: string | null
  label?: string | null
}

/**
 * Opening hours assumed where a location has none recorded: Monday to Saturday 9:00 to 17:00, closed on
 * Sunday.
 */
export const DEFAULT_OPENING_HOURS: readonly OpeningHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, status: 'Closed' as const }
    : { weekday, status: 'Open' as const, open: '09:00', close: '17:00' },
)

export const CLOSED_TEXT = 'Closed'
export const BY_APPOINTMENT_TEXT = 'By appointment only'
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of an HH:MM time, or null when it is no time. */
export function minutesOf(hhmm: string | null | undefined): number | null {
  const match = TIME.exec(hhmm ?? '')
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

export const isTime = (value: unknown): boolean => typeof value === 'string' && minutesOf(value) !== null

/** 09:00 -> 9:00am, 13:30 -> 1:30pm, 00:00 -> 12:00am (spec 3 formated_hours). */
export function formatTime(hhmm: string): string {
  const total = minutesOf(hhmm)
  if (total === null) return hhmm
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`
}

/**
 * An open day's hours as one line, or null when the day is closed: closed, or open without valid times
 * that close after they open.
 */
export function dayHours(
  entry: { status: 'Open' | 'Closed'; open?: string | null; close?: string | null } | undefined,
): string | null {
  if (!entry || entry.status !== 'Open') return null
  const open = minutesOf(entry.open)
  const close = minutesOf(entry.close)
  if (open === null || close === null || close <= open) return null
  return `${formatTime(entry.open as string)} - ${formatTime(entry.close as string)}`
}

export type HoursLine = { days: string; hours: string; closed: boolean }

/**
 * The weekly table as shoppers read it (spec 5): Monday to Friday on one line 'Mon-Fri' when their hours
 * are identical, else one line each; then Saturday and Sunday on their own lines. A closed day (or a day
 * with no entry) reads 'Closed', or 'By appointment only' on sites that say so.
 */
export function openingHoursLines(
  table: readonly OpeningHoursEntry[] | null | undefined,
  { closedByAppointment = false } = {},
): HoursLine[] {
  const hours = table && table.length > 0 ? table : DEFAULT_OPENING_HOURS
  const closedText = closedByAppointment ? BY_APPOINTMENT_TEXT : CLOSED_TEXT
  const line = (weekday: number, days: string): HoursLine => {
    const text = dayHours(hours.find((entry) => entry.weekday === weekday))
    return { days, hours: text ?? closedText, closed: text === null }
  }
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => line(weekday, DAY_NAMES[weekday] as string))
  const grouped = weekdays.every((day) => day.hours === weekdays[0]?.hours)
    ? [{ ...(weekdays[0] as HoursLine), days: 'Mon-Fri' }]
    : weekdays
  return [...grouped, line(6, 'Sat'), line(0, 'Sun')]
}

/** Whether a weekly table is usable as a location's own: at least one day with valid open hours. */
export function hasOpenDay(table: readonly OpeningHoursEntry[] | null | undefined): boolean {
  return (table ?? []).some((entry) => dayHours(entry) !== null)
}

/** A location's weekly table, or the defaults when it has no usable one of its own. */
export function effectiveOpeningHours(
  table: readonly OpeningHoursEntry[] | null | undefined,
): readonly OpeningHoursEntry[] {
  return table && hasOpenDay(table) ? table : DEFAULT_OPENING_HOURS
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export type HolidayLine = { date: string; label: string | null; hours: string; closed: boolean }

/**
 * Holiday (special) hours from `today` (YYYY-MM-DD, the site's today) onwards, soonest first, each with its
 * hours or 'Closed'. Past dates and entries without a real date are left out. `dateText` writes a date
 * in the site's locale.
 */
export function upcomingHolidayHours(
  entries: readonly SpecialHoursEntry[] | null | undefined,
  today: string,
  dateText: (date: string) => string,
): HolidayLine[] {
  return (entries ?? [])
    .map((entry) => ({ entry, date: DATE.test(entry.date ?? '') ? entry.date : (entry.date ?? '').slice(0, 10) }))
    .filter(({ date }) => DATE.test(date) && date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map(({ entry, date }) => {
      const hours = dayHours({ status: entry.status, open: entry.startHour, close: entry.endHour })
      return {
        date: dateText(date),
        label: entry.label?.trim() || null,
        hours: hours ?? CLOSED_TEXT,
        closed: hours === null,
      }
    })
}

type StoredHours =
  | {
      openingHours?: Array<{
        weekday: string | number
        status: 'Open' | 'Closed'
        open?: string | null
        close?: string | null
      }> | null
      specialHours?: Array<{
        date: string
        status: 'Open' | 'Closed'
        startHour?: string | null
        endHour?: string | null
        label?: string | null
      }> | null
    }
  | null
  | undefined

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A location's hours as stored (weekday as text, holiday dates as timestamps) in the rules' shape: weekdays
 * as numbers, holiday dates as the calendar day (YYYY-MM-DD) they mean in the site's time zone.
 */
export function hoursFromStored(
  stored: StoredHours,
  timeZone: string,
): { weekly: OpeningHoursEntry[]; special: SpecialHoursEntry[] } {
  const weekly = (stored?.openingHours ?? [])
    .map((row) => ({
      weekday: Number(row.weekday),
      status: row.status,
      open: row.open ?? null,
      close: row.close ?? null,
    }))
    .filter((row) => Number.isInteger(row.weekday) && row.weekday >= 0 && row.weekday <= 6)
  const special = (stored?.specialHours ?? []).flatMap((row) => {
    const day = storedCalendarDate(row.date, timeZone)
    return day
      ? [
          {
            date: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
            status: row.status,
            startHour: row.startHour ?? null,
            endHour: row.endHour ?? null,
            label: row.label ?? null,
          },
        ]
      : []
  })
  return { weekly, special }
}

export type TodaysHours = {
  /** The day's hours as one line ('9:00am - 5:00pm'), or 'Closed' / 'By appointment only'. */
  hours: string
  closed: boolean
  /** The holiday's name when a holiday entry decides today's hours (null: the weekly table does). */
  holiday: string | null
}

/** The weekday (0 Sunday to 6 Saturday) of a calendar date YYYY-MM-DD, or null when it is no date. */
export function weekdayOf(date: string): number | null {
  const match = DATE.exec(date)
  if (!match) return null
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date ? null : instant.getUTCDay()
}

/**
 * A location's hours on `today` (YYYY-MM-DD, the site's today in its time zone): a holiday entry for that
 * date first (its hours or closed), else the weekly table's line for that weekday (the default table when
 * the location has none, like `openingHoursLines`). Closed reads 'Closed', or 'By appointment only' on
 * sites that say so (a closed holiday always reads 'Closed').
 */
export function todaysHours(
  weekly: readonly OpeningHoursEntry[] | null | undefined,
  special: readonly SpecialHoursEntry[] | null | undefined,
  today: string,
  { closedByAppointment = false } = {},
): TodaysHours {
  const holiday = (special ?? []).find((entry) => (entry.date ?? '').slice(0, 10) === today)
  if (holiday) {
    const hours = dayHours({ status: holiday.status, open: holiday.startHour, close: holiday.endHour })
    return { hours: hours ?? CLOSED_TEXT, closed: hours === null, holiday: holiday.label?.trim() || null }
  }
  const table = weekly && weekly.length > 0 ? weekly : DEFAULT_OPENING_HOURS
  const weekday = weekdayOf(today)
  const hours = weekday === null ? null : dayHours(table.find((entry) => entry.weekday === weekday))
  const closedText = closedByAppointment ? BY_APPOINTMENT_TEXT : CLOSED_TEXT
  return { hours: hours ?? closedText, closed: hours === null, holiday: null }
}
