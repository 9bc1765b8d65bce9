import { describe, expect, it } from 'vitest'

import { csvField } from './csv'
import {
  carDealership,
  carLocation,
  dealershipAddress,
  escapeXml,
  feedPrice,
  isListedInFeeds,
  MERCHANT_FEED_FOOTER,
  merchantFeedHeader,
  merchantFeedItem,
  mileageText,
  missingListingColumns,
  storeCodeOf,
  VEHICLE_LISTING_COLUMNS,
  vehicleListing,
  vehicleListingLine,
  vehicleListingsHeader,
  type FeedCar,
  type FeedLocation,
  type FeedSite,
} from './vehicle-feeds'

const site: FeedSite = {
  slug: 'sunshine-motors',
  name: 'Sunshine & Sons',
  locale: 'en-AU',
  country: 'AU',
  origin: 'https://www.example.com.au',
  prices: { subscriptions: false, noPriceText: null },
}
const us: FeedSite = {
  ...site,
  slug: 'lone-star-auto',
  locale: 'en-US',
  country: 'US',
  origin: 'https://lonestar.example',
}

const brisbane: FeedLocation = {
  name: 'Sunshine Motors Brisbane',
  slug: 'brisbane',
  storeCode: 'SUN-BNE',
  locationType: 'sales',
  primary: true,
  address: { street: '120 Gympie Road', city: 'Kedron', state: 'qld', postcode: '4031', placeId: 'ChIJ123' },
}
const service: FeedLocation = {
  name: 'Sunshine Motors - Service',
  slug: 'service-centre',
  locationType: 'service',
  address: { street: '8 Service Lane', city: 'Kedron', state: 'QLD', postcode: '4031' },
}
const gold: FeedLocation = {
  name: 'Sunshine Motors Gold Coast',
  slug: 'gold-coast',
  locationType: 'sales',
  address: { street: '1 Main Beach Rd', city: 'Southport', state: 'QLD', postcode: '4215' },
}
const locations = [service, brisbane, gold]

const car = (overrides: Partial<FeedCar> = {}): FeedCar => ({
  id: 1,
  feed_id: 'STK-1',
  slug: 'toyota-hilux-stk-1',
  name: '2020 Toyota Hilux SR5',
  status: 'in_stock',
  car_type: 'used',
  stocknum: 'S123',
  vin: 'jtebr3fj10k123456',
  price: 45000,
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  year: 2020,
  km: 121000,
  colour: 'White',
  primary_image_url: 'https://img.example/1.jpg',
  images: [
    'https://img.example/1.jpg',
    'https://img.example/2.jpg',
    'javascript:alert(1)',
    { url: 'https://img.example/3.jpg' },
  ],
  location: { slug: 'gold-coast', name: 'Gold Coast' },
  ...overrides,
})

describe('which cars and which dealership', () => {
  it('lists available cars only: sold, other statuses and hidden cars are left out', () => {
    expect(isListedInFeeds({ status: 'in_stock' })).toBe(true)
    expect(isListedInFeeds({ status: 'coming_soon', show_on_dealer_website: true })).toBe(true)
    expect(isListedInFeeds({ status: 'sold' })).toBe(false)
    expect(isListedInFeeds({ status: 'in_stock', sold: true })).toBe(false)
    expect(isListedInFeeds({ status: 'others' })).toBe(false)
    expect(isListedInFeeds({ status: 'in_stock', show_on_dealer_website: false })).toBe(false)
  })

  it('takes the car\u2019s own location (by slug, else name), never simply the first one', () => {
    expect(carLocation(car(), locations)).toBe(gold)
    expect(carLocation(car({ location: { name: ' sunshine motors gold coast ' } }), locations)).toBe(gold)
    // Unknown or none: the primary sales location, not locations[0] (a service centre here).
    expect(carLocation(car({ location: { slug: 'elsewhere' } }), locations)).toBe(brisbane)
    expect(carLocation(car({ location: null }), locations)).toBe(brisbane)
    expect(carLocation(car({ location: null }), [service, gold])).toBe(gold)
    expect(carLocation(car({ location: null }), [service])).toBe(service)
    expect(carLocation(car(), [])).toBeNull()
  })

  it('writes the store code (else site-location), name and full address with country', () => {
    expect(storeCodeOf(brisbane, 'sunshine-motors')).toBe('SUN-BNE')
    expect(storeCodeOf({ slug: 'gold-coast', storeCode: '  ' }, 'sunshine-motors')).toBe('sunshine-motors-gold-coast')
    expect(dealershipAddress(brisbane, 'au')).toBe('120 Gympie Road, Kedron, QLD 4031, AU')
    expect(dealershipAddress({ name: 'x', slug: 'x', address: { city: 'Austin', state: 'TX' } }, 'US')).toBe(
      'Austin, TX, US',
    )
    expect(dealershipAddress({ name: 'x', slug: 'x', address: null }, 'US')).toBeNull()
    expect(carDealership(car({ location: { slug: 'brisbane' } }), locations, site)).toEqual({
      storeCode: 'SUN-BNE',
      name: 'Sunshine Motors Brisbane',
      address: '120 Gympie Road, Kedron, QLD 4031, AU',
      placeId: 'ChIJ123',
    })
    expect(carDealership(car(), [], site)).toBeNull()
  })
})

