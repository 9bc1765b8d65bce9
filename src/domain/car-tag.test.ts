import { describe, expect, it } from 'vitest'

import { carTag, isCertifiedPreOwned, isNewArrival, isTestDriveOnly, type TagCar, type TagSettings } from './car-tag'

const DAY = 86_400
const now = 1_800_000_000
const car = (fields: Partial<TagCar>): TagCar => ({
  simple_fuel: 'Petrol',
  reserved: false,
  make: 'Toyota',
  certified: false,
  status: 'in_stock',
  tag: null,
  created_at: now - 30 * DAY,
  ...fields,
})
const site: TagSettings = { electricHybridTag: true, certifiedPreOwned: { enabled: true, make: 'Toyota' } }
const kind = (fields: Partial<TagCar>, settings = site) => carTag(car(fields), settings, now)?.kind ?? null

describe('carTag priority, first match wins', () => {
  const everything: Partial<TagCar> = {
    simple_fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Test Drive Only',
    status: 'coming_soon',
    created_at: now,
  }
  it('puts the electric/hybrid tag first where the site enables it', () => {
    expect(kind(everything)).toBe('hybrid')
    expect(kind({ simple_fuel: 'Electric' })).toBe('electric')
    expect(kind({ simple_fuel: 'Plug-in Hybrid Electric' })).toBe('hybrid')
    expect(kind({ simple_fuel: 'Electric' }, { ...site, electricHybridTag: false })).toBeNull()
  })
  it('then reserved, certified, the custom tag, coming soon, new', () => {
    expect(kind({ ...everything, simple_fuel: 'Diesel' })).toBe('reserved')
    expect(kind({ ...everything, simple_fuel: 'Diesel', reserved: false })).toBe('certified')
    expect(carTag(car({ ...everything, simple_fuel: 'Diesel', reserved: false, certified: false }), site, now)).toEqual(
      { kind: 'custom', label: 'Test Drive Only' },
    )
    expect(carTag(car({ status: 'coming_soon', created_at: now }), site, now)).toEqual({
      kind: 'coming-soon',
      label: 'COMING SOON',
    })
    expect(carTag(car({ created_at: now }), site, now)).toEqual({ kind: 'new', label: 'New Arrival' })
    expect(kind({})).toBeNull()
  })
  it('ignores a blank custom tag', () => {
    expect(kind({ tag: '  ' })).toBeNull()
  })
})

describe('new tag', () => {
  it('shows for cars created less than 8 days ago: 7 days yes, 8 days no', () => {
    expect(isNewArrival(now - 7 * DAY, now)).toBe(true)
    expect(isNewArrival(now - 8 * DAY + 1, now)).toBe(true)
    expect(isNewArrival(now - 8 * DAY, now)).toBe(false)
    expect(kind({ created_at: now - 7 * DAY })).toBe('new')
    expect(kind({ created_at: now - 8 * DAY })).toBeNull()
  })
})

describe('isCertifiedPreOwned', () => {
  it('needs the programme make, certified true, the site flag and a car not sold', () => {
    expect(isCertifiedPreOwned(car({ certified: true, make: 'toyota ' }), site)).toBe(true)
    expect(isCertifiedPreOwned(car({ certified: true, make: 'Mazda' }), site)).toBe(false)
    expect(isCertifiedPreOwned(car({ certified: false }), site)).toBe(false)
    expect(
      isCertifiedPreOwned(car({ certified: true }), { ...site, certifiedPreOwned: { enabled: false, make: 'Toyota' } }),
    ).toBe(false)
    expect(
      isCertifiedPreOwned(car({ certified: true }), { ...site, certifiedPreOwned: { enabled: true, make: null } }),
    ).toBe(false)
    expect(isCertifiedPreOwned(car({ certified: true, status: 'sold' }), site)).toBe(false)
  })
})

it('recognises the Test Drive Only tag whatever its case and spacing', () => {
  expect(isTestDriveOnly('Test Drive Only')).toBe(true)
  expect(isTestDriveOnly(' test drive only ')).toBe(true)
  expect(isTestDriveOnly('Test Drive')).toBe(false)
  expect(isTestDriveOnly(null)).toBe(false)
})
