/** How long sold cars stay listed (spec 4, 9): include_sold_cars_days after they sold, 3 by default. */

const SECONDS_PER_DAY = 86_400

/**
 * The earliest sold date (epoch seconds) a sold car may have and still be listed at `now`: a car sold
 * exactly `days` days ago is still listed; one a second earlier is not.
 */
export function soldListedSince(nowSeconds: number, includeSoldCarsDays: number): number {
  return nowSeconds - includeSoldCarsDays * SECONDS_PER_DAY
}
