import { normaliseAddress } from '@/domain/client-address'

/**
 * A fixed-window request limiter kept in this server's memory: enough to stop one client hammering an
 * endpoint of one instance (several instances each count on their own).
 */
export type RateLimiter = { take: (key: string, now?: number) => boolean }

export function rateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key, now = Date.now()) {
      const current = windows.get(key)
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= maxKeys) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        windows.set(key, { start: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= limit
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
