import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'

import { financeSchema } from '@/domain/finance-form'
import { enquiryRules, enquirySchema, FORM_ERRORS_HEADING, leadCategory, testDriveSchema, todayIn, type LocationHours, type TestDriveRules } from '@/domain/lead-forms'
import { hoursFromStored } from '@/domain/opening-hours'
import { requestPhotosSchema } from '@/domain/request-photos'
import type { PublicSite } from '@/lib/site-lookup'

import { createFormLead, isFormLead, type FormLeadOutcome } from './form-leads'
import { fieldErrors, leadCarFields, storeLead, type LeadMeta } from './store-lead'

/** A location a lead form may offer: the site's visible sales locations. */
export type FormLocation = {
  id: number
  slug: string
  name: string
  dealershipSlug?: string | null
  locationType?: string | null
  primary?: boolean | null
  contactDetail?: Parameters<typeof hoursFromStored>[0]
}

/** The site's sales locations (an empty type means sales) and its dealership slugs, as the forms offer them. */
export function formChoices(locations: readonly FormLocation[]) {
  const sales = locations.filter((location) => !location.locationType || location.locationType === 'sales')
  return {
    locations: sales.map(({ id, slug, name }) => ({ id, slug, name })),
    dealerships: [...new Set(locations.map((location) => location.dealershipSlug?.trim()).filter((slug): slug is string => Boolean(slug)))],
  }
}

/** The rules of a form on this site (the same call in the page and the endpoint, so both agree). */
export function formRules(site: Pick<PublicSite, 'features' | 'timeZone'>, locations: readonly FormLocation[], { general, now }: { general: boolean; now: Date }) {
  const choices = formChoices(locations)
  const rules = enquiryRules(site.features, { general, locations: choices.locations.map((l) => l.slug), dealerships: choices.dealerships })
  const timeZone = site.timeZone || 'Australia/Brisbane'
  // Test-drive times follow the chosen location's hours; with no choice, the primary sales location's.
  const sales = locations.filter((location) => !location.locationType || location.locationType === 'sales')
  const hoursOf = (location: FormLocation): LocationHours => hoursFromStored(location.contactDetail, timeZone)
  const main = sales.find((location) => location.primary) ?? sales[0]
  const testDrive: TestDriveRules = {
    ...rules,
    today: todayIn(timeZone, now),
    openingHours: main ? hoursOf(main) : null,
    locationHours: Object.fromEntries(sales.map((location) => [location.slug, hoursOf(location)])),
  }
  return { ...choices, rules, testDrive }
}

/** The forms POST /api/leads takes. */
export const POSTED_FORMS = ['enquiry', 'test-drive', 'request-photos', 'finance'] as const
type PostedForm = (typeof POSTED_FORMS)[number]

/** Each form's schema with the site's rules: the same the page's form uses. */
function schemaFor(form: PostedForm, rules: ReturnType<typeof formRules>) {
  switch (form) {
    case 'test-drive':
      return testDriveSchema(rules.testDrive)
    case 'request-photos':
      return requestPhotosSchema(rules.rules)
    case 'finance':
      return financeSchema(rules.rules)
    default:
      return enquirySchema(rules.rules)
  }
}

/** What the endpoint takes besides the form's own fields (spec 3: the lead payload and its extras). */
const LeadEnvelope = z.object({
  form: z.enum(POSTED_FORMS, { error: `form must be one of ${POSTED_FORMS.map((f) => `'${f}'`).join(', ')}.` }),
  car_id: z.number({ error: 'car_id must be a car id.' }).int().positive().optional(),
  subcategory: z.string().trim().max(100).optional(),
  page_id: z.union([z.string().max(100), z.number()]).optional(),
  url: z.string().max(2000).optional(),
  additional_services: z.array(z.string().max(200)).max(20).optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(2000)).max(50).optional(),
      linked_query_params: z.record(z.string().max(100), z.string().max(1000)).optional(),
    })
    .optional(),
})

export type LeadOutcome =
  | { ok: true; leadId: number }
  | { ok: false; status: 400 | 429; error: string; fields?: Record<string, string> }

/**
 * Validates a lead for this site with the forms' own schemas, then stores it and queues its delivery in one
 * transaction: a lead the shopper is told about is stored, and always has its delivery queued. Delivery
 * (email with ADF/XML) runs later as a job, so nothing it does can lose the lead.
 */
export async function createLead(
  payload: Payload,
  { site, locations, now = new Date() }: { site: PublicSite; locations: readonly FormLocation[]; now?: Date },
  body: unknown,
  meta: LeadMeta = {},
): Promise<LeadOutcome | FormLeadOutcome> {
  // Service bookings, the embedded lead form and the trade-in's lead capture have their own schemas.
  if (isFormLead(body)) return createFormLead(payload, { site, locations, now }, body, meta)
  const envelope = LeadEnvelope.safeParse(body)
  if (!envelope.success) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(envelope.error.issues) }
  const { form, car_id } = envelope.data
  if (form === 'request-photos' && car_id === undefined) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: { car_id: 'Photos are requested for one car.' } }
  const rules = formRules(site, locations, { general: car_id === undefined && form === 'enquiry', now })
  const offered = rules.locations
  const parsed = schemaFor(form, rules).safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(parsed.error.issues) }
  const values = parsed.data as typeof parsed.data & { Rego?: string; date?: string; time?: string; vehiclePriceBudget?: number | null; car_type?: string; subcategory?: string }

  const car = car_id
    ? (
        await payload.find({
          collection: 'cars',
          where: { and: [{ id: { equals: car_id } }, { site: { equals: site.id } }] },
          depth: 0,
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  if (car_id && !car) return { ok: false, status: 400, error: 'No such car on this site.', fields: { car_id: 'No such car on this site.' } }

  const { category, subcategory } = leadCategory(values.category, values.subcategory ?? envelope.data.subcategory)
  const location = offered.find((l) => l.slug === values.location) ?? null
  const stored = await storeLead(payload, {
      site: site.id,
      form,
      category: category as LeadData['category'],
      subcategory,
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message || null,
      location: location?.id ?? null,
      dealership_slug: values.dealership_slug || car?.dealership_slug || null,
      rego: values.Rego || null,
      opt_in: values.opt_in,
      terms_agreed: values.terms,
      test_drive: 'date' in values ? { date: values.date || null, time: values.time || null } : undefined,
      finance: form === 'finance' ? { budget: values.vehiclePriceBudget ?? null, car_type: values.car_type ?? car?.car_type ?? null } : undefined,
      ...leadCarFields(car),
      page_id: envelope.data.page_id === undefined ? null : String(envelope.data.page_id),
      additional_services: envelope.data.additional_services ?? null,
      url: envelope.data.url ?? null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      lead_attributes: {
        visited_pages: envelope.data.lead_attributes?.visited_pages ?? [],
        linked_query_params: envelope.data.lead_attributes?.linked_query_params ?? {},
      },
      captcha_id: meta.captchaId ?? null,
  }, meta.admit)
  return stored
}

type LeadData = RequiredDataFromCollectionSlug<'leads'>
