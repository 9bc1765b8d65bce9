import { z } from 'zod'

import { unstorableTextErrors } from '../domain/stored-text'
import { CAR_STATUSES, CAR_TYPES } from '../domain/car'

/**
 * One car of a stock feed in the canonical format: the spec's Car field names (spec 3). JSON feeds send
 * these objects as they are; CSV feeds are mapped into them (src/stock/csv/). Validation messages are
 * written for the integrator who has to fix the row.
 */

const text = z.string().trim().max(2000).nullish()
const shortText = z.string().trim().max(300).nullish()
/** A number, or a string holding one ("12,990" and "$12,990" included); empty means absent. */
const number = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    const cleaned = value.replace(/[$,\s]/g, '')
    return cleaned === '' ? null : Number(cleaned)
  },
  z.number({ error: 'must be a number' }).finite().nullish(),
)
const nonNegative = number.refine(
  (value) => value === null || value === undefined || value >= 0,
  'must not be negative',
)
const flag = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      const lowered = value.trim().toLowerCase()
      if (['true', 'yes', '1', 'y'].includes(lowered)) return true
      if (['false', 'no', '0', 'n', ''].includes(lowered)) return false
    }
    if (value === 1 || value === 0) return value === 1
    return value
  },
  z.boolean({ error: 'must be true or false' }).nullish(),
)
/** A date: ISO 8601 text or epoch seconds. */
const date = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.number().int().nonnegative()], {
    error: 'must be an ISO date or epoch seconds',
  })
  .nullish()
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const urlList = z.array(url).max(100).nullish()

const currentYear = new Date().getUTCFullYear()

export const financeLenderSchema = z
  .object({
    interestRate: number,
    comparisonRate: number,
    paymentWeek: number,
    paymentMonth: number,
    termYears: number,
    termMonths: number,
    deposit: number,
    balloon: number,
    disclaimer: text,
  })
  .catchall(z.unknown())

export const carFeedRowSchema = z.object({
  id: z
    .union([z.string().trim().min(1).max(200), z.number().int()])
    .transform(String)
    .nullish(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
    .max(200)
    .nullish(),
  name: shortText,
  carsales_title: shortText,
  year: number.refine(
    (y) => y === null || y === undefined || (Number.isInteger(y) && y >= 1900 && y <= currentYear + 2),
    `must be a year from 1900 to ${currentYear + 2}`,
  ),
  make: shortText,
  model: shortText,
  badge: shortText,
  series: shortText,
  price: nonNegative,
  before_price: nonNegative,
  offer_price: nonNegative,
  subscription_price: nonNegative,
  preorder: flag,
  price_type: shortText,
  km: nonNegative,
  stocknum: shortText,
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, 'must be a VIN of 11 to 17 letters and digits (no I, O or Q)')
    .nullish(),
  regplate: shortText,
  rego_expiry: date,
  compliance_date: shortText,
  build_date: shortText,
  car_type: z.enum(CAR_TYPES, { error: `must be one of ${CAR_TYPES.join(', ')}` }),
  status: z.enum(CAR_STATUSES, { error: `must be one of ${CAR_STATUSES.join(', ')}` }).nullish(),
  reserved: flag,
  sold: flag,
  sold_date_timestamp: date,
  show_on_dealer_website: flag,
  tag: shortText,
  certified: flag,
  created_at: date,
  simple_body: shortText,
  simple_transmission: shortText,
  simple_fuel: shortText,
  fuel: shortText,
  drive: shortText,
  colour: shortText,
  seats: nonNegative,
  doors: nonNegative,
  engine_size: shortText,
  trans: shortText,
  views: nonNegative,
  dealercomments: z.string().max(20000).nullish(),
  dealership_id: shortText,
  dealership_slug: shortText,
  city: shortText,
  state: shortText,
  private_suburb: shortText,
  private_postcode: shortText,
  thumbnails: urlList,
  images: urlList,
  primary_image_url: url.nullish(),
  standardEquipment: z.array(z.string().trim().max(300)).max(500).nullish(),
  file: url.nullish(),
  has_nvic: flag,
  item_type: shortText,
  payment_processors: z.array(z.unknown()).max(50).nullish(),
  location: z
    .object({
      name: shortText,
      phone: shortText,
      slug: shortText,
      address: z
        .object({
          id: z.union([z.string(), z.number()]).nullish(),
          street: shortText,
          city: shortText,
          state: shortText,
          postcode: shortText,
          place_url: shortText,
        })
        .nullish(),
      distribution_locations: z.array(z.unknown()).nullish(),
    })
    .nullish(),
  variant: z
    .object({
      cylinders: number,
      enginesize: number,
      enginesize_litres: number,
      induction: shortText,
      geartype: shortText,
      fuelconsumptioncombined: number,
      fuelcapacity: number,
      grossvehiclemass: number,
      vehiclelength: number,
      vehicleheight: number,
      vehiclewidth: number,
      torque: shortText,
      ancaprating: number,
    })
    .partial()
    .nullish(),
  specifications: z
    .object({
      body_width: number,
      body_length: number,
      tare_weight: number,
      axle_type: shortText,
      sleeps: number,
      aggregate_trailer_mass: number,
    })
    .partial()
    .nullish(),
  autograb_data: z.object({ state_average_market_price: number, average_market_price: number }).partial().nullish(),
  finance_lenders: z.record(z.string(), financeLenderSchema).nullish(),
})

export type CarFeedRow = z.input<typeof carFeedRowSchema>
export type ValidCarFeedRow = z.output<typeof carFeedRowSchema>

/**
 * Validates one feed row; errors read `field: problem`, for the integrator to fix. Text the database
 * cannot store (a NUL character, say) rejects the row, naming the field.
 */
export function validateFeedRow(row: unknown): { ok: true; car: ValidCarFeedRow } | { ok: false; errors: string[] } {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { ok: false, errors: ['row must be an object of Car fields'] }
  const result = carFeedRowSchema.safeParse(row)
  if (result.success) {
    const unstorable = unstorableTextErrors(result.data)
    return unstorable.length > 0 ? { ok: false, errors: unstorable } : { ok: true, car: result.data }
  }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'row'}: ${issue.message}`),
  }
}

const given = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined

/**
 * What a JSON feed's car lacks of the fields a listing cannot exist without: an id, stocknum or vin (to
 * know the car again in the next feed), make, model, year and car_type. One error per missing field.
 */
export function missingListingFields(row: unknown): string[] {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return []
  const car = row as Record<string, unknown>
  const errors: string[] = []
  if (!given(car.id) && !given(car.stocknum) && !given(car.vin))
    errors.push('id: is required (or a stocknum or vin): none is given')
  for (const field of ['make', 'model', 'year', 'car_type'] as const)
    if (!given(car[field])) errors.push(`${field}: is required`)
  return errors
}
