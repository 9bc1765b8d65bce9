import { describe, expect, it } from 'vitest'

import { normalizeRedirectPath, redirectIsPermanent, redirectPathError, redirectTarget } from './redirects'

describe('normalizeRedirectPath', () => {
  it('keeps one spelling of a site path', () => {
    expect(normalizeRedirectPath('/Old-Specials/')).toBe('/old-specials')
    expect(normalizeRedirectPath(' /old%20page?x=1#top ')).toBe('/old page')
    expect(normalizeRedirectPath('/')).toBe('/')
  })
  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%5C/evil.example',
      'old',
      '',
      null,
      3,
    ])
      expect(normalizeRedirectPath(bad), String(bad)).toBeNull()
    expect(redirectPathError('//evil.example')).toMatch(/starting with \//)
    expect(redirectPathError('/fine')).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('sends to the page or the custom path, never off the site or back to itself', () => {
    expect(redirectTarget('/old', { type: 'reference', pagePath: '/about-us' })).toBe('/about-us')
    expect(redirectTarget('/old', { type: 'custom', url: '/cars?make=toyota' })).toBe('/cars?make=toyota')
    expect(redirectTarget('/old', { type: 'custom', url: 'https://evil.example' })).toBeNull()
    expect(redirectTarget('/old', { type: 'custom', url: '//evil.example' })).toBeNull()
    expect(redirectTarget('/old', { type: 'custom', url: '/OLD/' })).toBeNull()
    expect(redirectTarget('/old', { type: 'reference', pagePath: null })).toBeNull()
  })
  it('is permanent unless temporary was chosen', () => {
    expect(redirectIsPermanent('301')).toBe(true)
    expect(redirectIsPermanent(undefined)).toBe(true)
    expect(redirectIsPermanent('302')).toBe(false)
  })
})
