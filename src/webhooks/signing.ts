import { createHmac, randomBytes } from 'node:crypto'

import { webhookSignatureValue, webhookSigningInput } from '@/domain/webhooks'

/** A new endpoint's signing secret: 32 random bytes, hex, behind a recognisable prefix. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`
}

/** The X-Webhook-Signature value for a body sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return webhookSignatureValue(
    createHmac('sha256', secret).update(webhookSigningInput(timestamp, rawBody)).digest('hex'),
  )
}
