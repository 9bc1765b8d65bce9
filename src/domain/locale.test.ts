import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, DEFAULT_STATE, isLocale, localeFacts, PAPER_SIZES, spellFor, swappedText } from './locale'

describe('localeFacts', () => {
  it('defaults to en-AU with kilometres and AUD', () => {
    expect(DEFAULT_LOCALE).toBe('en-AU')
    expect(localeFacts(undefined)).toMatchObject({
      locale: 'en-AU',
      country: 'AU',
      currency: 'AUD',
      distanceUnit: 'kilometre',
    })
    expect(localeFacts('fr-FR').locale).toBe('en-AU')
  })
  it('uses miles only in the US', () => {
    expect(localeFacts('en-US')).toMatchObject({ country: 'US', currency: 'USD', distanceUnit: 'mile' })
    expect(localeFacts('en-NZ')).toMatchObject({ country: 'NZ', currency: 'NZD', distanceUnit: 'kilometre' })
  })
  it('prints on US Letter in the US and on A4 elsewhere', () => {
    expect(localeFacts('en-US').paper).toBe('Letter')
    expect(localeFacts('en-AU').paper).toBe('A4')
    expect(localeFacts('en-NZ').paper).toBe('A4')
    expect(localeFacts(undefined).paper).toBe('A4')
    expect(PAPER_SIZES.Letter).toEqual({ width: 612, height: 792 }) // 8.5 × 11 in
  })
  it('knows exactly the three locales', () => {
    expect(['en-AU', 'en-NZ', 'en-US'].every(isLocale)).toBe(true)
    expect(isLocale('en-GB')).toBe(false)
  })
  it('keeps qld as the default state', () => {
    expect(DEFAULT_STATE).toBe('qld')
  })
})

describe('spellFor', () => {
  it('swaps colour, personalised and enquiry for US sites', () => {
    expect(spellFor('en-US', 'Colour and personalised finance: make an enquiry')).toBe(
      'Color and personalized finance: make an inquiry',
    )
    expect(spellFor('en-US', 'Enquire now')).toBe('Inquire now')
  })
  it('leaves AU and NZ text alone', () => {
    expect(spellFor('en-AU', 'colour enquiry')).toBe('colour enquiry')
    expect(spellFor('en-NZ', 'Personalised')).toBe('Personalised')
  })
})

describe('swappedText', () => {
  const swaps = { 'Trade-in rego': 'Trade-in license plate' }
  it('takes the swap when the text has one, else spells the text for the locale', () => {
    expect(swappedText(swaps, 'en-US', 'Trade-in rego')).toBe('Trade-in license plate')
    expect(swappedText(swaps, 'en-US', 'Pick a colour')).toBe('Pick a color')
    expect(swappedText({}, 'en-AU', 'Pick a colour')).toBe('Pick a colour')
  })
  it("never takes an object's inherited properties for swaps", () => {
    expect(swappedText(swaps, 'en-AU', 'constructor')).toBe('constructor')
    expect(swappedText(swaps, 'en-AU', 'toString')).toBe('toString')
  })
})
