import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkWebhookSignature } from '@/domain/webhooks'

import { sendSigned } from './deliver'

let server: Server
let base: string
let last: { headers: IncomingHttpHeaders; body: string } | null = null

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      last = { headers: request.headers, body }
      if (request.url === '/slow') {
        response.writeHead(200)
        response.write('a') // then nothing: the deadline must end it
        return
      }
      response.writeHead(request.url === '/fail' ? 500 : 204).end(request.url === '/fail' ? 'broken' : undefined)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('sendSigned', () => {
  it('POSTs the body with a signature the receiver\u2019s check accepts', async () => {
    const body = JSON.stringify({ type: 'test', note: 'ünïcode' })
    const outcome = await sendSigned(`${base}/ok`, 'whsec_unit', body, { 'X-Webhook-Id': 'evt-1' })
    expect(outcome).toMatchObject({ statusCode: 204, error: null })
    expect(last!.body).toBe(body)
    expect(last!.headers['x-webhook-id']).toBe('evt-1')
    const check = checkWebhookSignature({
      rawBody: last!.body,
      timestamp: last!.headers['x-webhook-timestamp'] as string,
      signature: last!.headers['x-webhook-signature'] as string,
      nowSeconds: Math.floor(Date.now() / 1000),
      hmacHex: (message) => createHmac('sha256', 'whsec_unit').update(message).digest('hex'),
    })
    expect(check).toEqual({ ok: true })
  })

  it('reports a refusal, a server that never finishes and no server at all, with the time taken', async () => {
    expect(await sendSigned(`${base}/fail`, 's', '{}', {})).toMatchObject({
      statusCode: 500,
      error: 'HTTP 500: broken',
      response: 'broken',
    })
    const slow = await sendSigned(`${base}/slow`, 's', '{}', {}, 300)
    expect(slow).toMatchObject({ statusCode: null, error: 'No answer within 0.3 s.' })
    expect(slow.durationMs).toBeGreaterThanOrEqual(250)
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const refused = await sendSigned(`http://127.0.0.1:${port}/`, 's', '{}', {})
    expect(refused.statusCode).toBeNull()
    expect(refused.error).toMatch(/ECONNREFUSED/)
  })
})
