/**
 * Site themes as CSS variables, contrast-safe (WCAG 2.1 AA): the design system's colour roles
 * (colour-roles.ts, `--color-*`) plus the short names older styles and the site icon use: `--brand` with
 * black or white `--brand-text` on it, and `--brand-ink`, the brand colour darkened until it reads as text.
 */
import { colourRoles, colourRoleVariables, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './colour-roles'

export { contrastRatio, inkOnWhite, textOn } from './colour-roles'
export const DEFAULT_BRAND = DEFAULT_PRIMARY
export const DEFAULT_ACCENT = DEFAULT_SECONDARY

/** The site's theme variables from its chosen colours (invalid or empty ones fall back to the defaults). */
export function themeVariables(
  theme: { primaryColour?: string | null; accentColour?: string | null } | null | undefined,
): Record<string, string> {
  const roles = colourRoles(theme)
  return {
    ...colourRoleVariables(theme),
    '--brand': roles.brand!,
    '--brand-text': roles['on-brand']!,
    '--brand-ink': roles['primary-ink']!,
    '--accent': roles.accent!,
    '--accent-text': roles['on-accent']!,
    '--accent-ink': roles['secondary-ink']!,
  }
}
