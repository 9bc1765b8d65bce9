import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { customerUsername } from '../src/domain/accounts'
import { seedContent } from './content'
import { seedDemoPages } from './pages'

type SiteData = RequiredDataFromCollectionSlug<'sites'>
type LocationData = Omit<RequiredDataFromCollectionSlug<'locations'>, 'site'>

export const DEMO_DEFAULTS = {
  adminEmail: 'admin@example.com',
  adminPassword: 'demo-admin-password',
  staffPassword: 'demo-staff-password',
  stockApiKey: 'demo-stock-key',
  customerPassword: 'demo-customer-password',
} as const

/** The demo shopper account, on Sunshine Motors (accounts are per site). */
export const DEMO_CUSTOMER = {
  site: 'sunshine-motors',
  email: 'shopper@example.com',
  name: 'Sam Shopper',
  phone_number: '0412 345 678',
} as const

export type DemoCredentials = {
  adminEmail: string
  adminPassword: string
  staffPassword: string
  stockApiKey: string
  customerPassword: string
}

/**
 * Demo logins, from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD / SEED_STAFF_PASSWORD / SEED_STOCK_API_KEY /
 * SEED_CUSTOMER_PASSWORD. The public
 * defaults are refused in production, where anyone could read them here.
 */
export function demoCredentials(env: NodeJS.ProcessEnv = process.env): DemoCredentials {
  const credentials = {
    adminEmail: env.SEED_ADMIN_EMAIL || DEMO_DEFAULTS.adminEmail,
    adminPassword: env.SEED_ADMIN_PASSWORD || DEMO_DEFAULTS.adminPassword,
    staffPassword: env.SEED_STAFF_PASSWORD || DEMO_DEFAULTS.staffPassword,
    stockApiKey: env.SEED_STOCK_API_KEY || DEMO_DEFAULTS.stockApiKey,
    customerPassword: env.SEED_CUSTOMER_PASSWORD || DEMO_DEFAULTS.customerPassword,
  }
  if (env.NODE_ENV === 'production') {
    const defaults = [
      credentials.adminEmail === DEMO_DEFAULTS.adminEmail && 'SEED_ADMIN_EMAIL',
      credentials.adminPassword === DEMO_DEFAULTS.adminPassword && 'SEED_ADMIN_PASSWORD',
      credentials.staffPassword === DEMO_DEFAULTS.staffPassword && 'SEED_STAFF_PASSWORD',
      credentials.stockApiKey === DEMO_DEFAULTS.stockApiKey && 'SEED_STOCK_API_KEY',
      credentials.customerPassword === DEMO_DEFAULTS.customerPassword && 'SEED_CUSTOMER_PASSWORD',
    ].filter(Boolean)
    if (defaults.length > 0) {
      throw new Error(`Refusing to seed demo logins with public defaults in production: set ${defaults.join(', ')}.`)
    }
  }
  return credentials
}

type PromoTileData = Omit<RequiredDataFromCollectionSlug<'promo-tiles'>, 'site'>

/** Sunshine Motors' promo tiles (spec 2.6's messages); the stocktake card's dates are long past, so it never shows. */
export const DEMO_PROMO_TILES: Record<string, PromoTileData[]> = {
  'sunshine-motors': [
    {
      heading: '3 Year Standard Warranty',
      text: 'Every car we sell comes with a 3 year warranty as standard.',
      link: '/contact',
      linkLabel: 'Ask us how',
      background: 'linear-gradient(135deg, #0b4f9c, #062a54)',
    },
    {
      heading: '3 years of peace of mind',
      text: 'Mechanical protection on every used vehicle.',
      display: ['used'],
      link: '/contact',
      background: '#0a3d62',
    },
    {
      heading: 'Buying from afar?',
      text: 'Walk around any car with us on a video call, then we freight it anywhere in Australia.',
      link: '/contact',
      linkLabel: 'Book a video call',
      background: '#1e3a2f',
    },
    {
      heading: 'Trade in your car',
      text: 'Get a valuation and put it towards your next car.',
      link: '/trade-in',
      linkLabel: 'Value my car',
      background: '#4a2c0a',
    },
    {
      heading: 'Stocktake sale',
      text: 'Stocktake prices on selected cars, this January only.',
      background: '#7a1f1f',
      start: '2025-01-01T00:00:00+10:00',
      expiry: '2025-02-01T00:00:00+10:00',
    },
  ],
}

