import type { RequiredDataFromCollectionSlug } from 'payload'

import { FORM_ERRORS_HEADING, leadCategory, TEST_DRIVE_VEHICLE_MESSAGE } from '@/domain/lead-forms'
import { partsLocations } from '@/domain/parts'
import type { LeadRules, LeadValues, PostedLeadKind } from '@/domain/lead-kinds'
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES } from '@/domain/trade-in'
import type { PublicSite } from '@/lib/data/site-lookup'
import type { Car } from '@/payload-types'

import { formChoices, formRules, serviceLocations, serviceRules, tradeInRules, type FormLocation } from './form-rules'
import { leadCarFields, type NewLead } from './store-lead'
import { tradeInToken } from './trade-in-token'
import { kmFromDistance } from '@/domain/locale'

/** What POST /api/leads takes besides a form's own fields (spec 3: the lead payload and its extras). */
export type LeadEnvelope = {
  form: PostedLeadKind
  car_id?: number
  page_id?: string | number
  url?: string
  lead_attributes?: { visited_pages?: string[]; linked_query_params?: Record<string, string> }
  /** Only the enquiries about a car take these two. */
  subcategory?: string
  additional_services?: string[]
}

/** A catalogue part a parts request names, found on the lead's site. */
export type LeadPart = { id: number; name: string; partNumber: string }

/** Where a lead is being made: the site, its visible locations, the time, and the request's envelope. */
export type LeadSetting = { site: PublicSite; locations: readonly FormLocation[]; now: Date; envelope: LeadEnvelope }

export type LeadRefusal = { ok: false; status: 400; error: string; fields: Record<string, string> }
const refuse = (field: string, message: string, error = FORM_ERRORS_HEADING): LeadRefusal => ({
  ok: false,
  status: 400,
  error,
  fields: { [field]: message },
})

/** A kind's own fields of the stored lead (the envelope's fields, the site and the captcha are the dispatcher's). */
type KindFields = Omit<NewLead, 'site'>

/** How the server takes one kind of lead; its schema is the domain registry's (src/domain/lead-kinds.ts). */
export type LeadHandler<K extends PostedLeadKind> = {
  /** It takes the envelope's `subcategory` and `additional_services` (the enquiries about a car). */
  carEnquiry?: true
  /** Its `car_id`: 'required' refuses a car not on this site, 'optional' drops one; without, car_id is not read. */
  car?: 'required' | 'optional'
  /** It names a part of the site's catalogue (its `part_id` field): a part not on this site is refused. */
  part?: true
  /** Refuses the envelope before the fields are checked. */
  precheck?: (envelope: LeadEnvelope) => LeadRefusal | null
  /** The site's rules its schema checks the fields with (the page rendering the form makes the same call). */
  rules: (setting: LeadSetting) => LeadRules<K>
  /** The lead to store, or why not. */
  lead: (
    values: LeadValues<K>,
    setting: LeadSetting & { car: Car | undefined; part?: LeadPart },
  ) => KindFields | LeadRefusal
  /** What the answer carries besides the lead id. */
  answer?: (siteId: number, leadId: number) => { token: string }
}

type LeadData = RequiredDataFromCollectionSlug<'leads'>
type CarEnquiryKind = 'enquiry' | 'test-drive' | 'request-photos' | 'finance'
type CarEnquiryValues = LeadValues<CarEnquiryKind> & { subcategory?: string }

/** The fields the enquiries about a car (or about the site, for a general enquiry) share. */
function carEnquiryLead(
  form: CarEnquiryKind,
  values: CarEnquiryValues,
  { locations, envelope, car }: LeadSetting & { car: Car | undefined },
): KindFields {
  const { category, subcategory } = leadCategory(values.category, values.subcategory ?? envelope.subcategory)
  const location = formChoices(locations).locations.find((l) => l.slug === values.location) ?? null
  return {
    form,
    category: category as LeadData['category'],
    subcategory,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message || null,
    location: location?.id ?? null,
    dealership_slug: values.dealership_slug || car?.dealership_slug || null,
    rego: null,
    opt_in: values.opt_in,
    terms_agreed: values.terms,
    ...leadCarFields(car),
    additional_services: envelope.additional_services ?? null,
  }
}

