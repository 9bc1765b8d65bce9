import { describe, expect, it } from 'vitest'

import {
  AA_TEXT,
  AA_UI,
  colourRoles,
  colourRoleVariables,
  contrastRatio,
  darkenUntil,
  mix,
  ROLE_PAIRINGS,
  textOn,
} from './colour-roles'

/** Brand colours at the edges: white, black, pure hues, pale ones, and the grey where black and white text tie. */
const BRANDS = [
  '#ffffff',
  '#000000',
  '#ff0000',
  '#00ff00',
  '#0000ff',
  '#ffff00',
  '#00ffee',
  '#f2a900',
  '#0b4f9c',
  '#8b1e2d',
  '#1d3557',
  '#777777',
  '#767676',
  '#959595',
  '#fafafa',
  '#ff7f50',
]

describe('colour roles', () => {
  it('keeps a brand colour that already reads, and darkens one that does not just far enough', () => {
    // #767676 is the lightest grey at 4.5:1 on white; #777777 is just under it.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT)
    expect(darkenUntil('#767676', ['#ffffff'], AA_TEXT)).toBe('#767676')
    const darker = darkenUntil('#777777', ['#ffffff'], AA_TEXT)
    expect(darker).not.toBe('#777777')
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    // One step, not a plunge to black.
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5)
  })

  it('keeps the default blue as the button fill and darkens a yellow one to 3:1 on white', () => {
    const blue = colourRoles({ primaryColour: '#0b4f9c' })
    expect(blue.primary).toBe('#0b4f9c')
    expect(blue['on-primary']).toBe('#ffffff')
    expect(blue.brand).toBe('#0b4f9c')
    const yellow = colourRoles({ primaryColour: '#FFFF00' })
    expect(yellow.brand).toBe('#ffff00')
    expect(yellow['on-brand']).toBe('#000000')
    expect(yellow.primary).not.toBe('#ffff00')
    expect(contrastRatio(yellow.primary!, '#ffffff')).toBeGreaterThanOrEqual(AA_UI)
    expect(contrastRatio(yellow['primary-ink']!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it('puts black or white text on a fill, whichever reads, at 4.5:1 even at the tie', () => {
    expect(textOn('#0b4f9c')).toBe('#ffffff')
    expect(textOn('#f2a900')).toBe('#000000')
    // Mid grey, where black and white are closest: the better one still passes.
    for (const grey of ['#757575', '#767676', '#777777', '#7f7f7f', '#808080']) {
      expect(contrastRatio(textOn(grey), grey)).toBeGreaterThanOrEqual(AA_TEXT)
    }
  })

  it('shades hover and pressed away from the text, so a hovered button never loses contrast', () => {
    const dark = colourRoles({ primaryColour: '#0b4f9c' })
    expect(contrastRatio(dark['on-primary']!, dark['primary-hover']!)).toBeGreaterThan(
      contrastRatio(dark['on-primary']!, dark.primary!),
    )
    const light = colourRoles({ accentColour: '#f2a900' })
    expect(light['on-secondary']).toBe('#000000')
    expect(contrastRatio('#000000', light['secondary-pressed']!)).toBeGreaterThan(
      contrastRatio('#000000', light.secondary!),
    )
  })

  it('meets every pairing the design system draws, whatever pair of colours the dealer picked', () => {
    for (const primaryColour of BRANDS) {
      for (const accentColour of BRANDS) {
        const roles = colourRoles({ primaryColour, accentColour })
        for (const [fg, bg, ratio] of ROLE_PAIRINGS) {
          const measured = contrastRatio(roles[fg]!, roles[bg]!)
          if (measured < ratio) throw new Error(`${primaryColour}/${accentColour}: ${fg} on ${bg} is ${measured}`)
        }
      }
    }
  })

  it('names only roles it defines in its pairings', () => {
    const roles = colourRoles(null)
    for (const [fg, bg] of ROLE_PAIRINGS) {
      expect(roles[fg], fg).toMatch(/^#[0-9a-f]{6}$/)
      expect(roles[bg], bg).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it('falls back to the defaults for a colour that is not #rrggbb', () => {
    expect(colourRoles({ primaryColour: 'red', accentColour: '' }).brand).toBe('#0b4f9c')
    expect(colourRoles({ primaryColour: '#fff' }).brand).toBe('#0b4f9c')
    expect(colourRoles({ accentColour: 'nonsense' }).accent).toBe('#f2a900')
  })

  it('mixes in sRGB as color-mix does', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#0b4f9c', '#ffffff', 0)).toBe('#0b4f9c')
    expect(mix('#0b4f9c', '#000000', 1)).toBe('#000000')
  })

  it('emits every role as a --color-* custom property', () => {
    const vars = colourRoleVariables({ primaryColour: '#8b1e2d' })
    expect(vars['--color-primary']).toBe('#8b1e2d')
    expect(vars['--color-on-primary']).toBe('#ffffff')
    expect(vars['--color-surface']).toBe('#ffffff')
    expect(Object.keys(vars).every((name) => name.startsWith('--color-'))).toBe(true)
  })
})
