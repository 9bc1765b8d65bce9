import { describe, expect, it } from 'vitest'

import { cachedResult, cacheResult, rememberSearch, type ResultCache } from './search-client'

describe('result cache', () => {
  const fill = (n: number) =>
    Array.from({ length: n }, (_, i) => i).reduce<ResultCache<number>>((cache, i) => cacheResult(cache, `q${i}`, i), [])
  it('keeps 10 entries', () => {
    const cache = fill(10)
    expect(cache).toHaveLength(10)
    expect(cachedResult(cache, 'q0')).toBe(0)
  })
  it('drops the oldest first at the 11th', () => {
    const cache = fill(11)
    expect(cache).toHaveLength(10)
    expect(cachedResult(cache, 'q0')).toBeUndefined()
    expect(cachedResult(cache, 'q1')).toBe(1)
    expect(cachedResult(cache, 'q10')).toBe(10)
  })
  it('stores a key again as the newest entry, with its new value', () => {
    const cache = cacheResult(cacheResult(fill(10), 'q0', 100), 'q10', 10)
    expect(cachedResult(cache, 'q0')).toBe(100)
    expect(cachedResult(cache, 'q1')).toBeUndefined()
  })
})

describe('search history', () => {
  it('keeps the last 5 searches, most recent first', () => {
    const history = ['a', 'b', 'c', 'd', 'e', 'f'].reduce<string[]>(rememberSearch, [])
    expect(history).toEqual(['f', 'e', 'd', 'c', 'b'])
  })
  it('moves a repeated search to the front instead of keeping it twice', () => {
    expect(rememberSearch(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b'])
  })
  it('ignores blank searches', () => {
    expect(rememberSearch(['a'], '  ')).toEqual(['a'])
  })
})
