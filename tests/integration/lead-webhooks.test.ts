/**
 * Lead webhooks on the real database, delivered to a local node:http server: the outbox row per endpoint, the
 * signature a receiver checks, retries with backoff recorded attempt by attempt, updates, the test event, and
 * endpoints of other sites left alone.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { handleEndpoints, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkWebhookSignature, webhookRetryDelayMs } from '../../src/domain/webhooks'
import { updateLead } from '../../src/leads/store-lead'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { WEBHOOKS_QUEUE } from '../../src/webhooks/queue'
import { sendTestEvent } from '../../src/webhooks/send-test'
import { DEMO_DEFAULTS } from '../../seed/demo'
import { createTestSite, seededPayload, staffUser } from './platform'

type Received = { path: string; headers: IncomingHttpHeaders; body: string }

let payload: Payload
let site: PublicSite
let other: PublicSite
let server: Server
let base: string
const received: Received[] = []
/** Status codes the server answers with, in turn; 200 once they run out. */
const answers: number[] = []
let endpoint: { id: number; secret: string }

const newLead = (siteId: number, name: string) =>
  payload.create({
    collection: 'leads',
    data: {
      site: siteId,
      form: 'enquiry',
      category: 'General Enquiry',
      name,
      email: 'hook@example.com',
      message: `Webhook ${name}`,
      delivery_status: 'delivered',
    },
    overrideAccess: true,
  })

const deliveriesOf = async (leadId: number) =>
  (
    await payload.find({
      collection: 'webhook-deliveries',
      where: { lead: { equals: leadId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const jobOf = async (deliveryId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'deliverWebhook' } }, { 'input.deliveryId': { equals: deliveryId } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
const runWebhooks = () => payload.jobs.run({ queue: WEBHOOKS_QUEUE, limit: 50 })

const verify = (request: Received, secret: string) =>
  checkWebhookSignature({
    rawBody: request.body,
    timestamp: request.headers['x-webhook-timestamp'] as string,
    signature: request.headers['x-webhook-signature'] as string,
    nowSeconds: Math.floor(Date.now() / 1000),
    hmacHex: (message) => createHmac('sha256', secret).update(message).digest('hex'),
  })

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body })
      const status = answers.shift() ?? 200
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'thanks' : 'try later')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  payload = await seededPayload()
  site = await createTestSite(payload, 'Webhook Motors', 'webhook-motors', {
    leadEmail: `leads@webhook-motors.example`,
  })
  other = await createTestSite(payload, 'Webhook Other', 'webhook-other', { leadEmail: `leads@webhook-other.example` })
  const created = await payload.create({
    collection: 'webhook-endpoints',
    data: { site: site.id, name: 'CRM', url: `${base}/mine` },
    overrideAccess: true,
  })
  endpoint = { id: created.id, secret: created.secret! }
  await payload.create({
    collection: 'webhook-endpoints',
    data: { site: other.id, name: 'Other CRM', url: `${base}/other` },
    overrideAccess: true,
  })
}, 180_000)

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('a webhook endpoint', () => {
  it('gets a generated secret nobody can set or change, and takes only safe addresses', async () => {
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    const updated = await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { secret: 'chosen', name: 'Dealer CRM' },
      overrideAccess: true,
    })
    expect(updated.secret).toBe(endpoint.secret)
    const chosen = await payload.create({
      collection: 'webhook-endpoints',
      data: { site: site.id, name: 'x', url: `${base}/x`, secret: 'chosen', enabled: false },
      overrideAccess: true,
    })
    expect(chosen.secret).not.toBe('chosen')
    await payload.delete({ collection: 'webhook-endpoints', id: chosen.id, overrideAccess: true })
    for (const url of ['http://crm.example.com/hook', 'ftp://crm.example.com/', 'not a url']) {
      await expect(
        payload.create({
          collection: 'webhook-endpoints',
          data: { site: site.id, name: 'bad', url },
          overrideAccess: true,
        }),
        url,
      ).rejects.toBeInstanceOf(ValidationError)
    }
  })
})

