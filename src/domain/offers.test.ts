import { describe, expect, it } from 'vitest'

import {
  filterOffers,
  isManufacturerOfferSlug,
  isOfferEnquiryKey,
  manufacturerOfferShowsOn,
  offerEnquiryKey,
  offerEnquiryMessage,
  offerLive,
  offerPath,
} from './offers'

describe('offer date windows', () => {
  const offer = { start: '2026-11-01T00:00:00+10:00', end: '2026-12-01T00:00:00+10:00' }
  it('shows from its start (inclusive) until its end (exclusive)', () => {
    expect(offerLive(offer, new Date('2026-10-31T13:59:59Z'))).toBe(false)
    expect(offerLive(offer, new Date('2026-10-31T14:00:00Z'))).toBe(true)
    expect(offerLive(offer, new Date('2026-11-30T13:59:59Z'))).toBe(true)
    expect(offerLive(offer, new Date('2026-11-30T14:00:00Z'))).toBe(false)
  })
  it('leaves a missing date open and ignores an unreadable one', () => {
    expect(offerLive({}, new Date('2030-01-01'))).toBe(true)
    expect(offerLive({ end: '2020-01-01' }, new Date('2030-01-01'))).toBe(false)
    expect(offerLive({ start: 'soon' }, new Date('2030-01-01'))).toBe(true)
  })
})

describe('offer paths and filters', () => {
  const toyota = { slug: 'toyota' }
  const offers = [
    { id: 1, manufacturer: toyota, model: { slug: 'hilux' } },
    { id: 2, manufacturer: toyota, model: { slug: 'rav4' } },
    { id: 3, manufacturer: { slug: 'mazda' }, model: null },
    { id: 4, manufacturer: null },
  ]
  it('addresses an offer under its manufacturer, else by id alone', () => {
    expect(offerPath(offers[0]!)).toBe('/offers/toyota/1')
    expect(offerPath(offers[3]!)).toBe('/offers/4')
  })
  it('filters by manufacturer and model', () => {
    expect(filterOffers(offers, { manufacturer: 'toyota', model: null }).map((o) => o.id)).toEqual([1, 2])
    expect(filterOffers(offers, { manufacturer: 'toyota', model: 'rav4' }).map((o) => o.id)).toEqual([2])
    expect(filterOffers(offers, { manufacturer: null, model: null })).toHaveLength(4)
  })
})

describe('manufacturer offers', () => {
  const toyota = 1
  const mazda = 2
  const site = (id: number, ...makes: number[]) => ({ id, makeIds: new Set(makes) })
  it('show on every site selling the make, except the excluded ones', () => {
    const offer = { manufacturerId: toyota, excludedSiteIds: [7] }
    expect(manufacturerOfferShowsOn(offer, site(5, toyota, mazda))).toBe(true)
    expect(manufacturerOfferShowsOn(offer, site(6, toyota))).toBe(true)
    expect(manufacturerOfferShowsOn(offer, site(7, toyota))).toBe(false)
    expect(manufacturerOfferShowsOn(offer, site(8, mazda))).toBe(false)
    expect(manufacturerOfferShowsOn(offer, site(9))).toBe(false)
    expect(manufacturerOfferShowsOn({ manufacturerId: mazda, excludedSiteIds: [] }, site(8, mazda))).toBe(true)
  })
  it('are addressed by a slug with a letter, never a number a site offer could have', () => {
    expect(offerPath({ id: 'hilux-run-out', manufacturer: { slug: 'toyota' } })).toBe('/offers/toyota/hilux-run-out')
    expect(isManufacturerOfferSlug('hilux-run-out')).toBe(true)
    expect(isManufacturerOfferSlug('2026-eofy')).toBe(true)
    expect(isManufacturerOfferSlug('2026')).toBe(false)
    expect(isManufacturerOfferSlug('Hilux')).toBe(false)
    expect(isManufacturerOfferSlug('hilux--sale')).toBe(false)
    expect(isManufacturerOfferSlug('a'.repeat(80))).toBe(true)
    expect(isManufacturerOfferSlug('a'.repeat(81))).toBe(false)
    expect(isManufacturerOfferSlug(null)).toBe(false)
  })
})

describe('enquiring about an offer', () => {
  it('names the offer in the contact page address and in the message the form starts with', () => {
    expect(offerEnquiryKey({ path: '/offers/toyota/12' })).toBe('toyota/12')
    expect(offerEnquiryKey({ path: '/offers/12' })).toBe('12')
    expect(offerEnquiryKey({ path: '/offers/mazda/cx-5-servicing' })).toBe('mazda/cx-5-servicing')
    for (const good of ['12', 'toyota/12', 'mazda/cx-5-servicing']) expect(isOfferEnquiryKey(good)).toBe(true)
    for (const bad of ['', '/toyota/12', 'toyota/12/3', 'Toyota/12', '<script>', 'a'.repeat(201)])
      expect(isOfferEnquiryKey(bad)).toBe(false)
    expect(offerEnquiryMessage({ name: 'HiLux SR5 from $62,990' })).toBe(
      'I would like to know more about this offer: HiLux SR5 from $62,990.',
    )
  })
})
