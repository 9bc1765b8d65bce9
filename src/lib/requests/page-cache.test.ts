import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  endAfterChangesHeard,
  keepablePage,
  PageCache,
  pageCacheKey,
  servePage,
  withNonce,
  type CachedPage,
} from './page-cache'

const browser = { host: 'demo.localhost:3000', 'user-agent': 'Mozilla/5.0 Chrome/140' }
const html = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'nonce-abc+/=' 'strict-dynamic'",
}

describe('pageCacheKey', () => {
  it('keys a shared page by scheme, host, bot class and URL', () => {
    const key = pageCacheKey('GET', '/cars?make=Toyota', browser)
    expect(key).toBeTruthy()
    expect(pageCacheKey('GET', '/cars?make=Toyota', { ...browser })).toBe(key)
    expect(pageCacheKey('GET', '/cars?make=Mazda', browser)).not.toBe(key)
    expect(pageCacheKey('GET', '/cars?make=Toyota', { ...browser, host: 'other.localhost:3000' })).not.toBe(key)
    expect(pageCacheKey('GET', '/cars?make=Toyota', { ...browser, 'x-forwarded-proto': 'https' })).not.toBe(key)
    expect(pageCacheKey('GET', '/cars?make=Toyota', { ...browser, 'user-agent': 'Googlebot/2.1' })).not.toBe(key)
  })

  it('never keys a request with a session, a token, a preview or from the client router', () => {
    expect(pageCacheKey('POST', '/cars', browser)).toBeNull()
    expect(pageCacheKey('HEAD', '/cars', browser)).toBeNull()
    expect(pageCacheKey('GET', '/cars', { ...browser, cookie: 'a=b' })).toBeNull()
    expect(pageCacheKey('GET', '/cars', { ...browser, authorization: 'Bearer x' })).toBeNull()
    expect(pageCacheKey('GET', '/cars', { ...browser, rsc: '1' })).toBeNull()
    expect(pageCacheKey('GET', '/cars', { ...browser, 'next-action': 'x' })).toBeNull()
    expect(pageCacheKey('GET', '/cars?_rsc=1', browser)).toBeNull()
    expect(pageCacheKey('GET', '/about?preview=token', browser)).toBeNull()
    expect(pageCacheKey('GET', '/account/saved-searches', browser)).toBeNull()
    expect(pageCacheKey('GET', '/api/search', browser)).toBeNull()
    expect(pageCacheKey('GET', '/admin', browser)).toBeNull()
  })
})

describe('keepablePage and withNonce', () => {
  const body = Buffer.from('<script nonce="abc+/=">x</script><p>abc+/= twice: abc+/=</p>')

  it('keeps a 200 HTML page with a nonce and no cookie, without its connection headers', () => {
    const page = keepablePage(200, { ...html, 'content-length': '10', etag: '"x"', vary: 'rsc' }, body, 5)!
    expect(page.nonce).toBe('abc+/=')
    expect(page.headers).toEqual({ ...html, vary: 'rsc' })
    expect(keepablePage(404, html, body, 5)).toBeNull()
    expect(keepablePage(307, { ...html, location: '/x' }, body, 5)).toBeNull()
    expect(keepablePage(200, { ...html, 'set-cookie': ['a=b'] }, body, 5)).toBeNull()
    expect(keepablePage(200, { ...html, 'content-type': 'application/json' }, body, 5)).toBeNull()
    expect(keepablePage(200, { 'content-type': 'text/html' }, body, 5)).toBeNull()
  })

  it('puts the new nonce wherever the old one was, in the body and the policy', () => {
    const fresh = withNonce(keepablePage(200, html, body, 5)!, 'NEW')
    expect(fresh.body).toBe('<script nonce="NEW">x</script><p>NEW twice: NEW</p>')
    expect(fresh.headers['content-security-policy']).toBe("script-src 'nonce-NEW' 'strict-dynamic'")
  })
})

describe('PageCache', () => {
  const page = (renderedAt: number, body = 'x'.repeat(100)): CachedPage => ({
    status: 200,
    headers: {},
    body,
    nonce: 'n',
    renderedAt,
  })

  it('keeps and serves nothing until its listener hears changes', () => {
    const cache = new PageCache(60_000, 1e6)
    expect(cache.put('a', page(10))).toBe(false)
    cache.listening(5)
    expect(cache.put('a', page(10))).toBe(true)
    expect(cache.get('a', 20)?.renderedAt).toBe(10)
    cache.lost()
    expect(cache.get('a', 20)).toBeNull()
    expect(cache.put('a', page(30))).toBe(false)
  })

  it('never keeps a page whose request arrived before the last change heard, and forgets every page at a change', () => {
    const cache = new PageCache(60_000, 1e6)
    cache.listening(0)
    cache.put('a', page(10))
    cache.expire(20)
    expect(cache.get('a', 21)).toBeNull()
    expect(cache.put('b', page(15)), 'rendered across the change').toBe(false)
    expect(cache.put('b', page(20)), 'arrived in the same instant').toBe(false)
    expect(cache.put('b', page(25))).toBe(true)
    expect(cache.get('b', 26)).not.toBeNull()
  })

  it('serves a page for at most its maximum age', () => {
    const cache = new PageCache(1_000, 1e6)
    cache.listening(0)
    cache.put('a', page(10))
    expect(cache.get('a', 1_010)).not.toBeNull()
    expect(cache.get('a', 1_011)).toBeNull()
  })

  it('drops the least recently used pages past its byte budget, and keeps no page over a quarter of it', () => {
    const cache = new PageCache(60_000, 1_000)
    cache.listening(0)
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) cache.put(key, page(i + 1, key.repeat(100)))
    cache.get('a', 6)
    cache.put('f', page(7, 'f'.repeat(100)))
    expect(cache.get('b', 8)).toBeNull()
    for (const key of ['a', 'c', 'd', 'e', 'f']) expect(cache.get(key, 8), key).not.toBeNull()
    expect(cache.size).toEqual({ pages: 5, bytes: 1_000 })
    expect(cache.put('g', page(9, 'g'.repeat(126)))).toBe(false)
  })
})

