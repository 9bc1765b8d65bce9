import { describe, expect, it } from 'vitest'

import { MAX_RETURN_PATH_LENGTH, parseSignInType, safeReturnPath, signInPath } from './return-path'

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
    expect(['watchlist', 'trade-in', 'checkout', 'finance'].map(parseSignInType)).toEqual(['watchlist', 'trade-in', 'checkout', 'finance'])
    expect(parseSignInType('admin')).toBeNull()
    expect(parseSignInType(null)).toBeNull()
  })

  it('builds the sign-in address with safe targets only', () => {
    expect(signInPath('watchlist', '/cars/a?x=1', '/cars')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1&back=%2Fcars')
    expect(signInPath('checkout', 'https://evil.example')).toBe('/sign-in?type=checkout&redirect=%2F&back=%2F')
  })
})
