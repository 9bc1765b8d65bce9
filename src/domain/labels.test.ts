import { describe, expect, it } from 'vitest'

import { LABELS, formatDistance, formatMoney, labelsFor } from './labels'

describe('label catalogue', () => {
  it('keeps Australian and New Zealand spelling', () => {
    for (const locale of ['en-AU', 'en-NZ', null]) {
      const labels = labelsFor(locale)
      expect(labels.makeAnEnquiry).toBe('Make an Enquiry')
      expect(labels.colour).toBe('Colour')
      expect(labels.personalisedFinance).toBe('Personalised Finance')
    }
  })

  it('spells every label the US way in en-US: no colour, personalised or enquir- left', () => {
    const us = labelsFor('en-US')
    expect(us.makeAnEnquiry).toBe('Make an Inquiry')
    expect(us.enquire).toBe('Inquire')
    expect(us.colour).toBe('Color')
    expect(us.personalisedFinance).toBe('Personalized Finance')
    expect(Object.keys(us)).toEqual(Object.keys(LABELS))
    expect(Object.values(us).join(' ')).not.toMatch(/colour|personalised|enquir/i)
  })
})

describe('money and distance', () => {
  it('whole currency units with thousands separators', () => {
    expect(formatMoney('en-AU', 54_000)).toBe('$54,000')
    expect(formatMoney('en-US', 1_234_567.6)).toBe('$1,234,568')
    expect(formatMoney('en-NZ', 999)).toBe('$999')
    expect(formatMoney('en-AU', Number.NaN)).toBe('$0')
  })

  it('kilometres, and miles in the US', () => {
    expect(formatDistance('en-AU', 12_345)).toBe('12,345 km')
    expect(formatDistance('en-US', 160.9344)).toBe('100 mi')
  })
})
