/**
 * Every kind of lead (a lead's `form`), in one registry: its label, where the browser posts it and which
 * captcha it solves, the `form` its analytics event names, and its fields' schema under the site's rules.
 * The browser's forms and submit hook and the server's dispatcher all read it, so a new kind is one entry
 * here plus how the server stores it (src/leads/lead-handlers.ts).
 */
import type { z } from 'zod'

import { journeyContactSchema } from './checkout-journey'
import { financeSchema } from './finance-form'
import { embeddedLeadSchemaFor, enquirySchema, testDriveSchema } from './lead-forms'
import { partsRequestSchema } from './parts'
import type { CaptchaForm } from './proof-of-work'
import { requestPhotosSchema } from './request-photos'
import { reservationSchema } from './reservations'
import { serviceBookingSchema } from './service-booking'
import { tradeInContactSchema } from './trade-in'

type LeadKindEntry = {
  /** How the admin names it. */
  label: string
  /** The captcha its form solves, which also says where it is posted: 'lead' to POST /api/leads, 'reservation' to the checkout. */
  captcha: CaptchaForm
  /** The `form` the analytics event names when it completes (finance and photo requests count as enquiries); none for the checkout. */
  event: 'enquiry' | 'test-drive' | 'trade-in' | 'service' | 'lead-form' | null
  /** Its fields' schema (zod) under the site's rules for it. */
  schema: (rules: never) => z.ZodType
}

export const LEAD_KINDS = {
  enquiry: { label: 'Enquiry', captcha: 'lead', event: 'enquiry', schema: enquirySchema },
  'test-drive': { label: 'Test drive booking', captcha: 'lead', event: 'test-drive', schema: testDriveSchema },
  'trade-in': { label: 'Trade-in valuation', captcha: 'lead', event: 'trade-in', schema: tradeInContactSchema },
  service: { label: 'Service booking', captcha: 'lead', event: 'service', schema: serviceBookingSchema },
  'lead-form': { label: 'Lead form (embedded)', captcha: 'lead', event: 'lead-form', schema: embeddedLeadSchemaFor },
  'request-photos': { label: 'Request photos', captcha: 'lead', event: 'enquiry', schema: requestPhotosSchema },
  finance: { label: 'Finance enquiry', captcha: 'lead', event: 'enquiry', schema: financeSchema },
  // 'Request this part' from the parts catalogue (/parts/search), to the site's parts location.
  parts: { label: 'Parts request', captcha: 'lead', event: 'enquiry', schema: partsRequestSchema },
  // Reservations are stored by the checkout (POST /api/reservations), not posted to the lead endpoint.
  reservation: { label: 'Online reservation', captcha: 'reservation', event: null, schema: () => reservationSchema },
  // Online Purchase (/checkout-journey) stores and grows its one lead through its own endpoint.
  'online-purchase': {
    label: 'Online purchase',
    captcha: 'reservation',
    event: null,
    schema: () => journeyContactSchema,
  },
} as const satisfies Record<string, LeadKindEntry>

export type LeadForm = keyof typeof LEAD_KINDS
/** The kinds POST /api/leads takes. */
export type PostedLeadKind = { [K in LeadForm]: (typeof LEAD_KINDS)[K]['captcha'] extends 'lead' ? K : never }[LeadForm]

/** The kinds as the admin's select offers them, in the registry's order. */
export const LEAD_FORMS = (Object.keys(LEAD_KINDS) as LeadForm[]).map((value) => ({
  value,
  label: LEAD_KINDS[value].label,
}))
export const POSTED_LEAD_KINDS = (Object.keys(LEAD_KINDS) as LeadForm[]).filter(
  (kind): kind is PostedLeadKind => LEAD_KINDS[kind].captcha === 'lead',
)
export const isPostedLeadKind = (value: unknown): value is PostedLeadKind =>
  POSTED_LEAD_KINDS.includes(value as PostedLeadKind)

type SchemaOf<K extends LeadForm> = ReturnType<(typeof LEAD_KINDS)[K]['schema']>
/** The site's rules a kind's schema takes (nothing for the embedded form and the checkout). */
export type LeadRules<K extends LeadForm> = Parameters<(typeof LEAD_KINDS)[K]['schema']>[0]
export type LeadInput<K extends LeadForm> = z.input<SchemaOf<K>>
export type LeadValues<K extends LeadForm> = z.output<SchemaOf<K>>

/** A kind's schema under these rules: the one the browser's form resolves with and the endpoint checks. */
export function leadSchema<K extends LeadForm>(kind: K, rules: LeadRules<K>): z.ZodType<LeadValues<K>, LeadInput<K>> {
  // The registry pairs each kind with its own schema, so its rules fit it; TypeScript cannot follow K through the call.
  return (LEAD_KINDS[kind].schema as unknown as (rules: LeadRules<K>) => z.ZodType<LeadValues<K>, LeadInput<K>>)(rules)
}
