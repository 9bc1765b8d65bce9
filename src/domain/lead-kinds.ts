/**
 * The kinds of lead a site's forms send (the `form` of a lead), and the contact methods a shopper may
 * prefer (spec 2.7: Phone, Email, SMS).
 */
export const LEAD_FORMS = [
  { value: 'enquiry', label: 'Enquiry' },
  { value: 'test-drive', label: 'Test drive booking' },
  { value: 'trade-in', label: 'Trade-in valuation' },
  { value: 'service', label: 'Service booking' },
  { value: 'lead-form', label: 'Lead form (embedded)' },
  { value: 'request-photos', label: 'Request photos' },
  { value: 'finance', label: 'Finance enquiry' },
  // Reservations are stored by the checkout, not posted to the lead endpoint.
  { value: 'reservation', label: 'Online reservation' },
] as const
export type LeadForm = (typeof LEAD_FORMS)[number]['value']

export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number]
