import { expect, it } from 'vitest'

import { isCertifiedPreOwned as cardRule } from './car-tag'
import { CERTIFIED_PROGRAMME_ITEMS, isCertifiedPreOwned } from './certified'

it('lists the six programme items in the spec order', () => {
  expect(CERTIFIED_PROGRAMME_ITEMS).toEqual([
    'Full service history',
    'Independent history check',
    'Statutory warranty where applicable',
    '90 point inspection',
    '1 year roadside assist',
    'Flexible finance',
  ])
})

it("is the card's certified rule, and takes a stored Car's nullable fields", () => {
  expect(isCertifiedPreOwned).toBe(cardRule)
  const settings = { certifiedPreOwned: { enabled: true, make: 'Toyota' } }
  expect(isCertifiedPreOwned({ make: 'toyota', certified: true, status: 'in_stock' }, settings)).toBe(true)
  expect(isCertifiedPreOwned({ make: 'Toyota', certified: null, status: 'in_stock' }, settings)).toBe(false)
  expect(isCertifiedPreOwned({ make: 'Toyota', certified: true, status: 'sold' }, settings)).toBe(false)
  expect(isCertifiedPreOwned({ make: null, certified: true, status: 'in_stock' }, settings)).toBe(false)
})
