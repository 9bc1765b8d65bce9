import { describe, expect, it } from 'vitest'

import {
  addressLine,
  directionsUrl,
  locationsForMode,
  locationType,
  mapUrl,
  salesLocations,
  serviceList,
  serviceListName,
  sortLocationsByType,
} from './locations'

describe('locations', () => {
  it('treats an empty type as sales', () => {
    expect(locationType({ locationType: null })).toBe('sales')
    expect(locationType({})).toBe('sales')
    expect(locationType({ locationType: 'parts' })).toBe('parts')
  })
  it('sorts sales first, then service, then parts, keeping the order within a type', () => {
    const sorted = sortLocationsByType([
      { name: 'P', locationType: 'parts' as const },
      { name: 'S1', locationType: 'service' as const },
      { name: 'A', locationType: null },
      { name: 'S2', locationType: 'service' as const },
      { name: 'B', locationType: 'sales' as const },
    ])
    expect(sorted.map((l) => l.name)).toEqual(['A', 'B', 'S1', 'S2', 'P'])
  })
})

describe('sales locations', () => {
  it('keeps the sales locations and those of no type, in their order', () => {
    const locations = [
      { slug: 'a', locationType: 'service' as const },
      { slug: 'b', locationType: null },
      { slug: 'c', locationType: 'sales' as const },
      { slug: 'd', locationType: 'parts' as const },
      { slug: 'e' },
    ]
    expect(salesLocations(locations).map((l) => l.slug)).toEqual(['b', 'c', 'e'])
  })
  it('is empty for a site with only service and parts locations', () => {
    expect(salesLocations([{ locationType: 'service' }, { locationType: 'parts' }])).toEqual([])
  })
})

describe('service list', () => {
  it("strips the dealer's name and ' - Service'", () => {
    expect(serviceListName({ name: 'Sunshine Motors Kedron - Service' }, 'Sunshine Motors')).toBe('Kedron')
    expect(serviceListName({ name: 'Northside Service Centre - Service' }, 'Sunshine Motors')).toBe(
      'Northside Service Centre',
    )
    expect(serviceListName({ name: 'sunshine motors Chermside' }, 'Sunshine Motors')).toBe('Chermside')
  })
  it('falls back to the city, then the full name, when nothing is left', () => {
    expect(serviceListName({ name: 'Sunshine Motors - Service', address: { city: 'Kedron' } }, 'Sunshine Motors')).toBe(
      'Kedron',
    )
    expect(serviceListName({ name: 'Sunshine Motors - Service' }, 'Sunshine Motors')).toBe('Sunshine Motors - Service')
  })
  it('holds only visible service locations', () => {
    const list = serviceList(
      [
        { name: 'Sunshine Motors Brisbane', locationType: 'sales' as const },
        { name: 'Sunshine Motors Kedron - Service', locationType: 'service' as const },
        { name: 'Sunshine Motors Hidden - Service', locationType: 'service' as const, visible: false },
      ],
      'Sunshine Motors',
    )
    expect(list.map((l) => l.label)).toEqual(['Kedron'])
  })
})

describe('location block modes', () => {
  const all = [
    { id: 1, name: 'Parts', locationType: 'parts' as const },
    { id: 2, name: 'Service', locationType: 'service' as const },
    { id: 3, name: 'Sales A', locationType: null },
    { id: 4, name: 'Sales B', locationType: 'sales' as const, primary: true },
    { id: 5, name: 'Hidden', locationType: 'sales' as const, visible: false },
  ]
  const names = (mode: Parameters<typeof locationsForMode>[1], id?: number) =>
    locationsForMode(all, mode, id).map((l) => l.name)
  it('picks by mode, sorted sales, service, parts, never a hidden one', () => {
    expect(names('primary')).toEqual(['Sales B'])
    expect(names('sales')).toEqual(['Sales A', 'Sales B'])
    expect(names('service')).toEqual(['Service'])
    expect(names('parts')).toEqual(['Parts'])
    expect(names('service-and-parts')).toEqual(['Service', 'Parts'])
    expect(names('all')).toEqual(['Sales A', 'Sales B', 'Service', 'Parts'])
    expect(names('one', 2)).toEqual(['Service'])
    expect(names('one', 5)).toEqual([])
    expect(names('one')).toEqual([])
  })
  it('takes the first sales location when none is primary', () => {
    expect(
      locationsForMode(
        all.map((l) => ({ ...l, primary: false })),
        'primary',
      ).map((l) => l.name),
    ).toEqual(['Sales A'])
  })
})

describe('addresses and maps', () => {
  const address = {
    street: '120 Gympie Road',
    city: 'Kedron',
    state: 'QLD',
    postcode: '4031',
    lat: -27.4,
    long: 153.03,
  }
  it('writes the address on one line and links maps by coordinates, else by address', () => {
    expect(addressLine(address)).toBe('120 Gympie Road, Kedron QLD 4031')
    expect(mapUrl(address)).toBe('https://www.google.com/maps/search/?api=1&query=-27.4,153.03')
    expect(directionsUrl(address)).toBe('https://www.google.com/maps/dir/?api=1&destination=-27.4,153.03')
    expect(mapUrl({ street: '1 A St', city: 'B' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20A%20St%2C%20B',
    )
    expect(mapUrl(null)).toBeNull()
  })
  it('writes the state in capitals and leaves out blank parts', () => {
    expect(addressLine({ city: 'Austin', state: 'tx' })).toBe('Austin TX')
    expect(addressLine({ street: ' 8 Service Lane ', city: ' ', state: 'qld', postcode: '4031' })).toBe(
      '8 Service Lane, QLD 4031',
    )
    expect(addressLine({ street: '1 A St' })).toBe('1 A St')
    expect(addressLine({})).toBe('')
    expect(addressLine(null)).toBe('')
  })
  it('uses a place URL only when it is a Google Maps https address', () => {
    expect(mapUrl({ ...address, placeUrl: 'https://maps.app.goo.gl/abc' })).toBe('https://maps.app.goo.gl/abc')
    expect(mapUrl({ ...address, placeUrl: 'javascript:alert(1)' })).toContain('query=-27.4')
  })
})
