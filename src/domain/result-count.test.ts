import { expect, it } from 'vitest'

import { displayedCount, isCountCapped } from './result-count'

const carTypes = { new: 900, used: 1_400, demo: 150 }
const capped = (count: number, selectedValues?: string[]) => ({
  count,
  countCapped: true,
  facetValueCounts: carTypes,
  selectedValues,
})

it('always shows the number of matching cars when the engine counts exactly (#17: 15,008 not 16,748)', () => {
  const exact = { count: 15_008, countCapped: false, facetValueCounts: { used: 15_008, new: 1_200, demo: 540 } }
  expect(displayedCount(exact, null)).toBe(15_008)
  expect(displayedCount(exact, 20_000)).toBe(15_008)
  expect(displayedCount({ count: 0, countCapped: false }, 5_000)).toBe(0)
})

it('shows a capped count of 1999 as it is, whatever the replacements', () => {
  expect(displayedCount(capped(1_999), 5_000)).toBe(1_999)
  expect(displayedCount(capped(0), 5_000)).toBe(0)
})

it('replaces a capped count of 2000 by the configured stock count first', () => {
  expect(displayedCount(capped(2_000), 5_000)).toBe(5_000)
})

it('replaces a capped count above 1999 by the summed facet count when no stock count is configured', () => {
  expect(displayedCount(capped(2_000), null)).toBe(2_450)
  expect(displayedCount(capped(2_000), undefined)).toBe(2_450)
  expect(displayedCount(capped(2_000), 0)).toBe(2_450)
})

it('sums only the selected values of a refined (disjunctive) facet', () => {
  expect(displayedCount({ ...capped(1_000), count: 2_000, facetValueCounts: { used: 2_600, new: 900 } }, null)).toBe(
    3_500,
  )
  expect(
    displayedCount(
      { count: 2_000, countCapped: true, facetValueCounts: { used: 2_600, new: 900 }, selectedValues: ['used'] },
      null,
    ),
  ).toBe(2_600)
})

it('never shows less than the capped count', () => {
  expect(displayedCount({ count: 2_000, countCapped: true }, null)).toBe(2_000)
  expect(displayedCount({ count: 2_000, countCapped: true, facetValueCounts: {} }, null)).toBe(2_000)
  expect(displayedCount(capped(3_000, ['demo']), null)).toBe(3_000)
})

it('knows a capped count by the engine limit', () => {
  expect(isCountCapped(99_999, 100_000)).toBe(false)
  expect(isCountCapped(100_000, 100_000)).toBe(true)
  expect(isCountCapped(10_000_000, null)).toBe(false)
})
