import type { Pool } from 'pg'

import { searchDemand, type SearchDemand } from '@/domain/dashboard'

/**
 * The dashboard's daily counters: a car's views and a site's search demand, one row per site, day (in the
 * site's time zone) and car or searched value, bumped in SQL. Counts only: nothing about who viewed or
 * searched is kept.
 */

/** One more view of a car of this site today. False when the car is not the site's. */
export async function countCarView(pool: Pool, siteId: number, carId: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `WITH car AS (UPDATE cars SET views = coalesce(views, 0) + 1 WHERE id = $1 AND site_id = $2 RETURNING id, site_id)
     INSERT INTO car_views_daily (site_id, car_id, day, views)
     SELECT car.site_id, car.id, (now() AT TIME ZONE s.time_zone)::date, 1 FROM car JOIN sites s ON s.id = car.site_id
     ON CONFLICT (site_id, day, car_id) DO UPDATE SET views = car_views_daily.views + 1`,
    [carId, siteId],
  )
  return (rowCount ?? 0) > 0
}

/** Adds one search's demand (src/domain/dashboard.ts searchDemand) to the site's counts for today. */
export async function countSearchDemand(pool: Pool, siteId: number, demand: readonly SearchDemand[]): Promise<void> {
  if (demand.length === 0) return
  await pool.query(
    `INSERT INTO search_demand_daily (site_id, day, dimension, value, searches)
     SELECT s.id, (now() AT TIME ZONE s.time_zone)::date, d.dimension, d.value, count(*)
     FROM sites s, unnest($2::text[], $3::text[]) AS d(dimension, value) WHERE s.id = $1::int
     GROUP BY 1, 2, 3, 4
     ON CONFLICT (site_id, day, dimension, value) DO UPDATE SET searches = search_demand_daily.searches + EXCLUDED.searches`,
    [siteId, demand.map((entry) => entry.dimension), demand.map((entry) => entry.value)],
  )
}

/**
 * What a shopper's search page adds to its site's demand (its beacon posts src/app/api/search-demand): the
 * first page of a search only, as paging through its results is not another search; `resultCount` is the
 * cars it found (none adds it to the searches that found nothing).
 */
export async function countSearchPage(
  pool: Pool,
  siteId: number,
  search: Parameters<typeof searchDemand>[0] & { page: number },
  resultCount: number,
): Promise<void> {
  if (search.page !== 1) return
  await countSearchDemand(pool, siteId, searchDemand(search, resultCount))
}
