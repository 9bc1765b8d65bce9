import { commitTransaction, createLocalReq, initTransaction, killTransaction, ValidationError, type Payload } from 'payload'
import { z } from 'zod'

import { enquiryRules, enquirySchema, FORM_ERRORS_HEADING, leadCategory, testDriveSchema, todayIn, type LocationHours, type TestDriveRules } from '@/domain/lead-forms'
import { hoursFromStored } from '@/domain/opening-hours'
import type { PublicSite } from '@/lib/site-lookup'

import { LEADS_QUEUE } from './delivery-state'

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

/** What the endpoint takes besides the form's own fields (spec 3: the lead payload and its extras). */
const LeadEnvelope = z.object({
  form: z.enum(['enquiry', 'test-drive'], { error: "form must be 'enquiry' or 'test-drive'." }),
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
  | { ok: false; status: 400; error: string; fields?: Record<string, string> }

const firstErrors = (issues: z.core.$ZodIssue[]) => {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * Validates a lead for this site with the forms' own schemas, then stores it and queues its delivery in one
 * transaction: a lead the shopper is told about is stored, and always has its delivery queued. Delivery
 * (email with ADF/XML) runs later as a job, so nothing it does can lose the lead.
 */
export async function createLead(
  payload: Payload,
  { site, locations, now = new Date() }: { site: PublicSite; locations: readonly FormLocation[]; now?: Date },
  body: unknown,
  meta: { userAgent?: string | null; captchaId?: string | null } = {},
): Promise<LeadOutcome> {
  const envelope = LeadEnvelope.safeParse(body)
  if (!envelope.success) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: firstErrors(envelope.error.issues) }
  const { form, car_id } = envelope.data
  const { rules, testDrive, locations: offered } = formRules(site, locations, { general: car_id === undefined, now })
  const parsed = form === 'test-drive' ? testDriveSchema(testDrive).safeParse(body) : enquirySchema(rules).safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: firstErrors(parsed.error.issues) }
  const values = parsed.data

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
  if (meta.captchaId) {
    const used = await payload.count({ collection: 'leads', where: { captcha_id: { equals: meta.captchaId } }, overrideAccess: true })
    if (used.totalDocs > 0) return { ok: false, status: 400, error: 'This captcha check was already used. Please submit the form again.' }
  }

  const { category, subcategory } = leadCategory(values.category, envelope.data.subcategory)
  const location = offered.find((l) => l.slug === values.location) ?? null
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const lead = await payload.create({
      collection: 'leads',
      req,
      overrideAccess: true,
      data: {
        site: site.id,
        form,
        category: category as typeof values.category,
        subcategory,
        name: values.name,
        email: values.email,
        phone: values.phone,
        message: values.message || null,
        location: location?.id ?? null,
        dealership_slug: values.dealership_slug || car?.dealership_slug || null,
        rego: 'Rego' in values ? values.Rego || null : null,
        opt_in: values.opt_in,
        terms_agreed: values.terms,
        test_drive: 'date' in values ? { date: values.date || null, time: values.time || null } : undefined,
        car: car?.id ?? null,
        car_name: car?.name ?? null,
        car_stocknum: car?.stocknum ?? null,
        car_dealership_id: car?.dealership_id ?? null,
        car_snapshot: car
          ? {
              id: car.id,
              slug: car.slug,
              name: car.name,
              year: car.year ?? null,
              make: car.make ?? null,
              model: car.model ?? null,
              badge: car.badge ?? null,
              car_type: car.car_type,
              status: car.status,
              tag: car.tag ?? null,
              stocknum: car.stocknum ?? null,
              vin: car.vin ?? null,
              regplate: car.regplate ?? null,
              price: car.price ?? null,
              km: car.km ?? null,
              colour: car.colour ?? null,
            }
          : null,
        page_id: envelope.data.page_id === undefined ? null : String(envelope.data.page_id),
        additional_services: envelope.data.additional_services ?? null,
        url: envelope.data.url ?? null,
        source: 'Website',
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        lead_attributes: {
          visited_pages: envelope.data.lead_attributes?.visited_pages ?? [],
          linked_query_params: envelope.data.lead_attributes?.linked_query_params ?? {},
        },
        captcha_id: meta.captchaId ?? null,
        delivery_status: 'pending',
        delivery: { attempts: 0 },
      },
    })
    await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id }, queue: LEADS_QUEUE, req })
    await commitTransaction(req)
    return { ok: true, leadId: lead.id }
  } catch (error) {
    await killTransaction(req)
    // Two submissions racing with one captcha: the unique captcha_id lets one through.
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'captcha_id')) {
      return { ok: false, status: 400, error: 'This captcha check was already used. Please submit the form again.' }
    }
    throw error
  }
}
