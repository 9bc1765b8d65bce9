import { DASHBOARD_LEAD_KINDS, periodDays, priceBandRange, type DashboardLeadKind } from '@/domain/dashboard'
import { addDays } from '@/domain/lead-forms-basics'
import { OPEN_LEAD_OVERDUE_HOURS, OPEN_LEAD_STATUSES } from '@/domain/lead-workflow'
import { dealerToday } from '@/domain/site-settings'
import { dayStartIn } from '@/domain/site-dates'

/**
 * Links from the dashboard's figures to the admin lists behind them: Payload's list views read a `where`
 * in the query string (`where[or][0][and][0][status][in]=new,contacted`), the same the list's own filter
 * writes, so the list opens with its filters shown and editable. Each link's list holds exactly the rows its
 * figure counted (tests/integration/dashboard.test.ts runs every link's `where` through Payload).
 */
type Condition = Record<string, Record<string, string | number | boolean>>

/** The list's filter: any of the groups, each group all of its conditions (the admin's "or" and "and" rows). */
function encode(groups: Condition[][]): string {
  const params: string[] = []
  groups.forEach((conditions, group) =>
    conditions.forEach((condition, index) => {
      for (const [field, operators] of Object.entries(condition))
        for (const [operator, value] of Object.entries(operators))
          params.push(
            `${encodeURIComponent(`where[or][${group}][and][${index}][${field}][${operator}]`)}=${encodeURIComponent(String(value))}`,
          )
    }),
  )
  return params.join('&')
}

export const adminList = (collection: 'leads' | 'cars', groups: Condition[][]): string =>
  `/admin/collections/${collection}?${encode(groups)}`

const ofSites = (siteIds: readonly number[]): Condition => ({ site: { in: siteIds.join(',') } })

/** A site as the lead links need it: its days are those of its time zone, as the figures count them. */
export type LinkSite = { id: number; timeZone: string }

/** The sites by time zone: a day or a period starts at a different instant in each zone. */
function byTimeZone(sites: readonly LinkSite[]): Array<{ timeZone: string; ids: number[] }> {
  const zones = new Map<string, number[]>()
  for (const site of sites) zones.set(site.timeZone, [...(zones.get(site.timeZone) ?? []), site.id])
  return [...zones].map(([timeZone, ids]) => ({ timeZone, ids }))
}

export function leadsLink(
  sites: readonly LinkSite[],
  filter: {
    kind?: DashboardLeadKind
    /** One calendar day (YYYY-MM-DD) of each site's own time zone. */
    day?: string
    /** The last `days` calendar days of each site, today included, as at `now`. */
    since?: { now: Date; days: number }
    location?: number | null
    open?: boolean
    overdueAt?: Date
    car?: number
    responded?: boolean
  },
): string {
  const conditions: Condition[] = []
  if (filter.kind) {
    const forms = DASHBOARD_LEAD_KINDS.find((kind) => kind.value === filter.kind)?.forms ?? []
    conditions.push({ form: { in: forms.join(',') } })
  }
  if (filter.location !== undefined)
    conditions.push(
      filter.location === null ? { location: { exists: false } } : { location: { equals: filter.location } },
    )
  if (filter.open || filter.overdueAt) conditions.push({ status: { in: OPEN_LEAD_STATUSES.join(',') } })
  if (filter.overdueAt)
    conditions.push({
      createdAt: {
        less_than: new Date(filter.overdueAt.getTime() - OPEN_LEAD_OVERDUE_HOURS * 3_600_000).toISOString(),
      },
    })
  if (filter.car !== undefined) conditions.push({ car: { equals: filter.car } })
  if (filter.responded) conditions.push({ first_response_at: { exists: true } })
  const { day, since } = filter
  if (!day && !since) return adminList('leads', [[ofSites(sites.map((site) => site.id)), ...conditions]])
  // Days are each site's own: one group of sites per time zone, each with its zone's bounds.
  return adminList(
    'leads',
    byTimeZone(sites).map(({ timeZone, ids }) => {
      const bounds: Condition[] = []
      if (day)
        bounds.push(
          { createdAt: { greater_than_equal: dayStartIn(day, timeZone).toISOString() } },
          { createdAt: { less_than: dayStartIn(addDays(day, 1), timeZone).toISOString() } },
        )
      if (since) {
        const first = periodDays(dealerToday(timeZone, since.now), since.days)[0]!
        bounds.push({ createdAt: { greater_than_equal: dayStartIn(first, timeZone).toISOString() } })
      }
      return [ofSites(ids), ...conditions, ...bounds]
    }),
  )
}

export function carsLink(
  siteIds: readonly number[],
  filter: {
    type?: string
    listedBefore?: Date
    withoutPrice?: boolean
    withoutPhotos?: boolean
    priceDroppedSince?: Date
    make?: string
    model?: string
    body?: string
    priceBand?: string
  },
): string {
  const conditions: Condition[] = [ofSites(siteIds)]
  // Stock figures count cars in stock; a price drop counts whatever became of the car since, and the
  // demand tables link to every car of what was searched.
  const inStock =
    filter.make || filter.model || filter.body || filter.priceBand || filter.priceDroppedSince
      ? []
      : [{ status: { equals: 'in_stock' } }]
  conditions.push(...inStock)
  if (filter.type) conditions.push({ car_type: { equals: filter.type } })
  // The database keeps `listed_at` (never empty), `has_photos` and `price_dropped_at` for these links and the
  // figures alike (migration 20261128_100000_car_dashboard_columns).
  if (filter.listedBefore) conditions.push({ listed_at: { less_than: filter.listedBefore.toISOString() } })
  if (filter.withoutPhotos) conditions.push({ has_photos: { equals: false } })
  if (filter.priceDroppedSince)
    conditions.push({ price_dropped_at: { greater_than: filter.priceDroppedSince.toISOString() } })
  if (filter.make) conditions.push({ make: { equals: filter.make } })
  if (filter.model) conditions.push({ model: { equals: filter.model } })
  if (filter.body) conditions.push({ simple_body: { equals: filter.body } })
  if (filter.priceBand) {
    const band = priceBandRange(filter.priceBand)
    if (band) {
      conditions.push({ price: { greater_than_equal: band.min } })
      if (band.max !== null) conditions.push({ price: { less_than: band.max } })
    }
  }
  // No price is an empty price or one of 0 or less: the admin's filter has no "empty or", so two groups.
  if (filter.withoutPrice)
    return adminList('cars', [
      [...conditions, { price: { less_than_equal: 0 } }],
      [...conditions, { price: { exists: false } }],
    ])
  return adminList('cars', [conditions])
}

export const carLink = (carId: number): string => `/admin/collections/cars/${carId}`