describe('values', () => {
  it('writes mileage in km, or miles converted from the stored km on US sites', () => {
    expect(mileageText(121000, 'en-AU')).toBe('121000 km')
    expect(mileageText(121000, 'en-NZ')).toBe('121000 km')
    expect(mileageText(121000, 'en-US')).toBe('75186 miles')
    expect(mileageText(16093.44, 'en-US')).toBe('10000 miles')
    expect(mileageText(0, 'en-US')).toBe('0 miles')
    expect(mileageText(null, 'en-AU')).toBeNull()
    expect(mileageText(-5, 'en-AU')).toBeNull()
  })

  it('writes only a price the site shows, in its currency', () => {
    expect(feedPrice(car(), site)).toBe('45000 AUD')
    expect(feedPrice(car(), us)).toBe('45000 USD')
    expect(feedPrice(car(), { ...site, locale: 'en-NZ' })).toBe('45000 NZD')
    expect(feedPrice(car({ price: 39990, before_price: 42990 }), site)).toBe('39990 AUD') // reduced
    expect(feedPrice(car({ price: 10 }), site)).toBeNull() // $10 or less is no price
    expect(feedPrice(car({ price: null }), site)).toBeNull()
    expect(feedPrice(car({ price: null, preorder: true }), site)).toBeNull() // PREORDER shows instead
    // A site with subscriptions shows the subscription price, never the car's price.
    expect(
      feedPrice(car({ subscription_price: 199 }), { ...site, prices: { subscriptions: true, noPriceText: null } }),
    ).toBeNull()
    expect(feedPrice(car({ subscription_price: 199 }), site)).toBe('45000 AUD')
  })
})

describe('vehicle listings CSV', () => {
  it('fills every required column of a complete car, from its own dealership', () => {
    const listing = vehicleListing(car(), carDealership(car(), locations, site), site)
    expect(listing).toMatchObject({
      vin: 'JTEBR3FJ10K123456',
      id: 'S123',
      store_code: 'sunshine-motors-gold-coast',
      dealership_name: 'Sunshine Motors Gold Coast',
      dealership_address: '1 Main Beach Rd, Southport, QLD 4215, AU',
      price: '45000 AUD',
      condition: 'used',
      make: 'Toyota',
      model: 'Hilux',
      trim: 'SR5',
      year: '2020',
      mileage: '121000 km',
      image_link: 'https://img.example/1.jpg',
      additional_image_link: 'https://img.example/2.jpg,https://img.example/3.jpg',
      link: 'https://www.example.com.au/cars/toyota-hilux-stk-1',
    })
    expect(missingListingColumns(listing)).toEqual([])
  })

  it('names the required columns a car leaves empty: a hidden price is one, mileage only for used cars', () => {
    const hidden = vehicleListing(car({ price: 0, vin: null, km: null }), null, site)
    expect(hidden.price).toBe('')
    expect(missingListingColumns(hidden)).toEqual([
      'vin',
      'store_code',
      'dealership_name',
      'dealership_address',
      'price',
      'mileage',
    ])
    const fresh = vehicleListing(car({ car_type: 'new', km: null }), carDealership(car(), locations, site), site)
    expect(fresh.condition).toBe('new')
    expect(missingListingColumns(fresh)).toEqual([])
    expect(vehicleListing(car({ car_type: 'demo' }), null, site).condition).toBe('used')
  })

  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180) and drops control characters', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('')).toBe('')
    expect(csvField('Kedron, QLD')).toBe('"Kedron, QLD"')
    expect(csvField('17" alloys')).toBe('"17"" alloys"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField('bell\u0007 and nul\u0000')).toBe('bell and nul')
  })

  it('writes a header and CRLF records with one field per column', () => {
    expect(vehicleListingsHeader()).toBe(`${VEHICLE_LISTING_COLUMNS.join(',')}\r\n`)
    const line = vehicleListingLine(
      vehicleListing(car({ badge: 'SR5, "Rogue"' }), carDealership(car(), locations, site), site),
    )
    expect(line.endsWith('\r\n')).toBe(true)
    expect(line).toContain(',"SR5, ""Rogue""",')
    expect(line).toContain(',"1 Main Beach Rd, Southport, QLD 4215, AU",')
    expect(line).toContain(',"https://img.example/2.jpg,https://img.example/3.jpg",')
  })

  it('gives US listings in miles and dollars', () => {
    const listing = vehicleListing(car(), carDealership(car(), locations, us), us)
    expect(listing.mileage).toBe('75186 miles')
    expect(listing.price).toBe('45000 USD')
    expect(listing.dealership_address.endsWith(', US')).toBe(true)
    expect(listing.link).toBe('https://lonestar.example/cars/toyota-hilux-stk-1')
  })
})