describe('a new lead', () => {
  it('is POSTed to the site\u2019s endpoint as signed JSON with its ADF, and to no other site\u2019s', async () => {
    received.length = 0
    const lead = await newLead(site.id, 'Wendy')
    const [delivery] = await deliveriesOf(lead.id)
    expect(delivery).toMatchObject({ event: 'lead.created', status: 'pending', endpoint: endpoint.id, site: site.id })
    await runWebhooks()

    expect(received.map((r) => r.path)).toEqual(['/mine'])
    const request = received[0]!
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['x-webhook-event']).toBe('lead.created')
    expect(request.headers['x-webhook-id']).toBe(delivery!.event_id)
    expect(request.headers['x-webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verify(request, endpoint.secret)).toEqual({ ok: true })
    expect(verify({ ...request, body: request.body.replace('Wendy', 'Wanda') }, endpoint.secret)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    const body = JSON.parse(request.body) as {
      id: string
      type: string
      site: string
      lead: Record<string, unknown>
      adf: string
    }
    expect(body).toMatchObject({
      id: delivery!.event_id,
      type: 'lead.created',
      site: site.slug,
      lead: { id: lead.id, name: 'Wendy', email: 'hook@example.com', message: 'Webhook Wendy' },
    })
    expect(body.adf).toContain('<adf>')
    expect(body.adf).toContain('Wendy')

    const [done] = await deliveriesOf(lead.id)
    expect(done).toMatchObject({
      status: 'delivered',
      attempts_count: 1,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
    })
    expect(done!.attempts).toHaveLength(1)
    expect(done!.attempts![0]).toMatchObject({ status_code: 200, error: null })
    expect(typeof done!.attempts![0]!.duration_ms).toBe('number')
    expect(done!.body).toBe(request.body)

    await runWebhooks()
    expect(received).toHaveLength(1) // delivered once
  })

  it('is retried with backoff while the endpoint fails, each attempt logged, until it succeeds', async () => {
    received.length = 0
    answers.push(500, 503)
    const lead = await newLead(site.id, 'Retry')
    await runWebhooks()
    let [delivery] = await deliveriesOf(lead.id)
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts_count: 1,
      last_status_code: 500,
      last_error: 'HTTP 500: try later',
    })
    const firstWait = new Date(delivery!.next_attempt_at!).getTime() - Date.now()
    expect(firstWait).toBeGreaterThan(webhookRetryDelayMs(1)! - 5_000)
    expect(firstWait).toBeLessThanOrEqual(webhookRetryDelayMs(1)!)
    let job = await jobOf(delivery!.id)
    // Payload's retry waits as long as the delivery says.
    expect(Math.abs(new Date(job!.waitUntil!).getTime() - new Date(delivery!.next_attempt_at!).getTime())).toBeLessThan(
      3_000,
    )

    await runWebhooks()
    expect(received).toHaveLength(1) // still backing off

    const due = async () => {
      job = await jobOf(delivery!.id)
      await payload.update({
        collection: 'payload-jobs',
        id: job!.id,
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
      await runWebhooks()
      ;[delivery] = await deliveriesOf(lead.id)
    }
    await due()
    expect(delivery).toMatchObject({ status: 'pending', attempts_count: 2, last_status_code: 503 })
    const secondWait = new Date(delivery!.next_attempt_at!).getTime() - Date.now()
    expect(secondWait).toBeGreaterThan(webhookRetryDelayMs(2)! - 5_000) // twice the first
    await due()
    expect(delivery).toMatchObject({ status: 'delivered', attempts_count: 3, last_status_code: 200, last_error: null })
    expect(delivery!.attempts!.map((attempt) => [attempt.status_code, attempt.error])).toEqual([
      [500, 'HTTP 500: try later'],
      [503, 'HTTP 503: try later'],
      [200, null],
    ])
    expect(received).toHaveLength(3)
    expect(new Set(received.map((r) => r.headers['x-webhook-id'])).size).toBe(1) // one event, three attempts
    expect(received.every((r) => verify(r, endpoint.secret).ok)).toBe(true)
  })
})

describe('an updated lead', () => {
  it('is sent again as lead.updated, also when the trade-in wizard writes it directly', async () => {
    const lead = await newLead(site.id, 'Uma')
    await runWebhooks()
    received.length = 0
    await updateLead(payload, lead.id, { message: 'Changed my mind' }, { redeliver: false })
    await runWebhooks() // the event job writes the outbox ...
    await runWebhooks() // ... whose delivery job sends it
    expect(received).toHaveLength(1)
    const body = JSON.parse(received[0]!.body) as { type: string; lead: { id: number; message: string } }
    expect(body).toMatchObject({ type: 'lead.updated', lead: { id: lead.id, message: 'Changed my mind' } })
    expect((await deliveriesOf(lead.id)).map((d) => [d.event, d.status])).toEqual([
      ['lead.created', 'delivered'],
      ['lead.updated', 'delivered'],
    ])
  })
})

describe('Send test', () => {
  it('sends a signed test event at once, answers what the endpoint said and logs it; only the site\u2019s staff may', async () => {
    received.length = 0
    const admin = await staffUser(payload, 'admin@example.com')
    const result = await sendTestEvent(payload, endpoint.id, admin)
    expect(result).toMatchObject({ ok: true, status: 'delivered', statusCode: 200, error: null, response: 'thanks' })
    expect(received).toHaveLength(1)
    expect(received[0]!.headers['x-webhook-event']).toBe('test')
    expect(verify(received[0]!, endpoint.secret)).toEqual({ ok: true })
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'test', site: site.slug, lead: null })

    answers.push(500)
    const failed = await sendTestEvent(payload, endpoint.id, admin)
    expect(failed).toMatchObject({ ok: true, status: 'failed', statusCode: 500, attempts: 1 })
    const log = await payload.find({
      collection: 'webhook-deliveries',
      where: { and: [{ endpoint: { equals: endpoint.id } }, { event: { equals: 'test' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(log.docs.map((d) => d.status).sort()).toEqual(['delivered', 'failed'])

    const editor = await staffUser(payload, 'editor@sunshine-motors.example')
    expect(await sendTestEvent(payload, endpoint.id, editor)).toMatchObject({ ok: false, status: 404 })
    expect(await sendTestEvent(payload, endpoint.id, null)).toMatchObject({ ok: false, status: 401 })
    expect(received).toHaveLength(2)
  })
})

describe('the admin\u2019s Send test route and a disabled endpoint', () => {
  const rest = async (pathname: string, init: RequestInit = {}) => {
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost:3000/api${pathname}`, init),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('POST /api/webhook-endpoints/{id}/send-test answers signed-in staff of the site only', async () => {
    received.length = 0
    expect((await rest(`/webhook-endpoints/${endpoint.id}/send-test`, { method: 'POST' })).status).toBe(401)
    const login = await rest('/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_DEFAULTS.adminPassword }),
    })
    expect(login.status).toBe(200)
    const sent = await rest(`/webhook-endpoints/${endpoint.id}/send-test`, {
      method: 'POST',
      headers: { Authorization: `JWT ${String(login.body.token)}` },
    })
    expect(sent).toMatchObject({ status: 200, body: { ok: true, status: 'delivered', statusCode: 200 } })
    expect(
      (
        await rest('/webhook-endpoints/abc/send-test', {
          method: 'POST',
          headers: { Authorization: `JWT ${String(login.body.token)}` },
        })
      ).status,
    ).toBe(400)
    expect(received).toHaveLength(1)
  })

  it('gets nothing while disabled, and a queued delivery to it is given up', async () => {
    received.length = 0
    const waiting = await newLead(site.id, 'Queued')
    await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { enabled: false },
      overrideAccess: true,
    })
    const ignored = await newLead(site.id, 'Ignored')
    expect(await deliveriesOf(ignored.id)).toEqual([])
    await runWebhooks()
    expect(received).toEqual([])
    expect(await deliveriesOf(waiting.id)).toMatchObject([
      { status: 'failed', attempts_count: 1, last_error: 'The endpoint is disabled.' },
    ])
    await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { enabled: true },
      overrideAccess: true,
    })
  })
})
