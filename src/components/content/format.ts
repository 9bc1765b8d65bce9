import { calendarDateIn, formatCalendarDate, storedCalendarDate } from '@/domain/site-dates'
import type { ResolvedSite } from '@/lib/data/sites'

/** A stored date as the site writes dates: dd/mm/yyyy in en-AU and en-NZ, mm/dd/yyyy in en-US (spec 3 Review). */
export function siteDate({ settings }: Pick<ResolvedSite, 'settings'>, value: string | null | undefined): string {
  const date = storedCalendarDate(value, settings.timeZone)
  return date ? formatCalendarDate(date, settings.locale) : ''
}

/** 'Offer ends 30/11/2026' from the moment an offer stops (the last day it shows, in the site's time zone). */
export function offerEndsText({ settings }: Pick<ResolvedSite, 'settings'>, end: string | null): string | null {
  if (!end) return null
  const last = new Date(new Date(end).getTime() - 1)
  if (Number.isNaN(last.getTime())) return null
  return `Offer ends ${formatCalendarDate(calendarDateIn(last, settings.timeZone), settings.locale)}`
}
