import { readFileSync } from 'node:fs'

import { DEMO_STOCK_FILE } from '../../seed/stock'
import { parseFeed } from '../../src/stock/feed-input'
import type { FeedInput } from '../../src/stock/import'

/** The demo stock file's real rows, as the importer maps them. */
export function realRows(): Array<Record<string, unknown>> {
  const mapped = parseFeed(readFileSync(DEMO_STOCK_FILE, 'utf8'), 'csv')
  if (!mapped.ok) throw new Error(mapped.error)
  return mapped.rows.flatMap((row) => ('data' in row ? [row.data as Record<string, unknown>] : []))
}

/**
 * The real rows, then variations of them (another id, price, odometer and year) up to `size`. A
 * `priceFactor` other than 1 changes every priced row: a re-import that updates (and re-syncs) every car.
 */
export function feedOf(size: number, real: Array<Record<string, unknown>>, priceFactor = 1): FeedInput[] {
  const rows: FeedInput[] = []
  for (let i = 0; i < size; i += 1) {
    const base = real[i % real.length]!
    const round = Math.floor(i / real.length)
    const data =
      round === 0
        ? base
        : {
            ...base,
            id: `bench-${i}`,
            price:
              typeof base.price === 'number' ? Math.round(base.price * (0.9 + ((i * 7919) % 200) / 1000)) : base.price,
            km: typeof base.km === 'number' ? base.km + round * 1000 : base.km,
            year: typeof base.year === 'number' ? Math.max(1990, base.year - (round % 3)) : base.year,
          }
    const price = data.price
    rows.push({
      row: i + 1,
      data:
        priceFactor !== 1 && typeof price === 'number' ? { ...data, price: Math.round(price * priceFactor) + 1 } : data,
    })
  }
  return rows
}
