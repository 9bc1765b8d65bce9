/**
 * Google's vehicle feeds of each demo site, through the real routes: the vehicle listings CSV has every
 * required column for every demo car, each at its own location; the Merchant Center XML names each car's
 * store; links come from the site's own hosts, never X-Forwarded-Host.
 */
import { parse } from 'csv-parse/sync'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { REQUIRED_LISTING_COLUMNS, VEHICLE_LISTING_COLUMNS, type VehicleListing } from '../../src/domain/vehicle-feeds'
import { importStock } from '../../src/stock/import'
import { seededPayload, siteId } from './platform'

// Outside Next.js there is no data cache: the site lookup runs every time.
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))

let payload: Payload
const created: { cars: number[]; locations: number[] } = { cars: [], locations: [] }

type DemoCar = Record<string, unknown> & { id: string }
const photos = (id: string) => [`https://images.example/${id}/1.jpg`, `https://images.example/${id}/2.jpg`]
const demoCar = (id: string, location: string, overrides: Record<string, unknown> = {}): DemoCar => ({
  id,
  stocknum: `S-${id}`,
  name: `2022 Toyota Corolla Ascent Sport ${id}`,
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  car_type: 'used',
  status: 'in_stock',
  price: 27990,
  km: 32000,
  colour: 'Silver',
  primary_image_url: photos(id)[0],
  images: photos(id),
  location: { slug: location },
  ...overrides,
})

/** Each demo site's demo cars: complete as a dealer's feed sends them, at the site's own locations. */
const DEMO_FEEDS: Record<
  string,
  { host: string; cars: DemoCar[]; country: string; unit: 'km' | 'miles'; currency: string }
> = {
  'sunshine-motors': {
    host: 'sunshine-motors.localhost:3000',
    country: 'AU',
    unit: 'km',
    currency: 'AUD',
    cars: [
      demoCar('FEED-AU-1', 'brisbane', { vin: 'JTNKU3JE60J021675' }),
      demoCar('FEED-AU-2', 'feed-gold-coast', {
        vin: 'MR0FB8CD300123456',
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5, "Rogue" edition',
        dealercomments: 'One owner, "as new".|Tow bar\nand canopy.',
      }),
      demoCar('FEED-AU-3', 'brisbane', {
        vin: 'JTMW43FV00D123456',
        car_type: 'new',
        km: 12,
        price: 45990,
        before_price: 47990,
      }),
    ],
  },
  'harbour-city-cars': {
    host: 'harbour-city-cars.localhost:3000',
    country: 'NZ',
    unit: 'km',
    currency: 'NZD',
    cars: [
      demoCar('FEED-NZ-1', 'auckland', { vin: '7AT0H63ZX12345678', make: 'Mazda', model: 'CX-5', badge: 'GSX' }),
      demoCar('FEED-NZ-2', '', { vin: '7AT0H63ZX12345679', car_type: 'demo', status: 'coming_soon', location: null }),
    ],
  },
  'lone-star-auto': {
    host: 'lone-star-auto.localhost:3000',
    country: 'US',
    unit: 'miles',
    currency: 'USD',
    cars: [
      demoCar('FEED-US-1', 'austin', {
        vin: '1FTFW1E50NFA12345',
        make: 'Ford',
        model: 'F-150',
        badge: 'XLT',
        km: 121000,
        price: 38995,
      }),
    ],
  },
}

const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' }

async function feed(
  path: 'vehicle-listings.csv' | 'vehicles.xml',
  host: string,
): Promise<{ status: number; type: string | null; body: string }> {
  const route =
    path === 'vehicles.xml'
      ? await import('../../src/app/(site)/[site]/feeds/vehicles.xml/route')
      : await import('../../src/app/(site)/[site]/feeds/vehicle-listings.csv/route')
  const res = await route.GET(new NextRequest(`http://${host}/feeds/${path}`, { headers: { Host: host, ...forged } }), {
    params: Promise.resolve({ site: host }),
  })
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
}

