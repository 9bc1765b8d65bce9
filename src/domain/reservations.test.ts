import { describe, expect, it } from 'vitest'

import {
  canReserve,
  checkoutHref,
  checkoutSegment,
  dealerReservationNote,
  depositMinorUnits,
  hasLapsed,
  paymentDueAt,
  RESERVATION_HOLD_HOURS,
  RESERVATION_MESSAGES,
  reservationDeposit,
  reservationExpiresAt,
  reservationSchema,
  siteCurrency,
} from './reservations'

const now = new Date('2026-11-23T10:00:00Z')

describe('the deposit and the hold (spec 2.5, 9)', () => {
  it('holds the car 48 hours', () => {
    expect(RESERVATION_HOLD_HOURS).toBe(48)
    expect(reservationExpiresAt(now).toISOString()).toBe('2026-11-25T10:00:00.000Z')
  })

  it('takes the site deposit, $200 by default, in cents for the payment API', () => {
    expect(reservationDeposit(undefined)).toBe(200)
    expect(reservationDeposit(0)).toBe(200)
    expect(reservationDeposit(500)).toBe(500)
    expect(depositMinorUnits(200)).toBe(20_000)
    expect(depositMinorUnits(499.5)).toBe(50_000)
    expect(depositMinorUnits(Number.NaN)).toBe(20_000)
  })

  it('charges in the site country\u2019s currency', () => {
    expect(siteCurrency('AU')).toBe('aud')
    expect(siteCurrency('NZ')).toBe('nzd')
    expect(siteCurrency('US')).toBe('usd')
    expect(siteCurrency(null)).toBe('aud')
  })

  it('gives an online payment 35 minutes (Stripe Checkout lasts at least 30)', () => {
    expect(paymentDueAt(now).getTime() - now.getTime()).toBe(35 * 60_000)
  })
})

describe('the checkout path', () => {
  it('is checkout unless the site says buy-online', () => {
    expect(checkoutSegment(undefined)).toBe('checkout')
    expect(checkoutSegment('buy-online')).toBe('buy-online')
    expect(checkoutSegment('../admin')).toBe('checkout')
    expect(checkoutHref('2020-mazda-cx5', 'buy-online')).toBe('/cars/2020-mazda-cx5/buy-online')
  })
})

describe('canReserve', () => {
  const on = { enabled: true }
  it('needs the site switch and an available car that is not reserved', () => {
    expect(canReserve({ status: 'in_stock', reserved: false }, on)).toBe(true)
    expect(canReserve({ status: 'coming_soon', reserved: null }, on)).toBe(true)
    expect(canReserve({ status: 'in_stock', reserved: true }, on)).toBe(false)
    expect(canReserve({ status: 'sold', reserved: false }, on)).toBe(false)
    expect(canReserve({ status: 'others', reserved: false }, on)).toBe(false)
    expect(canReserve({ status: 'in_stock', reserved: false }, { enabled: false })).toBe(false)
    expect(canReserve({ status: 'in_stock', reserved: false }, null)).toBe(false)
  })
})

describe('hasLapsed', () => {
  const held = {
    status: 'held',
    expires_at: reservationExpiresAt(now).toISOString(),
    deposit: { state: 'dealer-to-collect' },
  }
  it('is true from the 48th hour on, never before', () => {
    expect(hasLapsed(held, new Date(now.getTime() + 48 * 3_600_000 - 1))).toBe(false)
    expect(hasLapsed(held, new Date(now.getTime() + 48 * 3_600_000))).toBe(true)
  })
  it('is true for an unfinished card payment past its due time, and never for an ended reservation', () => {
    const paying = { ...held, deposit: { state: 'awaiting-payment', payment_due_at: paymentDueAt(now) } }
    expect(hasLapsed(paying, new Date(now.getTime() + 34 * 60_000))).toBe(false)
    expect(hasLapsed(paying, new Date(now.getTime() + 35 * 60_000))).toBe(true)
    expect(
      hasLapsed(
        { ...paying, deposit: { state: 'authorised', payment_due_at: null } },
        new Date(now.getTime() + 60 * 60_000),
      ),
    ).toBe(false)
    expect(hasLapsed({ ...held, status: 'expired' }, new Date(now.getTime() + 49 * 3_600_000))).toBe(false)
  })
})

describe('reservationSchema', () => {
  const ok = { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', accept: true }
  it('takes the shopper\u2019s details with the deposit terms ticked', () => {
    expect(reservationSchema.parse(ok)).toEqual({ ...ok, message: '' })
  })
  it('refuses unticked terms and bad contact details with the forms\u2019 words', () => {
    const result = reservationSchema.safeParse({ name: '', email: 'x', phone: '12', accept: false })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      accept: RESERVATION_MESSAGES.terms,
    })
    expect(reservationSchema.safeParse({ ...ok, message: 'x'.repeat(1001) }).success).toBe(false)
  })
})

describe('dealerReservationNote', () => {
  it('asks the dealer to take the deposit by default', () => {
    const note = dealerReservationNote({
      depositText: '$200',
      expiresText: 'Wednesday',
      provider: 'dealer',
      message: 'Call after 5',
    })
    expect(note).toContain('Reserved online until Wednesday (48 hours).')
    expect(note).toContain('Please contact the shopper to take the $200 deposit. It is refundable in full.')
    expect(note).toContain("Shopper's message: Call after 5")
  })
  it('names the Stripe hold to capture or cancel', () => {
    expect(
      dealerReservationNote({ depositText: '$200', expiresText: 'Wed', provider: 'stripe', paymentReference: 'cs_1' }),
    ).toContain("held on the shopper's card by Stripe (not taken), payment cs_1")
  })
})
