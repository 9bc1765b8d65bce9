import { describe, expect, it } from 'vitest'

import { LABELS, formatDistance, formatMoney, labelsFor, localeSwaps, messageFor } from './labels'
import { spellFor } from './locale'

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

  it('names no model the US market does not sell: the parts search suggests an F-150, not a HiLux', () => {
    expect(labelsFor('en-AU').partsModelHint).toBe('e.g. HiLux')
    expect(labelsFor('en-US').partsModelHint).toBe('e.g. F-150')
    expect(Object.values(labelsFor('en-US')).join(' ')).not.toMatch(/hilux|\bute\b|commodore/i)
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

describe('locale swaps for the browser', () => {
  it('word every message as messageFor does: the swap, else the spelling', () => {
    const messages = [
      'Please enter a valid rego (letters and digits, at most 9).',
      'Trade-in rego',
      LABELS.colour,
      'Please choose a colour you favour.',
    ]
    for (const locale of ['en-AU', 'en-NZ', 'en-US', 'xx-XX', null]) {
      const swaps = localeSwaps(locale)
      for (const text of messages)
        expect(Object.hasOwn(swaps, text) ? swaps[text] : spellFor(locale, text)).toBe(messageFor(locale, text))
    }
  })

  it('carry nothing for Australian English, and the US words for en-US', () => {
    expect(localeSwaps('en-AU')).toEqual({})
    expect(localeSwaps('en-US')['Trade-in rego']).toBe('Trade-in license plate')
  })
})
