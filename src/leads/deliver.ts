import type { Payload, TaskConfig } from 'payload'

import { ADF_CONTENT_TYPE, adfComments, leadAdf, type AdfLead } from '@/domain/adf'
import { formatDollars } from '@/domain/price-display'
import type { Lead, Location, Site } from '@/payload-types'

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
    testDrive: lead.form === 'test-drive' ? { date: lead.test_drive?.date, time: lead.test_drive?.time } : null,
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
  }
}

/** The email's subject: what kind of lead, about which car, from whom. */
export function leadEmailSubject(lead: AdfLead & { carName?: string | null }): string {
  const what =
    lead.form === 'test-drive'
      ? 'Test drive booking'
      : lead.form === 'reservation'
        ? 'Reserved online'
        : lead.form === 'service'
          ? 'Service booking'
          : lead.form === 'trade-in' && lead.subcategory
            ? `${lead.category} ${lead.subcategory}`
            : lead.subcategory
              ? `${lead.category} (${lead.subcategory})`
              : lead.category
  return [
    `${what}${lead.carName ? `: ${lead.carName}` : ''}`,
    `from ${[lead.name, lead.lastName].filter(Boolean).join(' ')}`,
  ]
    .join(' ')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200)
}

/**
 * Emails one lead to its location's lead address, else the site's, with the ADF/XML document attached,
 * and records the outcome on the lead. A failure (no address, the mail server refusing...) is recorded
 * and thrown, so the job retries; the lead itself is never touched otherwise. Already delivered: nothing.
 */
export async function deliverLead(
  payload: Payload,
  leadId: number,
): Promise<{ recipient: string | null; skipped: boolean }> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
  if (lead.delivery_status === 'delivered') return { recipient: lead.delivery?.recipient ?? null, skipped: true }
  const attempts = (lead.delivery?.attempts ?? 0) + 1
  let recipient: string | null = null
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
    recipient = location?.leadEmail || site.leadEmail || null
    if (!recipient) throw new Error(`No lead email address: set one on the site '${site.name}' (or on the location).`)
    const adf = adfLeadOf(lead, site, location ?? null)
    const subject = leadEmailSubject({ ...adf, carName: lead.car_name })
    await payload.sendEmail({
      to: recipient,
      ...(lead.email ? { replyTo: lead.email } : {}),
      subject,
      text: `${subject}\n\nName: ${lead.name}\nEmail: ${lead.email}\nPhone: ${lead.phone ?? ''}\n${lead.car_name ? `Car: ${lead.car_name}\n` : ''}\n${adfComments(adf)}\n\nLead ${lead.id}, received ${lead.createdAt}. The ADF/XML copy is attached for your CRM.\n`,
      attachments: [{ filename: `lead-${lead.id}.adf.xml`, content: leadAdf(adf), contentType: ADF_CONTENT_TYPE }],
    })
    // Only the delivery columns are written: a shopper's later step (the trade-in wizard) may change the lead meanwhile.
    await payload.db.updateOne({
      collection: 'leads',
      id: lead.id,
      data: {
        delivery_status: 'delivered',
        delivery: { recipient, attempts, last_error: null, delivered_at: new Date().toISOString() },
      },
    })
    return { recipient, skipped: false }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await payload.db.updateOne({
      collection: 'leads',
      id: lead.id,
      data: {
        delivery_status: stateAfterFailure(attempts),
        delivery: { recipient, attempts, last_error: message.slice(0, 2000), delivered_at: null },
      },
    })
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
