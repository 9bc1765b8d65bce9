import { describe, expect, it } from 'vitest'

import { colourRoles } from './colour-roles'
import { colourContrastWarning } from './colour-warning'

describe('colourContrastWarning', () => {
  it('says nothing for a dark colour the site uses as picked, or for a half-typed one', () => {
    expect(colourContrastWarning('#0b4f9c')).toBeNull()
    expect(colourContrastWarning('#0b4')).toBeNull()
    expect(colourContrastWarning(null)).toBeNull()
  })

  it('names the darker shades a light colour is given', () => {
    const note = colourContrastWarning('#F2A900')!
    const roles = colourRoles({ primaryColour: '#f2a900' })
    expect(note).toContain('too light')
    expect(note).toContain(roles.primary)
    expect(note).toContain(roles['primary-ink'])
  })

  it('warns only about text when buttons keep the colour', () => {
    // Mid blue: 3:1 on white for buttons, but under 4.5:1 for text.
    const roles = colourRoles({ primaryColour: '#3b82f6' })
    expect(roles.primary).toBe('#3b82f6')
    expect(colourContrastWarning('#3b82f6')).toBe(
      `This colour is too light for text on a white page, so links and coloured text use a darker shade (${roles['primary-ink']}). Buttons keep your colour.`,
    )
  })
})
