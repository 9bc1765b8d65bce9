import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot'

import { isSharedPagePath } from '../../domain/request-paths'
import { PREVIEW_PARAM } from './preview-session'
import { newNonce } from './security-headers'

/**
 * The shared page cache, in front of Next.js in each app instance (scripts/web-server.ts).
 *
 * A site page is rendered per request only for its CSP nonce: its HTML is otherwise the same for every
 * shopper without a session. So the rendered page is kept (per host, scheme, URL and Next's bot class) and
 * served again with a fresh nonce put in place of the old one, in the body and the policy alike: every
 * response still carries a nonce no earlier response showed.
 *
 * What may be kept: a GET of a shared page (request-paths.ts `isSharedPagePath`) with no cookie, no
 * Authorization, no preview token and none of Next's client-router headers; answered 200 with HTML, a
 * nonce in its policy and no Set-Cookie.
 *
 * How long: until anything a shared page shows changes, on any instance (every such write NOTIFYs
 * src/lib/platform/db/page-changes.ts's channel, a cache tag expiry NOTIFYs cache-handler.mjs's; both empty
 * this cache), and at most `maxAgeMs` for what changes by the clock alone (today's opening hours, an offer's
 * end, a reservation's hold). While the listener is not connected nothing is kept or served.
 */

export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  body: string
  nonce: string
  /** performance.now() when its request arrived: a change heard after that may not be in it. */
  renderedAt: number
}

/** Headers of the response as rendered that are the connection's or the encoding's, never kept. */
const UNKEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'x-page-cache',
])

/** Requests from Next's client router (RSC payloads, prefetches, server actions): never a shared page. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]

const NONCE_IN_POLICY = /'nonce-([^']+)'/

/**
 * The key a request's page is kept under, or null when the request may not be answered from the cache.
 * Host and scheme are part of it (a page's canonical and Open Graph URLs come from them), and Next's bot
 * class (it renders metadata differently for crawlers).
 */
export function pageCacheKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  if (method !== 'GET' || !url || headers.cookie || headers.authorization) return null
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null
  let parsed: URL
  try {
    parsed = new URL(url, 'http://page.invalid')
  } catch {
    return null
  }
  if (!isSharedPagePath(parsed.pathname)) return null
  if (parsed.searchParams.has('_rsc') || parsed.searchParams.has(PREVIEW_PARAM)) return null
  const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const bot = getBotType(headers['user-agent'] ?? '') ?? 'browser'
  return `${proto} ${(headers.host ?? '').toLowerCase()} ${bot} ${url}`
}

/** The rendered response, kept when it is the same for everyone: null when it is not. */
export function keepablePage(
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  renderedAt: number,
): CachedPage | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null
  const nonce = NONCE_IN_POLICY.exec(String(headers['content-security-policy'] ?? ''))?.[1]
  if (!nonce) return null
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || UNKEPT.has(name)) continue
    kept[name] = Array.isArray(value) ? value : String(value)
  }
  return { status, headers: kept, body: body.toString('utf8'), nonce, renderedAt }
}

/** The kept page with `nonce` everywhere the rendered one was (body and headers). */
export function withNonce(
  page: CachedPage,
  nonce: string,
): { headers: Record<string, string | string[]>; body: string } {
  const swap = (text: string) => text.split(page.nonce).join(nonce)
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(page.headers))
    headers[name] = Array.isArray(value) ? value.map(swap) : swap(value)
  return { headers, body: swap(page.body) }
}

/**
 * The pages kept, oldest use first out once over `maxBytes`; emptied by `expire()` on every change heard,
 * and off (nothing kept or served) between `lost()` and the next `listening()`.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private bytes = 0
  /** Pages of requests that arrived before this are stale; null while changes cannot be heard. */
  private since: number | null = null

  constructor(
    readonly maxAgeMs: number,
    readonly maxBytes: number,
  ) {}

  get(key: string, now = performance.now()): CachedPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    if (this.since === null || page.renderedAt <= this.since || now - page.renderedAt > this.maxAgeMs) {
      this.drop(key, page)
      return null
    }
    // Most recently used last: the Map's order is the eviction order.
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  /** Keeps a page unless a change was heard after its request arrived (or none can be heard). */
  put(key: string, page: CachedPage): boolean {
    if (this.since === null || page.renderedAt <= this.since) return false
    const size = page.body.length * 2
    if (size > this.maxBytes / 4) return false
    const old = this.pages.get(key)
    if (old) this.drop(key, old)
    this.pages.set(key, page)
    this.bytes += size
    for (const [oldest, first] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, first)
    }
    return true
  }

  /** Something a shared page shows changed: every page kept so far is stale. */
  expire(now = performance.now()): void {
    if (this.since === null) return
    this.since = now
    this.clear()
  }

  /** Listening (again): changes are heard from now on; what was kept before may have missed one. */
  listening(now = performance.now()): void {
    this.since = now
    this.clear()
  }

  /** The listener dropped: changes may go unheard, so nothing is kept or served until it is back. */
  lost(): void {
    this.since = null
    this.clear()
  }

  get size() {
    return { pages: this.pages.size, bytes: this.bytes }
  }

  private drop(key: string, page: CachedPage) {
    this.pages.delete(key)
    this.bytes -= page.body.length * 2
  }

  private clear() {
    this.pages.clear()
    this.bytes = 0
  }
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** The encoding the client accepts that we send: brotli (at a quick quality), else gzip, else none. */
function chosenEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([token]) => token!.toLowerCase()),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

