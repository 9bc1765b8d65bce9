/**
 * The admin's plain-words note under a brand colour (#22): when the colour is too light to read on the
 * white page, the site darkens it (`colourRoles`); say so, and to which shades. Pure.
 */
import { colourRoles } from './colour-roles'

const HEX = /^#[0-9a-fA-F]{6}$/

/** The note for a picked brand colour, or null when the site uses it as picked (or it is not a colour yet). */
export function colourContrastWarning(colour: string | null | undefined): string | null {
  const picked = String(colour ?? '').trim()
  if (!HEX.test(picked)) return null
  const roles = colourRoles({ primaryColour: picked })
  const fill = roles.primary!
  const ink = roles['primary-ink']!
  const lower = picked.toLowerCase()
  if (fill === lower && ink === lower) return null
  if (fill === lower)
    return `This colour is too light for text on a white page, so links and coloured text use a darker shade (${ink}). Buttons keep your colour.`
  return `This colour is too light to read on a white page, so buttons use a darker shade (${fill}) and links and coloured text ${ink === fill ? 'the same shade' : `a darker one (${ink})`}. The header keeps your colour. Pick a darker colour to avoid this.`
}