const carRules = ({ site, locations, now }: LeadSetting) => formRules(site, locations, { general: false, now })

export const LEAD_HANDLERS: { [K in PostedLeadKind]: LeadHandler<K> } = {
  enquiry: {
    carEnquiry: true,
    car: 'required',
    // Without a car it is a general enquiry: the category select is only for those (spec 5).
    rules: ({ site, locations, now, envelope }) =>
      formRules(site, locations, { general: envelope.car_id === undefined, now }).rules,
    lead: (values, setting) => ({ ...carEnquiryLead('enquiry', values, setting), rego: values.Rego || null }),
  },
  'test-drive': {
    carEnquiry: true,
    car: 'required',
    rules: (setting) => carRules(setting).testDrive,
    // A test drive is of a car (its page, or /book-test-drive?car_id=) or of a model (/book-test-drive).
    lead: (values, setting) =>
      !setting.car && !values.model
        ? refuse('model', TEST_DRIVE_VEHICLE_MESSAGE)
        : {
            ...carEnquiryLead('test-drive', values, setting),
            test_drive: {
              date: values.date || null,
              time: values.time || null,
              model: setting.car ? null : values.model,
            },
          },
  },
  'request-photos': {
    carEnquiry: true,
    car: 'required',
    precheck: (envelope) =>
      envelope.car_id === undefined ? refuse('car_id', 'Photos are requested for one car.') : null,
    rules: (setting) => carRules(setting).rules,
    lead: (values, setting) => carEnquiryLead('request-photos', values, setting),
  },
  finance: {
    carEnquiry: true,
    car: 'required',
    rules: (setting) => carRules(setting).rules,
    lead: (values, setting) => ({
      ...carEnquiryLead('finance', values, setting),
      finance: {
        budget: values.vehiclePriceBudget ?? null,
        car_type: values.car_type ?? setting.car?.car_type ?? null,
      },
    }),
  },
  parts: {
    part: true,
    rules: ({ site, locations }) => ({
      locations: partsLocations(locations).map((location) => location.slug),
      requireTerms: tradeInRules(site).requireTerms,
    }),
    lead: (v, { locations, part }) => {
      const choices = partsLocations(locations)
      const location = choices.find((l) => l.slug === v.location) ?? (choices.length === 1 ? choices[0] : undefined)
      return {
        form: 'parts',
        category: 'Parts Enquiry',
        subcategory: part ? `${part.partNumber} ${part.name}`.slice(0, 200) : null,
        name: v.name,
        email: v.email,
        phone: v.phone,
        message: v.message || null,
        location: location?.id ?? null,
        dealership_slug: location?.dealershipSlug ?? null,
        part: part?.id ?? null,
        opt_in: v.opt_in,
        terms_agreed: v.terms,
      }
    },
  },
  service: {
    rules: ({ site, locations, now }) => serviceRules(site, locations, now),
    lead: (v, { locations, site }) => {
      const choices = serviceLocations(locations)
      const location = choices.find((l) => l.slug === v.location) ?? (choices.length === 1 ? choices[0] : undefined)
      return {
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
        service: {
          make: v.make,
          model: v.model,
          year: v.year ?? null,
          // The shopper types the odometer in the site's unit (miles in the US); it is stored in kilometres.
          odometer: typeof v.odometer === 'number' ? kmFromDistance(site.locale, v.odometer) : null,
          service_type: v.service_type,
          date: v.date || null,
          time: v.time || null,
        },
      }
    },
  },
  'lead-form': {
    rules: ({ site }) => ({ country: site.country }),
    lead: (v, { locations }) => {
      const location = locations.find((l) => l.id === v.location_id)
      if (!location) return refuse('location_id', 'Please choose a location.')
      return {
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
      }
    },
  },
  // The trade-in's first step, the lead capture: stored at once, so the dealer has the lead even if the shopper goes no further.
  'trade-in': {
    car: 'optional',
    rules: ({ site }) => tradeInRules(site),
    lead: (v, { locations, car }) => {
      const carLocation = car?.location?.slug ? locations.find((l) => l.slug === car.location?.slug) : undefined
      return {
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
      }
    },
    // The key of its later steps (POST /api/leads/trade-in).
    answer: (siteId, leadId) => ({ token: tradeInToken(siteId, leadId) }),
  },
}
