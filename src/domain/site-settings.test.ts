import { describe, expect, it } from 'vitest'

import { dealerToday, resolveSiteSettings } from './site-settings'

const now = new Date('2026-06-01T00:00:00Z')

describe('resolveSiteSettings', () => {
  it('fills every default for a site with nothing stored', () => {
    const settings = resolveSiteSettings({}, now)
    expect(settings).toMatchObject({
      locale: 'en-AU',
      country: 'AU',
      currency: 'AUD',
      distanceUnit: 'kilometre',
      defaultState: 'qld',
      timeZone: 'Australia/Brisbane',
    })
    expect(settings.features).toMatchObject({
      garageEnabled: true,
      telLinks: true,
      captcha: true,
      enquiryCategorySelect: true,
      hideFinance: false,
      subscriptions: false,
      financeProvider: null,
      financePath: '/finance',
      noPriceText: 'Enquire for price.',
      promoTilePositions: [8],
      includeSoldCarsDays: 3,
      imageHosts: [],
      menuOpensOn: 'click',
      reservations: {
        enabled: false,
        depositAmount: null,
        checkoutPath: 'checkout',
        moneyBackGuarantee: false,
        onlinePurchase: false,
      },
      vehiclePage: {
        tradeIn: true,
        paymentMethods: true,
        chatAssistantUrl: null,
        liveChatUrl: null,
        customButton: null,
      },
    })
  })

  it('keeps what a site stores', () => {
    const settings = resolveSiteSettings(
      {
        locale: 'en-US',
        country: 'US',
        timeZone: 'America/Chicago',
        features: {
          garageEnabled: false,
          captcha: false,
          financePath: '/apply-for-finance',
          promoTilePositions: [8, 17],
          imageHosts: ['img.example.com'],
          vehiclePage: { customButton: { label: 'Video call', url: 'https://x.example' } },
        },
      },
      now,
    )
    expect(settings).toMatchObject({
      locale: 'en-US',
      country: 'US',
      currency: 'USD',
      distanceUnit: 'mile',
      timeZone: 'America/Chicago',
    })
    expect(settings.features).toMatchObject({
      garageEnabled: false,
      captcha: false,
      financePath: '/apply-for-finance',
      promoTilePositions: [8, 17],
      imageHosts: ['img.example.com'],
    })
    expect(settings.features.vehiclePage.customButton).toEqual({ label: 'Video call', url: 'https://x.example' })
  })

  it('falls back on an unknown locale, an empty time zone and an empty promo position list', () => {
    const settings = resolveSiteSettings({ locale: 'fr-FR', timeZone: '', features: { promoTilePositions: [] } }, now)
    expect(settings.locale).toBe('en-AU')
    expect(settings.timeZone).toBe('Australia/Brisbane')
    expect(settings.features.promoTilePositions).toEqual([8])
  })

  it('a custom button needs both a label and an address', () => {
    expect(
      resolveSiteSettings({ features: { vehiclePage: { customButton: { label: 'Call', url: '' } } } }, now).features
        .vehiclePage.customButton,
    ).toBeNull()
  })

  it("takes today and the current year in the site's time zone, not the server's", () => {
    // 31 Dec 14:30 UTC is 1 Jan 00:30 in Brisbane (UTC+10) and still 31 Dec in Chicago.
    const newYearsEve = new Date('2025-12-31T14:30:00Z')
    expect(resolveSiteSettings({ timeZone: 'Australia/Brisbane' }, newYearsEve)).toMatchObject({
      today: '2026-01-01',
      currentYear: 2026,
      now: newYearsEve,
    })
    expect(resolveSiteSettings({ timeZone: 'America/Chicago' }, newYearsEve)).toMatchObject({
      today: '2025-12-31',
      currentYear: 2025,
    })
    // One minute before Brisbane's midnight it is still the old year there.
    expect(resolveSiteSettings({ timeZone: 'Australia/Brisbane' }, new Date('2025-12-31T13:59:00Z')).currentYear).toBe(
      2025,
    )
  })

  it('dealerToday writes the date as YYYY-MM-DD', () => {
    expect(dealerToday('Pacific/Auckland', new Date('2026-03-04T12:00:00Z'))).toBe('2026-03-05')
  })
})
