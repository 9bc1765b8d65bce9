import { describe, expect, it } from 'vitest'

import {
  canSaveStep,
  completedSteps,
  journeyCarAllowed,
  journeyLeadMessage,
  journeyPosition,
  journeyQueryError,
  journeyStepSchemas,
  journeySummary,
  nextStep,
  onlinePurchaseOpen,
  postcodePattern,
  type JourneyState,
} from './checkout-journey'
import { formatDistance, formatMoney, labelsFor } from './labels'
import { postcodeRule } from './locale'

const au = labelsFor('en-AU')
const us = labelsFor('en-US')
const contact = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' }
const upToDeposit: JourneyState = {
  car: contact,
  tradeIn: { has: false },
  payment: { method: 'cash' },
  delivery: { method: 'delivery', postcode: '4000' },
}

describe('where a journey stands', () => {
  it('starts at the car step and walks the steps in order to the confirmation', () => {
    expect(nextStep({})).toBe('car')
    expect(nextStep({ car: contact })).toBe('trade-in')
    expect(nextStep(upToDeposit)).toBe('deposit')
    expect(nextStep({ ...upToDeposit, deposit: { reservationId: 1, amount: 500 } })).toBe('review')
    expect(
      nextStep({ ...upToDeposit, deposit: { reservationId: 1, amount: 500 }, submittedAt: '2026-11-24T04:00:00Z' }),
    ).toBe('confirmation')
  })

  it('counts steps done only up to the first gap', () => {
    expect(completedSteps({ car: contact, payment: { method: 'cash' } })).toEqual(['car'])
    expect(completedSteps(upToDeposit)).toEqual(['car', 'trade-in', 'payment', 'delivery'])
  })

  it('lets a step be saved only after the ones before it, and freezes the order once the deposit holds the car', () => {
    expect(canSaveStep({}, 'car')).toBe(true)
    expect(canSaveStep({}, 'payment')).toBe(false)
    expect(canSaveStep({ car: contact }, 'trade-in')).toBe(true)
    expect(canSaveStep(upToDeposit, 'car')).toBe(true) // earlier steps can be changed before the deposit
    const held = { ...upToDeposit, deposit: { reservationId: 1, amount: 500 } }
    expect(canSaveStep(held, 'payment')).toBe(false)
    expect(canSaveStep(held, 'deposit')).toBe(false)
    expect(canSaveStep(held, 'review')).toBe(true)
    expect(canSaveStep({ ...held, submittedAt: 'x' }, 'review')).toBe(false)
  })

  it('opens the asked step only when it may be saved, else where the journey stands', () => {
    expect(journeyPosition(upToDeposit, 'trade-in')).toBe('trade-in')
    expect(journeyPosition({ car: contact }, 'deposit')).toBe('trade-in')
    expect(journeyPosition({}, 'nonsense')).toBe('car')
  })
})

describe('which sites and cars', () => {
  it('needs reservations and the online purchase switch both on', () => {
    expect(onlinePurchaseOpen({ enabled: true, onlinePurchase: true })).toBe(true)
    expect(onlinePurchaseOpen({ enabled: false, onlinePurchase: true })).toBe(false)
    expect(onlinePurchaseOpen({ enabled: true, onlinePurchase: false })).toBe(false)
  })

  it('takes used cars that can be reserved, and a car the journey itself holds', () => {
    expect(journeyCarAllowed({ car_type: 'used', status: 'in_stock', reserved: false })).toBe(true)
    expect(journeyCarAllowed({ car_type: 'new', status: 'in_stock', reserved: false })).toBe(false)
    expect(journeyCarAllowed({ car_type: 'demo', status: 'in_stock', reserved: false })).toBe(false)
    expect(journeyCarAllowed({ car_type: 'used', status: 'sold', reserved: false })).toBe(false)
    expect(journeyCarAllowed({ car_type: 'used', status: 'in_stock', reserved: true })).toBe(false)
    expect(journeyCarAllowed({ car_type: 'used', status: 'in_stock', reserved: true }, true)).toBe(true)
  })
})

