import { describe, expect, it } from 'vitest'

import { pageBeyondEnd, pageLinks } from './search-pages'

describe('pageLinks', () => {
  it('has no links for one page or none', () => {
    expect(pageLinks(1, 1)).toBeNull()
    expect(pageLinks(1, 0)).toBeNull()
  })
  it('links the first and last pages when they are not among the numbers', () => {
    expect(pageLinks(10, 798)).toEqual({ first: 1, previous: 9, numbers: [8, 9, 10, 11, 12], next: 11, last: 798 })
  })
  it('leaves out first, previous, next and last where the numbers already hold them', () => {
    expect(pageLinks(1, 798)).toEqual({ first: null, previous: null, numbers: [1, 2, 3], next: 2, last: 798 })
    expect(pageLinks(3, 798)).toMatchObject({ first: null, previous: 2 })
    expect(pageLinks(798, 798)).toEqual({ first: 1, previous: 797, numbers: [796, 797, 798], next: null, last: null })
    expect(pageLinks(2, 3)).toEqual({ first: null, previous: 1, numbers: [1, 2, 3], next: 3, last: null })
  })
  it('treats a page past the end as the last page', () => {
    expect(pageLinks(900, 798)).toEqual(pageLinks(798, 798))
  })
})

describe('pageBeyondEnd', () => {
  it('sends a page past the end to the last page (#17: never a count beside "No cars match")', () => {
    expect(pageBeyondEnd(800, 798)).toBe(798)
    expect(pageBeyondEnd(2, 1)).toBe(1)
  })
  it('is null for a page that exists, and when nothing matches', () => {
    expect(pageBeyondEnd(798, 798)).toBeNull()
    expect(pageBeyondEnd(1, 798)).toBeNull()
    expect(pageBeyondEnd(5, 0)).toBeNull()
  })
})
