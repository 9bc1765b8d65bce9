import { randomUUID } from 'node:crypto'

import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { staffHasSite } from '@/lib/access/access'

import { attemptDelivery, type AttemptResult } from './deliver'
import { webhookBody } from './events'

type Caller = PayloadRequest['user'] | null | undefined
export type TestRefusal = { ok: false; status: 401 | 403 | 404; error: string }

/**
 * Sends a signed `test` event to one endpoint now and answers what it said. Recorded in the delivery log like
 * any delivery, but never retried. Staff of the endpoint's site (platform admins for every site) only.
 */
export async function sendTestEvent(
  payload: Payload,
  endpointId: number,
  user: Caller,
): Promise<({ ok: true } & AttemptResult) | TestRefusal> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to test a webhook.' }
  if (user.collection !== 'users') return { ok: false, status: 403, error: 'Only staff test webhooks.' }
  const endpoint = await payload.findByID({
    collection: 'webhook-endpoints',
    id: endpointId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const siteId = endpoint
    ? typeof endpoint.site === 'object' && endpoint.site
      ? endpoint.site.id
      : endpoint.site
    : null
  // Another site's endpoint is answered as missing, like Payload's own reads.
  if (!endpoint || !siteId || !staffHasSite(user, siteId))
    return { ok: false, status: 404, error: `No webhook endpoint ${endpointId}.` }
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
  const eventId = randomUUID()
  const delivery = await payload.create({
    collection: 'webhook-deliveries',
    overrideAccess: true,
    data: {
      site: siteId,
      endpoint: endpoint.id,
      event: 'test',
      event_id: eventId,
      status: 'pending',
      attempts_count: 0,
      body: webhookBody({ id: eventId, type: 'test', createdAt: new Date().toISOString(), site }, null),
    },
  })
  return { ok: true, ...(await attemptDelivery(payload, delivery.id, { retry: false })) }
}

/** POST /api/webhook-endpoints/{id}/send-test (staff, signed in): `{ ok, status, statusCode, error, durationMs, response }`. */
export const sendTestEndpoint: Endpoint = {
  path: '/:id/send-test',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      return Response.json({ error: 'Name the endpoint: /api/webhook-endpoints/{id}/send-test' }, { status: 400 })
    const result = await sendTestEvent(req.payload, id, req.user)
    return result.ok ? Response.json(result) : Response.json({ error: result.error }, { status: result.status })
  },
}