export const DEMO_SITES: Array<{ site: SiteData; locations: LocationData[] }> = [
  {
    site: {
      name: 'Sunshine Motors',
      slug: 'sunshine-motors',
      leadEmail: 'leads@sunshine-motors.example',
      // Every lead to the dealer's CRM as ADF/XML; finance enquiries to the finance manager too (a person).
      leadRouting: [
        { channel: 'crm', email: 'adf@sunshine-motors-dms.example', name: 'Dealer DMS (ADF/XML)' },
        { channel: 'person', email: 'finance@sunshine-motors.example', name: 'Finance manager', kinds: ['finance'] },
      ],
      domains: [{ domain: 'www.sunshinemotors.example' }],
      template: 'classic',
      locale: 'en-AU',
      country: 'AU',
      defaultState: 'qld',
      timeZone: 'Australia/Brisbane',
      theme: { primaryColour: '#0b4f9c', accentColour: '#f2a900' },
      phones: { new: '07 3000 1000', used: '07 3000 1001', demo: '07 3000 1002' },
      features: {
        garageEnabled: true,
        financeProvider: 'comparison',
        reservations: { enabled: true, depositAmount: 200, checkoutPath: 'checkout' },
        personalisedFinance: true,
        certifiedPreOwned: { enabled: true, make: 'Toyota' },
        electricHybridTag: true,
        marketPriceIndicator: true,
        holidayHours: true,
        promoTilePositions: [8],
        includeSoldCarsDays: 3,
      },
    },
    locations: [
      {
        name: 'Sunshine Motors Brisbane',
        slug: 'brisbane',
        storeCode: 'SUN-BNE',
        locationType: 'sales',
        primary: true,
        address: {
          street: '120 Gympie Road',
          city: 'Kedron',
          state: 'QLD',
          postcode: '4031',
          lat: -27.4075,
          long: 153.0318,
        },
        phone: '07 3000 1000',
      },
      {
        name: 'Sunshine Motors - Service',
        slug: 'service-centre',
        storeCode: 'SUN-SVC',
        locationType: 'service',
        // Service bookings here go to the service desk instead of the lead email address (the CRM still gets them).
        leadRouting: [
          { channel: 'person', email: 'service@sunshine-motors.example', name: 'Service desk', kinds: ['service'] },
        ],
        address: {
          street: '8 Service Lane',
          city: 'Kedron',
          state: 'QLD',
          postcode: '4031',
          lat: -27.4081,
          long: 153.0325,
        },
        phone: '07 3000 1100',
      },
      {
        name: 'Sunshine Motors Parts',
        slug: 'parts',
        storeCode: 'SUN-PRT',
        locationType: 'parts',
        address: {
          street: '10 Service Lane',
          city: 'Kedron',
          state: 'QLD',
          postcode: '4031',
          lat: -27.4083,
          long: 153.0327,
        },
        phone: '07 3000 1200',
      },
    ],
  },
  {
    site: {
      name: 'Harbour City Cars',
      slug: 'harbour-city-cars',
      leadEmail: 'leads@harbour-city-cars.example',
      leadRouting: [{ channel: 'crm', email: 'adf@harbour-city-cars-crm.example', name: 'Group CRM (ADF/XML)' }],
      domains: [{ domain: 'www.harbourcitycars.example' }],
      template: 'showroom',
      locale: 'en-NZ',
      country: 'NZ',
      defaultState: 'auk',
      timeZone: 'Pacific/Auckland',
      theme: { primaryColour: '#00565b', accentColour: '#e86a33' },
      phones: { used: '09 300 1000' },
      features: {
        garageEnabled: true,
        financeProvider: 'loans',
        closedByAppointment: true,
        financePath: '/finance-enquiry',
      },
    },
    locations: [
      {
        name: 'Harbour City Cars Auckland',
        slug: 'auckland',
        storeCode: 'HCC-AKL',
        locationType: 'sales',
        // The Auckland sales team takes the car enquiries made here; other kinds go to the lead email address.
        leadRouting: [
          {
            channel: 'person',
            email: 'sales@harbour-city-cars.example',
            name: 'Auckland sales',
            kinds: ['enquiry', 'test-drive', 'request-photos', 'trade-in'],
          },
        ],
        primary: true,
        address: {
          street: '55 Great South Road',
          city: 'Auckland',
          state: 'AUK',
          postcode: '1051',
          lat: -36.8825,
          long: 174.7867,
        },
        phone: '09 300 1000',
      },
    ],
  },
  {
    site: {
      name: 'Lone Star Auto',
      slug: 'lone-star-auto',
      leadEmail: 'leads@lone-star-auto.example',
      domains: [{ domain: 'www.lonestarauto.example' }],
      template: 'classic',
      locale: 'en-US',
      country: 'US',
      defaultState: 'tx',
      timeZone: 'America/Chicago',
      theme: { primaryColour: '#8b1e2d', accentColour: '#1d3557' },
      phones: { new: '(512) 555-0100', used: '(512) 555-0101' },
      features: {
        garageEnabled: true,
        menuOpensOn: 'hover',
        // Online Purchase (/checkout-journey) on this demo site.
        reservations: { enabled: true, depositAmount: 500, checkoutPath: 'buy-online', onlinePurchase: true },
      },
    },
    locations: [
      {
        name: 'Lone Star Auto Austin',
        slug: 'austin',
        storeCode: 'LSA-AUS',
        locationType: 'sales',
        primary: true,
        address: {
          street: '4000 N Lamar Blvd',
          city: 'Austin',
          state: 'TX',
          postcode: '78756',
          lat: 30.3105,
          long: -97.7404,
        },
        phone: '(512) 555-0100',
      },
    ],
  },
]