describe('the steps’ fields', () => {
  const rules = { country: 'AU' as const, currentYear: 2026, pickupLocationIds: [7, 9] }
  const schemas = journeyStepSchemas(au, rules)

  it('checks the delivery postcode by the country: 4 digits in AU and NZ, a ZIP code in the US', () => {
    expect(postcodePattern('AU').test('4000')).toBe(true)
    expect(postcodePattern('NZ').test('1010')).toBe(true)
    expect(postcodePattern('AU').test('40000')).toBe(false)
    expect(postcodePattern('US').test('78756')).toBe(true)
    expect(postcodePattern('US').test('78756-1234')).toBe(true)
    expect(postcodePattern('US').test('7875')).toBe(false)
    const bad = schemas.delivery.safeParse({ method: 'delivery', postcode: '400' })
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(postcodeRule('AU').message)
    const usBad = journeyStepSchemas(us, { ...rules, country: 'US' }).delivery.safeParse({
      method: 'delivery',
      postcode: '4000',
    })
    expect(usBad.success ? null : usBad.error.issues[0]!.message).toBe(postcodeRule('US').message)
  })

  it('picks up only from one of the site’s sales locations', () => {
    expect(schemas.delivery.safeParse({ method: 'pickup', location_id: 7 }).success).toBe(true)
    const other = schemas.delivery.safeParse({ method: 'pickup', location_id: 8 })
    expect(other.success ? null : other.error.issues[0]!.message).toBe(au.journeyErrorLocation)
  })

  it('takes no trade-in, or a car with a sensible year and odometer and the wizard’s answers', () => {
    const answers = { accident: 'No', mechanical: 'No', service_history: 'Yes', condition: 'Good', keys: '1' }
    expect(schemas['trade-in'].safeParse({ has: 'no' }).success).toBe(true)
    expect(
      schemas['trade-in'].safeParse({ has: 'yes', make: 'Mazda', model: '3', year: '2018', odometer: '64000', answers })
        .data,
    ).toEqual({ has: 'yes', make: 'Mazda', model: '3', year: 2018, odometer: 64000, answers })
    expect(
      schemas['trade-in'].safeParse({ has: 'yes', make: 'Mazda', model: '3', year: 2018, odometer: 1, answers: {} })
        .success,
    ).toBe(false)
    const future = schemas['trade-in'].safeParse({
      has: 'yes',
      make: 'Mazda',
      model: '3',
      year: 2030,
      odometer: 1,
      answers,
    })
    expect(future.success ? null : future.error.issues[0]!.message).toBe(au.journeyErrorYear)
    expect(schemas['trade-in'].safeParse({}).success).toBe(false)
  })

  it('needs the deposit terms and the review confirmed', () => {
    expect(schemas.deposit.safeParse({ accept: false }).success).toBe(false)
    expect(schemas.review.safeParse({ confirm: true }).success).toBe(true)
    expect(schemas.payment.safeParse({ method: 'lease' }).success).toBe(false)
  })
})

describe('the summary and the dealer’s message', () => {
  const format = (locale: string, country: 'AU' | 'US') => ({
    money: (amount: number) => formatMoney(locale, amount),
    distance: (km: number) => formatDistance(locale, km),
    country,
  })
  const full: JourneyState = {
    car: contact,
    tradeIn: { has: true, make: 'Mazda', model: '3', year: 2018, km: 64_000, estimate: { low: 14_000, high: 16_500 } },
    payment: { method: 'finance', weekly: 123 },
    delivery: { method: 'pickup', locationId: 7, locationName: 'Sunshine Motors Brisbane' },
    deposit: { reservationId: 3, amount: 500 },
  }

  it('has one row per step filled in, in the locale’s money and distance', () => {
    const rows = journeySummary(full, '2021 Toyota Corolla', au, format('en-AU', 'AU'))
    expect(rows.map((row) => row.label)).toEqual([
      'Car',
      'Your details',
      'Trade-in',
      'Finance or cash',
      'Delivery or pickup',
      'Deposit',
    ])
    expect(rows[2]!.value).toBe('2018 Mazda 3, 64,000 km. Estimated trade-in value $14,000 to $16,500')
    expect(rows[3]!.value).toBe('Finance. Estimated $123 per week')
    expect(rows[4]!.value).toBe('Pick up at Sunshine Motors Brisbane')
    expect(rows[5]!.value).toBe('$500 deposit, car held')
  })

  it('says miles and ZIP codes on a US site', () => {
    const rows = journeySummary(
      { ...full, delivery: { method: 'delivery', postcode: '78756' } },
      '2021 Ford F-150',
      us,
      format('en-US', 'US'),
    )
    expect(rows[2]!.value).toContain('39,768 mi')
    expect(rows[4]!.value).toBe('Delivery to ZIP code 78756')
  })

  it('tells the dealer each step and what comes next', () => {
    const rows = journeySummary(upToDeposit, 'Car X', au, format('en-AU', 'AU'))
    const message = journeyLeadMessage(rows, nextStep(upToDeposit), au)
    expect(message.split('\n')).toEqual([
      'Buy online',
      'Car: Car X',
      'Your details: Sam Buyer, sam@example.com, 0412 345 678',
      'Trade-in: No trade-in',
      'Finance or cash: Pay in full',
      'Delivery or pickup: Delivery to postcode 4000',
      'Next step: Deposit',
    ])
  })
})

describe('the page’s query', () => {
  it('needs a car slug and takes a known step', () => {
    expect(journeyQueryError(new URLSearchParams('car_id=2021-toyota-corolla-123'))).toBeNull()
    expect(journeyQueryError(new URLSearchParams('car_id=abc&step=deposit'))).toBeNull()
    expect(journeyQueryError(new URLSearchParams(''))).toMatch(/car_id/)
    expect(journeyQueryError(new URLSearchParams('car_id=a%20b'))).toMatch(/car_id/)
    expect(journeyQueryError(new URLSearchParams('car_id=abc&step=pay'))).toMatch(/step/)
  })
})
