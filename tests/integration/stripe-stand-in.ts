import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  form: Record<string, string>
}

/**
 * A local HTTP server standing in for api.stripe.com: it records every request the official client sends
 * (method, path, headers, the form-encoded body flattened to Stripe's bracket keys) and answers like Stripe for
 * the calls the deposit hold makes. `state` says where the shopper's payment is.
 */
export async function stripeStandIn() {
  const requests: RecordedRequest[] = []
  const state = {
    sessionStatus: 'open' as 'open' | 'complete' | 'expired',
    intentStatus: null as null | 'requires_capture' | 'canceled' | 'succeeded',
    failCreate: false,
  }
  const session = (id: string) => ({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    status: state.sessionStatus,
    payment_intent: state.intentStatus
      ? { id: 'pi_test_1', object: 'payment_intent', status: state.intentStatus, capture_method: 'manual' }
      : null,
  })
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
      const url = new URL(req.url ?? '/', 'http://stand-in')
      requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, headers: req.headers, form })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` })
        res.end(JSON.stringify(body))
      }
      let match: RegExpExecArray | null
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (state.failCreate)
          return send(402, { error: { type: 'invalid_request_error', message: 'Your account cannot take payments.' } })
        return send(200, session('cs_test_1'))
      }
      if (req.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)))
        return send(200, session(match[1]!))
      if (req.method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(url.pathname))) {
        state.sessionStatus = 'expired'
        return send(200, session(match[1]!))
      }
      if (req.method === 'POST' && (match = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(url.pathname))) {
        state.intentStatus = 'canceled'
        return send(200, { id: match[1], object: 'payment_intent', status: 'canceled' })
      }
      send(404, { error: { type: 'invalid_request_error', message: `No stand-in for ${req.method} ${url.pathname}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
