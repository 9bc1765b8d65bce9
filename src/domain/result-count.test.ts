import { expect, it } from 'vitest'

import { displayedCount } from './result-count'

const carTypes = { new: 900, used: 1_400, demo: 150 }

it('shows a count of 1999 as it is, whatever the replacements', () => {
  expect(displayedCount(1_999, carTypes, 5_000)).toBe(1_999)
  expect(displayedCount(0, carTypes, 5_000)).toBe(0)
})

it('replaces a count of 2000 by the configured stock count first', () => {
  expect(displayedCount(2_000, carTypes, 5_000)).toBe(5_000)
})

it('replaces a count above 1999 by the summed facet count when no stock count is configured', () => {
  expect(displayedCount(2_000, carTypes, null)).toBe(2_450)
  expect(displayedCount(2_000, carTypes, undefined)).toBe(2_450)
  expect(displayedCount(2_000, carTypes, 0)).toBe(2_450)
})

it('keeps the count above 1999 when there is nothing to replace it with', () => {
  expect(displayedCount(2_000, undefined, null)).toBe(2_000)
  expect(displayedCount(2_000, {}, null)).toBe(2_000)
})
