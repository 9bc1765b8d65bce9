// Next's own compilation of `config.matcher` (what `next build` writes to the middleware manifest).
// @ts-expect-error -- internal module without types
import { getMiddlewareMatchers } from 'next/dist/build/analysis/get-page-static-info'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { isSitePath } from './domain/request-paths'
import { config, proxy } from './proxy'

const SUNSHINE = 'sunshine-motors.localhost:3000'
const pathAndQuery = (location: string | null) => {
  const url = new URL(location ?? '')
  return `${url.pathname}${url.search}`
}
const call = (path: string, host = SUNSHINE) => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))

const matchers = (getMiddlewareMatchers as (matcher: unknown, nextConfig: object) => Array<{ regexp: string }>)(
  config.matcher,
  {},
)
const proxyRuns = (path: string) => matchers.some(({ regexp }) => new RegExp(regexp).test(path))

describe('config.matcher', () => {
  const paths = [
    '/',
    '/cars',
    '/cars/x',
    '/apiary',
    '/api-docs',
    '/administration-fees',
    '/admins',
    '/favicon.ico',
    '/admin',
    '/admin/',
    '/admin/login',
    '/api',
    '/api/',
    '/api/search',
    '/api/stock/import',
    '/_next/static/chunk.js',
    '/_next/image',
  ]

  it('runs the proxy for site pages whose names start like api or admin, and for the admin (its host check)', () => {
    for (const path of [
      '/apiary',
      '/api-docs',
      '/administration-fees',
      '/admins',
      '/admin',
      '/admin/login',
      '/cars',
      '/',
      '/favicon.ico',
    ])
      expect(proxyRuns(path), path).toBe(true)
  })

  it('skips only the API and Next\u2019s files, by exact prefix', () => {
    for (const path of ['/api', '/api/', '/api/search', '/api/stock/import', '/_next/static/chunk.js'])
      expect(proxyRuns(path), path).toBe(false)
  })

  it('is a superset of the site pages isSitePath names', () => {
    for (const path of paths) if (isSitePath(path)) expect(proxyRuns(path), path).toBe(true)
  })
})

describe('proxy: site pages', () => {
  it('rewrites /apiary into the site tree with the CSP and frame protection', async () => {
    const res = await call('/apiary')
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://sunshine-motors.localhost:3000/sunshine-motors.localhost/apiary',
    )
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('proxy: the admin host', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('without ADMIN_HOSTS, lets the admin answer on any host, never rewritten into a site', async () => {
    vi.stubEnv('ADMIN_HOSTS', '')
    for (const path of ['/admin', '/admin/login']) {
      const res = await call(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull()
      expect(res.headers.get('x-middleware-next'), path).toBe('1')
    }
  })

  it('with ADMIN_HOSTS, answers /admin with a 404 on every other host', async () => {
    vi.stubEnv('ADMIN_HOSTS', 'admin.example.com,localhost')
    for (const [path, host] of [
      ['/admin', SUNSHINE],
      ['/admin/login', SUNSHINE],
      ['/admin/collections/cars', 'www.sunshinemotors.com.au'],
    ]) {
      const res = await call(path as string, host)
      expect(res.status, `${host}${path}`).toBe(404)
      expect(res.headers.get('x-middleware-rewrite')).toBeNull()
    }
    for (const host of ['admin.example.com', 'localhost:3000']) {
      const res = await call('/admin/login', host)
      expect(res.headers.get('x-middleware-next'), host).toBe('1')
      expect(res.headers.get('x-middleware-rewrite'), host).toBeNull()
    }
    // A site page named like the admin is still the site's page.
    expect((await call('/administration-fees')).headers.get('x-middleware-rewrite')).toContain(
      '/sunshine-motors.localhost/administration-fees',
    )
  })
})

describe('proxy: malformed paths are a 404, malformed queries a redirect without them, never a page render', () => {
  it.each(['/cars/%00', '/%E0%A4%A', '/locations/%00', '/blog/%ZZ', '/search/%00', '/cars/a%0Ab'])(
    '%s is a 404',
    async (path) => {
      const res = await call(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('x-middleware-rewrite')).toBeNull()
    },
  )

  it.each([
    '/search/used-cars?query=%00',
    '/cars?query=%00',
    '/cars?query=%E0%A4%A',
    '/cars?refinementList[make][0]=%00',
    '/cars?query=a%0Ab',
    '/blog?page=%00',
    '/?utm_source=%00',
  ])('%s redirects to its page without the bad parameter (#17: never a bare text page)', async (path) => {
    const res = await call(path)
    expect(res.status).toBe(307)
    expect(pathAndQuery(res.headers.get('location'))).toBe(path.slice(0, path.indexOf('?')))
    expect(res.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('keeps the good parameters, as sent, and the host out of the redirect', async () => {
    const res = await call(
      '/search/used-cars?page=0&sortBy=cheapest&query=corolla&refinementList%5Bmake%5D%5B0%5D=Toyota',
    )
    expect(res.status).toBe(307)
    expect(pathAndQuery(res.headers.get('location'))).toBe(
      '/search/used-cars?query=corolla&refinementList%5Bmake%5D%5B0%5D=Toyota',
    )
    // The request's own origin (Next's adapter then sends it as a relative Location).
    expect(new URL(res.headers.get('location')!).host).toBe(SUNSHINE)
  })

  it('is the site\u2019s styled 400 page when the rules refuse the path itself, at the same address', async () => {
    const res = await call('/offers/abc')
    expect(res.status).toBe(400)
    expect(res.headers.get('x-middleware-rewrite')).toMatch(/:3000\/sunshine-motors\.localhost\/bad-request$/)
    expect(res.headers.get('content-security-policy')).toContain('nonce-')
  })

  it('ordinary encoded paths and queries still reach the site', async () => {
    for (const path of [
      '/cars/2021-toyota-corolla-ab12',
      '/caf%C3%A9',
      '/cars?query=hilux+sr5',
      '/cars?query=%F0%9F%9A%97',
      '/?utm_campaign=50%25-off',
    ]) {
      expect((await call(path)).headers.get('x-middleware-rewrite'), path).toContain(':3000/sunshine-motors.localhost')
    }
  })
})
