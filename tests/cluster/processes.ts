import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'

export type HttpResult = { status: number; body: string; json: <T = unknown>() => T }

/** One HTTP request to 127.0.0.1:port with an explicit Host header (see tests/e2e/server.ts). */
export function request(
  port: number,
  pathname: string,
  {
    host = `localhost:${port}`,
    method = 'GET',
    headers = {},
    body,
  }: { host?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpResult> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { Host: host, ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T })
        })
      },
    )
    req.on('error', reject)
    if (payload) req.write(payload)
    req.end()
  })
}

/** A process of the platform (an app instance, the worker, a script), with everything it printed. */
export type Running = { name: string; child: ChildProcess; output: () => string; exited: Promise<number | null> }

export function run(name: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    if (process.env.CLUSTER_VERBOSE) process.stdout.write(`[${name}] ${chunk.toString('utf8')}`)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { name, child, output: () => output, exited }
}

/** Waits until `check` is true, polling; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function within(
  timeoutMs: number,
  what: string,
  check: () => Promise<boolean>,
  everyMs = 100,
): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
