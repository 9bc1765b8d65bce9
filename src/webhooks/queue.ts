/** The job queue lead webhooks are delivered from (worked every 5 s by the Next.js server). */
export const WEBHOOKS_QUEUE = 'webhooks'

/** A delivery: pending (not yet accepted, or waiting to retry), delivered (2xx), failed (every attempt failed). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]
