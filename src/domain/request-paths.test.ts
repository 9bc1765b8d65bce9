import { describe, expect, it } from 'vitest'

import {
  isSharedPagePath,
  adminHostAllowed,
  isAdminPath,
  isApiPath,
  isSitePath,
  parseAdminHosts,
  pathError,
  percentEncodingError,
} from './request-paths'

describe('isSitePath', () => {
  it('is true for site pages whose names merely start like api or admin', () => {
    for (const path of [
      '/',
      '/cars',
      '/apiary',
      '/api-docs',
      '/administration-fees',
      '/admins',
      '/_nextish',
      '/favicon.ico',
      '/search/used-cars',
    ]) {
      expect(isSitePath(path), path).toBe(true)
    }
  })
  it('is false for the API, the admin and Next\u2019s files, by exact prefix', () => {
    for (const path of ['/api', '/api/', '/api/search', '/admin', '/admin/', '/admin/login', '/_next/static/chunk.js'])
      expect(isSitePath(path), path).toBe(false)
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/cars')).toBe(true)
    expect(isAdminPath('/administration-fees')).toBe(false)
    expect(isApiPath('/api')).toBe(true)
    expect(isApiPath('/apiary')).toBe(false)
  })
})

describe('isSharedPagePath', () => {
  it('keeps the browse pages: home, search, a car, offers, locations, blog, content pages', () => {
    for (const path of [
      '/',
      '/cars',
      '/cars/2021-toyota-hilux-123',
      '/search/used-cars',
      '/compare',
      '/offers',
      '/locations/city',
      '/blog/a-post',
      '/about-us',
      '/cars/trade-in',
      '/contact',
      '/accounts-payable',
    ])
      expect(isSharedPagePath(path), path).toBe(true)
  })

  it('never keeps a shopper\u2019s own page, a token\u2019s page, a draft, the admin or the API', () => {
    for (const path of [
      '/account/saved-searches',
      '/account',
      '/sign-in',
      '/sign-up',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/success',
      '/reservations/abc',
      '/checkout-journey',
      '/personalised/finance',
      '/watchlist',
      '/garage',
      '/preview',
      '/bad-request',
      '/cars/x-1/checkout',
      '/cars/x-1/buy-online/',
      '/admin',
      '/api/search',
      '/_next/static/a.js',
    ])
      expect(isSharedPagePath(path), path).toBe(false)
  })
})

describe('admin hosts', () => {
  it('unset or empty: the admin answers on every host', () => {
    expect(parseAdminHosts(undefined)).toBeNull()
    expect(parseAdminHosts('')).toBeNull()
    expect(parseAdminHosts(' , ')).toBeNull()
    expect(adminHostAllowed('sunshine-motors.localhost:3000', null)).toBe(true)
    expect(adminHostAllowed(null, null)).toBe(true)
  })
  it('set: only the listed hosts, whatever the case or port', () => {
    const hosts = parseAdminHosts(' Admin.Example.com , localhost:3000')
    expect(hosts).toEqual(['admin.example.com', 'localhost'])
    expect(adminHostAllowed('admin.example.com', hosts)).toBe(true)
    expect(adminHostAllowed('ADMIN.example.com:443', hosts)).toBe(true)
    expect(adminHostAllowed('localhost:3100', hosts)).toBe(true)
    expect(adminHostAllowed('www.sunshinemotors.com.au', hosts)).toBe(false)
    expect(adminHostAllowed('sunshine-motors.localhost:3000', hosts)).toBe(false)
    expect(adminHostAllowed('admin.example.com.evil.com', hosts)).toBe(false)
    expect(adminHostAllowed(null, hosts)).toBe(false)
    expect(adminHostAllowed('', hosts)).toBe(false)
  })
})

describe('pathError', () => {
  it('accepts ordinary and percent-encoded paths', () => {
    for (const path of [
      '/',
      '/cars/2021-toyota-corolla-ab12',
      '/caf%C3%A9',
      '/search/used-cars',
      '/%F0%9F%9A%97',
      '/a%20b',
    ])
      expect(pathError(path), path).toBeNull()
  })
  it('refuses a segment that does not decode, or decodes to a NUL or another control character', () => {
    expect(pathError('/%E0%A4%A')).toMatch(/not valid percent-encoded/)
    expect(pathError('/blog/%ZZ')).toMatch(/not valid percent-encoded/)
    expect(pathError('/cars/%')).toMatch(/not valid percent-encoded/)
    expect(pathError('/cars/%00')).toBe('the path contains a NUL character')
    expect(pathError('/locations/%00')).toBe('the path contains a NUL character')
    expect(pathError('/cars/a%0Ab')).toBe('the path contains a control character')
  })
})

describe('percentEncodingError', () => {
  it('accepts well-formed query strings, empty ones and plus signs', () => {
    for (const search of [
      '',
      '?',
      '?query=hilux+sr5',
      '?query=%F0%9F%9A%97&page=2',
      'refinementList[make][0]=Toyota',
      '?a&b=&=c',
    ])
      expect(percentEncodingError(search), search).toBeNull()
  })
  it('refuses a truncated or invalid sequence in a key or value', () => {
    expect(percentEncodingError('?query=%E0%A4%A')).toMatch(/not valid percent-encoded UTF-8/)
    expect(percentEncodingError('?query=%ZZ')).toMatch(/not valid/)
    expect(percentEncodingError('?page=1&%FF=x')).toMatch(/not valid/)
  })
})
