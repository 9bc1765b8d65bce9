import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { embeddedLeadSchema, FORM_ERRORS_HEADING, todayIn } from '@/domain/lead-forms'
import { serviceBookingSchema, type ServiceRules } from '@/domain/service-booking'
import { regoStates, TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES, tradeInContactSchema } from '@/domain/trade-in'
import type { PublicSite } from '@/lib/site-lookup'
import { payloadSecret } from '@/lib/secret'

import type { FormLocation, LeadOutcome } from './create-lead'
import { fieldErrors, leadCarFields, storeLead, type LeadMeta } from './store-lead'

/** The forms this module stores (the enquiry and test drive are createLead's own). */
export const FORM_LEADS = ['service', 'lead-form', 'trade-in'] as const
export type FormLeadKind = (typeof FORM_LEADS)[number]
export const isFormLead = (body: unknown): body is { form: FormLeadKind } =>
  Boolean(body) && typeof body === 'object' && FORM_LEADS.includes((body as { form?: unknown }).form as FormLeadKind)

/** The site's service locations (the service form's select); a site without any books at its sales locations. */
export function serviceLocations(locations: readonly FormLocation[]) {
  const service = locations.filter((l) => l.locationType === 'service')
  return (service.length > 0 ? service : locations.filter((l) => !l.locationType || l.locationType === 'sales')).map(({ id, slug, name }) => ({ id, slug, name }))
}

/** The service booking's rules on this site (the page and the endpoint make the same call). */
export function serviceRules(site: Pick<PublicSite, 'features' | 'timeZone'>, locations: readonly FormLocation[], now: Date): ServiceRules & { choices: ReturnType<typeof serviceLocations> } {
  const choices = serviceLocations(locations)
  const today = todayIn(site.timeZone || 'Australia/Brisbane', now)
  return { choices, locations: choices.map((l) => l.slug), requireTerms: Boolean(site.features?.requireTermsAgreement), today, currentYear: Number(today.slice(0, 4)), openingHours: null }
}

/** The dealer's current year, for the trade-in age rule. */
export const dealerYear = (site: Pick<PublicSite, 'timeZone'>, now: Date) => Number(todayIn(site.timeZone || 'Australia/Brisbane', now).slice(0, 4))
export const tradeInStates = (site: Pick<PublicSite, 'country'>) => regoStates(site.country)

/** The envelope every form lead may carry besides its fields (spec 3: lead extras). */
const Extras = z.object({
  car_id: z.number({ error: 'car_id must be a car id.' }).int().positive().optional(),
  page_id: z.union([z.string().max(100), z.number()]).optional(),
  url: z.string().max(2000).optional(),
  lead_attributes: z
    .object({ visited_pages: z.array(z.string().max(2000)).max(50).optional(), linked_query_params: z.record(z.string().max(100), z.string().max(1000)).optional() })
    .optional(),
})

const invalid = (issues: z.core.$ZodIssue[]): LeadOutcome => ({ ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(issues) })

/** A trade-in's key for its later steps: signed with the app's secret, so only the shopper's browser holds it. */
export function tradeInToken(siteId: number, leadId: number, secret = payloadSecret()): string {
  return createHmac('sha256', `trade-in:${secret}`).update(`${siteId}.${leadId}`).digest('base64url')
}
export function validTradeInToken(siteId: number, leadId: number, token: unknown, secret = payloadSecret()): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(tradeInToken(siteId, leadId, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type FormLeadOutcome = LeadOutcome & { token?: string }

/**
 * Stores a service booking, an embedded lead form or the first step of a trade-in (the lead capture, so
 * the dealer has the lead even if the shopper goes no further), validated with the forms' own schemas.
 */
export async function createFormLead(
  payload: Payload,
  { site, locations, now = new Date() }: { site: PublicSite; locations: readonly FormLocation[]; now?: Date },
  body: { form: FormLeadKind } & Record<string, unknown>,
  meta: LeadMeta = {},
): Promise<FormLeadOutcome> {
  const extras = Extras.safeParse(body)
  if (!extras.success) return invalid(extras.error.issues)
  const common = {
    site: site.id,
    url: extras.data.url ?? null,
    page_id: extras.data.page_id === undefined ? null : String(extras.data.page_id),
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    lead_attributes: { visited_pages: extras.data.lead_attributes?.visited_pages ?? [], linked_query_params: extras.data.lead_attributes?.linked_query_params ?? {} },
    captcha_id: meta.captchaId ?? null,
  }

  if (body.form === 'service') {
    const rules = serviceRules(site, locations, now)
    const parsed = serviceBookingSchema(rules).safeParse(body)
    if (!parsed.success) return invalid(parsed.error.issues)
    const v = parsed.data
    const location = rules.choices.find((l) => l.slug === v.location) ?? (rules.choices.length === 1 ? rules.choices[0] : undefined)
    const stored = await storeLead(payload, {
      ...common,
      form: 'service',
      category: 'Service Enquiry',
      subcategory: v.service_type,
      name: v.name,
      email: v.email,
      phone: v.phone,
      message: v.message || null,
      location: location?.id ?? null,
      rego: v.Rego || null,
      opt_in: v.opt_in,
      terms_agreed: v.terms,
      service: { make: v.make, model: v.model, year: v.year ?? null, odometer: v.odometer ?? null, service_type: v.service_type, date: v.date || null, time: v.time || null },
    }, meta.admit)
    return stored
  }

  if (body.form === 'lead-form') {
    const parsed = embeddedLeadSchema.safeParse(body)
    if (!parsed.success) return invalid(parsed.error.issues)
    const v = parsed.data
    const location = locations.find((l) => l.id === v.location_id)
    if (!location) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: { location_id: 'Please choose a location.' } }
    const stored = await storeLead(payload, {
      ...common,
      form: 'lead-form',
      category: 'General Enquiry',
      subcategory: null,
      name: v.name,
      last_name: v.last_name,
      postcode: v.postcode,
      email: v.email,
      phone: v.phone,
      location: location.id,
      dealership_slug: location.dealershipSlug ?? null,
      opt_in: true,
    }, meta.admit)
    return stored
  }

  // The trade-in's first step: lead capture.
  const parsed = tradeInContactSchema({ requireTerms: Boolean(site.features?.requireTermsAgreement) }).safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const v = parsed.data
  const car = extras.data.car_id
    ? (await payload.find({ collection: 'cars', where: { and: [{ id: { equals: extras.data.car_id } }, { site: { equals: site.id } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
    : undefined
  const carLocation = car?.location?.slug ? locations.find((l) => l.slug === car.location?.slug) : undefined
  const stored = await storeLead(payload, {
    ...common,
    form: 'trade-in',
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES.lead,
    name: v.name,
    email: v.email,
    phone: v.phone,
    preferred_contact: v.preferred_contact,
    opt_in: v.opt_in,
    terms_agreed: v.terms,
    form_completed: false,
    trade_in: { under_finance: v.under_finance, offer_accepted: false },
    location: carLocation?.id ?? null,
    dealership_slug: car?.dealership_slug ?? null,
    ...leadCarFields(car),
  }, meta.admit)
  return stored.ok ? { ...stored, token: tradeInToken(site.id, stored.leadId) } : stored
}
