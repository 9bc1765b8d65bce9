import { randomUUID } from 'node:crypto'

import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'

import type { WebhookEvent } from '@/domain/webhooks'
import { leadWithAdf, siteLocationsById } from '@/integrations/lead-json'
import type { Lead, Site } from '@/payload-types'

import { WEBHOOKS_QUEUE } from './queue'

type LeadEvent = Extract<WebhookEvent, 'lead.created' | 'lead.updated'>

const idOf = (ref: number | { id: number } | null | undefined) =>
  ref && typeof ref === 'object' ? ref.id : (ref ?? null)

/** The JSON body of an event: its id and type, when it happened, the site, the lead with its ADF (none for a test). */
export function webhookBody(
  event: { id: string; type: WebhookEvent; createdAt: string; site: Pick<Site, 'id' | 'slug'> },
  lead: ReturnType<typeof leadWithAdf> | null,
): string {
  const { adf, ...fields } = lead ?? { adf: null }
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt,
    site: event.site.slug,
    lead: lead ? fields : null,
    adf,
  })
}

/**
 * Writes the outbox for one lead event: a `webhook-deliveries` row per enabled endpoint of the lead's site
 * (the body made now, so every endpoint and attempt gets the same event) and a `deliverWebhook` job for each,
 * inside `req`'s transaction when it has one: the lead change and its deliveries commit together.
 */
export async function queueLeadEvent(
  payload: Payload,
  leadId: number,
  type: LeadEvent,
  req?: PayloadRequest,
): Promise<number[]> {
  const lead = (await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as Lead | null
  const siteId = lead ? idOf(lead.site as number | { id: number } | null) : null
  if (!lead || !siteId) return []
  const endpoints = await payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ site: { equals: siteId } }, { enabled: { equals: true } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (endpoints.docs.length === 0) return []
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req })
  const eventId = randomUUID()
  const body = webhookBody(
    { id: eventId, type, createdAt: new Date().toISOString(), site },
    leadWithAdf(lead, site, await siteLocationsById(payload, siteId, req)),
  )
  const ids: number[] = []
  for (const endpoint of endpoints.docs) {
    const delivery = await payload.create({
      collection: 'webhook-deliveries',
      data: {
        site: siteId,
        endpoint: endpoint.id,
        lead: lead.id,
        event: type,
        event_id: eventId,
        status: 'pending',
        attempts_count: 0,
        body,
      },
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({ task: 'deliverWebhook', input: { deliveryId: delivery.id }, queue: WEBHOOKS_QUEUE, req })
    ids.push(delivery.id)
  }
  return ids
}

/**
 * Leads' afterChange: a created lead is a `lead.created` event, an updated one `lead.updated`. Writes that
 * bypass Payload's operations (the delivery job's own bookkeeping) are not events. `context.skipWebhooks`
 * turns it off for one write.
 */
export const leadWebhooksAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (context?.skipWebhooks) return doc
  await queueLeadEvent(
    req.payload,
    (doc as { id: number }).id,
    operation === 'create' ? 'lead.created' : 'lead.updated',
    req,
  )
  return doc
}

/**
 * The same, as a job, for code that changes a lead without Payload's operations (the trade-in wizard's later
 * steps write the columns directly): it queues this in its transaction.
 */
export const leadWebhookEventTask: TaskConfig<{
  input: { leadId: number; event: string }
  output: { deliveries: number }
}> = {
  slug: 'leadWebhookEvent',
  label: 'Queue a lead\u2019s webhook deliveries',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'event', type: 'text', required: true },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const type: LeadEvent = input.event === 'lead.created' ? 'lead.created' : 'lead.updated'
    return { output: { deliveries: (await queueLeadEvent(req.payload, Number(input.leadId), type, req)).length } }
  },
}
