import { describe, expect, it } from 'vitest'

import { embeddedLeadSchema, LEAD_MESSAGES, POSTCODE_MAX_LENGTH } from './lead-forms'

const errors = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
const good = {
  name: 'Ed',
  last_name: 'Bed',
  postcode: '4000',
  phone: '0400 000 000',
  email: 'ed@example.com',
  location_id: '7',
}

describe('the embedded multi-location lead form', () => {
  it('names every field\u2019s problem', () => {
    expect(errors(embeddedLeadSchema.safeParse({ location_id: '' }))).toEqual({
      name: LEAD_MESSAGES.name,
      last_name: 'Please enter your last name.',
      postcode: LEAD_MESSAGES.postcode,
      phone: LEAD_MESSAGES.phone,
      email: LEAD_MESSAGES.email,
      location_id: LEAD_MESSAGES.location,
    })
  })
  it('takes postcodes of exactly 4 digits: 3 and 5 digits and letters are refused', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4)
    expect(embeddedLeadSchema.safeParse(good).success).toBe(true)
    for (const postcode of ['400', '40000', '4a00', 'abcd'])
      expect(errors(embeddedLeadSchema.safeParse({ ...good, postcode }))).toEqual({ postcode: LEAD_MESSAGES.postcode })
  })
  it('takes a location id, from the select\u2019s text', () => {
    expect(embeddedLeadSchema.parse(good).location_id).toBe(7)
    for (const location_id of ['0', '-2', '1.5', 'x'])
      expect(errors(embeddedLeadSchema.safeParse({ ...good, location_id }))).toEqual({
        location_id: LEAD_MESSAGES.location,
      })
  })
})
