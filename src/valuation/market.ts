import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { normaliseRego } from '@/domain/trade-in'
import { estimateTradeIn, VALUATION_METHOD, type Comparable, type ValuedCar } from '@/domain/valuation'

import type { RegoVehicle, ValuationProvider, ValuationSite } from './types'

/** At most this many comparables are read for one estimate (a common model has a few hundred at most). */
const MAX_COMPARABLES = 2000

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Array<Record<string, unknown>> }> }

/**
 * The default valuation: market data from the platform's own listings (the real stock every site imports,
 * e.g. the demo's 16.7k Australian listings). Comparables come from every site in the same country (one
 * market, one currency), by make and model, used or demo, priced, with an odometer, within the year window;
 * only the resulting figures ever reach a shopper, never another dealer's listing. The arithmetic is
 * `estimateTradeIn` (src/domain/valuation.ts).
 *
 * Rego lookup: there is no registry here, so a rego is found only when it is on one of the site's own cars
 * (a car the dealer sold or holds); otherwise the shopper types the car's details. A registry-backed adapter
 * of `ValuationProvider` replaces this where the dealer has one.
 */
export class MarketValuationProvider implements ValuationProvider {
  readonly name = 'market'
  constructor(private readonly payload: Payload) {}

  private get db(): Db {
    return (this.payload.db as unknown as { drizzle: Db }).drizzle
  }

  async lookupRego(site: ValuationSite, rego: string, state: string): Promise<RegoVehicle | null> {
    const wanted = normaliseRego(rego)
    if (!wanted) return null
    const { rows } = await this.db.execute(sql`
      SELECT make, model, year, badge, km FROM cars
      WHERE site_id = ${site.id}
        AND upper(regexp_replace(coalesce(regplate, ''), '[^A-Za-z0-9]', '', 'g')) = ${wanted}
        AND (${state} = '' OR state IS NULL OR upper(state) = upper(${state}))
        AND make IS NOT NULL AND model IS NOT NULL
      ORDER BY updated_at DESC LIMIT 1`)
    const row = rows[0]
    if (!row) return null
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))
    return {
      make: String(row.make),
      model: String(row.model),
      year: num(row.year),
      badge: (row.badge as string | null) ?? null,
      km: num(row.km),
    }
  }

  async comparables(site: ValuationSite, car: ValuedCar): Promise<Comparable[]> {
    const { rows } = await this.db.execute(sql`
      SELECT c.year, c.km, c.price FROM cars c JOIN sites s ON s.id = c.site_id
      WHERE s.country = ${site.country ?? 'AU'}
        AND lower(trim(c.make)) = lower(trim(${car.make}))
        AND lower(trim(c.model)) = lower(trim(${car.model}))
        AND c.car_type IN ('used', 'demo')
        AND c.price > ${VALUATION_METHOD.minPrice}
        AND c.km IS NOT NULL AND c.km >= 0
        AND c.year BETWEEN ${car.year - VALUATION_METHOD.yearWindow} AND ${car.year + VALUATION_METHOD.yearWindow}
      LIMIT ${MAX_COMPARABLES}`)
    return rows.map((row) => ({ year: Number(row.year), km: Number(row.km), price: Number(row.price) }))
  }

  async estimate(
    site: ValuationSite,
    car: ValuedCar,
    answers: Parameters<ValuationProvider['estimate']>[2],
    currentYear: number,
  ) {
    return estimateTradeIn(car, await this.comparables(site, car), answers, currentYear)
  }
}

/** The makes on the market in this country, for the wizard's make suggestions. */
export async function marketMakes(payload: Payload, country: string | null | undefined): Promise<string[]> {
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const { rows } = await db.execute(sql`
    SELECT DISTINCT trim(c.make) AS make FROM cars c JOIN sites s ON s.id = c.site_id
    WHERE s.country = ${country ?? 'AU'} AND c.make IS NOT NULL AND trim(c.make) <> ''
    ORDER BY 1 LIMIT 300`)
  return rows.map((row) => String(row.make))
}
