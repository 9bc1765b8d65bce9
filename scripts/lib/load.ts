import http from 'node:http'

export type Response = { status: number; body: string; ms: number }

/**
 * A keep-alive HTTP client for the app on 127.0.0.1 that sends the Host header itself (Node's fetch neither
 * resolves {slug}.localhost nor keeps a Host header), with at most `concurrency` open connections.
 */
export function httpClient(port: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const get = (pathname: string, host: string): Promise<Response> => {
    const started = performance.now()
    return new Promise((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: pathname, headers: { Host: host, 'Accept-Encoding': 'identity' }, agent },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          )
        },
      )
      req.on('error', reject)
    })
  }
  return { get, close: () => agent.destroy() }
}

export type LoadResult = { p50: number; p95: number; max: number; htmlBytes: number; requests: number }

/** The value at quantile q (0..1) of ascending `sorted`: the nearest-rank definition, no interpolation. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!

/**
 * A closed-loop load: `concurrency` clients each send the next request as soon as their last one answered
 * (autocannon's model at `-c concurrency`), after `warmup` sequential requests. Every response time is kept,
 * so p95 is exact rather than read off a histogram (autocannon reports p90 and p97.5, not p95).
 */
export async function measureLoad(
  get: (pathname: string, host: string) => Promise<Response>,
  pathname: string,
  host: string,
  { concurrency, requests, warmup }: { concurrency: number; requests: number; warmup: number },
): Promise<LoadResult> {
  for (let i = 0; i < warmup; i += 1) await get(pathname, host)
  const times: number[] = []
  let htmlBytes = 0
  let sent = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        sent += 1
        const res = await get(pathname, host)
        if (res.status !== 200) throw new Error(`${host}${pathname} answered ${res.status}`)
        times.push(res.ms)
        htmlBytes = Buffer.byteLength(res.body)
      }
    }),
  )
  times.sort((a, b) => a - b)
  return {
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times[times.length - 1]!,
    htmlBytes,
    requests: times.length,
  }
}
