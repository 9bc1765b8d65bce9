/**
 * The one table of a car's fields (spec 3): each field's name, kind and admin text, and what every part of
 * the platform does with it. Each consumer derives its list from here instead of listing fields by hand:
 * - the `cars` collection (collections/Cars.ts) builds its Payload fields, admin rows included;
 * - the importer (src/stock/import.ts) writes the `cars` columns of every field it takes from a feed;
 * - the search document (src/search/car-document.ts) copies the fields marked `document`;
 * - a lead keeps a snapshot of the fields marked `snapshot` (`carSnapshot`).
 * Names and kinds are those of the database columns (Payload's: snake_case, a group's columns prefixed by
 * its name), so nothing here changes the schema.
 */
import { CAR_STATUSES, CAR_TYPES, type CarRecord } from './car'

export type CarFieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'date' | 'json' | 'select'

export type CarField = {
  readonly name: string
  readonly kind: CarFieldKind
  readonly label?: string
  readonly description?: string
  readonly required?: true
  readonly defaultValue?: boolean | number | string
  readonly options?: readonly string[]
  /** Indexed on its own in the database. */
  readonly index?: true
  /** Admin layout: neighbouring fields with the same `row` share one row. */
  readonly row?: string
  /** Shown read-only in the admin's sidebar (the importer keeps it). */
  readonly sidebar?: true
  /**
   * How the importer fills it from a feed row: by default the row's field of the same name (`from`: of
   * another name); `importer`: the importer works it out itself (ids, the name, the sold state...);
   * `never`: only staff set it.
   */
  readonly feed?: 'importer' | 'never' | { readonly from: string }
  /** The search document holds it as it is (`value`, null when absent) or as true/false (`flag`). */
  readonly document?: 'value' | 'flag'
  /** A lead keeps it in its snapshot of the car the shopper saw. */
  readonly snapshot?: true
}

export type CarFieldGroup = {
  readonly name: string
  readonly kind: 'group'
  readonly description?: string
  readonly fields: readonly CarField[]
}

const text = (name: string, description?: string, more: Partial<CarField> = {}): CarField => ({
  name,
  kind: 'text',
  ...(description ? { description } : {}),
  ...more,
})
const num = (name: string, description?: string, more: Partial<CarField> = {}): CarField => ({
  name,
  kind: 'number',
  ...(description ? { description } : {}),
  ...more,
})
const flag = (name: string, description: string, defaultValue = false, more: Partial<CarField> = {}): CarField => ({
  name,
  kind: 'checkbox',
  description,
  defaultValue,
  ...more,
})
const json = (name: string, description: string, more: Partial<CarField> = {}): CarField => ({
  name,
  kind: 'json',
  description,
  ...more,
})
const inRow = (row: string, fields: CarField[]): CarField[] => fields.map((field) => ({ ...field, row }))

