/**
 * The time zones the admin enters and shows scheduled times in (issue 22: schedule times in the site's time
 * zone). A site's offers and promo tiles keep, beside each start and end, the zone their time was entered in:
 * the site's own (`site.settings.timeZone`). The instant itself is stored in UTC, whatever the zone.
 */
export type TimeZoneOption = { label: string; value: string }

/** The zones the platform's countries use (AU, NZ, US), as the admin's time zone pickers offer them. */
export const SCHEDULE_TIME_ZONES: readonly TimeZoneOption[] = [
  { label: 'Brisbane (Queensland)', value: 'Australia/Brisbane' },
  { label: 'Sydney, Canberra', value: 'Australia/Sydney' },
  { label: 'Melbourne', value: 'Australia/Melbourne' },
  { label: 'Hobart', value: 'Australia/Hobart' },
  { label: 'Adelaide', value: 'Australia/Adelaide' },
  { label: 'Darwin', value: 'Australia/Darwin' },
  { label: 'Perth', value: 'Australia/Perth' },
  { label: 'Auckland, Wellington', value: 'Pacific/Auckland' },
  { label: 'New York (Eastern)', value: 'America/New_York' },
  { label: 'Chicago (Central)', value: 'America/Chicago' },
  { label: 'Denver (Mountain)', value: 'America/Denver' },
  { label: 'Phoenix (Arizona)', value: 'America/Phoenix' },
  { label: 'Los Angeles (Pacific)', value: 'America/Los_Angeles' },
  { label: 'Anchorage (Alaska)', value: 'America/Anchorage' },
  { label: 'Honolulu (Hawaii)', value: 'Pacific/Honolulu' },
  { label: 'UTC', value: 'UTC' },
]

/** The zone a site's scheduled times are entered in: its own when the pickers offer it, else null. */
export function scheduleTimeZone(siteTimeZone: string | null | undefined): string | null {
  return SCHEDULE_TIME_ZONES.some((zone) => zone.value === siteTimeZone) ? (siteTimeZone as string) : null
}
