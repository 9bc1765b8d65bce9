import type { CarFeedRow } from '../feed-row'
import type { CsvMapping, CsvRowResult } from './csv-mapping'
import { carTitle } from '@/domain/car-title'

/**
 * Column mapping for "Australian Vehicle Prices" (seed/data/australian-vehicle-prices.csv): 16,734 real
 * classified listings. Its dirt (seed/data/README.md) is mapped where the meaning is clear, and a row is
 * rejected only when it cannot be a car at all.
 */

const COLUMNS = [
  'Brand',
  'Year',
  'Model',
  'Car/Suv',
  'Title',
  'UsedOrNew',
  'Transmission',
  'Engine',
  'DriveType',
  'FuelType',
  'FuelConsumption',
  'Kilometres',
  'ColourExtInt',
  'Location',
  'CylindersinEngine',
  'BodyType',
  'Doors',
  'Seats',
  'Price',
] as const

const CAR_TYPES: Record<string, 'new' | 'used' | 'demo'> = { USED: 'used', NEW: 'new', DEMO: 'demo' }

/** Makes of two words that the data set splits into Brand and the first word of Model. */
const TWO_WORD_MAKES: Record<string, string> = {
  land: 'Land Rover',
  great: 'Great Wall',
  alfa: 'Alfa Romeo',
  aston: 'Aston Martin',
}

/**
 * Models of two words whose first word the data set keeps as the Model (Hyundai 'Santa' for Santa Fe,
 * Jeep 'Grand' for Grand Cherokee ...): first word -> the second words seen in titles.
 */
const TWO_WORD_MODELS: Record<string, readonly string[]> = {
  grand: ['cherokee', 'vitara', 'carnival', 'voyager', 'wagoneer'],
  santa: ['fe'],
  eclipse: ['cross'],
  land: ['cruiser'],
  fj: ['cruiser'],
  range: ['rover'],
  discovery: ['sport'],
  rav: ['4'],
}
/** Proper spelling of a few model words the titles write in capitals or apart. */
const MODEL_SPELLING: Record<string, string> = {
  'santa fe': 'Santa Fe',
  'rav 4': 'RAV4',
  'land cruiser': 'LandCruiser',
}

const DRIVES: Record<string, string> = { Front: 'FWD', Rear: 'RWD', AWD: 'AWD', '4WD': '4WD' }
const FUELS: Record<string, string> = {
  Unleaded: 'Unleaded',
  Premium: 'Premium Unleaded',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid',
  Electric: 'Electric',
  LPG: 'LPG',
  Leaded: 'Leaded',
}
const BODIES: Record<string, string> = { 'Ute / Tray': 'Ute' }

const blank = (value: string | undefined): boolean => {
  const v = value?.trim() ?? ''
  return v === '' || v === '-' || v === '- / -' || v.toLowerCase() === 'nan'
}
const clean = (value: string | undefined): string | null => (blank(value) ? null : (value as string).trim())