describe('Merchant Center vehicle ads XML', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">Tom's & co</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; co&lt;/a&gt;',
    )
  })

  it('writes vehicle ads attributes: brand, mileage as one string, fulfillment at the car\u2019s store, link template, description', () => {
    const item = merchantFeedItem(
      car({ dealercomments: 'One owner.|Full service history & books.' }),
      carDealership(car(), locations, site),
      site,
    )
    expect(item).toContain('<g:id>STK-1</g:id>')
    expect(item).toContain('<g:title>2020 Toyota Hilux SR5</g:title>')
    expect(item).toContain('<g:description>One owner. Full service history &amp; books.</g:description>')
    expect(item).toContain('<g:brand>Toyota</g:brand>')
    expect(item).not.toContain('<g:make>')
    expect(item).toContain('<g:mileage>121000 km</g:mileage>')
    expect(item).toContain('<g:vin>JTEBR3FJ10K123456</g:vin>')
    expect(item).toContain('<g:price>45000 AUD</g:price>')
    expect(item).toContain('<g:condition>used</g:condition>')
    expect(item).toContain('<g:trim>SR5</g:trim>')
    expect(item).toContain(
      '<g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>sunshine-motors-gold-coast</g:store_code></g:vehicle_fulfillment>',
    )
    expect(item).toContain('<g:link>https://www.example.com.au/cars/toyota-hilux-stk-1</g:link>')
    expect(item).toContain(
      '<g:link_template>https://www.example.com.au/cars/toyota-hilux-stk-1?store={store_code}</g:link_template>',
    )
    expect(item).toContain('<g:image_link>https://img.example/1.jpg</g:image_link>')
    expect(item).toContain('<g:additional_image_link>https://img.example/3.jpg</g:additional_image_link>')
    expect(item).not.toContain('javascript:')
  })

  it('leaves out a hidden price and missing values; the description falls back to the name; US mileage in miles', () => {
    const item = merchantFeedItem(car({ price: 10, vin: null, car_type: 'new', km: 16093.44 }), null, us)
    expect(item).not.toContain('<g:price>')
    expect(item).not.toContain('<g:vin>')
    expect(item).not.toContain('<g:vehicle_fulfillment>')
    expect(item).toContain('<g:condition>new</g:condition>')
    expect(item).toContain('<g:mileage>10000 miles</g:mileage>')
    expect(item).toContain('<g:description>2020 Toyota Hilux SR5</g:description>')
  })

  it('wraps items in an RSS channel', () => {
    expect(merchantFeedHeader(site)).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')
    expect(merchantFeedHeader(site)).toContain('<title>Sunshine &amp; Sons vehicles</title>')
    expect(MERCHANT_FEED_FOOTER).toBe('</channel>\n</rss>\n')
  })
})
