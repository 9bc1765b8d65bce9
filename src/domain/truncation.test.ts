import { describe, expect, it } from 'vitest'

import { offerDescription, offerDisclaimer, reviewText, truncate } from './truncation'

const text = (length: number) => 'a'.repeat(length)

describe('truncation', () => {
  it('cuts review text over 160 characters at 160, with an ellipsis', () => {
    expect(reviewText(text(160))).toEqual({ short: text(160), full: text(160), truncated: false })
    const long = reviewText(text(161))
    expect(long.truncated).toBe(true)
    expect(long.short).toBe(`${text(160)}…`)
    expect(long.full).toBe(text(161))
  })

  it('cuts an offer description at 160 only when it runs over 200 characters', () => {
    expect(offerDescription(text(200)).truncated).toBe(false)
    expect(offerDescription(text(200)).short).toBe(text(200))
    expect(offerDescription(text(201))).toMatchObject({ short: `${text(160)}…`, truncated: true })
  })

  it('cuts an offer disclaimer at 200', () => {
    expect(offerDisclaimer(text(200)).truncated).toBe(false)
    expect(offerDisclaimer(text(201))).toMatchObject({ short: `${text(200)}…`, truncated: true })
  })

  it('counts characters, not UTF-16 units, drops the space before the ellipsis and collapses whitespace', () => {
    expect(truncate('😀'.repeat(5), 3).short).toBe('😀😀😀…')
    expect(truncate('abc def', 4).short).toBe('abc…')
    expect(truncate('  a \n b  ', 10)).toEqual({ short: 'a b', full: 'a b', truncated: false })
    expect(truncate(null, 10).full).toBe('')
  })
})
