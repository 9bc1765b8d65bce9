/**
 * The drawn vehicle a car without a photo shows (issue 18): which silhouette its body type is drawn as, and
 * the paint its colour name is drawn in. Feeds name bodies and colours freely ('Ute / Tray', 'Cab Chassis',
 * 'Crystal White Pearl', 'Soul Red Crystal'), so both are read word by word; anything unknown still gets a
 * believable car (a sedan, in silver) rather than a grey box.
 */

export const ILLUSTRATION_BODIES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'cab-chassis',
  'people-mover',
  'caravan',
  'trailer',
  'motorcycle',
] as const
export type IllustrationBody = (typeof ILLUSTRATION_BODIES)[number]

/** What decides the drawing: the car's body (simple_body), its item type (caravan) and its colour name. */
export type IllustratedCar = {
  simple_body?: string | null
  item_type?: string | null
  colour?: string | null
}

const words = (text: string | null | undefined): string =>
  ` ${(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `

/** Body words, most specific first: 'cab chassis' is not a ute, 'people mover' is not a van. */
const BODY_WORDS: ReadonlyArray<readonly [IllustrationBody, readonly string[]]> = [
  ['cab-chassis', ['cab chassis', 'cabchassis', 'tray', 'tipper', 'light truck', 'lighttruck', 'truck']],
  ['people-mover', ['people mover', 'peoplemover', 'minivan', 'mpv', 'bus', 'minibus']],
  ['caravan', ['caravan', 'motorhome', 'camper', 'campervan', 'rv', 'pop top', 'poptop']],
  ['trailer', ['trailer', 'horse float', 'float']],
  ['motorcycle', ['motorcycle', 'motorbike', 'bike', 'scooter', 'moped']],
  ['convertible', ['convertible', 'cabriolet', 'cabrio', 'roadster', 'softtop', 'soft top', 'spyder', 'spider']],
  ['coupe', ['coupe', 'hardtop', 'hard top', 'fastback']],
  ['ute', ['ute', 'pickup', 'pick up', 'pick-up', 'utility', 'double cab', 'dual cab']],
  ['van', ['van', 'commercial', 'panel van', 'cargo']],
  ['suv', ['suv', '4x4', '4wd', 'crossover', 'off road', 'offroad']],
  ['wagon', ['wagon', 'station wagon', 'stationwagon', 'estate', 'touring', 'avant', 'sportback']],
  ['hatch', ['hatch', 'hatchback', 'liftback']],
  ['sedan', ['sedan', 'saloon', 'limousine']],
]

/** The silhouette a car is drawn as: its item type first (a caravan listed as 'Other'), then its body words. */
export function illustrationBody(car: IllustratedCar): IllustrationBody {
  for (const text of [car.item_type, car.simple_body]) {
    const haystack = words(text)
    if (haystack.trim() === '') continue
    for (const [body, names] of BODY_WORDS) {
      if (names.some((name) => haystack.includes(` ${name} `))) return body
    }
  }
  return 'sedan'
}

/** The paint of a colour word: common car colour names and the feed's marketing words for them. */
export const COLOUR_HEX: Readonly<Record<string, string>> = {
  white: '#f4f5f2',
  pearl: '#eef0ec',
  ivory: '#f3eedc',
  cream: '#efe6cc',
  black: '#1d1f22',
  ebony: '#1d1f22',
  onyx: '#1f2124',
  silver: '#b9bec4',
  platinum: '#c5c8cb',
  grey: '#6e757c',
  gray: '#6e757c',
  graphite: '#4a4f55',
  gunmetal: '#4d5359',
  charcoal: '#3b3f44',
  titanium: '#878b8e',
  red: '#b3262b',
  maroon: '#6b1f2a',
  burgundy: '#6b1f2a',
  wine: '#6b1f2a',
  crimson: '#9e1b2f',
  blue: '#2457a6',
  navy: '#1e2f55',
  teal: '#1f7a7a',
  turquoise: '#2a9d9a',
  aqua: '#3aa7b5',
  green: '#2f6b3f',
  olive: '#5d6332',
  khaki: '#8a8359',
  yellow: '#e8c02a',
  gold: '#b8963a',
  orange: '#dd6b20',
  copper: '#a45a2f',
  bronze: '#8c6239',
  brown: '#6a4a33',
  beige: '#cdbb97',
  sand: '#c8b488',
  champagne: '#d6c6a1',
  purple: '#5b3a7a',
  violet: '#5b3a7a',
  pink: '#d9789b',
}

/** The paint a car is drawn in when its colour is missing or unknown: a neutral metallic. */
export const DEFAULT_PAINT = COLOUR_HEX.silver!

/**
 * The paint of a colour name: the first word of it that names a colour ('Crystal White Pearl' is white,
 * 'Soul Red Crystal' red, 'Jet Black' black), else the neutral default. Numbers and feed noise ('5 years',
 * '-') fall back too.
 */
export function colourHex(colour: string | null | undefined): string {
  for (const word of words(colour).trim().split(' ')) {
    const hex = COLOUR_HEX[word]
    if (hex) return hex
  }
  return DEFAULT_PAINT
}

/** Whether a paint is light (drawn with a darker outline so a white car still stands out on a pale card). */
export function isLightPaint(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return false
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number]
  // Rec. 709 luma: above about 0.7 reads as a light paint.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.7
}

/** How the drawing is painted: the body, a darker shade for its lower panels and the outline. */
export function illustrationPaint(colour: string | null | undefined): { body: string; shade: string; line: string } {
  const body = colourHex(colour)
  return { body, shade: shade(body, 0.78), line: isLightPaint(body) ? '#8a9097' : shade(body, 0.55) }
}

function shade(hex: string, factor: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) return hex
  const value = parseInt(match[1]!, 16)
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * factor)
      .toString(16)
      .padStart(2, '0')
  return `#${channel(16)}${channel(8)}${channel(0)}`
}
