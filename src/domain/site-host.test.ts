import { describe, expect, it } from 'vitest'

import { isValidSiteSlug, normaliseHost, parseSiteHost, siteDevUrl } from './site-host'

describe('normaliseHost', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(normaliseHost('Sunshine-Motors.LOCALHOST:3000')).toBe('sunshine-motors.localhost')
    expect(normaliseHost('www.example.com.')).toBe('www.example.com')
  })
  it('rejects what is not a host name', () => {
    expect(normaliseHost(undefined)).toBeNull()
    expect(normaliseHost('')).toBeNull()
    expect(normaliseHost('[::1]:3000')).toBeNull()
    expect(normaliseHost('evil.com:abc')).toBeNull()
    expect(normaliseHost('a_b.example.com')).toBeNull()
    expect(normaliseHost('-a.example.com')).toBeNull()
    expect(normaliseHost('a..b')).toBeNull()
    expect(normaliseHost(`${'a'.repeat(64)}.com`)).toBeNull()
  })
})

describe('parseSiteHost', () => {
  it('reads {slug}.localhost as a slug on any port', () => {
    expect(parseSiteHost('sunshine-motors.localhost:3000')).toEqual({
      kind: 'slug',
      slug: 'sunshine-motors',
      host: 'sunshine-motors.localhost',
    })
    expect(parseSiteHost('lone-star-auto.localhost')).toMatchObject({ kind: 'slug', slug: 'lone-star-auto' })
  })
  it('reads any other host as a domain to look up', () => {
    expect(parseSiteHost('www.sunshinemotors.com.au')).toEqual({
      kind: 'domain',
      domain: 'www.sunshinemotors.com.au',
      host: 'www.sunshinemotors.com.au',
    })
  })
  it('names no site for bare localhost, single labels, nested localhost names or IPs in brackets', () => {
    expect(parseSiteHost('localhost:3000')).toBeNull()
    expect(parseSiteHost('intranet')).toBeNull()
    expect(parseSiteHost('a.b.localhost')).toMatchObject({ kind: 'domain' })
    expect(parseSiteHost('[::1]')).toBeNull()
    expect(parseSiteHost(null)).toBeNull()
  })
})

describe('isValidSiteSlug', () => {
  it('accepts lower-case words joined by hyphens, 1 to 63 characters', () => {
    expect(isValidSiteSlug('a')).toBe(true)
    expect(isValidSiteSlug('harbour-city-cars')).toBe(true)
    expect(isValidSiteSlug('a'.repeat(63))).toBe(true)
  })
  it('rejects upper case, edges with hyphens, and names over 63 characters', () => {
    expect(isValidSiteSlug('Sunshine')).toBe(false)
    expect(isValidSiteSlug('-sunshine')).toBe(false)
    expect(isValidSiteSlug('sunshine-')).toBe(false)
    expect(isValidSiteSlug('a'.repeat(64))).toBe(false)
    expect(isValidSiteSlug('')).toBe(false)
  })
})

it('builds the development address of a site', () => {
  expect(siteDevUrl('sunshine-motors', 3000)).toBe('http://sunshine-motors.localhost:3000')
})
