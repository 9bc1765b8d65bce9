import { describe, expect, it } from 'vitest'

import { contrastRatio, inkOnWhite, textOn, themeVariables } from './theme'

describe('site theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('puts white text on dark brands and black on light ones', () => {
    expect(textOn('#0b4f9c')).toBe('#ffffff')
    expect(textOn('#f2a900')).toBe('#000000')
    expect(textOn('#ffff00')).toBe('#000000')
  })

  it('darkens a light brand colour until it reads on white at 4.5:1, and keeps a dark one', () => {
    expect(inkOnWhite('#0b4f9c')).toBe('#0b4f9c')
    const ink = inkOnWhite('#f2a900')
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(inkOnWhite('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('every variable pair is readable, whatever the dealer picked; bad values fall back', () => {
    for (const [primaryColour, accentColour] of [
      ['#ffffff', '#000000'],
      ['#ffee00', '#00ffee'],
      ['#8b1e2d', '#1d3557'],
      ['red', ''],
    ]) {
      const vars = themeVariables({ primaryColour, accentColour })
      expect(contrastRatio(vars['--brand-text']!, vars['--brand']!)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(vars['--accent-text']!, vars['--accent']!)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(vars['--brand-ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
    expect(themeVariables({ primaryColour: 'red' })['--brand']).toBe('#0b4f9c')
  })
})
