import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientAddress, takeClientAllowance, type RateLimiter } from './rate-limit'
import { trustForwardedHeaders } from './trusted-headers'

describe('clientAddress', () => {
  it('reads the address our web server put in X-Forwarded-For, never a client-written left-most entry', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5' }))).toBe('203.0.113.5')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))).toBe('203.0.113.5')
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'evil' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})

describe('takeClientAllowance', () => {
  it('counts a client apart on each site, by the address our web server put in X-Forwarded-For', async () => {
    const counted: string[] = []
    const limiter: RateLimiter = {
      take: async (key) => (counted.push(key), counted.length < 3),
      refusedFor: async () => 0,
    }
    const from = (address: string) => new Headers({ 'x-forwarded-for': `6.6.6.6, ${address}` })
    expect(await takeClientAllowance(limiter, 7, from('203.0.113.5'))).toBe(true)
    expect(await takeClientAllowance(limiter, 8, from('203.0.113.5'))).toBe(true)
    expect(await takeClientAllowance(limiter, 7, from('203.0.113.9'))).toBe(false)
    expect(counted).toEqual(['7:203.0.113.5', '8:203.0.113.5', '7:203.0.113.9'])
  })
})

describe('trustForwardedHeaders', () => {
  it('with no trusted proxy: the socket address, and no client-written host or scheme', () => {
    const headers: IncomingHttpHeaders = {
      host: 'sunshine-motors.localhost:3000',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
      'x-real-ip': '5.6.7.8',
      forwarded: 'for=9.9.9.9',
    }
    trustForwardedHeaders(headers, '::ffff:203.0.113.9', 0)
    expect(headers).toEqual({ host: 'sunshine-motors.localhost:3000', 'x-forwarded-for': '203.0.113.9' })
  })

  it('behind a trusted proxy: its client and its scheme', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-for': '6.6.6.6, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    }
    trustForwardedHeaders(headers, '10.0.0.2', 1)
    expect(headers).toEqual({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' })
  })
})
