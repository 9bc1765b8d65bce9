import { expect, it } from 'vitest'

import { facetLimit, PAGE_SIZE } from './search-rules'

it('pins the spec facet limits and page size', () => {
  expect(PAGE_SIZE).toBe(21)
  expect(facetLimit('city', false)).toBe(20)
  expect(facetLimit('dealership_name', false)).toBe(40)
  expect(facetLimit('body', false)).toBe(4)
  expect(facetLimit('body', true)).toBe(20)
  expect(facetLimit('make', false)).toBe(30)
  expect(facetLimit('model', true)).toBe(30)
  expect(facetLimit('colour', false)).toBe(50)
})