function wholeNumber(value: string | undefined): number | null {
  const text = clean(value)
  if (!text) return null
  const digits = text.replace(/[,$\s]/g, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}

/** A whole number that may be negative ('-5,000'), so that validation rejects it instead of reading 'none'. */
function signedWholeNumber(value: string | undefined): number | null {
  const digits = clean(value)?.replace(/[,$\s]/g, '') ?? ''
  return /^-\d+$/.test(digits) ? Number(digits) : wholeNumber(value)
}

/** ' 7 Seats' -> 7; ' 4 Doors' -> 4. A value naming the other unit (the data set shifts some) is ignored. */
function countOf(value: string | undefined, unit: 'Doors' | 'Seats'): number | null {
  const match = /^\s*(\d+)\s+(Doors|Seats)\s*$/.exec(value ?? '')
  return match && match[2] === unit ? Number(match[1]) : null
}

/** '4 cyl, 2.2 L' -> 4 cylinders and 2.2 litres. */
function engine(
  value: string | undefined,
  cylindersColumn: string | undefined,
): { cylinders: number | null; litres: number | null } {
  const text = clean(value) ?? ''
  const cylinders = /(\d+)\s*cyl/.exec(text)?.[1] ?? /^(\d+)\s*cyl$/.exec(cylindersColumn?.trim() ?? '')?.[1]
  const litres = /(\d+(?:\.\d+)?)\s*L\b/.exec(text)?.[1]
  return {
    cylinders: cylinders ? Number(cylinders) : null,
    litres: litres && Number(litres) > 0 ? Number(litres) : null,
  }
}

/** 'Caringbah, NSW' -> Caringbah, NSW; 'AU-VIC' -> no city, VIC. */
function location(value: string | undefined): { city: string | null; state: string | null } {
  const text = clean(value)
  if (!text) return { city: null, state: null }
  const code = /^AU-([A-Z]{2,3})$/.exec(text)
  if (code) return { city: null, state: code[1] as string }
  const comma = text.lastIndexOf(',')
  if (comma === -1) return { city: text, state: null }
  return { city: text.slice(0, comma).trim() || null, state: text.slice(comma + 1).trim() || null }
}

/**
 * Make, model and badge from the title ('{year} {make} {model} {badge...}'), which keeps the words that
 * the Brand/Model columns split wrongly.
 */
function makeModelBadge(record: Record<string, string>): {
  make: string | null
  model: string | null
  badge: string | null
} {
  const brand = clean(record.Brand)
  const title = clean(record.Title) ?? ''
  const words = title.split(/\s+/)
  if (/^\d{4}$/.test(words[0] ?? '')) words.shift()
  const make = brand ? (TWO_WORD_MAKES[brand.toLowerCase()] ?? brand) : null
  if (!make) return { make: null, model: clean(record.Model), badge: null }
  const makeWords = make.split(' ').length
  const titleHasMake = words.slice(0, makeWords).join(' ').toLowerCase() === make.toLowerCase()
  const rest = titleHasMake ? words.slice(makeWords) : []
  if (rest.length === 0) {
    const model = clean(record.Model)
    return { make, model: model && !/^\d{2}-[A-Z][a-z]{2}$/.test(model) ? model : null, badge: null }
  }
  let modelWords = 1
  const second = rest[1]?.toLowerCase()
  if (second && TWO_WORD_MODELS[rest[0]!.toLowerCase()]?.includes(second)) modelWords = 2
  if (make === 'BMW' && /^\d$/.test(rest[0] ?? '') && second === 'series') modelWords = 2
  const rawModel = rest.slice(0, modelWords).join(' ')
  const model = MODEL_SPELLING[rawModel.toLowerCase()] ?? rawModel
  const badge = rest.slice(modelWords).join(' ') || null
  return { make, model, badge }
}

function mapRow(record: Record<string, string>): CsvRowResult {
  const errors: string[] = []
  const usedOrNew = record.UsedOrNew?.trim() ?? ''
  const carType = CAR_TYPES[usedOrNew.toUpperCase()]
  if (!carType) errors.push(`UsedOrNew: '${usedOrNew}' is not USED, NEW or DEMO`)
  const year = wholeNumber(record.Year)
  if (year === null) errors.push(`Year: '${record.Year ?? ''}' is not a year`)
  const { make, model, badge } = makeModelBadge(record)
  if (!make && !model) errors.push('Brand and Model are both empty: nothing says what car this is')
  if (errors.length > 0 || !carType) return { ok: false, errors }

  const title = clean(record.Title)
  const priceText = record.Price?.trim() ?? ''
  const { cylinders, litres } = engine(record.Engine, record.CylindersinEngine)
  const consumption = /^(\d+(?:\.\d+)?)\s*L\s*\/\s*100\s*km$/.exec(record.FuelConsumption?.trim() ?? '')?.[1]
  const { city, state } = location(record.Location)
  const body = clean(record.BodyType)
  const fuel = FUELS[record.FuelType?.trim() ?? ''] ?? null
  const transmission = clean(record.Transmission)

  const row: CarFeedRow = {
    name: title ?? carTitle({ year, make, model, badge }, { variant: true }),
    carsales_title: title,
    year,
    make,
    model,
    badge,
    car_type: carType,
    status: 'in_stock',
    show_on_dealer_website: true,
    // 'POA' (price on application) keeps the car, with no price to show.
    // A negative price is passed on for validation to reject ('price: must not be negative').
    price: priceText.toUpperCase() === 'POA' ? null : signedWholeNumber(priceText),
    price_type: priceText.toUpperCase() === 'POA' ? 'POA' : null,
    km: wholeNumber(record.Kilometres),
    simple_body: body ? (BODIES[body] ?? body) : null,
    simple_transmission: transmission,
    trans: transmission,
    simple_fuel: fuel,
    fuel,
    drive: DRIVES[record.DriveType?.trim() ?? ''] ?? null,
    // 'White / Black' is exterior / interior; shoppers filter by the exterior.
    colour: clean(record.ColourExtInt?.split('/')[0]),
    doors: countOf(record.Doors, 'Doors'),
    seats: countOf(record.Seats, 'Seats') ?? countOf(record.Doors, 'Seats'),
    engine_size: litres ? `${litres}L` : null,
    city,
    state,
    variant: {
      cylinders,
      enginesize_litres: litres,
      fuelconsumptioncombined: consumption ? Number(consumption) : null,
    },
  }
  return { ok: true, row }
}

/** What a row that cannot be mapped still says about its car (see CsvMapping.identify). */
function identify(record: Record<string, string>): Record<string, unknown> {
  const { make, model, badge } = makeModelBadge(record)
  const title = clean(record.Title)
  return {
    name: title,
    carsales_title: title,
    year: clean(record.Year),
    make,
    model,
    badge,
    car_type: record.UsedOrNew?.trim().toLowerCase(),
  }
}

export const australianVehiclePrices: CsvMapping = {
  name: 'australian-vehicle-prices',
  description: 'Australian Vehicle Prices (Kaggle): Brand, Year, Model, Title, UsedOrNew, ... Price.',
  requiredColumns: COLUMNS,
  columns: COLUMNS,
  mapRow,
  identify,
}
