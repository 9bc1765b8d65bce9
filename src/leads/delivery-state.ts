/** A lead's delivery to the dealership: pending (not yet sent, or retrying), delivered, or failed after every attempt. */
export const LEAD_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number]

/** Delivery attempts in all: the first and nine retries, backing off from 30 s (the last about 4 hours after the lead). */
export const LEAD_DELIVERY_ATTEMPTS = 10
export const LEAD_DELIVERY_BACKOFF_MS = 30_000
export const LEADS_QUEUE = 'leads'

/** The state after a failed attempt: still pending while retries remain, else failed. */
export function stateAfterFailure(attempts: number): LeadDeliveryState {
  return attempts >= LEAD_DELIVERY_ATTEMPTS ? 'failed' : 'pending'
}
