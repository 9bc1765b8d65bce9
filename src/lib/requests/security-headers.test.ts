import { describe, expect, it } from 'vitest'

import { OSM_TILES } from '@/domain/home-page'

import { contentSecurityPolicy, newNonce, siteSecurityHeaders } from './security-headers'

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce, forbids framing, plugins and foreign forms', () => {
    const policy = contentSecurityPolicy('abc123==', { development: false })
    expect(policy).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("form-action 'self'")
    // The captcha's worker: Turbopack starts it from a same-origin bootstrap script, so no blob: workers.
    expect(policy.split('; ')).toContain("worker-src 'self'")
  })
  it('lets only the admin of a preview session frame the page', () => {
    expect(contentSecurityPolicy('n', { development: false, framedBy: 'http://localhost:3000' })).toContain(
      "frame-ancestors 'self' http://localhost:3000",
    )
    for (const bad of ['*', "http://a.example 'unsafe-inline'", 'http://a.example; script-src *', 'javascript:x', '']) {
      expect(contentSecurityPolicy('n', { development: false, framedBy: bad }), bad).toContain("frame-ancestors 'none'")
    }
  })
  it('lets the locations map load its tiles as images, and nothing more', () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy('n', { development: false })
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive]),
    )
    expect(directives['img-src']).toContain(OSM_TILES.origin)
    expect(directives['script-src']).not.toContain('openstreetmap')
    expect(directives['connect-src']).toBe("connect-src 'self'")
    expect(directives['frame-src']).toBeUndefined()
  })
  it('lets the development server evaluate code and open its socket', () => {
    expect(contentSecurityPolicy('n', { development: true })).toContain("'unsafe-eval'")
  })
})

describe('newNonce and siteSecurityHeaders', () => {
  it('makes a different 24-character nonce each time', () => {
    const a = newNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(a)
  })
  it('sends HSTS only in production', () => {
    expect(siteSecurityHeaders({ production: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(siteSecurityHeaders({ production: false })['Strict-Transport-Security']).toBeUndefined()
  })
})
