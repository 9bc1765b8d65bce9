import { describe, expect, it } from 'vitest'

import { leadAnalyticsEvent, leadEventId } from './lead-events'

describe('leadEventId (spec 7)', () => {
  it('enquiries: 14 new, 15 used, new for demo cars, 22 general, 51 careers', () => {
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'new' } })).toBe(14)
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'demo' } })).toBe(14)
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'used' } })).toBe(15)
    expect(leadEventId({ form: 'enquiry', car: null, category: 'General Enquiry' })).toBe(22)
    expect(leadEventId({ form: 'enquiry', category: 'Finance Enquiry' })).toBe(22)
    expect(leadEventId({ form: 'enquiry', category: 'Careers Enquiry' })).toBe(51)
    expect(leadEventId({ form: 'enquiry', category: 'Careers Enquiry', car: { car_type: 'used' } })).toBe(51)
  })
  it('test drives: 17 new or Test Drive Only, 48 used', () => {
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'new' } })).toBe(17)
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'demo' } })).toBe(17)
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'used', tag: 'Test Drive Only' } })).toBe(17)
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'used', tag: ' test drive only ' } })).toBe(17)
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'used', tag: 'New Arrival' } })).toBe(48)
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'used' } })).toBe(48)
    expect(leadEventId({ form: 'test-drive' })).toBe(17)
  })
  it('builds the dataLayer event', () => {
    expect(leadAnalyticsEvent('sunshine-motors', 9, { form: 'enquiry', car: { id: 4, car_type: 'used' } })).toEqual({
      event: 'lead_submitted',
      event_id: 15,
      site: 'sunshine-motors',
      lead_id: 9,
      form: 'enquiry',
      car_id: 4,
      car_type: 'used',
    })
  })
})
