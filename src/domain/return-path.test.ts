import { describe, expect, it } from 'vitest'

import {
  MAX_RETURN_PATH_LENGTH,
  accountQueryError,
  parseSignInType,
  safeReturnPath,
  signInPath,
  signInTargets,
} from './return-path'

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/cars/2024-mazda-cx-5')).toBe('/cars/2024-mazda-cx-5')
    expect(safeReturnPath('/cars?query=hilux&page=2#results')).toBe('/cars?query=hilux&page=2#results')
    expect(safeReturnPath('/')).toBe('/')
    expect(safeReturnPath('/search/toyota%20hilux')).toBe('/search/toyota%20hilux')
  })

  it.each([
    ['https://evil.example/'],
    ['http://evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%2F%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['%2f%5cevil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /cars'],
    ['cars'],
    ['/%E0%A4%A'],
    ['/%25252525252F'],
    [''],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBe('/')
  })

  it('uses the fallback for nothing, and for a path past the length limit', () => {
    expect(safeReturnPath(null, '/watchlist')).toBe('/watchlist')
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`)).toHaveLength(MAX_RETURN_PATH_LENGTH)
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`)).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/cars/../watchlist')).toBe('/watchlist')
    expect(safeReturnPath('/../../etc')).toBe('/etc')
  })
})

describe('sign-in parameters', () => {
  it('knows the four reasons', () => {
    expect(['watchlist', 'trade-in', 'checkout', 'finance'].map(parseSignInType)).toEqual([
      'watchlist',
      'trade-in',
      'checkout',
      'finance',
    ])
    expect(parseSignInType('admin')).toBeNull()
    expect(parseSignInType(null)).toBeNull()
  })

  it('builds the sign-in address with safe targets only', () => {
    expect(signInPath('watchlist', '/cars/a?x=1', '/cars')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1&back=%2Fcars',
    )
    expect(signInPath('checkout', 'https://evil.example')).toBe('/sign-in?type=checkout&redirect=%2F&back=%2F')
  })
})

describe('accountQueryError', () => {
  const q = (query: string) => new URLSearchParams(query)
  it('accepts the sign-in page\u2019s parameters, and ignores unsafe targets (the page drops them)', () => {
    expect(accountQueryError('/sign-in', q('type=watchlist&redirect=/cars/a&back=/cars'))).toBeNull()
    expect(accountQueryError('/sign-in', q('redirect=https://evil.example'))).toBeNull()
    expect(accountQueryError('/sign-up/', q(''))).toBeNull()
  })
  it('refuses an unknown type or a repeated parameter', () => {
    expect(accountQueryError('/sign-in', q('type=admin'))).toBe(
      'type must be one of watchlist, trade-in, checkout, finance, saved-search.',
    )
    expect(accountQueryError('/sign-up', q('redirect=/a&redirect=/b'))).toBe('redirect is given more than once.')
  })
  it('refuses a token that cannot be ours', () => {
    expect(accountQueryError('/reset-password', q(`token=${'ab'.repeat(20)}`))).toBeNull()
    expect(accountQueryError('/verify-email', q("token=' OR 1=1"))).toBe('token is not a valid link token.')
    expect(accountQueryError('/reset-password', q('token=a&token=b'))).toBe('token is not a valid link token.')
  })
  it('leaves other pages alone', () => {
    expect(accountQueryError('/cars', q('type=admin'))).toBeNull()
  })
})

describe('signInTargets', () => {
  it('keeps the reason and same-site targets, Back defaulting to the redirect', () => {
    expect(signInTargets({ type: 'watchlist', redirect: '/cars/a' })).toEqual({
      type: 'watchlist',
      redirect: '/cars/a',
      back: '/cars/a',
      query: 'type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa',
    })
  })
  it('drops an unknown reason and foreign targets', () => {
    expect(signInTargets({ type: 'evil', redirect: 'https://evil.example', back: ['/a', '/b'] })).toMatchObject({
      type: null,
      redirect: '/',
      back: '/',
    })
  })
})
