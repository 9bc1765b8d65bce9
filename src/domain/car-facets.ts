/**
 * Derived search facets of a car (spec 2.3: categories, filtered_features, price_range,
 * weekly_price_range). Pure: the search document builder calls these; nothing else re-derives them.
 */

const PRICE_BANDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const
const WEEKLY_BANDS = [100, 150, 200, 250, 300, 400] as const

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`

function band(value: number, bands: readonly number[], suffix = ''): string {
  const upper = bands.find((limit) => value < limit)
  if (upper === undefined) return `${dollars(bands[bands.length - 1] as number)}${suffix} and over`
  const lower = bands[bands.indexOf(upper) - 1]
  return lower === undefined ? `Under ${dollars(upper)}${suffix}` : `${dollars(lower)} - ${dollars(upper)}${suffix}`
}

/** A price counts only above $10 (spec 4); cheaper or missing prices have no band. */
export const PRICE_THRESHOLD = 10

export function priceRange(price: number | null | undefined): string | null {
  return typeof price === 'number' && price > PRICE_THRESHOLD ? band(price, PRICE_BANDS) : null
}

export function weeklyPriceRange(weekly: number | null | undefined): string | null {
  return typeof weekly === 'number' && weekly > 0 ? band(Math.round(weekly), WEEKLY_BANDS, ' pw') : null
}

type CategoryInput = {
  simple_body?: string | null
  simple_fuel?: string | null
  drive?: string | null
  seats?: number | null
  item_type?: string | null
}

/** Shopper-facing categories a car belongs to, e.g. SUV, 7 Seater, 4x4, Electric, Hybrid. */
export function carCategories(car: CategoryInput): string[] {
  const categories = new Set<string>()
  if (car.simple_body) categories.add(car.simple_body)
  if (typeof car.seats === 'number' && car.seats >= 7) categories.add('7 Seater')
  const drive = car.drive?.toUpperCase() ?? ''
  if (drive.includes('4WD') || drive.includes('4X4')) categories.add('4x4')
  const fuel = car.simple_fuel?.toLowerCase() ?? ''
  if (fuel.includes('electric')) categories.add('Electric')
  if (fuel.includes('hybrid')) categories.add('Hybrid')
  if (car.item_type) categories.add(car.item_type.charAt(0).toUpperCase() + car.item_type.slice(1))
  return [...categories]
}

/** Features shoppers filter by, matched in a car's standard equipment list. */
export const FILTERED_FEATURES: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['Apple CarPlay', /apple\s*car\s*play/i],
  ['Android Auto', /android\s*auto/i],
  ['Reversing Camera', /revers(e|ing)\s*camera|rear\s*view\s*camera/i],
  ['Sunroof', /sun\s*roof|moon\s*roof|panoramic\s*roof/i],
  ['Heated Seats', /heated\s*(front\s*)?seats?/i],
  ['Leather Seats', /leather/i],
  ['Navigation', /sat(ellite)?\s*nav|navigation/i],
  ['Adaptive Cruise Control', /adaptive\s*cruise/i],
  ['Tow Bar', /tow\s*bar|towbar/i],
  ['Bluetooth', /bluetooth/i],
]

export function filteredFeatures(standardEquipment: unknown): string[] {
  if (!Array.isArray(standardEquipment)) return []
  const items = standardEquipment.filter((item): item is string => typeof item === 'string')
  return FILTERED_FEATURES.filter(([, pattern]) => items.some((item) => pattern.test(item))).map(([label]) => label)
}
