import { describe, expect, it } from 'vitest'

import { labelsFor } from './labels'
import { addressLabel, chromeLocations, footerGroups, headerMenus, telHref } from './site-chrome'

const locations = [
  {
    id: 1,
    name: 'Sunshine Motors Parts',
    slug: 'parts',
    locationType: 'parts' as const,
    phone: '07 3000 3000',
    address: { street: '3 Parts Rd', city: 'Brisbane', state: 'qld', postcode: '4000' },
  },
  {
    id: 2,
    name: 'Sunshine Motors Brisbane - Service',
    slug: 'service',
    locationType: 'service' as const,
    phone: null,
    address: null,
  },
  {
    id: 3,
    name: 'Sunshine Motors Brisbane',
    slug: 'brisbane',
    locationType: null,
    phone: '(07) 3000-1000',
    address: { street: '1 Main St', city: 'Brisbane', state: 'qld', postcode: '4000' },
  },
]

describe('locations in the header (spec 2.2)', () => {
  it('sorts sales (empty type), then service, then parts, with address and phone', () => {
    const list = chromeLocations(locations, { telLinks: true })
    expect(list.map((l) => [l.name, l.type])).toEqual([
      ['Sunshine Motors Brisbane', 'sales'],
      ['Sunshine Motors Brisbane - Service', 'service'],
      ['Sunshine Motors Parts', 'parts'],
    ])
    expect(list[0]).toMatchObject({
      address: '1 Main St, Brisbane QLD 4000',
      phone: '(07) 3000-1000',
      phoneHref: 'tel:0730001000',
    })
  })

  it('links phones to /contact where the site does not dial, and when there is no number', () => {
    expect(chromeLocations(locations, { telLinks: false }).map((l) => l.phoneHref)).toEqual([
      '/contact',
      '/contact',
      '/contact',
    ])
    expect(chromeLocations(locations, { telLinks: true })[1]?.phoneHref).toBe('/contact')
  })

  it('tel links keep digits and a leading +', () => {
    expect(telHref('+61 7 3000 1000')).toBe('tel:+61730001000')
    expect(telHref('(512) 555-0100')).toBe('tel:5125550100')
    expect(telHref('call us')).toBeNull()
    expect(addressLabel({ city: 'Austin', state: 'tx' })).toBe('Austin TX')
    expect(addressLabel({})).toBeNull()
  })
})

describe('menus (spec 2.2)', () => {
  const labels = labelsFor('en-AU')
  it('header dropdowns hold the spec\u2019s routes', () => {
    const menus = headerMenus(labels, [])
    expect(menus.stock[0]?.href).toBe('/cars/')
    expect(menus.serviceAndParts.map((l) => l.href)).toEqual([
      '/service',
      '/vehicle-parts-and-accessories',
      '/warranty',
      '/roadside-assist',
    ])
    expect(menus.company.map((l) => l.href)).toEqual(['/about-us', '/careers', '/contact', '/fleet'])
  })

  it('footer groups: Vehicles by body, Buyer Tools, Servicing and Parts, company with terms and privacy', () => {
    const groups = footerGroups(labels, {
      financePath: '/apply-for-finance',
      serviceLocations: [{ label: 'Brisbane', href: '/locations/service' }],
    })
    expect(groups.map((g) => g.heading)).toEqual(['Vehicles', 'Buyer Tools', 'Servicing and Parts', 'Company'])
    expect(groups[0]?.links.map((l) => l.href)).toEqual([
      '/models',
      '/models?body=suv',
      '/models?body=trucks',
      '/models?body=vans',
      '/models?body=performance',
      '/models?body=electric',
      '/models?body=future-vehicles',
    ])
    expect(groups[1]?.links.map((l) => l.href)).toEqual([
      '/search/new-cars',
      '/search/demo-cars',
      '/search/used-cars',
      '/special-offers',
      '/apply-for-finance',
      '/fleet',
      '/trade-in',
      '/book-test-drive',
    ])
    expect(groups[2]?.links).toContainEqual({ label: 'Brisbane', href: '/locations/service' })
    expect(groups[3]?.links.map((l) => l.href)).toEqual(
      expect.arrayContaining(['/terms-and-conditions', '/privacy-policy']),
    )
  })
})
