import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'

import { labelsFor } from '@/domain/labels'
import {
  leadIdFromReference,
  leadReference,
  leadSummary,
  type LeadFacts,
  type LeadSummary,
  type LeadSummaryKind,
} from '@/domain/lead-summary'
import type { Lead } from '@/payload-types'
import { payloadSecret } from '@/lib/platform/secret'
import type { ResolvedSite } from '@/lib/data/site-lookup'

const SUMMARY_KINDS: readonly string[] = [
  'enquiry',
  'test-drive',
  'trade-in',
  'service',
  'lead-form',
  'request-photos',
  'finance',
] satisfies LeadSummaryKind[]

/**
 * The key of a lead's success page: signed with the app's secret, so only the browser that sent the lead
 * (answered it by POST /api/leads) can read back what it asked for; a reference alone shows nothing.
 */
export function receiptKey(siteId: number, leadId: number, secret = payloadSecret()): string {
  return createHmac('sha256', `lead-receipt:${secret}`).update(`${siteId}.${leadId}`).digest('base64url').slice(0, 24)
}

function validKey(siteId: number, leadId: number, key: unknown): boolean {
  if (typeof key !== 'string' || key.length > 100) return false
  const expected = Buffer.from(receiptKey(siteId, leadId))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Where the shopper goes once their lead is stored: /success with its reference and key. */
export function successPath(siteId: number, leadId: number): string {
  return `/success?${new URLSearchParams({ ref: leadReference(leadId), key: receiptKey(siteId, leadId) })}`
}

/** The facts of a stored lead that its summary tells (the location's name looked up by the caller). */
export function leadFacts(lead: Lead, location: string | null): LeadFacts | null {
  if (!SUMMARY_KINDS.includes(lead.form)) return null
  const valuation = lead.trade_in?.valuation as { kind?: unknown; low?: unknown; high?: unknown } | null | undefined
  const estimate =
    valuation?.kind === 'estimate' && typeof valuation.low === 'number' && typeof valuation.high === 'number'
      ? { low: valuation.low, high: valuation.high, accepted: Boolean(lead.trade_in?.offer_accepted) }
      : null
  const when = lead.form === 'service' ? lead.service : lead.form === 'test-drive' ? lead.test_drive : null
  return {
    id: lead.id,
    kind: lead.form as LeadSummaryKind,
    car: lead.car_name || null,
    date: when?.date || null,
    time: when?.time || null,
    location,
    service: lead.form === 'service' ? lead.service?.service_type || null : null,
    tradeIn: lead.form === 'trade-in' ? estimate : null,
  }
}

/**
 * The success page's summary of the lead a reference and key name, on this site, in its words; null when
 * the reference or key is wrong, the lead is another site's, or it is not a kind the page summarises.
 */
export async function leadReceipt(
  payload: Payload,
  site: ResolvedSite,
  { ref, key }: { ref: unknown; key: unknown },
): Promise<LeadSummary | null> {
  const id = leadIdFromReference(ref)
  if (id === null || !validKey(site.id, id, key)) return null
  const lead = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })
  const leadSite = lead && (typeof lead.site === 'object' ? lead.site?.id : lead.site)
  if (!lead || leadSite !== site.id) return null
  const locationId = typeof lead.location === 'object' ? lead.location?.id : lead.location
  const location = locationId
    ? await payload.findByID({
        collection: 'locations',
        id: locationId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const facts = leadFacts(lead, location?.name ?? null)
  return facts && leadSummary(facts, labelsFor(site.settings.locale), site.settings.locale)
}