describe('servePage in front of a server that streams its pages', () => {
  const cache = new PageCache(60_000, 1e7)
  let renders = 0
  let server: http.Server
  let port: number

  /** Renders like Next.js: headers, flushHeaders, then the page in chunks, a new nonce each time. */
  const app = (req: IncomingMessage, res: ServerResponse) => {
    renders += 1
    const nonce = `nonce${renders}`
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`)
    if (req.url === '/cookie') res.setHeader('Set-Cookie', 'a=b')
    res.statusCode = req.url === '/missing' ? 404 : 200
    res.flushHeaders()
    res.write(`<html><script nonce="${nonce}">1</script>`)
    res.write(Buffer.from(`<p>${'car '.repeat(500)} ${req.headers['accept-encoding'] ?? 'identity'}</p>`))
    res.end('</html>')
  }

  let finished = 0
  /** What the server does to a page it keeps (inlines its stylesheets): here, a mark. */
  const finish = (page: CachedPage): CachedPage => {
    finished += 1
    return { ...page, headers: { ...page.headers, 'x-finished': 'yes' }, body: `${page.body}<!--finished-->` }
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { Host: 'demo.localhost', ...headers } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  beforeAll(async () => {
    cache.listening()
    server = http.createServer((req, res) => servePage(cache, req, res, app, finish))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('renders a page once, then serves it with a fresh nonce in the body and the policy', async () => {
    const first = await get('/offers')
    const second = await get('/offers')
    expect(renders).toBe(1)
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(second.headers['x-page-cache']).toBe('hit')
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))![1]!
    expect(nonce).not.toBe('nonce1')
    expect(second.body.toString()).toBe(first.body.toString().replaceAll('nonce1', nonce))
    expect(second.body.toString()).toContain('identity')
    const third = await get('/offers')
    expect(third.headers['content-security-policy']).not.toBe(second.headers['content-security-policy'])
  })

  it('finishes a page it keeps once, before its first sending; a page not kept goes out as rendered', async () => {
    const before = finished
    const miss = await get('/finance')
    const hit = await get('/finance')
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    for (const sent of [miss, hit]) {
      expect(sent.body.toString()).toMatch(/<\/html><!--finished-->$/)
      expect(sent.headers['x-finished']).toBe('yes')
    }
    expect(Number(miss.headers['content-length'])).toBe(miss.body.length)
    expect((await get('/finance', { Cookie: 'session=1' })).body.toString()).not.toContain('finished')
    expect((await get('/missing')).body.toString()).not.toContain('finished')
    expect(finished - before).toBe(1)
  })

  it('compresses what it sends as the client accepts, having rendered it uncompressed', async () => {
    const gzip = await get('/offers', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toContain('identity')
    const br = await get('/blog', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['x-page-cache']).toBe('miss')
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toContain('identity')
  })

  it('renders every time what is not shared: a cookie, a Set-Cookie, an error page, a change heard', async () => {
    const before = renders
    await get('/offers', { Cookie: 'session=1' })
    const withCookie = await get('/cookie')
    await get('/cookie')
    const missing = await get('/missing')
    await get('/missing')
    expect(renders - before).toBe(5)
    expect(withCookie.headers['set-cookie']).toEqual(['a=b'])
    expect(withCookie.headers['x-page-cache']).toBeUndefined()
    expect(missing.status).toBe(404)
    cache.expire()
    expect((await get('/offers')).headers['x-page-cache']).toBe('miss')
    expect(renders - before).toBe(6)
  })
})

describe('endAfterChangesHeard', () => {
  it('ends a write only once the notices it caused are heard, and leaves reads alone', async () => {
    const heard: string[] = []
    let release = () => {}
    const caughtUp = () =>
      new Promise<void>((resolve) => {
        heard.push('asked')
        release = () => {
          heard.push('heard')
          resolve()
        }
      })
    const server = http.createServer((req, res) => {
      endAfterChangesHeard(req, res, caughtUp)
      res.end('done')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const send = (method: string) =>
      new Promise<string>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: '/' }, (res) => {
          res.resume()
          res.on('end', () => resolve(`${method} ended`))
        })
        req.on('error', reject)
        req.end()
      })
    try {
      expect(await send('GET')).toBe('GET ended')
      expect(heard).toEqual([])
      const write = send('PATCH').then((line) => heard.push(line))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heard).toEqual(['asked'])
      release()
      await write
      expect(heard).toEqual(['asked', 'heard', 'PATCH ended'])
    } finally {
      server.close()
    }
  })
})