export const CAR_FIELDS: ReadonlyArray<CarField | CarFieldGroup> = [
  {
    name: 'feed_id',
    label: 'Feed id',
    kind: 'text',
    required: true,
    index: true,
    feed: 'importer',
    description: 'The car\u2019s id in its feed (derived from the row when the feed has none). Unique within the site.',
  },
  {
    name: 'slug',
    kind: 'text',
    required: true,
    feed: 'importer',
    snapshot: true,
    description: 'The vehicle page is /cars/{slug}. Unique within the site.',
  },
  {
    name: 'name',
    kind: 'text',
    required: true,
    feed: 'importer',
    snapshot: true,
    description: 'Title shown to shoppers.',
  },
  text('carsales_title', 'Title as listed on classifieds.'),
  ...inRow('year', [
    num('year', undefined, { document: 'value', snapshot: true }),
    text('make', undefined, { document: 'value', snapshot: true }),
    text('model', undefined, { document: 'value', snapshot: true }),
  ]),
  ...inRow('badge', [
    text('badge', undefined, { document: 'value', snapshot: true }),
    text('series', undefined, { document: 'value' }),
  ]),
  ...inRow('price', [
    num('price', 'Drive-away price in whole dollars; $10 or less counts as no price.', {
      document: 'value',
      snapshot: true,
    }),
    num('before_price', 'Earlier price; shown as the was-price when higher than the price.', { document: 'value' }),
    num('offer_price', undefined, { document: 'value' }),
    num('subscription_price', undefined, { document: 'value' }),
  ]),
  flag('preorder', 'Shows PREORDER instead of a price.', false, { document: 'flag' }),
  text('price_type', 'e.g. Drive Away, Excl. Govt. Charges, POA.', { document: 'value' }),
  ...inRow('km', [
    num('km', 'Odometer in kilometres.', { document: 'value', snapshot: true }),
    text('stocknum', 'Stock number.', { document: 'value', snapshot: true }),
    text('vin', undefined, { snapshot: true }),
    text('regplate', undefined, { snapshot: true }),
  ]),
  ...inRow('rego', [{ name: 'rego_expiry', kind: 'date' }, text('compliance_date'), text('build_date')]),
  ...inRow('type', [
    {
      name: 'car_type',
      label: 'Car type',
      kind: 'select',
      required: true,
      options: CAR_TYPES,
      document: 'value',
      snapshot: true,
      description: 'new, used or demo.',
    },
    {
      name: 'status',
      kind: 'select',
      required: true,
      defaultValue: 'in_stock',
      options: CAR_STATUSES,
      feed: 'importer',
      document: 'value',
      snapshot: true,
      description: 'in_stock and coming_soon count as available.',
    },
  ]),
  flag('reserved', 'Reserved online with a deposit: shows the reserved tag.', false, { document: 'flag' }),
  flag('sold', 'Sold (also set when a full feed stops listing the car).', false, { feed: 'importer' }),
  {
    name: 'sold_date_timestamp',
    kind: 'date',
    feed: 'importer',
    description: 'When it sold; sold cars stay listed the site\u2019s include-sold days after this.',
  },
  flag('show_on_dealer_website', 'Off hides the car from the site entirely.', true),
  text('tag', 'A custom tag, e.g. Test Drive Only.', { document: 'value', snapshot: true }),
  flag('certified', 'In the certified pre-owned programme.', false, { document: 'flag' }),
  {
    name: 'listed_at',
    kind: 'date',
    feed: 'importer',
    description: 'The feed\u2019s created_at: when the car was listed (the new tag shows for 8 days).',
  },
  flag(
    'featured',
    'Shown in the home page\u2019s Featured stock block. Set by staff only: feeds never change it.',
    false,
    { feed: 'never', index: true },
  ),
  {
    name: 'custom_rank',
    kind: 'number',
    defaultValue: 0,
    feed: 'never',
    description: 'Higher ranks first under "most relevant".',
  },
  ...inRow('simple', [
    text('simple_body', undefined, { document: 'value' }),
    text('simple_transmission', undefined, { document: 'value' }),
    text('simple_fuel', undefined, { document: 'value' }),
  ]),
  ...inRow('fuel', [
    text('fuel'),
    text('drive', undefined, { document: 'value' }),
    text('colour', undefined, { document: 'value', snapshot: true }),
    text('trans'),
  ]),
  ...inRow('seats', [
    num('seats', undefined, { document: 'value' }),
    num('doors', undefined, { document: 'value' }),
    text('engine_size', undefined, { document: 'value' }),
    num('views'),
  ]),
  { name: 'dealercomments', kind: 'textarea', description: 'Dealer comments; a | starts a new paragraph.' },
  ...inRow('dealership', [text('dealership_id', undefined, { document: 'value' }), text('dealership_slug')]),
  ...inRow('city', [
    text('city', undefined, { document: 'value' }),
    text('state', undefined, { document: 'value' }),
    text('private_suburb'),
    text('private_postcode'),
  ]),
  text('primary_image_url', 'Main photo URL (stored, never fetched at import).'),
  json('images', 'Photo URLs, in order.'),
  json('thumbnails', 'Thumbnail URLs, in order.'),
  json('standardEquipment', 'Standard equipment list (the Features tab).'),
  text('file', 'History report URL.'),
  flag('has_nvic', 'Has an NVIC code.'),
  text('item_type', 'e.g. caravan.', { document: 'value' }),
  json('payment_processors', 'Payment processors accepted for this car.'),
  {
    name: 'location',
    kind: 'group',
    description: 'The yard the car is at.',
    fields: [
      ...inRow('name', [text('name'), text('phone'), text('slug')]),
      json('address', 'id, street, city, state, postcode, place_url.'),
      json('distribution_locations', 'Other locations the car can be delivered to.'),
    ],
  },
  {
    name: 'variant',
    kind: 'group',
    fields: [
      ...inRow('engine', [num('cylinders'), num('enginesize', 'cc'), num('enginesize_litres'), text('induction')]),
      ...inRow('economy', [
        text('geartype'),
        num('fuelconsumptioncombined', 'L/100 km'),
        num('fuelcapacity'),
        num('grossvehiclemass'),
      ]),
      ...inRow('size', [
        num('vehiclelength'),
        num('vehicleheight'),
        num('vehiclewidth'),
        text('torque'),
        num('ancaprating'),
      ]),
    ],
  },
  {
    name: 'specifications',
    kind: 'group',
    description: 'Caravans: sizes in feet, weights in kg.',
    fields: [
      ...inRow('body', [num('body_width'), num('body_length'), num('tare_weight')]),
      ...inRow('axle', [text('axle_type'), num('sleeps'), num('aggregate_trailer_mass')]),
    ],
  },
  {
    name: 'autograb_data',
    kind: 'group',
    fields: inRow('market', [num('state_average_market_price'), num('average_market_price')]),
  },
  json(
    'finance_lenders',
    'Finance figures keyed by provider: interestRate, comparisonRate, paymentWeek, paymentMonth, termYears, termMonths, deposit, balloon, disclaimer.',
  ),
  {
    name: 'overrides',
    kind: 'json',
    sidebar: true,
    feed: 'never',
    description:
      'Fields staff changed on this feed car (src/domain/car-overrides.ts): feeds keep the staff value and store theirs here.',
  },
  // Kept by the database (migration 20261128_100000_car_dashboard_columns), whoever writes the car, so the
  // dashboard's figures and the admin list its links open count the same cars.
  flag('has_photos', 'Set by the database: a main photo or any photo in Images.', false, {
    sidebar: true,
    feed: 'never',
  }),
  {
    name: 'price_dropped_at',
    kind: 'date',
    sidebar: true,
    feed: 'never',
    description: 'Set by the database: when the price last went down.',
  },
  {
    name: 'feed_hash',
    kind: 'text',
    sidebar: true,
    feed: 'importer',
    description: 'Fingerprint of the last imported row: an identical row changes nothing.',
  },
]

