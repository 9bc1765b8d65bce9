/**
 * The dealer dashboard's rules (issue 22): which lead kinds it groups, its periods, stock age buckets,
 * the price bands shoppers' searches fall into, and the median. Pure; the SQL aggregates in
 * src/dashboard/ use the same thresholds and bands.
 */

/** The dashboard's lead kinds, and which lead forms count as each. */
export const DASHBOARD_LEAD_KINDS = [
  { value: 'enquiry', label: 'Enquiry', forms: ['enquiry', 'lead-form', 'request-photos'] },
  { value: 'test-drive', label: 'Test drive', forms: ['test-drive'] },
  { value: 'reservation', label: 'Reservation', forms: ['reservation', 'online-purchase'] },
  { value: 'finance', label: 'Finance', forms: ['finance'] },
  { value: 'trade-in', label: 'Trade-in', forms: ['trade-in'] },
  { value: 'service', label: 'Service', forms: ['service'] },
  { value: 'parts', label: 'Parts', forms: ['parts'] },
] as const
export type DashboardLeadKind = (typeof DASHBOARD_LEAD_KINDS)[number]['value']

/** The dashboard kind a lead form counts as. */
export function dashboardLeadKind(form: string): DashboardLeadKind {
  const found = DASHBOARD_LEAD_KINDS.find((kind) => (kind.forms as readonly string[]).includes(form))
  return found?.value ?? 'enquiry'
}

/** The periods the lead charts cover, in days; the first is the default. */
export const DASHBOARD_PERIODS = [30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]

export function dashboardPeriod(value: unknown): DashboardPeriod {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return (DASHBOARD_PERIODS as readonly number[]).includes(days) ? (days as DashboardPeriod) : DASHBOARD_PERIODS[0]
}

/** The calendar days of a period ending today (YYYY-MM-DD, oldest first), so days without leads show as 0. */
export function periodDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  )
}

/** Stock older than these many days is aged (the dashboard's 'over 60' and 'over 90 days'). */
export const AGED_STOCK_DAYS = [60, 90] as const

/** Whole days a car has been in stock since it was listed (never negative). */
export function daysInStock(listedAt: string | Date, now: Date): number {
  const listed = typeof listedAt === 'string' ? Date.parse(listedAt) : listedAt.getTime()
  return Math.max(0, Math.floor((now.getTime() - listed) / 86_400_000))
}

/** The aged thresholds a car of this age is past (e.g. 95 days: [60, 90]). */
export const agedPast = (days: number): number[] => AGED_STOCK_DAYS.filter((threshold) => days > threshold)

/** Price bands for shoppers' searches and stock, in the site's currency: [min, max) each; the last open. */
export const PRICE_BANDS: ReadonlyArray<{ min: number; max: number | null }> = [
  { min: 0, max: 10_000 },
  { min: 10_000, max: 20_000 },
  { min: 20_000, max: 30_000 },
  { min: 30_000, max: 50_000 },
  { min: 50_000, max: 75_000 },
  { min: 75_000, max: 100_000 },
  { min: 100_000, max: null },
]

/** A band's key as stored and linked: "20000-30000", "100000+". */
export const priceBandKey = (band: { min: number; max: number | null }): string =>
  band.max === null ? `${band.min}+` : `${band.min}-${band.max}`

/** The band a price falls in (prices below 0 count as 0). */
export function priceBand(price: number): string {
  const value = Math.max(0, price)
  const band = PRICE_BANDS.find((entry) => value >= entry.min && (entry.max === null || value < entry.max))
  return priceBandKey(band ?? PRICE_BANDS[PRICE_BANDS.length - 1]!)
}

/**
 * The band a searched price range counts in: the band of its top (what the shopper can spend), else of
 * its bottom; none for a search without a price range.
 */
export function searchedPriceBand(range: { min?: number; max?: number } | undefined): string | null {
  if (!range) return null
  if (typeof range.max === 'number' && Number.isFinite(range.max)) return priceBand(Math.max(0, range.max - 1))
  if (typeof range.min === 'number' && Number.isFinite(range.min)) return priceBand(range.min)
  return null
}

/** A band key's range back, for the link to the cars list behind it. */
export function priceBandRange(key: string): { min: number; max: number | null } | null {
  const band = PRICE_BANDS.find((entry) => priceBandKey(entry) === key)
  return band ? { ...band } : null
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A duration in ms in a dashboard's words: "45 min", "3.5 h", "2.1 days"; "–" for none. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '\u2013'
  const minutes = ms / 60_000
  if (minutes < 60) return `${Math.round(minutes)} min`
  const hours = minutes / 60
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`
  return `${Math.round((hours / 24) * 10) / 10} days`
}

/**
 * What one shopper search adds to the site's demand counts: its makes, models, bodies, price band, and
 * whether it found nothing (a short description of the search, without free text). Counts only: nothing
 * about who searched.
 */
export type SearchDemand = { dimension: 'make' | 'model' | 'body' | 'price_band' | 'zero_results'; value: string }

export function searchDemand(
  search: {
    refinements: Partial<Record<string, string[]>>
    ranges: Partial<Record<string, { min?: number; max?: number }>>
  },
  resultCount: number,
): SearchDemand[] {
  const pick = (name: string) =>
    (search.refinements[name] ?? [])
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 10)
  const makes = pick('make')
  const models = pick('model')
  const bodies = pick('body')
  const band = searchedPriceBand(search.ranges.price)
  const demand: SearchDemand[] = [
    ...makes.map((value) => ({ dimension: 'make' as const, value })),
    ...models.map((value) => ({ dimension: 'model' as const, value })),
    ...bodies.map((value) => ({ dimension: 'body' as const, value })),
    ...(band ? [{ dimension: 'price_band' as const, value: band }] : []),
  ]
  if (resultCount === 0 && demand.length > 0) {
    const described = [makes.join('/'), models.join('/'), bodies.join('/'), band ?? ''].filter(Boolean).join(' ')
    demand.push({ dimension: 'zero_results', value: described.slice(0, 200) })
  }
  return demand.map((entry) => ({ ...entry, value: entry.value.slice(0, 200) }))
}
