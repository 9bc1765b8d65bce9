import { describe, expect, it } from 'vitest'

import { clientAddress, rateLimiter } from './rate-limit'

describe('rateLimiter', () => {
  it('allows the limit within a window, refuses the next, and allows again in the next window', () => {
    const limiter = rateLimiter({ limit: 3, windowMs: 1000 })
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false])
    expect(limiter.take('b', 10)).toBe(true)
    expect(limiter.take('a', 999)).toBe(false)
    expect(limiter.take('a', 1000)).toBe(true)
  })
  it('never holds more than maxKeys clients', () => {
    const limiter = rateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 })
    limiter.take('a', 0)
    limiter.take('b', 0)
    expect(limiter.take('c', 0)).toBe(true)
    expect(limiter.take('a', 0)).toBe(true) // 'a' was dropped to make room
  })
})

describe('clientAddress', () => {
  it('reads the first forwarded address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe('203.0.113.5')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
