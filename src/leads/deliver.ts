import type { Payload, TaskConfig } from 'payload'

import type { AdfLead } from '@/domain/adf'
import { leadRecipients, recipientKey, type LeadRecipient } from '@/domain/lead-routing'
import { formatDollars } from '@/domain/price-display'
import type { Lead, Location, Site } from '@/payload-types'

import { crmLeadEmail, personLeadEmail } from './lead-email'
import { addLeadActivity } from './workflow'
import { LEAD_DELIVERY_ATTEMPTS, LEAD_DELIVERY_BACKOFF_MS, LEADS_QUEUE, stateAfterFailure } from './delivery-state'

const CURRENCY: Record<string, string> = { AU: 'AUD', NZ: 'NZD', US: 'USD' }
const idOf = (ref: number | { id: number } | null | undefined) =>
  ref && typeof ref === 'object' ? ref.id : (ref ?? null)

type Snapshot = AdfLead['car'] & { name?: string | null; slug?: string | null }

/** Lines for what a finance enquiry collected beyond the shared fields. */
function leadNotes(lead: Lead, site: Pick<Site, 'locale'>): string[] {
  if (lead.form !== 'finance') return []
  const budget = lead.finance?.budget
  return [
    ...(typeof budget === 'number' ? [`Vehicle budget: ${formatDollars(budget, site.locale ?? 'en-AU')}`] : []),
    ...(lead.finance?.car_type ? [`Car type: ${lead.finance.car_type}`] : []),
  ]
}

/**
 * The lead in the shape the ADF document and the email take. The dealer's contact is the lead's location
 * (else the site) with the lead email address the lead goes to and the location's phone. Distances stay in
 * km, as stored; the document writes them in the site's unit.
 */
export function adfLeadOf(
  lead: Lead,
  site: Pick<Site, 'name' | 'country' | 'locale'> & Partial<Pick<Site, 'leadEmail'>>,
  location: (Pick<Location, 'name'> & Partial<Pick<Location, 'leadEmail' | 'phone'>>) | null,
): AdfLead {
  const snapshot = (lead.car_snapshot ?? null) as Snapshot | null
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    rego: lead.rego,
    optIn: lead.opt_in,
    testDrive:
      lead.form === 'test-drive'
        ? { date: lead.test_drive?.date, time: lead.test_drive?.time, model: lead.test_drive?.model }
        : null,
    lastName: lead.last_name,
    postcode: lead.postcode,
    preferredContact: lead.preferred_contact,
    // Online Purchase carries the shopper's trade-in when they have one.
    tradeIn:
      lead.form === 'trade-in' || (lead.form === 'online-purchase' && lead.trade_in?.make)
        ? {
            underFinance: lead.trade_in?.under_finance,
            regoState: lead.trade_in?.rego_state,
            make: lead.trade_in?.make,
            model: lead.trade_in?.model,
            year: lead.trade_in?.year,
            km: lead.trade_in?.km,
            answers: (lead.trade_in?.answers ?? null) as Record<string, string> | null,
            valuation: (lead.trade_in?.valuation ?? null) as NonNullable<AdfLead['tradeIn']>['valuation'],
            offerAccepted: lead.trade_in?.offer_accepted,
          }
        : null,
    service:
      lead.form === 'service'
        ? {
            make: lead.service?.make,
            model: lead.service?.model,
            year: lead.service?.year,
            odometer: lead.service?.odometer,
            serviceType: lead.service?.service_type,
            date: lead.service?.date,
            time: lead.service?.time,
          }
        : null,
    url: lead.url,
    notes: leadNotes(lead, site),
    car: snapshot,
    wantedCarType: lead.form === 'finance' ? lead.finance?.car_type : null,
    vendor: {
      name: site.name,
      location: location?.name ?? null,
      email: location?.leadEmail || site.leadEmail || null,
      phone: location?.phone || null,
    },
    currency: CURRENCY[site.country ?? 'AU'] ?? 'AUD',
    distanceUnit: site.country === 'US' ? 'mi' : 'km',
    locale: site.locale,
  }
}

/** How a lead's delivery record names a recipient: its address, with '(CRM)' for a CRM. */
const recipientLabel = (recipient: LeadRecipient) =>
  recipient.channel === 'crm' ? `${recipient.email} (CRM)` : recipient.email

