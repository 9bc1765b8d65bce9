import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import type { Payload, TaskConfig } from 'payload'

import {
  isPrivateAddress,
  WEBHOOK_ATTEMPTS,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_ID_HEADER,
  webhookAccepted,
  webhookRetryDelayMs,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookUrlProblem,
} from '@/domain/webhooks'
import type { WebhookDelivery } from '@/payload-types'

import { WEBHOOKS_QUEUE, type WebhookDeliveryState } from './queue'
import { signWebhook } from './signing'

/** How long one attempt may take, connection to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000
const RESPONSE_EXCERPT = 500

const isProduction = () => process.env.NODE_ENV === 'production'

/** DNS lookup that refuses names resolving to private, loopback or link-local addresses (checked per connection). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4)
    const list = addresses as unknown as LookupAddress[]
    const refused = list.find((entry) => isPrivateAddress(entry.address))
    if (refused || list.length === 0)
      return callback(
        new Error(`${hostname} resolves to a private address${refused ? ` (${refused.address})` : ''}: refused.`),
        '',
        4,
      )
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}

export type SendOutcome = { statusCode: number | null; error: string | null; durationMs: number; response: string }

/** POSTs a signed body once: its answer (status and the start of its body) or why there was none. */
export function sendSigned(
  url: string,
  secret: string,
  rawBody: string,
  headers: Record<string, string>,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const timestamp = Math.floor(Date.now() / 1000)
  return new Promise((resolve) => {
    let settled = false
    let deadline: NodeJS.Timeout | undefined
    const done = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      resolve({ ...outcome, durationMs: elapsed() })
    }
    try {
      const target = new URL(url)
      const client = target.protocol === 'https:' ? https : http
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(rawBody)),
            'User-Agent': 'DealerPlatform-Webhooks/1',
            ...headers,
            [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
          },
          timeout: timeoutMs,
          ...(isProduction() ? { lookup: publicOnlyLookup } : {}),
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            if (text.length < RESPONSE_EXCERPT) text += chunk
          })
          response.on('end', () => {
            const statusCode = response.statusCode ?? 0
            done({
              statusCode,
              error: webhookAccepted(statusCode) ? null : `HTTP ${statusCode}${text ? `: ${text.slice(0, 200)}` : ''}`,
              response: text.slice(0, RESPONSE_EXCERPT),
            })
          })
          response.on('error', (error) =>
            done({
              statusCode: response.statusCode ?? null,
              error: error.message,
              response: text.slice(0, RESPONSE_EXCERPT),
            }),
          )
        },
      )
      // The socket's idle timeout, and a deadline for the whole exchange (a server answering a byte at a time).
      const tooSlow = () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`))
      request.on('timeout', tooSlow)
      deadline = setTimeout(() => {
        tooSlow()
        done({ statusCode: null, error: `No answer within ${timeoutMs / 1000} s.`, response: '' })
      }, timeoutMs)
      request.on('error', (error) => done({ statusCode: null, error: error.message || String(error), response: '' }))
      request.end(rawBody)
    } catch (error) {
      done({ statusCode: null, error: error instanceof Error ? error.message : String(error), response: '' })
    }
  })
}

/** Thrown after a failed attempt that will be retried: Payload's job retries wait the backoff, then run it again. */
export class WebhookRetry extends Error {}

export type AttemptResult = SendOutcome & {
  deliveryId: number
  status: WebhookDeliveryState
  attempts: number
  skipped: boolean
  nextAttemptAt: string | null
}

/**
 * One attempt at one delivery, recorded on it (status code, error, duration). Delivered: any 2xx. A failure
 * with attempts left stays pending with its next attempt time (the retry schedule, `webhookRetryDelayMs`);
 * otherwise, or when the endpoint is gone, disabled or its address refused, it is failed. `retry: false`
 * (test events) makes the first failure final. A delivery no longer pending is left alone.
 */
export async function attemptDelivery(
  payload: Payload,
  deliveryId: number,
  { retry = true }: { retry?: boolean } = {},
): Promise<AttemptResult> {
  const delivery = (await payload.findByID({
    collection: 'webhook-deliveries',
    id: deliveryId,
    depth: 0,
    overrideAccess: true,
  })) as WebhookDelivery
  const attempts = delivery.attempts_count ?? 0
  if (delivery.status !== 'pending') {
    return {
      deliveryId,
      status: delivery.status,
      attempts,
      skipped: true,
      nextAttemptAt: null,
      statusCode: delivery.last_status_code ?? null,
      error: delivery.last_error ?? null,
      durationMs: 0,
      response: '',
    }
  }
  const endpointId =
    typeof delivery.endpoint === 'object' && delivery.endpoint ? delivery.endpoint.id : delivery.endpoint
  const endpoint = endpointId
    ? await payload.findByID({
        collection: 'webhook-endpoints',
        id: endpointId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  let outcome: SendOutcome
  let final = !retry
  const refusal = !endpoint
    ? 'The endpoint was deleted.'
    : !endpoint.enabled
      ? 'The endpoint is disabled.'
      : !endpoint.secret
        ? 'The endpoint has no signing secret.'
        : webhookUrlProblem(endpoint.url, { production: isProduction() })
  if (refusal || !endpoint) {
    outcome = { statusCode: null, error: refusal, durationMs: 0, response: '' }
    final = true
  } else {
    outcome = await sendSigned(endpoint.url, endpoint.secret!, delivery.body, {
      [WEBHOOK_ID_HEADER]: delivery.event_id,
      [WEBHOOK_EVENT_HEADER]: delivery.event,
    })
  }
  const count = attempts + 1
  const accepted = outcome.statusCode !== null && webhookAccepted(outcome.statusCode)
  const delay = accepted || final ? null : webhookRetryDelayMs(count)
  const status: WebhookDeliveryState = accepted ? 'delivered' : delay === null ? 'failed' : 'pending'
  const now = new Date()
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay).toISOString()
  await payload.update({
    collection: 'webhook-deliveries',
    id: deliveryId,
    overrideAccess: true,
    data: {
      status,
      attempts_count: count,
      last_status_code: outcome.statusCode,
      last_error: outcome.error ? outcome.error.slice(0, 2000) : null,
      next_attempt_at: nextAttemptAt,
      delivered_at: accepted ? now.toISOString() : null,
      attempts: [
        ...(delivery.attempts ?? []).map(({ at, status_code, duration_ms, error }) => ({
          at,
          status_code,
          duration_ms,
          error,
        })),
        {
          at: now.toISOString(),
          status_code: outcome.statusCode,
          duration_ms: outcome.durationMs,
          error: outcome.error ? outcome.error.slice(0, 500) : null,
        },
      ],
    },
  })
  return { ...outcome, deliveryId, status, attempts: count, skipped: false, nextAttemptAt }
}

/**
 * The outbox's worker. A failed attempt with attempts left throws, so Payload's job retries run it again
 * after the same exponential wait the delivery records as its next attempt (base × 2^(n − 1)).
 */
export const deliverWebhookTask: TaskConfig<{
  input: { deliveryId: number }
  output: { status: string; attempts: number }
}> = {
  slug: 'deliverWebhook',
  label: 'Deliver a lead webhook',
  inputSchema: [{ name: 'deliveryId', type: 'number', required: true }],
  retries: { attempts: WEBHOOK_ATTEMPTS - 1, backoff: { type: 'exponential', delay: WEBHOOK_BACKOFF_MS } },
  handler: async ({ input, req }) => {
    const result = await attemptDelivery(req.payload, Number(input.deliveryId))
    if (result.status === 'pending')
      throw new WebhookRetry(`Attempt ${result.attempts} failed (${result.error}); next at ${result.nextAttemptAt}.`)
    return { output: { status: result.status, attempts: result.attempts } }
  },
}

export { WEBHOOKS_QUEUE }
