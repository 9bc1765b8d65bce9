import { expect, it } from 'vitest'

import { isAvailable } from './availability'

it('counts in_stock and coming_soon as available, sold and others not', () => {
  expect(isAvailable('in_stock')).toBe(true)
  expect(isAvailable('coming_soon')).toBe(true)
  expect(isAvailable('sold')).toBe(false)
  expect(isAvailable('others')).toBe(false)
})
