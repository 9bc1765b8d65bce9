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

/** The client address a request came from: the proxy's forwarded address, else unknown. */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}
