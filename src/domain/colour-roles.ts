/**
 * A site's colour roles, derived from its two brand colours (Sites → theme: primary and accent) with WCAG 2.1
 * AA contrast guaranteed for every pairing the design system draws (`ROLE_PAIRINGS`). Role names follow
 * Material 3's colour roles (primary / on-primary, primary-container / on-primary-container, secondary,
 * surface / on-surface / on-surface-variant, outline, error), emitted as `--color-<role>` custom properties.
 *
 * Where M3 falls short of a guarantee we depart from it, on purpose:
 * - `brand` is the dealer's colour exactly as picked (header, hero); `primary` is that colour darkened until a
 *   filled button reads against the white page (3:1, WCAG 1.4.11), so a pale yellow brand still gives a
 *   visible button.
 * - Hover and pressed shades move away from the on-colour (darker under white text, lighter under black),
 *   never toward it as M3's state layer does, so text on a hovered button never loses contrast.
 * - `primary-ink` / `secondary-ink`: the brand colour as text, links and focus rings on the light surfaces,
 *   darkened until it reads at 4.5:1 on each of them.
 */

const HEX = /^#([0-9a-f]{6})$/i
export const DEFAULT_PRIMARY = '#0b4f9c'
export const DEFAULT_SECONDARY = '#f2a900'
/** WCAG 2.1 AA: text (1.4.3) and user-interface components and focus indicators (1.4.11). */
export const AA_TEXT = 4.5
export const AA_UI = 3

const WHITE = '#ffffff'
const BLACK = '#000000'

/** The fixed neutral and status roles (the same on every site; each pairing below is checked). */
export const NEUTRAL_ROLES = {
  surface: WHITE,
  'surface-container': '#f3f5f8',
  'surface-container-high': '#e6e9ee',
  'on-surface': '#1a1a1a',
  'on-surface-variant': '#4a4a4a',
  outline: '#767676',
  'outline-variant': '#d0d0d0',
  scrim: '#000000',
  'inverse-surface': '#1f2328',
  'inverse-on-surface': '#f0f0f0',
  error: '#b00020',
  'on-error': WHITE,
  'error-container': '#fdf2f4',
  'on-error-container': '#7a0016',
  success: '#1e6b34',
  'success-container': '#f3fbf5',
  'on-success-container': '#14532d',
  'warning-container': '#fff4ce',
  'on-warning-container': '#5c4100',
} as const

/** Light backgrounds brand-coloured text and outlines must read on. */
const LIGHT_SURFACES = [
  NEUTRAL_ROLES.surface,
  NEUTRAL_ROLES['surface-container'],
  NEUTRAL_ROLES['surface-container-high'],
]

type Rgb = [number, number, number]

function parse(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim())
  if (!match?.[1]) return null
  const value = parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio of two hex colours (1 to 21; 1 when either is not a #rrggbb colour). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)]
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever contrasts more with the background (always at least 4.58:1). */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE
}

/** `colour` mixed with `other` (weight 0 to 1 of `other`), in sRGB as CSS `color-mix(in srgb, …)` does. */
export function mix(colour: string, other: string, weight: number): string {
  const [a, b] = [parse(colour), parse(other)]
  if (!a || !b) return colour
  return toHex(a.map((c, i) => c + (b[i]! - c) * weight) as Rgb)
}

/**
 * The colour, darkened in small steps (towards black) until it reaches `ratio` against every background;
 * unchanged when it already does. Black reaches 4.5:1 on every light surface, so this always ends.
 */
export function darkenUntil(colour: string, backgrounds: readonly string[], ratio: number): string {
  if (!parse(colour)) return BLACK
  for (let step = 0; step <= 50; step++) {
    const shade = mix(colour, BLACK, step / 50)
    if (backgrounds.every((background) => contrastRatio(shade, background) >= ratio)) return shade
  }
  return BLACK
}

/** The colour darkened until it reads on white at 4.5:1 (unchanged when it already does). */
export const inkOnWhite = (colour: string) => darkenUntil(colour, [WHITE], AA_TEXT)

/** A hover (`amount` 0.12) or pressed (0.2) shade: away from the on-colour, so the text on it only gains contrast. */
function stateShade(fill: string, on: string, amount: number): string {
  return mix(fill, on === WHITE ? BLACK : WHITE, amount)
}

