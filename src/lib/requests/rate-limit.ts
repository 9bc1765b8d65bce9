import pg, { type Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { normaliseAddress } from '@/domain/client-address'

/**
 * Request limits counted in PostgreSQL (`rate-limiter-flexible`'s Postgres store), so every app instance
 * shares one count per key and a restart forgets nothing. Each limit is a fixed window per key: the first
 * request of a key starts it, `limit` requests pass in it, the rest are refused until it ends.
 *
 * The table is `rate_limits`, created by a migration (migrations/20261124_005803_rate_limits.ts), never
 * here. Should PostgreSQL fail to answer, the instance counts in its own memory meanwhile (the store's
 * insurance limiter) rather than refusing or waving everyone through.
 */
export const RATE_LIMIT_TABLE = 'rate_limits'

export type RateLimiter = {
  /** Counts one request of `key`; false when `key` is past its limit (or refused after one). */
  take: (key: string) => Promise<boolean>
  /** Milliseconds until `key` is let through again (0: now), without counting anything. */
  refusedFor: (key: string) => Promise<number>
}

export type RateLimitOptions = {
  /** Unique among the limiters: it prefixes their keys in the shared table. */
  name: string
  limit: number
  windowMs: number
  /** Once past the limit, refuse the key for this long from the refused request, not only to the window's end. */
  blockMs?: number
  /** The pool to count in; by default a small one of its own on DATABASE_URL. */
  pool?: () => Promise<Pool>
}

/** Counting has a small pool of its own on the app's database, so no module here needs Payload loaded. */
let sharedPool: Pool | null = null
async function appPool(): Promise<Pool> {
  if (!process.env.DATABASE_URL) throw new Error('Rate limits need DATABASE_URL (set by npm run dev / npm start).')
  sharedPool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
  return sharedPool
}

// One store per process sweeps rows expired an hour ago (every 5 minutes); the others need not.
let sweeping = false

export function rateLimiter({ name, limit, windowMs, blockMs, pool = appPool }: RateLimitOptions): RateLimiter {
  const options = {
    keyPrefix: name,
    points: limit,
    duration: Math.ceil(windowMs / 1000),
    blockDuration: blockMs ? Math.ceil(blockMs / 1000) : 0,
  }
  let store: Promise<RateLimiterPostgres> | null = null
  const limiter = () => {
    store ??= pool().then((client) => {
      const clearExpiredByTimeout = !sweeping
      sweeping = true
      return new RateLimiterPostgres({
        ...options,
        storeClient: client,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    })
    store.catch(() => (store = null))
    return store
  }
  return {
    async take(key) {
      try {
        await (await limiter()).consume(key)
        return true
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false
        throw refusal
      }
    },
    async refusedFor(key) {
      const state = await (await limiter()).get(key)
      return state && state.consumedPoints > limit ? Math.max(state.msBeforeNext, 0) : 0
    },
  }
}

/**
 * The client address a request came from, as our web server decided it (scripts/web-server.ts rewrites
 * `X-Forwarded-For` to exactly the client's address, from the socket and TRUSTED_PROXY_HOPS; see
 * src/domain/client-address.ts). Should more than one entry ever arrive, the right-most is the one
 * nearest to us; a client-written left-most entry is never used.
 */
export function clientAddress(headers: Headers): string {
  const chain = headers.get('x-forwarded-for')?.split(',') ?? []
  return normaliseAddress(chain[chain.length - 1]) ?? 'unknown'
}

/**
 * Counts one shopper request against `limiter` for this client on this site (each site gives a client an
 * allowance of its own); false once it is spent.
 */
export function takeClientAllowance(limiter: RateLimiter, siteId: number, headers: Headers): Promise<boolean> {
  return limiter.take(`${siteId}:${clientAddress(headers)}`)
}
