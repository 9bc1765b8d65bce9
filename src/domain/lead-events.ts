/**
 * The analytics event id of a completed lead form (spec 7): 14 new enquiry, 15 used enquiry, 17 test drive
 * of a new car or of a car tagged Test Drive Only, 48 used test drive, 22 general enquiry, 51 careers.
 */
import { isTestDriveOnly } from './car-tag'
import type { LeadForm } from './lead-kinds'

export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  general: 22,
  careers: 51,
} as const

export type LeadEventInput = {
  form: LeadForm
  /** The category the shopper chose, before the careers mapping. */
  category?: string | null
  /** The car the lead is about; none for a general enquiry. */
  car?: { car_type: string; tag?: string | null } | null
}

/**
 * A careers enquiry is 51 whatever the page. A test drive is 17 for the Test Drive Only tag or a car that
 * is not used (or no car: a model test drive), else 48. An enquiry about a car is 15 for a used car, else 14 (demo cars count as new:
 * they are sold as new with kilometres). Anything else is the general enquiry, 22.
 */
export function leadEventId({ form, category, car }: LeadEventInput): number {
  if (category === 'Careers Enquiry') return LEAD_EVENT_IDS.careers
  const used = car?.car_type === 'used'
  if (form === 'test-drive')
    return used && !isTestDriveOnly(car?.tag) ? LEAD_EVENT_IDS.usedTestDrive : LEAD_EVENT_IDS.newTestDrive
  if (car) return used ? LEAD_EVENT_IDS.usedEnquiry : LEAD_EVENT_IDS.newEnquiry
  return LEAD_EVENT_IDS.general
}

/** The event pushed to `window.dataLayer` when a lead form completes. */
export type LeadAnalyticsEvent = {
  event: 'lead_submitted'
  event_id: number
  site: string
  lead_id: number
  form: LeadEventInput['form']
  car_id: number | null
  car_type: string | null
}

export function leadAnalyticsEvent(
  site: string,
  leadId: number,
  input: LeadEventInput & { car?: { id: number; car_type: string; tag?: string | null } | null },
): LeadAnalyticsEvent {
  return {
    event: 'lead_submitted',
    event_id: leadEventId(input),
    site,
    lead_id: leadId,
    form: input.form,
    car_id: input.car?.id ?? null,
    car_type: input.car?.car_type ?? null,
  }
}