export const isFieldGroup = (field: CarField | CarFieldGroup): field is CarFieldGroup => field.kind === 'group'

/** The database column of a field: Payload's snake_case name, prefixed by its group's. */
export const carColumnName = (name: string, group?: string): string =>
  `${group ? `${group}_` : ''}${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`

/** Every field with its group (none for a top-level field). */
export function* carFieldsWithGroups(): Generator<{ field: CarField; group?: string }> {
  for (const entry of CAR_FIELDS) {
    if (isFieldGroup(entry)) for (const field of entry.fields) yield { field, group: entry.name }
    else yield { field: entry }
  }
}

const topLevel = (test: (field: CarField) => boolean): string[] =>
  CAR_FIELDS.flatMap((entry) => (!isFieldGroup(entry) && test(entry) ? [entry.name] : []))

/** Fields the search document holds as they are, and as true/false. */
export const DOCUMENT_VALUE_FIELDS = topLevel((field) => field.document === 'value') as ReadonlyArray<keyof CarRecord>
export const DOCUMENT_FLAG_FIELDS = topLevel((field) => field.document === 'flag') as ReadonlyArray<keyof CarRecord>

/** Fields a lead keeps of the car the shopper saw. */
export const SNAPSHOT_FIELDS = topLevel((field) => field.snapshot === true) as ReadonlyArray<keyof CarRecord>

/** A lead's snapshot of its car: the car's id and its snapshot fields (absent ones as null). */
export function carSnapshot(car: CarRecord): Record<string, unknown> {
  return { id: car.id, ...Object.fromEntries(SNAPSHOT_FIELDS.map((name) => [name, car[name] ?? null])) }
}