/**
 * Emails one lead to every recipient its location's and site's lead routing name for its kind
 * (src/domain/lead-routing.ts): a person gets a readable HTML/text email, a CRM the ADF/XML document as
 * the plain-text body. Each recipient reached is recorded on the lead at once, so a retry sends only to
 * the others; any failure (no recipient, the mail server refusing one address...) is recorded and thrown
 * after the other recipients were tried, so the job retries. The lead itself is never touched otherwise.
 * Already delivered: nothing.
 */
export async function deliverLead(
  payload: Payload,
  leadId: number,
): Promise<{ recipient: string | null; skipped: boolean }> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
  if (lead.delivery_status === 'delivered') return { recipient: lead.delivery?.recipient ?? null, skipped: true }
  const attempts = (lead.delivery?.attempts ?? 0) + 1
  const sent = new Set(Array.isArray(lead.delivery?.sent) ? (lead.delivery.sent as unknown[]).map(String) : [])
  let recipient: string | null = null
  // Only the delivery columns are written: a shopper's later step (the trade-in wizard) may change the lead meanwhile.
  const record = (data: Pick<Lead, 'delivery_status'> & { last_error: string | null; delivered_at: string | null }) =>
    payload.db.updateOne({
      collection: 'leads',
      id: lead.id,
      data: {
        delivery_status: data.delivery_status,
        delivery: {
          recipient,
          attempts,
          sent: [...sent],
          last_error: data.last_error,
          delivered_at: data.delivered_at,
        },
      },
    })
  // Each attempt goes on the lead's timeline (src/leads/workflow.ts).
  const attemptOnTimeline = (text: string) =>
    addLeadActivity(payload, {
      lead: lead.id,
      site: idOf(lead.site as number | { id: number } | null),
      kind: 'delivery',
      text,
    })
  try {
    const site = await payload.findByID({
      collection: 'sites',
      id: idOf(lead.site as number | { id: number })!,
      depth: 0,
      overrideAccess: true,
    })
    const locationId = idOf(lead.location as number | { id: number } | null)
    const location = locationId
      ? await payload.findByID({
          collection: 'locations',
          id: locationId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    const recipients = leadRecipients(lead.form, {
      site: { recipients: site.leadRouting, leadEmail: site.leadEmail },
      location: location ? { recipients: location.leadRouting, leadEmail: location.leadEmail } : null,
    })
    if (recipients.length === 0)
      throw new Error(
        `No lead email address: set one on the site '${site.name}' (or on the location), or a recipient in its lead routing.`,
      )
    recipient = recipients.map(recipientLabel).join(', ')
    // The dealer's contact in the document: the lead email address, else the first person it goes to.
    const firstPerson = recipients.find((r) => r.channel === 'person')?.email ?? null
    const adf = {
      ...adfLeadOf(lead, { ...site, leadEmail: site.leadEmail || firstPerson }, location ?? null),
      carName: lead.car_name,
    }
    const failures: string[] = []
    for (const to of recipients) {
      if (sent.has(recipientKey(to))) continue
      const email = to.channel === 'crm' ? crmLeadEmail(adf) : personLeadEmail(adf)
      try {
        await payload.sendEmail({ to: to.email, ...(lead.email ? { replyTo: lead.email } : {}), ...email })
        sent.add(recipientKey(to))
        await record({ delivery_status: 'pending', last_error: null, delivered_at: null })
      } catch (error) {
        failures.push(`${recipientLabel(to)}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    if (failures.length > 0) throw new Error(failures.join('\n'))
    await record({ delivery_status: 'delivered', last_error: null, delivered_at: new Date().toISOString() })
    await attemptOnTimeline(`Attempt ${attempts}: delivered to ${recipient}`)
    return { recipient, skipped: false }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await record({
      delivery_status: stateAfterFailure(attempts),
      last_error: message.slice(0, 2000),
      delivered_at: null,
    })
    await attemptOnTimeline(
      `Attempt ${attempts} failed${stateAfterFailure(attempts) === 'failed' ? ' (no more retries)' : ''}: ${message}`,
    )
    throw error
  }
}

export const deliverLeadTask: TaskConfig<{
  input: { leadId: number }
  output: { recipient: string | null; skipped: boolean }
}> = {
  slug: 'deliverLead',
  label: 'Deliver a lead to the dealership',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: LEAD_DELIVERY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: LEAD_DELIVERY_BACKOFF_MS } },
  handler: async ({ input, req }) => ({ output: await deliverLead(req.payload, Number(input.leadId)) }),
}

export { LEADS_QUEUE }
