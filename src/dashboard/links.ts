import { DASHBOARD_LEAD_KINDS, priceBandRange, type DashboardLeadKind } from '@/domain/dashboard'
import { OPEN_LEAD_OVERDUE_HOURS, OPEN_LEAD_STATUSES } from '@/domain/lead-workflow'

/**
 * Links from the dashboard's figures to the admin lists behind them: Payload's list views read a `where`
 * in the query string (`where[or][0][and][0][status][in]=new,contacted`), the same the list's own filter
 * writes, so the list opens with its filters shown and editable.
 */
type Condition = Record<string, Record<string, string | number | boolean>>

function encode(conditions: Condition[]): string {
  const params: string[] = []
  conditions.forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition))
      for (const [operator, value] of Object.entries(operators))
        params.push(
          `${encodeURIComponent(`where[or][0][and][${index}][${field}][${operator}]`)}=${encodeURIComponent(String(value))}`,
        )
  })
  return params.join('&')
}

export const adminList = (collection: 'leads' | 'cars', conditions: Condition[]): string =>
  `/admin/collections/${collection}?${encode(conditions)}`

const ofSites = (siteIds: readonly number[]): Condition => ({ site: { in: siteIds.join(',') } })

const dayStart = (day: string) => `${day}T00:00:00.000Z`
const periodStart = (today: string, days: number) =>
  new Date(Date.parse(dayStart(today)) - (days - 1) * 86_400_000).toISOString()

export function leadsLink(
  siteIds: readonly number[],
  filter: {
    kind?: DashboardLeadKind
    day?: string
    since?: { today: string; days: number }
    location?: number | null
    open?: boolean
    overdueAt?: Date
    car?: number
    responded?: boolean
  },
): string {
  const conditions: Condition[] = [ofSites(siteIds)]
  if (filter.kind) {
    const forms = DASHBOARD_LEAD_KINDS.find((kind) => kind.value === filter.kind)?.forms ?? []
    conditions.push({ form: { in: forms.join(',') } })
  }
  if (filter.day)
    conditions.push(
      {
        createdAt: { greater_than_equal: dayStart(filter.day) },
      },
      { createdAt: { less_than: new Date(Date.parse(dayStart(filter.day)) + 86_400_000).toISOString() } },
    )
  if (filter.since)
    conditions.push({ createdAt: { greater_than_equal: periodStart(filter.since.today, filter.since.days) } })
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
  return adminList('leads', conditions)
}

export function carsLink(
  siteIds: readonly number[],
  filter: {
    type?: string
    listedBefore?: Date
    withoutPrice?: boolean
    withoutPhotos?: boolean
    priceDropped?: boolean
    make?: string
    model?: string
    body?: string
    priceBand?: string
  },
): string {
  const conditions: Condition[] = [ofSites(siteIds)]
  const inStock =
    filter.make || filter.model || filter.body || filter.priceBand ? [] : [{ status: { equals: 'in_stock' } }]
  conditions.push(...inStock)
  if (filter.type) conditions.push({ car_type: { equals: filter.type } })
  if (filter.listedBefore) conditions.push({ listed_at: { less_than: filter.listedBefore.toISOString() } })
  if (filter.withoutPrice) conditions.push({ price: { less_than_equal: 0 } })
  if (filter.withoutPhotos) conditions.push({ primary_image_url: { exists: false } })
  if (filter.priceDropped) conditions.push({ before_price: { exists: true } })
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
  return adminList('cars', conditions)
}

export const carLink = (carId: number): string => `/admin/collections/cars/${carId}`
