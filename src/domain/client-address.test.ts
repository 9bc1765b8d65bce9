import { describe, expect, it } from 'vitest'

import { clientAddressFrom, forwardedProtoFrom, normaliseAddress, parseTrustedProxyHops } from './client-address'

describe('clientAddressFrom', () => {
  it('trusts no proxy by default: the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
    expect(clientAddressFrom('203.0.113.9', ['1.2.3.4', '5.6.7.8'], 0)).toBe('203.0.113.9')
    expect(clientAddressFrom('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1')
  })

  it('behind one proxy: the right-most X-Forwarded-For entry, never a left-most one the client wrote', () => {
    expect(clientAddressFrom('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddressFrom('10.0.0.2', ['6.6.6.6', '198.51.100.7'], 1)).toBe('198.51.100.7')
  })

  it('behind two proxies: skips both of ours', () => {
    expect(clientAddressFrom('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('a chain shorter than the trusted hops yields the furthest address any proxy saw', () => {
    expect(clientAddressFrom('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddressFrom('10.0.0.3', '198.51.100.7', 3)).toBe('198.51.100.7')
  })

  it('an entry that is not an address yields the proxy that reported it', () => {
    expect(clientAddressFrom('10.0.0.2', 'evil, not-an-ip', 1)).toBe('10.0.0.2')
    expect(clientAddressFrom('10.0.0.3', 'junk, 10.0.0.2', 2)).toBe('10.0.0.2')
  })

  it('clients without the header do not share one key', () => {
    expect(clientAddressFrom('203.0.113.1', undefined, 0)).not.toBe(clientAddressFrom('203.0.113.2', undefined, 0))
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('normaliseAddress', () => {
  it('reads IPv4, IPv6, mapped and ported forms', () => {
    expect(normaliseAddress(' 192.0.2.1 ')).toBe('192.0.2.1')
    expect(normaliseAddress('192.0.2.1:8080')).toBe('192.0.2.1')
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normaliseAddress('::1')).toBe('::1')
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
  })

  it('refuses what is not an address', () => {
    for (const value of [
      '',
      'unknown',
      '256.1.1.1',
      'evil.example',
      '1.2.3',
      'javascript:alert(1)',
      '1::2::3',
      null,
      undefined,
    ])
      expect(normaliseAddress(value)).toBeNull()
  })
})

describe('parseTrustedProxyHops', () => {
  it('defaults to 0 and reads whole numbers up to 10', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0)
    expect(parseTrustedProxyHops('')).toBe(0)
    expect(parseTrustedProxyHops('1')).toBe(1)
    expect(parseTrustedProxyHops(' 10 ')).toBe(10)
  })

  it('refuses anything else with a message', () => {
    for (const value of ['-1', '11', '1.5', 'yes', 'all'])
      expect(() => parseTrustedProxyHops(value)).toThrow(/TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/)
  })
})

describe('forwardedProtoFrom', () => {
  it('is believed only from a trusted proxy, and only http or https', () => {
    expect(forwardedProtoFrom('https', 0)).toBeNull()
    expect(forwardedProtoFrom('https', 1)).toBe('https')
    expect(forwardedProtoFrom('javascript, http', 1)).toBe('http')
    expect(forwardedProtoFrom('javascript', 1)).toBeNull()
    expect(forwardedProtoFrom(undefined, 1)).toBeNull()
  })
})