/** The roles one brand colour gives (M3's key colour → primary / on-primary / container …). */
function keyRoles(name: 'primary' | 'secondary', picked: string) {
  // The fill keeps the dealer's colour where it already stands out from the white page.
  const fill = darkenUntil(picked, [WHITE], AA_UI)
  const on = textOn(fill)
  const ink = darkenUntil(picked, LIGHT_SURFACES, AA_TEXT)
  const container = mix(picked, WHITE, 0.88)
  return {
    [name]: fill,
    [`on-${name}`]: on,
    [`${name}-hover`]: stateShade(fill, on, 0.12),
    [`${name}-pressed`]: stateShade(fill, on, 0.2),
    [`${name}-ink`]: ink,
    [`${name}-container`]: container,
    [`on-${name}-container`]: darkenUntil(ink, [container], AA_TEXT),
  }
}

export type ColourRoles = Record<string, string>

/** A usable `#rrggbb` (lower case) or the fallback. */
const valid = (colour: string | null | undefined, fallback: string) =>
  colour && parse(colour) ? colour.trim().toLowerCase() : fallback

/**
 * Every colour role of a site from its brand colours; invalid or empty colours fall back to the defaults.
 * `brand` / `on-brand` (the colour exactly as picked, with black or white on it) paint the header and hero.
 */
export function colourRoles(
  theme: { primaryColour?: string | null; accentColour?: string | null } | null | undefined,
): ColourRoles {
  const brand = valid(theme?.primaryColour, DEFAULT_PRIMARY)
  const accent = valid(theme?.accentColour, DEFAULT_SECONDARY)
  return {
    brand,
    'on-brand': textOn(brand),
    accent,
    'on-accent': textOn(accent),
    ...keyRoles('primary', brand),
    ...keyRoles('secondary', accent),
    ...NEUTRAL_ROLES,
  }
}

/**
 * Every foreground/background pair the design system draws (tokens.css and the ui components), with the
 * contrast it must reach: text at 4.5:1, borders, focus rings and filled controls at 3:1.
 */
export const ROLE_PAIRINGS: ReadonlyArray<readonly [foreground: string, background: string, ratio: number]> = [
  ['on-brand', 'brand', AA_TEXT],
  ['on-accent', 'accent', AA_TEXT],
  ...(['primary', 'secondary'] as const).flatMap((key) => [
    [`on-${key}`, key, AA_TEXT] as const,
    [`on-${key}`, `${key}-hover`, AA_TEXT] as const,
    [`on-${key}`, `${key}-pressed`, AA_TEXT] as const,
    [key, 'surface', AA_UI] as const,
    [`${key}-ink`, 'surface', AA_TEXT] as const,
    [`${key}-ink`, 'surface-container', AA_TEXT] as const,
    [`${key}-ink`, 'surface-container-high', AA_TEXT] as const,
    [`on-${key}-container`, `${key}-container`, AA_TEXT] as const,
  ]),
  ['on-surface', 'surface', AA_TEXT],
  ['on-surface', 'surface-container', AA_TEXT],
  ['on-surface', 'surface-container-high', AA_TEXT],
  ['on-surface-variant', 'surface', AA_TEXT],
  ['on-surface-variant', 'surface-container', AA_TEXT],
  ['on-surface-variant', 'surface-container-high', AA_TEXT],
  ['outline', 'surface', AA_UI],
  ['outline', 'surface-container', AA_UI],
  ['inverse-on-surface', 'inverse-surface', AA_TEXT],
  ['error', 'surface', AA_TEXT],
  ['on-error', 'error', AA_TEXT],
  ['on-error-container', 'error-container', AA_TEXT],
  ['error', 'error-container', AA_TEXT],
  ['on-success-container', 'success-container', AA_TEXT],
  ['success', 'surface', AA_TEXT],
  ['on-warning-container', 'warning-container', AA_TEXT],
  ['on-surface', 'warning-container', AA_TEXT],
  ['on-surface', 'error-container', AA_TEXT],
]

/** The roles as CSS custom properties (`--color-primary: #0b4f9c`), for the site layout's `<body style>`. */
export function colourRoleVariables(theme: Parameters<typeof colourRoles>[0]): Record<string, string> {
  return Object.fromEntries(Object.entries(colourRoles(theme)).map(([role, value]) => [`--color-${role}`, value]))
}
