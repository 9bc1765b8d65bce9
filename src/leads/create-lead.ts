import type { Payload } from 'payload'
import { z } from 'zod'

import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'
import { leadSchema, POSTED_LEAD_KINDS, type PostedLeadKind } from '@/domain/lead-kinds'
import type { PublicSite } from '@/lib/data/site-lookup'

import type { FormLocation } from './form-rules'
import { LEAD_HANDLERS, type LeadSetting } from './lead-handlers'
import { fieldErrors, storeLead, type LeadMeta } from './store-lead'

const Envelope = z.object({
  form: z.enum(POSTED_LEAD_KINDS, {
    error: `form must be one of ${POSTED_LEAD_KINDS.map((f) => `'${f}'`).join(', ')}.`,
  }),
  car_id: z.number({ error: 'car_id must be a car id.' }).int().positive().optional(),
  page_id: z.union([z.string().max(100), z.number()]).optional(),
  url: z.string().max(2000).optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(2000)).max(50).optional(),
      linked_query_params: z.record(z.string().max(100), z.string().max(1000)).optional(),
    })
    .optional(),
})
const CarEnquiryEnvelope = Envelope.extend({
  subcategory: z.string().trim().max(100).optional(),
  additional_services: z.array(z.string().max(200)).max(20).optional(),
})

/** The envelope a body is read with: the enquiries about a car (and a body naming no kind we take) read the whole one. */
function envelopeOf(body: unknown) {
  const form = body && typeof body === 'object' ? (body as { form?: unknown }).form : undefined
  const handler = POSTED_LEAD_KINDS.includes(form as PostedLeadKind) ? LEAD_HANDLERS[form as PostedLeadKind] : null
  return (handler && !handler.carEnquiry ? Envelope : CarEnquiryEnvelope).safeParse(body)
}

export type LeadOutcome =
  | { ok: true; leadId: number; token?: string }
  | { ok: false; status: 400 | 429; error: string; fields?: Record<string, string> }

const invalid = (issues: z.core.$ZodIssue[]): LeadOutcome => ({
  ok: false,
  status: 400,
  error: FORM_ERRORS_HEADING,
  fields: fieldErrors(issues),
})

/**
 * Validates a lead of any kind POST /api/leads takes for this site, with its form's own schema and the
 * site's rules (src/domain/lead-kinds.ts, src/leads/lead-handlers.ts), then stores it and queues its
 * delivery in one transaction: a lead the shopper is told about is stored, and always has its delivery
 * queued. Delivery (email with ADF/XML) runs later as a job, so nothing it does can lose the lead.
 */
export async function createLead(
  payload: Payload,
  { site, locations, now = new Date() }: { site: PublicSite; locations: readonly FormLocation[]; now?: Date },
  body: unknown,
  meta: LeadMeta = {},
): Promise<LeadOutcome> {
  const envelope = envelopeOf(body)
  if (!envelope.success) return invalid(envelope.error.issues)
  return createLeadOf(payload, envelope.data.form, { site, locations, now, envelope: envelope.data }, body, meta)
}

async function createLeadOf<K extends PostedLeadKind>(
  payload: Payload,
  kind: K,
  setting: LeadSetting,
  body: unknown,
  meta: LeadMeta,
): Promise<LeadOutcome> {
  const handler = LEAD_HANDLERS[kind]
  const refusal = handler.precheck?.(setting.envelope)
  if (refusal) return refusal
  const parsed = leadSchema(kind, handler.rules(setting)).safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)

  const { site, envelope } = setting
  const car =
    handler.car && envelope.car_id
      ? (
          await payload.find({
            collection: 'cars',
            where: { and: [{ id: { equals: envelope.car_id } }, { site: { equals: site.id } }] },
            depth: 0,
            limit: 1,
            overrideAccess: true,
          })
        ).docs[0]
      : undefined
  if (handler.car === 'required' && envelope.car_id && !car)
    return {
      ok: false,
      status: 400,
      error: 'No such car on this site.',
      fields: { car_id: 'No such car on this site.' },
    }

  // A parts request names a part of this site's catalogue, never another site's.
  const partId = handler.part ? (parsed.data as { part_id?: number }).part_id : undefined
  const partDoc = partId
    ? (
        await payload.find({
          collection: 'parts',
          where: { and: [{ id: { equals: partId } }, { site: { equals: site.id } }] },
          depth: 0,
          limit: 1,
          overrideAccess: true,
          select: { name: true, partNumber: true },
        })
      ).docs[0]
    : undefined
  if (handler.part && !partDoc)
    return {
      ok: false,
      status: 400,
      error: FORM_ERRORS_HEADING,
      fields: { part_id: 'No such part on this site.' },
    }
  const part = partDoc ? { id: partDoc.id, name: partDoc.name, partNumber: partDoc.partNumber } : undefined

  const lead = handler.lead(parsed.data, { ...setting, car, part })
  if ('ok' in lead) return lead
  const stored = await storeLead(
    payload,
    {
      ...lead,
      site: site.id,
      url: envelope.url ?? null,
      page_id: envelope.page_id === undefined ? null : String(envelope.page_id),
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      lead_attributes: {
        visited_pages: envelope.lead_attributes?.visited_pages ?? [],
        linked_query_params: envelope.lead_attributes?.linked_query_params ?? {},
      },
      captcha_id: meta.captchaId ?? null,
    },
    meta.admit,
  )
  return stored.ok && handler.answer ? { ...stored, ...handler.answer(site.id, stored.leadId) } : stored
}
