import type { Pool } from 'pg'

import {
  AGED_STOCK_DAYS,
  DASHBOARD_LEAD_KINDS,
  dashboardLeadKind,
  periodDays,
  type DashboardLeadKind,
} from '@/domain/dashboard'
import { OPEN_LEAD_OVERDUE_HOURS, OPEN_LEAD_STATUSES } from '@/domain/lead-workflow'

export type DayCounts = { day: string } & Record<DashboardLeadKind, number>
export type Ranked = { value: string; count: number }

/** Everything the dashboard shows for a selection of sites over a period, counted in SQL. */
export type DashboardFigures = {
  siteIds: number[]
  /** Each site's time zone, whose days the lead figures count (and their links filter). */
  sites: Array<{ id: number; timeZone: string }>
  days: number
  today: string
  /** The instant the figures were counted at (ISO): their links filter as at this instant. */
  at: string
  leads: {
    byDay: DayCounts[]
    byKind: Array<{ kind: DashboardLeadKind; count: number }>
    byLocation: Array<{ locationId: number | null; name: string; count: number }>
    total: number
    open: number
    openOverdue: number
    medianFirstResponseMs: number | null
    responded: number
  }
  stock: {
    inStock: number
    byType: Ranked[]
    averageDaysInStock: number | null
    agedOver: Record<(typeof AGED_STOCK_DAYS)[number], number>
    withoutPhotos: number
    withoutPrice: number
    priceDropsThisWeek: number
  }
  views: {
    total: number
    /** Views of the cars that had a lead in the period, and those leads. */
    ofCarsWithLeads: number
    leadsOnViewedCars: number
    top: Array<{ carId: number; name: string; views: number; leads: number }>
  }
  demand: Record<'make' | 'model' | 'body' | 'price_band' | 'zero_results', Ranked[]>
}

const TOP = 10

/**
 * The dashboard's figures for these sites (one or a group's) over the last `days` days, each site's days in
 * its own time zone; `now` and `today` (YYYY-MM-DD in the selection's time zone) are the caller's, so a
 * test can fix them. Every figure is one aggregate query; the rules (kinds, open statuses, aged thresholds)
 * come from src/domain.
 */
