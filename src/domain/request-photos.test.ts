import { describe, expect, it } from 'vitest'

import { enquiryRules } from './lead-forms'
import { REQUEST_PHOTOS_CATEGORY, REQUEST_PHOTOS_SUBCATEGORY, requestPhotosSchema } from './request-photos'

const rules = enquiryRules({}, { general: false, locations: ['brisbane'], dealerships: [] })
const contact = { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678' }

describe('requestPhotosSchema (spec 5: Request Photos message optional)', () => {
  it('is a Vehicle Enquiry with subcategory Request Photos; the message may be empty', () => {
    expect(REQUEST_PHOTOS_CATEGORY).toBe('Vehicle Enquiry')
    expect(REQUEST_PHOTOS_SUBCATEGORY).toBe('Request Photos')
    expect(requestPhotosSchema(rules).parse(contact)).toEqual({
      ...contact,
      message: '',
      location: '',
      dealership_slug: '',
      opt_in: true,
      terms: false,
      category: 'Vehicle Enquiry',
      subcategory: 'Request Photos',
    })
    expect(
      requestPhotosSchema(rules).parse({ ...contact, message: ' The interior please ', opt_in: false }),
    ).toMatchObject({ message: 'The interior please', opt_in: false })
  })

  it('still needs the contact details, and a message under 5,000 characters', () => {
    const result = requestPhotosSchema(rules).safeParse({ name: ' ', email: 'jo', phone: 'abc' })
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    })
    expect(requestPhotosSchema(rules).safeParse({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true)
    expect(requestPhotosSchema(rules).safeParse({ ...contact, message: 'x'.repeat(5001) }).success).toBe(false)
  })

  it('asks for the location and dealership where the site has several, and the terms where required', () => {
    const many = enquiryRules(
      { requireTermsAgreement: true },
      { general: false, locations: ['a', 'b'], dealerships: ['x', 'y'] },
    )
    const result = requestPhotosSchema(many).safeParse(contact)
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['location', 'dealership_slug', 'terms'])
    expect(
      requestPhotosSchema(many).safeParse({ ...contact, location: 'b', dealership_slug: 'x', terms: true }).success,
    ).toBe(true)
  })
})
