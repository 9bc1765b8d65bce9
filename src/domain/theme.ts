/**
 * Site themes as CSS variables, contrast-safe (WCAG 2.1 AA): whatever brand colours a dealer picks, text on
 * them is black or white (whichever reads better), and links and outlines drawn in the brand colour on white
 * are darkened until they reach 4.5:1.
 */

const HEX = /^#([0-9a-f]{6})$/i
export const DEFAULT_BRAND = '#0b4f9c'
export const DEFAULT_ACCENT = '#f2a900'
const AA_TEXT = 4.5

type Rgb = [number, number, number]

function parse(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim())
  if (!match?.[1]) return null
  const value = parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)]
  if (!x || !y) return 1
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever contrasts more with the background. */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}

/** The colour darkened step by step until it reads on white at 4.5:1 (unchanged when it already does). */
export function inkOnWhite(colour: string): string {
  let rgb = parse(colour)
  if (!rgb) return '#000000'
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), '#ffffff') < AA_TEXT; i++) rgb = rgb.map((c) => c * 0.92) as Rgb
  return toHex(rgb)
}

/** The site's theme variables from its chosen colours (invalid or empty ones fall back to the defaults). */
export function themeVariables(
  theme: { primaryColour?: string | null; accentColour?: string | null } | null | undefined,
): Record<string, string> {
  const brand = parse(theme?.primaryColour ?? '') ? theme!.primaryColour!.toLowerCase() : DEFAULT_BRAND
  const accent = parse(theme?.accentColour ?? '') ? theme!.accentColour!.toLowerCase() : DEFAULT_ACCENT
  return {
    '--brand': brand,
    '--brand-text': textOn(brand),
    '--brand-ink': inkOnWhite(brand),
    '--accent': accent,
    '--accent-text': textOn(accent),
    '--accent-ink': inkOnWhite(accent),
  }
}