type Logger = (line: string) => void

async function upsertUser(
  payload: Payload,
  data: {
    email: string
    password: string
    name: string
    role: 'platform-admin' | 'group-admin' | 'site-editor'
    siteIds: number[]
    /** The locations whose new leads they are told of (left as they are when not given). */
    locationIds?: number[]
  },
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: data.email } },
    limit: 1,
    overrideAccess: true,
  })
  const fields = {
    name: data.name,
    role: data.role,
    password: data.password,
    tenants: data.siteIds.map((tenant) => ({ tenant })),
    ...(data.locationIds ? { locations: data.locationIds } : {}),
  }
  if (docs[0]) {
    await payload.update({ collection: 'users', id: docs[0].id, data: fields, overrideAccess: true })
  } else {
    await payload.create({ collection: 'users', data: { ...fields, email: data.email }, overrideAccess: true })
  }
}

/** Updates the site's record whose `key` field matches, or creates it, so the seed can run again without duplicates. */
async function upsertInSite<S extends 'locations' | 'promo-tiles'>(
  payload: Payload,
  collection: S,
  siteId: number,
  key: 'slug' | 'heading',
  data: RequiredDataFromCollectionSlug<S>,
): Promise<void> {
  const value = (data as Record<string, unknown>)[key] as string
  const where: Where = { and: [{ site: { equals: siteId } }, { [key]: { equals: value } }] }
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
  // Payload's update typing cannot follow a collection chosen by a type parameter: the data is create-shaped.
  if (docs[0]) await payload.update({ collection, id: docs[0].id, data: data as never, overrideAccess: true })
  else await payload.create({ collection, data, overrideAccess: true })
}

/**
 * Writes the demo platform: three sites (AU, NZ, US) with their locations, a platform admin and two
 * site staff. Safe to run again: records are matched by slug or email and updated in place.
 */
