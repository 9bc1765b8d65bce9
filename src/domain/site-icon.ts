/**
 * Each dealer site's icon (the browser tab's favicon): the site's logo when it has one (an image of its
 * media library, served by the platform), else the site's initials drawn in its brand colour, with black or
 * white text, whichever reads better (src/domain/theme.ts).
 */
import { contrastRatio, textOn, themeVariables } from './theme'

type IconSite = {
  name: string
  theme?: { primaryColour?: string | null; accentColour?: string | null } | null
}

export type SiteIcon = {
  initials: string
  background: string
  foreground: string
  contrast: number
  logo: string | null
  version: string
}

/** Up to two initials: the first letters of the name's first two words ("Harbour City Cars" is "HC"). */
export function siteInitials(name: string): string {
  const words = name.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('')
  return initials || '?'
}

/** A short stable hash (FNV-1a, base 36): the icon link changes when what the icon shows changes. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return hash.toString(36)
}

/**
 * What the site's icon shows, and a version that changes with it (for the icon link's cache busting).
 * `logoUrl` is the address of the site's logo image (a copy of it sized for icons), when it has one.
 */
export function siteIcon(site: IconSite, logoUrl: string | null = null): SiteIcon {
  const background = themeVariables(site.theme)['--brand']!
  const foreground = textOn(background)
  const initials = siteInitials(site.name)
  const logo = logoUrl?.trim() || null
  return {
    initials,
    background,
    foreground,
    contrast: contrastRatio(background, foreground),
    logo,
    version: shortHash(`${initials}|${background}|${logo ?? ''}`),
  }
}