const listings = (csv: string) =>
  parse(csv, { columns: true, skip_empty_lines: true, relax_column_count: false }) as VehicleListing[]

beforeAll(async () => {
  payload = await seededPayload()
  const sunshine = await siteId(payload, 'sunshine-motors')
  // A dealer group's second yard: its cars must name it, not the group's first location.
  const goldCoast = await payload.create({
    collection: 'locations',
    data: {
      site: sunshine,
      name: 'Sunshine Motors Gold Coast',
      slug: 'feed-gold-coast',
      locationType: 'sales',
      storeCode: 'SUN-GC',
      address: { street: '1 Main Beach Road', city: 'Southport', state: 'QLD', postcode: '4215' },
    },
    overrideAccess: true,
  })
  created.locations.push(goldCoast.id)
  for (const [slug, { cars }] of Object.entries(DEMO_FEEDS)) {
    const site = await siteId(payload, slug)
    const feedRows = [
      ...cars,
      demoCar(`SOLD-${slug}`, 'brisbane', { vin: 'JTNKU3JE60J099999', status: 'sold' }),
      demoCar(`HIDDEN-${slug}`, 'brisbane', { vin: 'JTNKU3JE60J088888', show_on_dealer_website: false }),
    ]
    const summary = await importStock(
      payload,
      { siteId: site, mode: 'delta', source: 'cli', format: 'json', who: 'test' },
      feedRows.map((data, index) => ({ row: index + 1, data })),
    )
    expect(summary.rejected).toEqual([])
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ site: { equals: site } }, { feed_id: { in: feedRows.map((car) => car.id) } }] },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    created.cars.push(...docs.map((doc) => doc.id))
  }
})

afterAll(async () => {
  if (created.cars.length)
    await payload.delete({ collection: 'cars', where: { id: { in: created.cars } }, overrideAccess: true })
  for (const id of created.locations) await payload.delete({ collection: 'locations', id, overrideAccess: true })
})

