import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import type { z } from 'zod'

import { carSnapshot } from '@/domain/car-fields'
import { CAPTCHA_ERRORS } from '@/lib/requests/captcha'
import type { Car, Lead } from '@/payload-types'

import { LEADS_QUEUE } from './delivery-state'
import { earlierLeadOf, queueLeadStaffNotice, recordLaterLead } from './lead-staff'

const CAPTCHA_REUSED = CAPTCHA_ERRORS.reused

/** Why a lead was not stored: a reused captcha (400), or the site's budget of leads spent (429). */
export type StoreRefusal = { ok: false; status: 400 | 429; error: string }

export const TOO_MANY_LEADS = 'Too many requests. Try again in a few minutes.'

/**
 * What a lead's request tells beside its form: the browser, the captcha it solved, and `admit`, which spends
 * one of the site's lead budget and says whether there was one left (asked only once the lead is valid).
 */
export type LeadMeta = { userAgent?: string | null; captchaId?: string | null; admit?: () => Promise<boolean> }

export type NewLead = Omit<RequiredDataFromCollectionSlug<'leads'>, 'delivery_status' | 'delivery' | 'source'>

/**
 * Stores a lead (delivery pending, source Website) and queues its delivery inside the caller's transaction
 * `req`: whatever else the caller writes (a reservation...) commits with the lead and its delivery, or none does.
 */
export async function queueLead(payload: Payload, req: PayloadRequest, data: NewLead) {
  // The same shopper's earlier lead on this site within 7 days: linked, never instead of this one.
  const earlier = await earlierLeadOf(payload, data, new Date())
  const lead = await payload.create({
    collection: 'leads',
    req,
    overrideAccess: true,
    data: {
      ...data,
      status: 'new',
      duplicate_of: earlier,
      source: 'Website',
      delivery_status: 'pending',
      delivery: { attempts: 0 },
    },
  })
  await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: LEADS_QUEUE, req })
  if (earlier) await recordLaterLead(payload, req, lead, earlier)
  // The staff of the lead's location hear of it with a link into the admin (retried as delivery is).
  await queueLeadStaffNotice(payload, req, lead)
  return lead
}

/**
 * Stores a lead and queues its delivery in one transaction of its own (the lead the shopper is told about
 * always has its delivery queued), refusing a captcha solution that already made a lead.
 */
export async function storeLead(
  payload: Payload,
  data: NewLead,
  admit?: () => Promise<boolean>,
): Promise<{ ok: true; leadId: number } | StoreRefusal> {
  if (data.captcha_id) {
    const used = await payload.count({
      collection: 'leads',
      where: { captcha_id: { equals: data.captcha_id } },
      overrideAccess: true,
    })
    if (used.totalDocs > 0) return { ok: false, status: 400, error: CAPTCHA_REUSED }
  }
  // The site-wide budget is spent only here, by a lead that passed its form's checks and the captcha.
  if (admit && !(await admit())) return { ok: false, status: 429, error: TOO_MANY_LEADS }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const lead = await queueLead(payload, req, data)
    await commitTransaction(req)
    return { ok: true, leadId: lead.id }
  } catch (error) {
    await killTransaction(req)
    // Two submissions racing with one captcha: the unique captcha_id lets one through.
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'captcha_id'))
      return { ok: false, status: 400, error: CAPTCHA_REUSED }
    throw error
  }
}

/**
 * Changes a stored lead and, when `redeliver`, sends it to the dealer again (the trade-in wizard's later
 * steps: the valuation, the accepted offer), in one transaction. The delivery state starts over, so a
 * failing address is retried for the update too. A delivery still waiting in the queue reads the lead
 * when it runs, so it sends the latest one: no second job is queued beside it (one email, not several).
 */
export async function updateLead(
  payload: Payload,
  id: number,
  data: Partial<Omit<Lead, 'id' | 'createdAt' | 'updatedAt'>>,
  { redeliver }: { redeliver: boolean },
): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await updateLeadIn(payload, req, id, data, { redeliver })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** `updateLead` inside the caller's transaction `req` (a reservation attaching to a journey's lead). */
export async function updateLeadIn(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  data: Partial<Omit<Lead, 'id' | 'createdAt' | 'updatedAt'>>,
  { redeliver }: { redeliver: boolean },
): Promise<void> {
  // Only the columns given are written, so a delivery job recording its outcome meanwhile is not undone
  // (Payload's update writes the whole document as it read it).
  await payload.db.updateOne({
    collection: 'leads',
    id,
    req,
    data: redeliver
      ? {
          ...data,
          delivery_status: 'pending',
          delivery: { attempts: 0, sent: null, last_error: null, delivered_at: null },
        }
      : data,
  })
  await payload.jobs.queue({
    task: 'leadWebhookEvent',
    input: { leadId: id, event: 'lead.updated' },
    queue: 'webhooks',
    req,
  }) // lead webhooks (src/webhooks/events.ts)
  if (redeliver) {
    const waiting = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: LEADS_QUEUE } },
          { taskSlug: { equals: 'deliverLead' } },
          { 'input.leadId': { equals: id } },
          { completedAt: { exists: false } },
          { processing: { equals: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (waiting.totalDocs === 0)
      await payload.jobs.queue({ task: 'deliverLead', input: { leadId: id }, queue: LEADS_QUEUE, req })
  }
}

/** A schema's issues as the forms show them: the first message per field ('form' for the whole body). */
export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'form'] ??= issue.message
  return fields
}

/** The lead's car fields: the link, its name, stock number, dealership, and the car as the shopper saw it. */
export function leadCarFields(car: Car | null | undefined) {
  return {
    car: car?.id ?? null,
    car_name: car?.name ?? null,
    car_stocknum: car?.stocknum ?? null,
    car_dealership_id: car?.dealership_id ?? null,
    car_snapshot: car ? carSnapshot(car) : null,
  }
}
