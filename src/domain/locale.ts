/**
 * Locales the platform serves (spec 9): en-AU by default, en-NZ and en-US; each with its country,
 * currency and distance unit, and the US spellings.
 */

export const LOCALES = ['en-AU', 'en-NZ', 'en-US'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-AU'

export const COUNTRIES = ['AU', 'NZ', 'US'] as const
export type Country = (typeof COUNTRIES)[number]

/** Default state for a new site (spec 9: 'Default state qld'). */
export const DEFAULT_STATE = 'qld'

type LocaleFacts = {
  country: Country
  currency: 'AUD' | 'NZD' | 'USD'
  distanceUnit: 'kilometre' | 'mile'
  timeZone: string
}

const FACTS: Record<Locale, LocaleFacts> = {
  'en-AU': { country: 'AU', currency: 'AUD', distanceUnit: 'kilometre', timeZone: 'Australia/Brisbane' },
  'en-NZ': { country: 'NZ', currency: 'NZD', distanceUnit: 'kilometre', timeZone: 'Pacific/Auckland' },
  'en-US': { country: 'US', currency: 'USD', distanceUnit: 'mile', timeZone: 'America/Chicago' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locale's facts; an unknown value falls back to the default locale. */
export function localeFacts(locale: string | null | undefined): LocaleFacts & { locale: Locale } {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE
  return { locale: known, ...FACTS[known] }
}

// US spellings (spec 9): colour -> color, personalised -> personalized, enquiry -> inquiry.
const US_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/personalised/g, 'personalized'],
  [/Personalised/g, 'Personalized'],
  [/enquir/g, 'inquir'],
  [/Enquir/g, 'Inquir'],
]

/** Spells a piece of interface text for the locale: US English swaps the spec's words, others keep them. */
export function spellFor(locale: string | null | undefined, text: string): string {
  if (localeFacts(locale).locale !== 'en-US') return text
  return US_SPELLINGS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
}