describe('GET /feeds/vehicle-listings.csv', () => {
  for (const [slug, expected] of Object.entries(DEMO_FEEDS)) {
    it(`${slug}: one row per available car, every required column filled for every demo car`, async () => {
      const res = await feed('vehicle-listings.csv', expected.host)
      expect(res.status).toBe(200)
      expect(res.type).toContain('text/csv')
      expect(res.body.split('\r\n')[0]).toBe(VEHICLE_LISTING_COLUMNS.join(','))
      const rows = listings(res.body)
      // Exactly the site's available cars: sold and hidden ones are left out.
      const site = await siteId(payload, slug)
      const { totalDocs } = await payload.count({
        collection: 'cars',
        where: {
          and: [
            { site: { equals: site } },
            { status: { in: ['in_stock', 'coming_soon'] } },
            { show_on_dealer_website: { not_equals: false } },
          ],
        },
        overrideAccess: true,
      })
      expect(rows).toHaveLength(totalDocs)
      expect(rows.map((row) => row.id)).not.toContain(`S-SOLD-${slug}`)
      expect(rows.map((row) => row.id)).not.toContain(`S-HIDDEN-${slug}`)
      for (const car of expected.cars) {
        const row = rows.find((r) => r.id === `S-${car.id}`)
        expect(row, car.id).toBeDefined()
        for (const column of [...REQUIRED_LISTING_COLUMNS, 'trim', 'mileage', 'image_link', 'link'] as const)
          expect(row![column], `${car.id} ${column}`).not.toBe('')
        expect(row!.dealership_address.endsWith(`, ${expected.country}`)).toBe(true)
        expect(row!.price.endsWith(` ${expected.currency}`)).toBe(true)
        expect(row!.mileage.endsWith(` ${expected.unit}`)).toBe(true)
        expect(row!.link).toMatch(new RegExp(`^http://${expected.host.replace('.', '\\.')}/cars/`))
      }
      expect(res.body).not.toContain('evil.example')
      expect(res.body).not.toContain('javascript:')
    })
  }

  it('puts each car at its own location: a group\u2019s second yard, not the first location', async () => {
    const rows = listings((await feed('vehicle-listings.csv', DEMO_FEEDS['sunshine-motors']!.host)).body)
    const byId = (id: string) => rows.find((row) => row.id === `S-${id}`)!
    expect(byId('FEED-AU-1')).toMatchObject({
      store_code: 'SUN-BNE',
      dealership_name: 'Sunshine Motors Brisbane',
      dealership_address: '120 Gympie Road, Kedron, QLD 4031, AU',
    })
    expect(byId('FEED-AU-2')).toMatchObject({
      store_code: 'SUN-GC',
      dealership_name: 'Sunshine Motors Gold Coast',
      dealership_address: '1 Main Beach Road, Southport, QLD 4215, AU',
      trim: 'SR5, "Rogue" edition',
      condition: 'used',
      mileage: '32000 km',
      price: '27990 AUD',
      additional_image_link: 'https://images.example/FEED-AU-2/2.jpg',
    })
    expect(byId('FEED-AU-3')).toMatchObject({ condition: 'new', price: '45990 AUD', mileage: '12 km' })
    // A car without a location of the site's: the primary sales location (Harbour City's only one).
    const nz = listings((await feed('vehicle-listings.csv', DEMO_FEEDS['harbour-city-cars']!.host)).body)
    expect(nz.find((row) => row.id === 'S-FEED-NZ-2')).toMatchObject({
      store_code: 'HCC-AKL',
      condition: 'used',
      dealership_address: '55 Great South Road, Auckland, AUK 1051, NZ',
    })
  })

  it('gives US sites miles converted from the stored km, and dollars', async () => {
    const rows = listings((await feed('vehicle-listings.csv', DEMO_FEEDS['lone-star-auto']!.host)).body)
    expect(rows.find((row) => row.id === 'S-FEED-US-1')).toMatchObject({
      mileage: '75186 miles',
      price: '38995 USD',
      store_code: 'LSA-AUS',
      trim: 'XLT',
    })
  })

  it('is a 404 for a host that names no site', async () => {
    expect((await feed('vehicle-listings.csv', 'nowhere.example.com')).status).toBe(404)
  })
})

describe('GET /feeds/vehicles.xml (Merchant Center vehicle ads)', () => {
  it('names each car\u2019s own store and writes the vehicle ads attributes', async () => {
    const res = await feed('vehicles.xml', DEMO_FEEDS['sunshine-motors']!.host)
    expect(res.status).toBe(200)
    expect(res.type).toContain('application/rss+xml')
    const item = (id: string) => res.body.split('<item>').find((chunk) => chunk.includes(`<g:id>${id}</g:id>`)) ?? ''
    expect(item('FEED-AU-2')).toContain(
      '<g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>SUN-GC</g:store_code></g:vehicle_fulfillment>',
    )
    expect(item('FEED-AU-1')).toContain('<g:store_code>SUN-BNE</g:store_code>')
    expect(item('FEED-AU-2')).toContain('<g:mileage>32000 km</g:mileage>')
    expect(item('FEED-AU-2')).toContain('<g:brand>Toyota</g:brand>')
    expect(item('FEED-AU-2')).toContain('<g:description>One owner, &quot;as new&quot;. Tow bar')
    expect(item('FEED-AU-2')).toMatch(
      /<g:link_template>http:\/\/sunshine-motors\.localhost:3000\/cars\/[^<]+\?store=\{store_code\}<\/g:link_template>/,
    )
    expect(res.body).not.toContain('SOLD-sunshine-motors')
    expect(res.body).not.toContain('evil.example')
    expect(res.body.trim().endsWith('</rss>')).toBe(true)
    const us = await feed('vehicles.xml', DEMO_FEEDS['lone-star-auto']!.host)
    expect(us.body).toContain('<g:mileage>75186 miles</g:mileage>')
    expect(us.body).toContain('<g:price>38995 USD</g:price>')
  })
})
