import { describe, expect, it } from 'vitest'

import { labelsFor } from './labels'
import {
  formatLeadDate,
  formatLeadTime,
  leadIdFromReference,
  leadReference,
  leadSummary,
  type LeadFacts,
} from './lead-summary'

const facts = (over: Partial<LeadFacts>): LeadFacts => ({
  id: 42,
  kind: 'enquiry',
  car: null,
  date: null,
  time: null,
  location: null,
  service: null,
  tradeIn: null,
  ...over,
})

describe('leadReference', () => {
  it('is short, stable and reads back to the same lead id', () => {
    expect(leadReference(42)).toBe(leadReference(42))
    expect(leadReference(42)).toMatch(/^L[0-9A-HJ-NP-Z]{6}$/)
    for (const id of [1, 42, 1234, 99_999, 45_435_423, 2 ** 40]) expect(leadIdFromReference(leadReference(id))).toBe(id)
    expect(leadReference(1)).not.toBe(leadReference(2))
  })

  it('reads a reference typed in lower case or with spaces', () => {
    const ref = leadReference(1234)
    expect(leadIdFromReference(` ${ref.toLowerCase().slice(0, 3)} ${ref.slice(3).toLowerCase()} `)).toBe(1234)
  })

  it('refuses a mistyped reference (the check character) and anything else', () => {
    const ref = leadReference(1234)
    const wrong = ref.slice(0, -1) + (ref.endsWith('0') ? '1' : '0')
    expect(leadIdFromReference(wrong)).toBeNull()
    const swapped = ref.slice(0, 3) + ref.slice(4, 5) + ref.slice(3, 4) + ref.slice(5)
    if (swapped !== ref) expect(leadIdFromReference(swapped)).toBeNull()
    for (const bad of ['', 'L', '1234', 'X000ABC', 'L0000I0', 42, null, undefined])
      expect(leadIdFromReference(bad)).toBeNull()
  })

  it('takes only lead ids', () => {
    expect(() => leadReference(0)).toThrow(RangeError)
    expect(() => leadReference(1.5)).toThrow(RangeError)
  })
})

describe('formatLeadDate / formatLeadTime', () => {
  it("writes the stored date and time in the locale's form", () => {
    expect(formatLeadDate('en-AU', '2026-12-04')).toBe('Friday, 4 December 2026')
    expect(formatLeadDate('en-US', '2026-12-04')).toBe('Friday, December 4, 2026')
    expect(formatLeadTime('en-AU', '14:30')).toMatch(/^2:30\spm$/)
    expect(formatLeadTime('en-US', '14:30')).toMatch(/^2:30\sPM$/)
  })

  it('ignores what is not a stored date or time', () => {
    expect(formatLeadDate('en-AU', '2026-02-30')).toBeNull()
    expect(formatLeadDate('en-AU', 'tomorrow')).toBeNull()
    expect(formatLeadTime('en-AU', '25:00')).toBeNull()
  })
})

describe('leadSummary', () => {
  it('says what was booked: the test drive, its car, date and time, location, and the reference', () => {
    const summary = leadSummary(
      facts({
        kind: 'test-drive',
        car: '2021 Toyota Corolla Ascent',
        date: '2026-12-04',
        time: '09:00',
        location: 'Springwood',
      }),
      labelsFor('en-AU'),
      'en-AU',
    )
    expect(summary.heading).toBe('Your test drive booking')
    expect(summary.reference).toBe(leadReference(42))
    expect(summary.lines).toEqual([
      { label: 'Car', value: '2021 Toyota Corolla Ascent' },
      { label: 'Date and time', value: expect.stringMatching(/^Friday, 4 December 2026 at 9:00\sam$/) },
      { label: 'Location', value: 'Springwood' },
    ])
  })

  it('leaves out what the shopper did not give', () => {
    const summary = leadSummary(facts({ kind: 'enquiry', car: 'A car' }), labelsFor('en-AU'), 'en-AU')
    expect(summary.lines).toEqual([{ label: 'Car', value: 'A car' }])
    expect(leadSummary(facts({ date: '2026-12-04' }), labelsFor('en-AU'), 'en-AU').lines).toEqual([
      { label: 'Date', value: 'Friday, 4 December 2026' },
    ])
  })

  it('names the service and the accepted trade-in offer', () => {
    const service = leadSummary(facts({ kind: 'service', service: 'Logbook service' }), labelsFor('en-AU'), 'en-AU')
    expect(service.heading).toBe('Your service booking')
    expect(service.lines).toEqual([{ label: 'Service', value: 'Logbook service' }])
    const tradeIn = leadSummary(
      facts({ kind: 'trade-in', tradeIn: { low: 12000, high: 14500, accepted: true } }),
      labelsFor('en-AU'),
      'en-AU',
    )
    expect(tradeIn.lines).toEqual([{ label: 'Trade-in offer accepted', value: '$12,000 to $14,500' }])
    const shown = leadSummary(
      facts({ kind: 'trade-in', tradeIn: { low: 12000, high: 14500, accepted: false } }),
      labelsFor('en-AU'),
      'en-AU',
    )
    expect(shown.lines[0]!.label).toBe('Trade-in estimate')
  })

  it("speaks the site's language: a US inquiry with US dates", () => {
    const summary = leadSummary(
      facts({ kind: 'enquiry', date: '2026-12-04', time: '14:30' }),
      labelsFor('en-US'),
      'en-US',
    )
    expect(summary.heading).toBe('Your inquiry')
    expect(summary.lines[0]!.value).toMatch(/^Friday, December 4, 2026 at 2:30\sPM$/)
    expect(leadSummary(facts({ kind: 'finance' }), labelsFor('en-US'), 'en-US').heading).toBe('Your finance inquiry')
  })
})
