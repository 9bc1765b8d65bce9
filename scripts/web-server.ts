/**
 * The HTTP server in front of Next.js (`npm run dev` and `npm start` run it through scripts/serve.ts).
 *
 * `next start` believes whatever `X-Forwarded-*` headers a client sends, and hides the socket's address once
 * a client sends one. This server decides once, from what we trust, before the app sees a request:
 * - `X-Forwarded-For` becomes exactly one address: the client's, from the socket and the configured number
 *   of trusted proxies (`TRUSTED_PROXY_HOPS`, default 0: trust none). Every rate limit keys on it.
 * - `X-Forwarded-Proto` is kept only from a trusted proxy, and only as http or https.
 * - `X-Forwarded-Host`, `X-Real-IP` and `Forwarded` are dropped: hosts come from the site's own
 *   configuration (src/lib/requests/request-origin.ts), never from a header a client can set.
 *
 * In production it also keeps the shared page cache (src/lib/requests/page-cache.ts): a site page that is
 * the same for every shopper without a session is rendered once and served again with a fresh nonce, until
 * anything it shows changes on any instance (PostgreSQL notices) or PAGE_CACHE_SECONDS pass (default 60;
 * 0 turns it off). A page it keeps has its stylesheets inlined (src/lib/requests/inline-styles.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { parseTrustedProxyHops } from '../src/domain/client-address'
import { CACHE_TAGS_CHANNEL, listenForNotices } from '../src/lib/platform/db/notices.mjs'
import { PAGE_CHANGES_CHANNEL } from '../src/lib/platform/db/page-changes'
import { buildStylesheets, inlinePageStylesheets } from '../src/lib/requests/inline-styles'
import { endAfterChangesHeard, PageCache, servePage } from '../src/lib/requests/page-cache'
import { trustForwardedHeaders } from '../src/lib/requests/trusted-headers'

const mode = process.argv[2]
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: node --import tsx scripts/web-server.ts dev|start')
  process.exit(2)
}
const port = Number(process.env.PORT || 3000)
let trustedHops: number
try {
  trustedHops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}

const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS || 60)
if (!Number.isFinite(pageCacheSeconds) || pageCacheSeconds < 0) {
  console.error(`PAGE_CACHE_SECONDS must be a number of seconds (0: off), not '${process.env.PAGE_CACHE_SECONDS}'.`)
  process.exit(2)
}
/** Pages are kept only where changes are heard: in production, on the database every instance writes to. */
const databaseUrl = process.env.DATABASE_URL
const pageCache =
  mode === 'start' && pageCacheSeconds > 0 && databaseUrl ? new PageCache(pageCacheSeconds * 1000, 64 * 2 ** 20) : null
const notices =
  pageCache && databaseUrl
    ? listenForNotices({
        url: databaseUrl,
        channels: [PAGE_CHANGES_CHANNEL, CACHE_TAGS_CHANNEL],
        name: 'page cache',
        onNotice: () => pageCache.expire(),
        onListening: () => pageCache.listening(),
        onLost: () => pageCache.lost(),
      })
    : null

const server = createServer()
const app = next({ dev: mode === 'dev', port, httpServer: server })
const handle = app.getRequestHandler()
const stylesheets = buildStylesheets(path.resolve('.next'))
await app.prepare()
server.on('request', (req, res) => {
  trustForwardedHeaders(req.headers, req.socket.remoteAddress, trustedHops)
  if (!pageCache || !notices) return void handle(req, res)
  endAfterChangesHeard(req, res, notices.caughtUp)
  servePage(pageCache, req, res, handle, (page) => inlinePageStylesheets(page, stylesheets))
})
server.listen(port, () => {
  console.log(
    `Next.js ${mode === 'dev' ? 'development' : 'production'} server on port ${port}${trustedHops ? ` behind ${trustedHops} trusted prox${trustedHops === 1 ? 'y' : 'ies'}` : ''}`,
  )
})

const stop = () => {
  server.close()
  void app.close().finally(() => process.exit(0))
  // Open keep-alive connections would hold close() up: give them a moment, then go.
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
