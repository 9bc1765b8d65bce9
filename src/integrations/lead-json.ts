import type { Payload, PayloadRequest } from 'payload'

import { leadAdf } from '@/domain/adf'
import { adfLeadOf } from '@/leads/deliver'
import type { Lead, Location, Site } from '@/payload-types'

const idOf = (ref: number | { id: number } | null | undefined) =>
  ref && typeof ref === 'object' ? ref.id : (ref ?? null)

/**
 * A lead as the leads API and lead webhooks give it to a CRM: the shopper's fields, the car, the answers,
 * and its ADF/XML (the same document the dealer's email carries). No captcha id, no delivery internals.
 */
export type LeadJson = ReturnType<typeof leadJson>

export function leadJson(lead: Lead, site: Pick<Site, 'id' | 'slug'>) {
  return {
    id: lead.id,
    created_at: lead.createdAt,
    updated_at: lead.updatedAt,
    site: site.slug,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    name: lead.name,
    last_name: lead.last_name ?? null,
    email: lead.email,
    phone: lead.phone ?? null,
    postcode: lead.postcode ?? null,
    preferred_contact: lead.preferred_contact ?? null,
    message: lead.message ?? null,
    location_id: idOf(lead.location as number | { id: number } | null),
    dealership: lead.dealership_slug ?? null,
    rego: lead.rego ?? null,
    opt_in: lead.opt_in ?? null,
    terms_agreed: lead.terms_agreed ?? null,
    form_completed: lead.form_completed ?? null,
    test_drive:
      lead.form === 'test-drive' ? { date: lead.test_drive?.date ?? null, time: lead.test_drive?.time ?? null } : null,
    finance:
      lead.form === 'finance'
        ? { budget: lead.finance?.budget ?? null, car_type: lead.finance?.car_type ?? null }
        : null,
    trade_in: lead.form === 'trade-in' ? (lead.trade_in ?? null) : null,
    service: lead.form === 'service' ? (lead.service ?? null) : null,
    car: lead.car
      ? {
          id: idOf(lead.car as number | { id: number }),
          name: lead.car_name ?? null,
          stocknum: lead.car_stocknum ?? null,
          dealership_id: lead.car_dealership_id ?? null,
          snapshot: lead.car_snapshot ?? null,
        }
      : null,
    url: lead.url ?? null,
    source: lead.source ?? null,
    lead_attributes: lead.lead_attributes ?? null,
  }
}

type SiteForAdf = Pick<Site, 'id' | 'slug' | 'name' | 'country' | 'locale' | 'leadEmail'>

/** The site's locations by id, for the ADF vendor block. */
export async function siteLocationsById(
  payload: Payload,
  siteId: number,
  req?: PayloadRequest,
): Promise<Map<number, Location>> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { site: { equals: siteId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((location) => [location.id, location]))
}

/** The lead's JSON with its ADF/XML document. */
export function leadWithAdf(lead: Lead, site: SiteForAdf, locations: Map<number, Location>) {
  const locationId = idOf(lead.location as number | { id: number } | null)
  const location = locationId ? (locations.get(locationId) ?? null) : null
  return { ...leadJson(lead, site), adf: leadAdf(adfLeadOf(lead, site, location)) }
}