export async function seedDemo(payload: Payload, log: Logger = () => undefined): Promise<DemoCredentials> {
  const credentials = demoCredentials()
  const siteIds: Record<string, number> = {}

  for (const { site, locations } of DEMO_SITES) {
    const existing = await payload.find({
      collection: 'sites',
      where: { slug: { equals: site.slug } },
      limit: 1,
      overrideAccess: true,
    })
    const saved = existing.docs[0]
      ? await payload.update({ collection: 'sites', id: existing.docs[0].id, data: site, overrideAccess: true })
      : await payload.create({ collection: 'sites', data: site, overrideAccess: true })
    siteIds[site.slug] = saved.id
    for (const location of locations)
      await upsertInSite(payload, 'locations', saved.id, 'slug', { ...location, site: saved.id, _status: 'published' })
    const tiles = DEMO_PROMO_TILES[site.slug] ?? []
    for (const tile of tiles)
      await upsertInSite(payload, 'promo-tiles', saved.id, 'heading', {
        ...tile,
        site: saved.id,
        _status: 'published',
      })
    log(
      `site ${site.slug}: ${locations.length} location(s), ${tiles.length} promo tile(s), ${await seedDemoPages(payload, saved)} new page(s)`,
    )
  }

  const ids = (...slugs: string[]) => slugs.map((slug) => siteIds[slug]).filter((id): id is number => id !== undefined)
  await upsertUser(payload, {
    email: credentials.adminEmail,
    password: credentials.adminPassword,
    name: 'Platform Admin',
    role: 'platform-admin',
    siteIds: [],
  })
  await upsertUser(payload, {
    email: 'editor@sunshine-motors.example',
    password: credentials.staffPassword,
    name: 'Sunshine Editor',
    role: 'site-editor',
    siteIds: ids('sunshine-motors'),
  })
  await upsertUser(payload, {
    email: 'manager@harbour-city-cars.example',
    password: credentials.staffPassword,
    name: 'Harbour Group Manager',
    role: 'group-admin',
    siteIds: ids('harbour-city-cars', 'lone-star-auto'),
  })
  // Sunshine's sales manager works its leads (lead workflow) and hears of each new lead for its sales yard.
  const sunshineSales = await payload.find({
    collection: 'locations',
    where: { and: [{ site: { equals: siteIds['sunshine-motors'] } }, { locationType: { equals: 'sales' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  await upsertUser(payload, {
    email: 'sales@sunshine-motors.example',
    password: credentials.staffPassword,
    name: 'Sunshine Sales Manager',
    role: 'site-editor',
    siteIds: ids('sunshine-motors'),
    locationIds: sunshineSales.docs.map((location) => location.id),
  })
  log(
    'staff: platform admin, a Sunshine Motors editor and sales manager, a Harbour City Cars + Lone Star Auto group admin',
  )

  const integration = {
    name: 'Demo stock feed',
    sites: Object.values(siteIds),
    enableAPIKey: true,
    apiKey: credentials.stockApiKey,
    // CRMs pull the demo sites' leads with it (GET /api/integrations/leads), as the README's curl shows.
    permissions: ['read-leads' as const],
  }
  const { docs: integrations } = await payload.find({
    collection: 'integrations',
    where: { name: { equals: integration.name } },
    limit: 1,
    overrideAccess: true,
  })
  if (integrations[0])
    await payload.update({
      collection: 'integrations',
      id: integrations[0].id,
      data: integration,
      overrideAccess: true,
    })
  else await payload.create({ collection: 'integrations', data: integration, overrideAccess: true })
  log('integration: a stock feed key for all three sites, allowed to read their leads')

  const customerSite = siteIds[DEMO_CUSTOMER.site]
  if (customerSite !== undefined) {
    const username = customerUsername(customerSite, DEMO_CUSTOMER.email)
    const { docs: customers } = await payload.find({
      collection: 'customers',
      where: { username: { equals: username } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const customer = {
      site: customerSite,
      email: DEMO_CUSTOMER.email,
      username,
      name: DEMO_CUSTOMER.name,
      phone_number: DEMO_CUSTOMER.phone_number,
      password: credentials.customerPassword,
      _verified: true,
    }
    if (customers[0])
      await payload.update({ collection: 'customers', id: customers[0].id, data: customer, overrideAccess: true })
    else
      await payload.create({
        collection: 'customers',
        data: customer,
        overrideAccess: true,
        disableVerificationEmail: true,
      })
    log(`customer: ${DEMO_CUSTOMER.email} on ${DEMO_CUSTOMER.site}`)
  }
  await seedContent(payload, siteIds, log)
  return credentials
}
