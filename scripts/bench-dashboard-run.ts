import os from 'node:os'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import config from '../payload.config'
import { dashboardFigures } from '../src/dashboard/aggregates'
import { resolveSiteSettings } from '../src/domain/site-settings'
import { migrateDatabase } from '../src/lib/platform/bootstrap'

const SIZES = (process.env.BENCH_DASHBOARD_SIZES ?? '100000').split(',').map(Number)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const FORMS = ['enquiry', 'test-drive', 'finance', 'trade-in', 'service', 'parts', 'reservation', 'request-photos']
const STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost']

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const rows: string[] = []
  for (const size of SIZES) {
    const site = await payload.create({
      collection: 'sites',
      data: {
        name: `Bench ${size}`,
        slug: `bench-dashboard-${size}`,
        template: 'classic',
        locale: 'en-AU',
        country: 'AU',
        defaultState: 'qld',
        timeZone: 'Australia/Brisbane',
      },
      overrideAccess: true,
    })
    const locations: number[] = []
    for (const slug of ['north', 'south', 'east'])
      locations.push(
        (
          await payload.create({
            collection: 'locations',
            data: {
              site: site.id,
              name: `Bench ${slug}`,
              slug,
              locationType: 'sales',
              address: { street: '1 Bench Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
              phone: '07 3000 0000',
            } as never,
            overrideAccess: true,
          })
        ).id,
      )
    const started = performance.now()
    // Cars listed over the last 200 days, a tenth without photos, a twentieth without a price.
    await pool.query(
      `INSERT INTO cars (site_id, feed_id, slug, name, car_type, status, price, listed_at, make, model, primary_image_url)
       SELECT $1, 'b' || i, 'b-' || i, 'Bench car ' || i, (ARRAY['new','used','demo'])[1 + i % 3]::enum_cars_car_type,
         (CASE WHEN i % 10 = 0 THEN 'sold' ELSE 'in_stock' END)::enum_cars_status,
         CASE WHEN i % 20 = 0 THEN 0 ELSE 5000 + (i * 37) % 90000 END,
         now() - make_interval(days => i % 200), 'Make' || (i % 40), 'Model' || (i % 400),
         CASE WHEN i % 10 = 1 THEN NULL ELSE 'https://img.example.com/' || i || '.jpg' END
       FROM generate_series(1, $2::int) AS i`,
      [site.id, size],
    )
    const { rows: ids } = await pool.query<{ min: number; max: number }>(
      `SELECT min(id), max(id) FROM cars WHERE site_id = $1`,
      [site.id],
    )
    const [first, last] = [ids[0]!.min, ids[0]!.max]
    // A lead per 10 cars over 90 days, two thirds answered; a price drop per 50 cars this week.
    await pool.query(
      `INSERT INTO leads (site_id, form, category, name, email, delivery_status, status, created_at, updated_at,
         first_response_at, location_id, car_id)
       SELECT $1, ($3::text[])[1 + i % array_length($3::text[], 1)]::enum_leads_form, 'General Enquiry', 'Bench', 'b' || i || '@example.com',
         'delivered', ($4::text[])[1 + i % 5]::enum_leads_status, t, t,
         CASE WHEN i % 3 = 0 THEN NULL ELSE t + make_interval(mins => i % 600) END,
         ($5::int[])[1 + i % 3], $6::int + i % ($7::int - $6::int + 1)
       FROM generate_series(1, $2::int / 10) AS i, LATERAL (SELECT now() - make_interval(mins => i * 1297 % 129600) AS t) AS at`,
      [site.id, size, FORMS, STATUSES, locations, first, last],
    )
    await pool.query(`UPDATE cars SET price = price - 500 WHERE site_id = $1 AND id % 50 = 0 AND price > 1000`, [
      site.id,
    ])
    // 90 days of views for a tenth of the cars, and 90 days of search demand.
    await pool.query(
      `INSERT INTO car_views_daily (site_id, car_id, day, views)
       SELECT $1, c.id, current_date - d, 1 + (c.id + d) % 20 FROM cars c, generate_series(0, 89) AS d
       WHERE c.site_id = $1 AND c.id % 10 = 0`,
      [site.id],
    )
    await pool.query(
      `INSERT INTO search_demand_daily (site_id, day, dimension, value, searches)
       SELECT $1, current_date - d, dim, dim || '-' || v, 1 + (v * d) % 30
       FROM generate_series(0, 89) AS d, generate_series(1, 60) AS v, unnest(ARRAY['make','model','body','price_band','zero_results']) AS dim`,
      [site.id],
    )
    await pool.query('ANALYZE')
    const fill = (performance.now() - started) / 1000
    for (const days of [30, 90]) {
      const now = new Date()
      const today = resolveSiteSettings(site, now).today
      await dashboardFigures(pool, { siteIds: [site.id], days, now, today }) // warm-up
      const times: number[] = []
      let figures = null as Awaited<ReturnType<typeof dashboardFigures>> | null
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now()
        figures = await dashboardFigures(pool, { siteIds: [site.id], days, now, today })
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      rows.push(
        `| ${size.toLocaleString('en')} cars | ${days} days | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${figures!.stock.inStock.toLocaleString('en')} in stock, ${figures!.leads.total.toLocaleString('en')} leads, ${figures!.views.total.toLocaleString('en')} views |`,
      )
    }
    console.log(`Filled ${size.toLocaleString('en')} cars and their leads, views and demand in ${fill.toFixed(1)} s`)
  }
  console.log('\n| stock | period | p50 | p95 | counted |\n| --- | --- | --- | --- | --- |')
  console.log(rows.join('\n'))
  console.log(
    `\nUncached dashboardFigures, ${RUNS} runs after a warm-up; target: the dashboard renders in under 1 s at 100k cars. Machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}.`,
  )
} finally {
  await payload.destroy()
}
process.send?.({ done: true })
process.exit(0)
