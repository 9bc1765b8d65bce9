import { describe, expect, it } from 'vitest'

import { isHostOfSite, isValidSiteSlug, normaliseHost, parseSiteHost, siteDevUrl, siteOrigin } from './site-host'

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

describe('siteOrigin', () => {
  const site = {
    slug: 'sunshine-motors',
    domains: [{ domain: 'www.sunshinemotors.com.au' }, { domain: 'sunshinemotors.com.au' }],
  }

  it("uses the request's host only when it is one of the site's hosts", () => {
    expect(siteOrigin(site, 'sunshine-motors.localhost:3000')).toBe('http://sunshine-motors.localhost:3000')
    expect(siteOrigin(site, 'SunshineMotors.com.au')).toBe('https://sunshinemotors.com.au')
    expect(siteOrigin(site, 'www.sunshinemotors.com.au:443')).toBe('https://www.sunshinemotors.com.au:443')
  })

  it("falls back to the site's first domain for any other host, never an attacker's", () => {
    for (const host of [
      'evil.example',
      'lone-star-auto.localhost:3000',
      'sunshinemotors.com.au.evil.example',
      '',
      null,
      'javascript:alert(1)',
    ]) {
      expect(siteOrigin(site, host)).toBe('https://www.sunshinemotors.com.au')
    }
  })

  it('a site without domains falls back to its development address', () => {
    expect(siteOrigin({ slug: 'lone-star-auto' }, 'evil.example')).toBe('http://lone-star-auto.localhost')
  })

  it('takes the scheme a trusted proxy reported', () => {
    expect(siteOrigin(site, 'sunshinemotors.com.au', 'http')).toBe('http://sunshinemotors.com.au')
  })
})

describe('isHostOfSite', () => {
  const site = { slug: 'sunshine-motors', domains: [{ domain: 'sunshinemotors.com.au' }] }
  it('knows its own hosts only', () => {
    expect(isHostOfSite('sunshine-motors.localhost:3100', site)).toBe(true)
    expect(isHostOfSite('sunshinemotors.com.au.', site)).toBe(true)
    expect(isHostOfSite('other.localhost', site)).toBe(false)
    expect(isHostOfSite('evil.example', site)).toBe(false)
  })
})
