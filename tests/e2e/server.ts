import http from 'node:http'
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT || 54339)
export const E2E_DATA_DIR = path.resolve('.data/e2e')

export const siteUrl = (slug: string, pathname = '/') => `http://${slug}.localhost:${E2E_PORT}${pathname}`
/** A lead's success page: /success, with the reference and key the lead's answer named (?ref=…&key=…). */
export const SUCCESS_URL = /\/success\?ref=L[0-9A-Z]{6,}&key=[\w-]+$/

export type HttpResult = { status: number; headers: http.IncomingHttpHeaders; body: string; json: <T = unknown>() => T }

/**
 * One HTTP request to the app on 127.0.0.1 with an explicit Host header (Node's fetch neither resolves
 * {slug}.localhost nor keeps a Host header it is given).
 */
export function request(
  pathname: string,
  {
    host = `localhost:${E2E_PORT}`,
    method = 'GET',
    headers = {},
    body,
    rawBody,
  }: { host?: string; method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<HttpResult> {
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: pathname,
        method,
        headers: { Host: host, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          })
        })
      },
    )
    req.on('error', reject)
    if (payload) req.write(payload)
    req.end()
  })
}

/** Signs a staff user in through the REST API and returns the Authorization header to send. */
export async function staffAuth(email: string, password: string): Promise<Record<string, string>> {
  const res = await request('/api/users/login', { method: 'POST', body: { email, password } })
  if (res.status !== 200) throw new Error(`Login failed for ${email}: ${res.status} ${res.body}`)
  return { Authorization: `JWT ${res.json<{ token: string }>().token}` }
}
