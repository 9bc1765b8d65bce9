import { describe, expect, it } from 'vitest'

import { DEMO_DEFAULTS, DEMO_SITES, demoCredentials } from './demo'

describe('demo credentials', () => {
  it('default to the documented logins outside production', () => {
    expect(demoCredentials({ NODE_ENV: 'development' })).toEqual({
      adminEmail: 'admin@example.com',
      adminPassword: 'demo-admin-password',
      staffPassword: DEMO_DEFAULTS.staffPassword,
      stockApiKey: 'demo-stock-key',
      customerPassword: 'demo-customer-password',
    })
  })
  it('come from SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD', () => {
    expect(
      demoCredentials({
        NODE_ENV: 'production',
        SEED_ADMIN_EMAIL: 'ops@dealer.example',
        SEED_ADMIN_PASSWORD: 'x'.repeat(20),
        SEED_STAFF_PASSWORD: 'y'.repeat(20),
        SEED_STOCK_API_KEY: 'z'.repeat(32),
        SEED_CUSTOMER_PASSWORD: 'c'.repeat(20),
      }),
    ).toMatchObject({
      adminEmail: 'ops@dealer.example',
    })
  })
  it('refuse the public defaults in production', () => {
    expect(() => demoCredentials({ NODE_ENV: 'production' })).toThrow(
      /SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_STAFF_PASSWORD, SEED_STOCK_API_KEY, SEED_CUSTOMER_PASSWORD/,
    )
    expect(() =>
      demoCredentials({ NODE_ENV: 'production', SEED_ADMIN_EMAIL: 'ops@dealer.example', SEED_STAFF_PASSWORD: 'y' }),
    ).toThrow(/SEED_ADMIN_PASSWORD/)
  })
})

it('seeds the three demo sites the README names', () => {
  expect(DEMO_SITES.map(({ site }) => [site.slug, site.locale])).toEqual([
    ['sunshine-motors', 'en-AU'],
    ['harbour-city-cars', 'en-NZ'],
    ['lone-star-auto', 'en-US'],
  ])
})
