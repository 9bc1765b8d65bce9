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
  /** The paper a printout (the car's PDF) is laid out on: US Letter in the US, A4 elsewhere. */
  paper: Paper
}

/** Printable page sizes in PDF points (1/72 inch). */
export const PAPER_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const
export type Paper = keyof typeof PAPER_SIZES

const FACTS: Record<Locale, LocaleFacts> = {
  'en-AU': { country: 'AU', currency: 'AUD', distanceUnit: 'kilometre', timeZone: 'Australia/Brisbane', paper: 'A4' },
  'en-NZ': { country: 'NZ', currency: 'NZD', distanceUnit: 'kilometre', timeZone: 'Pacific/Auckland', paper: 'A4' },
  'en-US': { country: 'US', currency: 'USD', distanceUnit: 'mile', timeZone: 'America/Chicago', paper: 'Letter' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locale's facts; an unknown value falls back to the default locale. */
export function localeFacts(locale: string | null | undefined): LocaleFacts & { locale: Locale } {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE
  return { locale: known, ...FACTS[known] }
}

// US spellings (spec 9): colour -> color, personalised -> personalized, enquiry -> inquiry; and favourite -> favorite.
const US_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/personalised/g, 'personalized'],
  [/Personalised/g, 'Personalized'],
  [/enquir/g, 'inquir'],
  [/Enquir/g, 'Inquir'],
  [/favourite/g, 'favorite'],
  [/Favourite/g, 'Favorite'],
]

/** Spells a piece of interface text for the locale: US English swaps the spec's words, others keep them. */
export function spellFor(locale: string | null | undefined, text: string): string {
  if (localeFacts(locale).locale !== 'en-US') return text
  return US_SPELLINGS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
}

/**
 * Interface text in the locale's words, given the locale's whole-text swaps (labels.ts: `localeSwaps`): the
 * swap when the text has one, else the text spelled for the locale. One rule for the server (`textFor`) and
 * the browser (`useMessage()`), which holds only the swaps, not the catalogue they come from.
 */
export function swappedText(
  swaps: Readonly<Record<string, string>>,
  locale: string | null | undefined,
  text: string,
): string {
  return Object.hasOwn(swaps, text) ? swaps[text]! : spellFor(locale, text)
}

// ---- Units (spec 9: distance unit kilometre, mile in the US). Stock is stored in kilometres and L/100 km;
// a US shopper reads and types miles and mpg (US gallons), converted at the edge by these functions.

/** Kilometres in one international mile. */
export const KM_PER_MILE = 1.609344
/** L/100 km × mpg (US) = this: 100 km / (US gallon in litres / mile in km). */
export const L100KM_MPG_US = 235.214583

/** Miles from kilometres (not rounded); a negative or non-finite value gives NaN. */
export function kmToMiles(km: number): number {
  return Number.isFinite(km) && km >= 0 ? km / KM_PER_MILE : Number.NaN
}

/** Kilometres from miles (not rounded); a negative or non-finite value gives NaN. */
export function milesToKm(miles: number): number {
  return Number.isFinite(miles) && miles >= 0 ? miles * KM_PER_MILE : Number.NaN
}

/** Miles per US gallon from litres per 100 km; zero, negative or non-finite consumption gives NaN. */
export function litresPer100kmToMpg(litres: number): number {
  return Number.isFinite(litres) && litres > 0 ? L100KM_MPG_US / litres : Number.NaN
}

/** Litres per 100 km from miles per US gallon; zero, negative or non-finite gives NaN. */
export function mpgToLitresPer100km(mpg: number): number {
  return Number.isFinite(mpg) && mpg > 0 ? L100KM_MPG_US / mpg : Number.NaN
}

/** Litres in one US gallon, kilograms in one pound, millimetres in one inch (exact by definition). */
export const LITRES_PER_US_GALLON = 3.785411784
export const KG_PER_POUND = 0.45359237
export const MM_PER_INCH = 25.4

/** US gallons from litres; negative or non-finite gives NaN. */
export const litresToGallons = (litres: number) =>
  Number.isFinite(litres) && litres >= 0 ? litres / LITRES_PER_US_GALLON : Number.NaN
/** Pounds from kilograms; negative or non-finite gives NaN. */
export const kgToPounds = (kg: number) => (Number.isFinite(kg) && kg >= 0 ? kg / KG_PER_POUND : Number.NaN)
/** Inches from millimetres; negative or non-finite gives NaN. */
export const mmToInches = (mm: number) => (Number.isFinite(mm) && mm >= 0 ? mm / MM_PER_INCH : Number.NaN)

/** Metres in an international foot (spec 'Meters = feet × 0.3048'), inches in a foot. */
export const METRES_PER_FOOT = 0.3048
export const INCHES_PER_FOOT = 12

/** Metres from feet (not rounded); negative or non-finite gives NaN. */
export const feetToMetres = (feet: number) => (Number.isFinite(feet) && feet >= 0 ? feet * METRES_PER_FOOT : Number.NaN)

/**
 * A length in whole feet and inches, rounded to the nearest inch (11.6 in carries to the next foot, never
 * '7 ft 12 in'); null for a negative or non-finite length.
 */
export function feetAndInches(inches: number): { feet: number; inches: number } | null {
  if (!Number.isFinite(inches) || inches < 0) return null
  const whole = Math.round(inches)
  return { feet: Math.floor(whole / INCHES_PER_FOOT), inches: whole % INCHES_PER_FOOT }
}

/** A stored distance (km) in the locale's unit, rounded to whole units: miles in the US, else kilometres. */
export function distanceFromKm(locale: string | null | undefined, km: number): number {
  const value = localeFacts(locale).distanceUnit === 'mile' ? kmToMiles(km) : Number.isFinite(km) && km >= 0 ? km : NaN
  return Math.round(value)
}

/** What a shopper typed in the locale's unit (miles in the US) as whole kilometres to store. */
export function kmFromDistance(locale: string | null | undefined, value: number): number {
  const km =
    localeFacts(locale).distanceUnit === 'mile' ? milesToKm(value) : Number.isFinite(value) && value >= 0 ? value : NaN
  return Math.round(km)
}

// ---- Postal codes by country (spec 5 for AU: exactly 4 digits; NZ's are 4 digits too; US ZIP or ZIP+4).

export type PostcodeRule = {
  /** The field's label in the country's words. */
  label: string
  /** Whole value must match. */
  pattern: RegExp
  /** The longest valid value: the input keeps at most this many characters, so nothing valid is ever cut. */
  maxLength: number
  /** The message for a missing or malformed code. */
  message: string
}

/** The spec's postcode message (spec 5, 8), for the 4-digit countries. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const ZIP_CODE_MESSAGE = 'Invalid ZIP code. Please enter 5 digits, or ZIP+4 as 12345-6789.'

const POSTCODE_RULES: Record<Country, PostcodeRule> = {
  AU: { label: 'Postcode', pattern: /^\d{4}$/, maxLength: 4, message: POSTCODE_MESSAGE },
  NZ: { label: 'Postcode', pattern: /^\d{4}$/, maxLength: 4, message: POSTCODE_MESSAGE },
  US: { label: 'ZIP code', pattern: /^\d{5}(?:-\d{4})?$/, maxLength: 10, message: ZIP_CODE_MESSAGE },
}

const isCountry = (value: unknown): value is Country =>
  typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value)

/** The postal code rule of a country (unknown: Australia's, the default). */
export function postcodeRule(country: string | null | undefined): PostcodeRule {
  return POSTCODE_RULES[isCountry(country) ? country : 'AU']
}