export async function dashboardFigures(
  pool: Pool,
  { siteIds, days, now, today }: { siteIds: number[]; days: number; now: Date; today: string },
): Promise<DashboardFigures> {
  const at = now.toISOString()
  // Each site's own today, from its time zone; the period is its last `days` calendar days.
  const sites = `WITH s AS (SELECT id, time_zone AS tz, ($2::timestamptz AT TIME ZONE time_zone)::date AS today
    FROM sites WHERE id = ANY($1::int[]))`
  const inPeriod = (column: string) =>
    `${column} >= $2::timestamptz - make_interval(days => $3::int + 1) AND ${column} <= $2::timestamptz
     AND (${column} AT TIME ZONE s.tz)::date > s.today - $3::int`
  // Queries over the period take [sites, now, days, ...]; the stock ones [sites, now, ...] or [sites].
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query(text, [siteIds, at, days, ...values])).rows as T[]
  const rowsOf = async <T>(text: string, values: unknown[]) => (await pool.query(text, values)).rows as T[]

  const [zones, byDayForm, byLocation, leadTotals, stockByType, stock, drops, topViews, viewTotals, demand] =
    await Promise.all([
      rowsOf<{ id: number; time_zone: string }>(
        `SELECT id, time_zone FROM sites WHERE id = ANY($1::int[]) ORDER BY id`,
        [siteIds],
      ),
      rows<{ day: string; form: string; count: string }>(
        `${sites} SELECT (l.created_at AT TIME ZONE s.tz)::date::text AS day, l.form::text AS form, count(*) AS count
       FROM leads l JOIN s ON s.id = l.site_id WHERE ${inPeriod('l.created_at')} GROUP BY 1, 2`,
      ),
      rows<{ location_id: number | null; name: string | null; count: string }>(
        `${sites} SELECT l.location_id, loc.name, count(*) AS count
       FROM leads l JOIN s ON s.id = l.site_id LEFT JOIN locations loc ON loc.id = l.location_id
       WHERE ${inPeriod('l.created_at')} GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
      ),
      rows<{ total: string; responded: string; median_ms: string | null; open: string; overdue: string }>(
        `${sites} SELECT
         (SELECT count(*) FROM leads l JOIN s ON s.id = l.site_id WHERE ${inPeriod('l.created_at')}) AS total,
         (SELECT count(*) FROM leads l JOIN s ON s.id = l.site_id
           WHERE ${inPeriod('l.created_at')} AND l.first_response_at IS NOT NULL) AS responded,
         (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM l.first_response_at - l.created_at) * 1000)
           FROM leads l JOIN s ON s.id = l.site_id
           WHERE ${inPeriod('l.created_at')} AND l.first_response_at IS NOT NULL) AS median_ms,
         (SELECT count(*) FROM leads l WHERE l.site_id = ANY($1::int[]) AND l.status::text = ANY($4::text[])) AS open,
         (SELECT count(*) FROM leads l WHERE l.site_id = ANY($1::int[]) AND l.status::text = ANY($4::text[])
           AND l.created_at < $2::timestamptz - make_interval(hours => $5::int)) AS overdue`,
        [OPEN_LEAD_STATUSES, OPEN_LEAD_OVERDUE_HOURS],
      ),
      rowsOf<{ value: string; count: string }>(
        `SELECT c.car_type::text AS value, count(*) AS count FROM cars c
       WHERE c.site_id = ANY($1::int[]) AND c.status = 'in_stock' GROUP BY 1 ORDER BY 2 DESC, 1`,
        [siteIds],
      ),
      rowsOf<{
        in_stock: string
        avg_days: string | null
        aged_a: string
        aged_b: string
        without_photos: string
        without_price: string
      }>(
        `SELECT count(*) AS in_stock,
         avg(extract(epoch FROM $2::timestamptz - c.listed_at) / 86400) AS avg_days,
         count(*) FILTER (WHERE c.listed_at < $2::timestamptz - make_interval(days => $3::int)) AS aged_a,
         count(*) FILTER (WHERE c.listed_at < $2::timestamptz - make_interval(days => $4::int)) AS aged_b,
         count(*) FILTER (WHERE NOT c.has_photos) AS without_photos,
         count(*) FILTER (WHERE coalesce(c.price, 0) <= 0) AS without_price
       FROM cars c WHERE c.site_id = ANY($1::int[]) AND c.status = 'in_stock'`,
        [siteIds, at, AGED_STOCK_DAYS[0], AGED_STOCK_DAYS[1]],
      ),
      // Cars whose price went down in the last 7 days: their last drop is in them (the trigger that writes
      // `car_price_changes` stamps `price_dropped_at`), so the link filters the same column.
      rowsOf<{ count: string }>(
        `SELECT count(*) AS count FROM cars c WHERE c.site_id = ANY($1::int[])
         AND c.price_dropped_at > $2::timestamptz - interval '7 days' AND c.price_dropped_at <= $2::timestamptz`,
        [siteIds, at],
      ),
      rows<{ car_id: number; name: string; views: string; leads: string }>(
        `${sites}, v AS (
         SELECT v.car_id, sum(v.views) AS views FROM car_views_daily v JOIN s ON s.id = v.site_id
         WHERE v.day > s.today - $3::int AND v.day <= s.today GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP})
       SELECT v.car_id, c.name, v.views,
         (SELECT count(*) FROM leads l JOIN s ON s.id = l.site_id WHERE l.car_id = v.car_id AND ${inPeriod('l.created_at')}) AS leads
       FROM v JOIN cars c ON c.id = v.car_id ORDER BY v.views DESC, v.car_id`,
      ),
      rows<{ total: string | null; of_cars_with_leads: string | null; leads_on_viewed: string }>(
        `${sites}, v AS (
         SELECT v.car_id, sum(v.views) AS views FROM car_views_daily v JOIN s ON s.id = v.site_id
         WHERE v.day > s.today - $3::int AND v.day <= s.today GROUP BY 1),
       ld AS (
         SELECT l.car_id, count(*) AS leads FROM leads l JOIN s ON s.id = l.site_id
         WHERE l.car_id IS NOT NULL AND ${inPeriod('l.created_at')} GROUP BY 1)
       SELECT (SELECT sum(views) FROM v) AS total,
         (SELECT sum(v.views) FROM v JOIN ld ON ld.car_id = v.car_id) AS of_cars_with_leads,
         (SELECT coalesce(sum(ld.leads), 0) FROM ld JOIN v ON v.car_id = ld.car_id) AS leads_on_viewed`,
      ),
      rows<{ dimension: string; value: string; count: string }>(
        `${sites}, d AS (
         SELECT d.dimension, d.value, sum(d.searches) AS count FROM search_demand_daily d JOIN s ON s.id = d.site_id
         WHERE d.day > s.today - $3::int AND d.day <= s.today GROUP BY 1, 2),
       ranked AS (SELECT d.*, row_number() OVER (PARTITION BY d.dimension ORDER BY d.count DESC, d.value) AS rank FROM d)
       SELECT dimension, value, count FROM ranked WHERE rank <= ${TOP} ORDER BY dimension, rank`,
      ),
    ])

  const empty = () =>
    Object.fromEntries(DASHBOARD_LEAD_KINDS.map((kind) => [kind.value, 0])) as Record<DashboardLeadKind, number>
  const byDay = new Map(periodDays(today, days).map((day) => [day, { day, ...empty() }]))
  const kindTotals = empty()
  for (const row of byDayForm) {
    const kind = dashboardLeadKind(row.form)
    const count = Number(row.count)
    const entry = byDay.get(row.day)
    if (entry) entry[kind] += count
    kindTotals[kind] += count
  }
  const totals = leadTotals[0]!
  const figures = stock[0]!
  const views = viewTotals[0]!
  const ranked = (dimension: string) =>
    demand.filter((row) => row.dimension === dimension).map((row) => ({ value: row.value, count: Number(row.count) }))
  return {
    siteIds,
    sites: zones.map((row) => ({ id: row.id, timeZone: row.time_zone })),
    days,
    today,
    at,
    leads: {
      byDay: [...byDay.values()],
      byKind: DASHBOARD_LEAD_KINDS.map(({ value }) => ({ kind: value, count: kindTotals[value] })),
      byLocation: byLocation.map((row) => ({
        locationId: row.location_id,
        name: row.name ?? 'No location',
        count: Number(row.count),
      })),
      total: Number(totals.total),
      open: Number(totals.open),
      openOverdue: Number(totals.overdue),
      medianFirstResponseMs: totals.median_ms === null ? null : Number(totals.median_ms),
      responded: Number(totals.responded),
    },
    stock: {
      inStock: Number(figures.in_stock),
      byType: stockByType.map((row) => ({ value: row.value, count: Number(row.count) })),
      averageDaysInStock: figures.avg_days === null ? null : Number(figures.avg_days),
      agedOver: {
        [AGED_STOCK_DAYS[0]]: Number(figures.aged_a),
        [AGED_STOCK_DAYS[1]]: Number(figures.aged_b),
      } as Record<(typeof AGED_STOCK_DAYS)[number], number>,
      withoutPhotos: Number(figures.without_photos),
      withoutPrice: Number(figures.without_price),
      priceDropsThisWeek: Number(drops[0]?.count ?? 0),
    },
    views: {
      total: Number(views.total ?? 0),
      ofCarsWithLeads: Number(views.of_cars_with_leads ?? 0),
      leadsOnViewedCars: Number(views.leads_on_viewed),
      top: topViews.map((row) => ({
        carId: row.car_id,
        name: row.name,
        views: Number(row.views),
        leads: Number(row.leads),
      })),
    },
    demand: {
      make: ranked('make'),
      model: ranked('model'),
      body: ranked('body'),
      price_band: ranked('price_band'),
      zero_results: ranked('zero_results'),
    },
  }
}
