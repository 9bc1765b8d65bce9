import { APIError, type CollectionConfig, type Field } from 'payload'

import { CAR_STATUSES, CAR_TYPES } from '../src/domain/car'
import { staffOnly } from '../src/lib/access'
import { enqueueCarSync } from '../src/stock/sync-queue'

const text = (name: string, description?: string): Field => ({ name, type: 'text', ...(description ? { admin: { description } } : {}) })
const num = (name: string, description?: string): Field => ({ name, type: 'number', ...(description ? { admin: { description } } : {}) })
const flag = (name: string, description: string, defaultValue = false): Field => ({ name, type: 'checkbox', defaultValue, admin: { description } })
const json = (name: string, description: string): Field => ({ name, type: 'json', admin: { description } })

/**
 * A car in a site's stock: every field of the spec's Car (spec 3) under the spec's names. Stock arrives
 * through the importer (src/stock/import.ts); staff can correct cars here. Each change is mirrored into
 * the search index by the `syncCars` job.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'car_type', 'status', 'price', 'stocknum', 'updatedAt'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate', 'feed_id'],
    description: 'Stock from the feeds. A full feed marks cars it no longer lists as sold.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [
    { fields: ['site', 'feed_id'], unique: true },
    { fields: ['site', 'slug'], unique: true },
  ],
  hooks: {
    // Feeds never delete cars (a car missing from its feed is sold); staff may. A reservation is a deposit on
    // record and keeps its car; shoppers' saved entries and phone reveals of the car go with it.
    beforeDelete: [
      async ({ id, req }) => {
        const ofCar = { car: { equals: id } }
        const { totalDocs } = await req.payload.count({ collection: 'reservations', where: ofCar, overrideAccess: true, req })
        if (totalDocs > 0) throw new APIError(`This car has ${totalDocs} reservation(s) on record: mark it sold instead of deleting it.`, 409, null, true)
        await req.payload.delete({ collection: 'watchlist-entries', where: ofCar, overrideAccess: true, req })
        await req.payload.delete({ collection: 'phone-reveals', where: ofCar, overrideAccess: true, req })
      },
    ],
    afterChange: [({ doc, req, context }) => (context.skipSearchSync ? undefined : enqueueCarSync(req, [doc.id]))],
    afterDelete: [({ doc, req }) => enqueueCarSync(req, [doc.id])],
  },
  fields: [
    { name: 'feed_id', label: 'Feed id', type: 'text', required: true, index: true, admin: { description: 'The car\u2019s id in its feed (derived from the row when the feed has none). Unique within the site.' } },
    { name: 'slug', type: 'text', required: true, admin: { description: 'The vehicle page is /cars/{slug}. Unique within the site.' } },
    { name: 'name', type: 'text', required: true, admin: { description: 'Title shown to shoppers.' } },
    text('carsales_title', 'Title as listed on classifieds.'),
    { type: 'row', fields: [num('year'), text('make'), text('model')] },
    { type: 'row', fields: [text('badge'), text('series')] },
    {
      type: 'row',
      fields: [
        num('price', 'Drive-away price in whole dollars; $10 or less counts as no price.'),
        num('before_price', 'Earlier price; shown as the was-price when higher than the price.'),
        num('offer_price'),
        num('subscription_price'),
      ],
    },
    flag('preorder', 'Shows PREORDER instead of a price.'),
    text('price_type', 'e.g. Drive Away, Excl. Govt. Charges, POA.'),
    { type: 'row', fields: [num('km', 'Odometer in kilometres.'), text('stocknum', 'Stock number.'), text('vin'), text('regplate')] },
    { type: 'row', fields: [{ name: 'rego_expiry', type: 'date' }, text('compliance_date'), text('build_date')] },
    {
      type: 'row',
      fields: [
        { name: 'car_type', label: 'Car type', type: 'select', required: true, options: [...CAR_TYPES], admin: { description: 'new, used or demo.' } },
        { name: 'status', type: 'select', required: true, defaultValue: 'in_stock', options: [...CAR_STATUSES], admin: { description: 'in_stock and coming_soon count as available.' } },
      ],
    },
    flag('reserved', 'Reserved online with a deposit: shows the reserved tag.'),
    flag('sold', 'Sold (also set when a full feed stops listing the car).'),
    { name: 'sold_date_timestamp', type: 'date', admin: { description: 'When it sold; sold cars stay listed the site\u2019s include-sold days after this.' } },
    flag('show_on_dealer_website', 'Off hides the car from the site entirely.', true),
    text('tag', 'A custom tag, e.g. Test Drive Only.'),
    flag('certified', 'In the certified pre-owned programme.'),
    { name: 'listed_at', type: 'date', admin: { description: 'The feed\u2019s created_at: when the car was listed (the new tag shows for 8 days).' } },
    { name: 'custom_rank', type: 'number', defaultValue: 0, admin: { description: 'Higher ranks first under "most relevant".' } },
    { type: 'row', fields: [text('simple_body'), text('simple_transmission'), text('simple_fuel')] },
    { type: 'row', fields: [text('fuel'), text('drive'), text('colour'), text('trans')] },
    { type: 'row', fields: [num('seats'), num('doors'), text('engine_size'), num('views')] },
    { name: 'dealercomments', type: 'textarea', admin: { description: 'Dealer comments; a | starts a new paragraph.' } },
    { type: 'row', fields: [text('dealership_id'), text('dealership_slug')] },
    { type: 'row', fields: [text('city'), text('state'), text('private_suburb'), text('private_postcode')] },
    text('primary_image_url', 'Main photo URL (stored, never fetched at import).'),
    json('images', 'Photo URLs, in order.'),
    json('thumbnails', 'Thumbnail URLs, in order.'),
    json('standardEquipment', 'Standard equipment list (the Features tab).'),
    text('file', 'History report URL.'),
    flag('has_nvic', 'Has an NVIC code.'),
    text('item_type', 'e.g. caravan.'),
    json('payment_processors', 'Payment processors accepted for this car.'),
    {
      name: 'location',
      type: 'group',
      admin: { description: 'The yard the car is at.' },
      fields: [
        { type: 'row', fields: [text('name'), text('phone'), text('slug')] },
        json('address', 'id, street, city, state, postcode, place_url.'),
        json('distribution_locations', 'Other locations the car can be delivered to.'),
      ],
    },
    {
      name: 'variant',
      type: 'group',
      fields: [
        { type: 'row', fields: [num('cylinders'), num('enginesize', 'cc'), num('enginesize_litres'), text('induction')] },
        { type: 'row', fields: [text('geartype'), num('fuelconsumptioncombined', 'L/100 km'), num('fuelcapacity'), num('grossvehiclemass')] },
        { type: 'row', fields: [num('vehiclelength'), num('vehicleheight'), num('vehiclewidth'), text('torque'), num('ancaprating')] },
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      admin: { description: 'Caravans: sizes in feet, weights in kg.' },
      fields: [
        { type: 'row', fields: [num('body_width'), num('body_length'), num('tare_weight')] },
        { type: 'row', fields: [text('axle_type'), num('sleeps'), num('aggregate_trailer_mass')] },
      ],
    },
    {
      name: 'autograb_data',
      type: 'group',
      fields: [{ type: 'row', fields: [num('state_average_market_price'), num('average_market_price')] }],
    },
    json('finance_lenders', 'Finance figures keyed by provider: interestRate, comparisonRate, paymentWeek, paymentMonth, termYears, termMonths, deposit, balloon, disclaimer.'),
    {
      name: 'feed_hash',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Fingerprint of the last imported row: an identical row changes nothing.' },
    },
  ],
}
