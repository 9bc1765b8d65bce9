import { describe, expect, it } from 'vitest'

import {
  duplicateOf,
  firstResponseAt,
  isOpenLead,
  lostReasonProblem,
  phoneKey,
  statusChangeText,
  LOST_REASON_REQUIRED,
} from './lead-workflow'

const day = 86_400_000
const at = (ms: number) => new Date(Date.parse('2026-11-24T09:00:00Z') + ms).toISOString()

describe('lead status', () => {
  it('is open until sold or lost', () => {
    expect(['new', 'contacted', 'appointment'].map(isOpenLead)).toEqual([true, true, true])
    expect(['sold', 'lost'].map(isOpenLead)).toEqual([false, false])
    expect(isOpenLead(null)).toBe(true)
  })

  it('asks a lost lead for its reason', () => {
    expect(lostReasonProblem('lost', '  ')).toBe(LOST_REASON_REQUIRED)
    expect(lostReasonProblem('lost', 'Bought elsewhere')).toBeNull()
    expect(lostReasonProblem('contacted', null)).toBeNull()
  })

  it('describes a change in words, with the lost reason', () => {
    expect(statusChangeText('new', 'contacted')).toBe('New \u2192 Contacted')
    expect(statusChangeText('contacted', 'lost', 'Price')).toBe('Contacted \u2192 Lost (Price)')
  })
})

describe('firstResponseAt', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  it('is set the first time the status leaves new, or a note is added', () => {
    expect(firstResponseAt({ status: 'new' }, { status: 'contacted' }, now)).toBe(now.toISOString())
    expect(firstResponseAt({ status: 'new' }, { note: true }, now)).toBe(now.toISOString())
  })
  it('stays unset while the lead is still new, and never moves once set', () => {
    expect(firstResponseAt({ status: 'new' }, { status: 'new' }, now)).toBeNull()
    expect(firstResponseAt({ status: 'new' }, {}, now)).toBeNull()
    const earlier = '2026-11-23T08:00:00.000Z'
    expect(firstResponseAt({ status: 'contacted', firstResponseAt: earlier }, { status: 'sold' }, now)).toBe(earlier)
  })
})

describe('duplicateOf', () => {
  const lead = { email: 'Jo@Example.com', phone: '+61 412 345 678', createdAt: at(0) }

  it('compares phones by their last nine digits', () => {
    expect(phoneKey('0412 345 678')).toBe(phoneKey('+61 412-345-678'))
    expect(phoneKey('')).toBeNull()
    expect(phoneKey('12345')).toBe('12345')
  })

  it('links to the most recent earlier lead with the same email (any case) or phone within 7 days', () => {
    const earlier = [
      { id: 1, email: 'jo@example.com', createdAt: at(-6 * day) },
      { id: 2, email: 'other@example.com', phone: '0412345678', createdAt: at(-2 * day) },
      { id: 3, email: 'someone@example.com', createdAt: at(-1 * day) },
    ]
    expect(duplicateOf(lead, earlier)).toBe(2)
    expect(duplicateOf({ ...lead, phone: null }, earlier)).toBe(1)
  })

  it('follows a linked lead to the first of the shopper', () => {
    expect(duplicateOf(lead, [{ id: 5, email: 'jo@example.com', createdAt: at(-day), duplicateOf: 4 }])).toBe(4)
  })

  it('ignores leads older than 7 days, later leads and leads of nobody in common', () => {
    expect(duplicateOf(lead, [{ id: 1, email: 'jo@example.com', createdAt: at(-7 * day - 1) }])).toBeNull()
    expect(duplicateOf(lead, [{ id: 1, email: 'jo@example.com', createdAt: at(1000) }])).toBeNull()
    expect(duplicateOf(lead, [{ id: 1, email: 'x@example.com', phone: '0299999999', createdAt: at(-day) }])).toBeNull()
    expect(
      duplicateOf({ email: '', phone: '', createdAt: at(0) }, [{ id: 1, email: '', createdAt: at(-1) }]),
    ).toBeNull()
  })

  it('counts exactly 7 days back as inside the window', () => {
    expect(duplicateOf(lead, [{ id: 9, email: 'jo@example.com', createdAt: at(-7 * day) }])).toBe(9)
  })
})
