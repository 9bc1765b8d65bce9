import { expect, it } from 'vitest'

import { isCertifiedPreOwned as cardRule } from './car-tag'
import { isCertifiedPreOwned } from './certified'

it("is the card's certified rule, and takes a stored Car's nullable fields", () => {
  expect(isCertifiedPreOwned).toBe(cardRule)
  const settings = { certifiedPreOwned: { enabled: true, make: 'Toyota' } }
  expect(isCertifiedPreOwned({ make: 'toyota', certified: true, status: 'in_stock' }, settings)).toBe(true)
  expect(isCertifiedPreOwned({ make: 'Toyota', certified: null, status: 'in_stock' }, settings)).toBe(false)
  expect(isCertifiedPreOwned({ make: 'Toyota', certified: true, status: 'sold' }, settings)).toBe(false)
  expect(isCertifiedPreOwned({ make: null, certified: true, status: 'in_stock' }, settings)).toBe(false)
})
