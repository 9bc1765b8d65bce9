import { expect, it } from 'vitest'

import { INCLUDE_SOLD_CARS_DAYS_DEFAULT } from './site-settings'
import { soldListedSince } from './sold-listing'

it('lists a sold car for include_sold_cars_days (default 3) after it sold, the boundary included', () => {
  const now = 1_800_000_000
  expect(INCLUDE_SOLD_CARS_DAYS_DEFAULT).toBe(3)
  const since = soldListedSince(now, INCLUDE_SOLD_CARS_DAYS_DEFAULT)
  expect(since).toBe(now - 3 * 86_400)
  expect(now - 3 * 86_400 >= since).toBe(true)
  expect(now - 3 * 86_400 - 1 >= since).toBe(false)
  expect(soldListedSince(now, 0)).toBe(now)
})