async function encode(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body)
}

/** Text, as compression middleware judges it (`compressible`): pages, feeds, sitemaps, JSON, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|[\w.+-]+\+(json|xml))|image\/svg\+xml)/

/** Writes a whole response: its headers as given, the body compressed when the client accepts it. */
async function send(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  acceptEncoding: string | string[] | undefined,
  state: 'hit' | 'miss' | null,
) {
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !UNKEPT.has(name)) res.setHeader(name, value)
  const encoding =
    body.length > 1024 && COMPRESSIBLE.test(String(headers['content-type'])) ? chosenEncoding(acceptEncoding) : null
  const sent = encoding ? await encode(body, encoding) : body
  if (encoding) {
    res.setHeader('Content-Encoding', encoding)
    const vary = String(res.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  res.setHeader('Content-Length', sent.length)
  if (state) res.setHeader('X-Page-Cache', state)
  res.writeHead(status)
  res.end(sent)
}

type Chunk = string | Buffer | Uint8Array

const asBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)

/**
 * Holds a response back until the app ends it: headers and chunks are collected instead of sent, then
 * `done` gets them (with the response's own methods back in place) and sends what it decides.
 */
function collect(res: ServerResponse, done: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void) {
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const chunks: Buffer[] = []
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const headers = rest.find((item) => typeof item === 'object' && item !== null)
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string)
    return res
  }) as typeof res.writeHead
  res.flushHeaders = () => {}
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    chunks.push(asBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    ;(typeof encoding === 'function' ? encoding : callback)?.()
    return true
  }) as typeof res.write
  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    if (chunk !== undefined && typeof chunk !== 'function')
      chunks.push(asBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    Object.assign(res, own)
    const finished = [chunk, encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined
    if (finished) res.once('finish', finished)
    done(res.statusCode, res.getHeaders(), Buffer.concat(chunks))
    return res
  }) as typeof res.end
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Read your own writes: a write's response (a publish through the admin or the API, a stock push) ends only
 * once the notices of what it committed have emptied this instance's cache (`caughtUp`: one round trip on
 * the listening connection), so the page asked for next is never the copy from before. Other instances
 * hear of it a moment later.
 */
export function endAfterChangesHeard(req: IncomingMessage, res: ServerResponse, caughtUp: () => Promise<void>) {
  if (!WRITES.has(req.method ?? '')) return
  const end = res.end
  res.end = ((...args: Parameters<typeof res.end>) => {
    res.end = end
    void caughtUp().finally(() => end.apply(res, args))
    return res
  }) as typeof res.end
}

/**
 * Answers a request from the cache, or lets `handle` (Next.js) render it and keeps what may be kept.
 * Requests the cache may not answer go to `handle` untouched.
 */
export function servePage(
  cache: PageCache,
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  /** Applied once to a page before it is kept and sent (inline-styles.ts). */
  finish: (page: CachedPage) => CachedPage = (page) => page,
): void {
  const key = pageCacheKey(req.method, req.url, req.headers)
  if (!key) {
    void handle(req, res)
    return
  }
  const acceptEncoding = req.headers['accept-encoding']
  const arrived = performance.now()
  const hit = cache.get(key, arrived)
  if (hit) {
    const fresh = withNonce(hit, newNonce())
    void send(res, hit.status, fresh.headers, Buffer.from(fresh.body), acceptEncoding, 'hit').catch((error) =>
      res.destroy(error as Error),
    )
    return
  }
  // Rendered uncompressed, so the page can be kept; compressed here on the way out.
  delete req.headers['accept-encoding']
  collect(res, (status, headers, body) => {
    const rendered = keepablePage(status, headers, body, arrived)
    const page = rendered && finish(rendered)
    if (page) cache.put(key, page)
    const sending = page ? { headers: page.headers, body: Buffer.from(page.body) } : { headers, body }
    void send(res, status, sending.headers, sending.body, acceptEncoding, page ? 'miss' : null).catch((error) =>
      res.destroy(error as Error),
    )
  })
  void handle(req, res)
}
