import { describe, expect, it } from 'vitest'

import { RESERVATION_HOLD_HOURS, reservationDeposit, reservationOffered, reserveWording } from './reserve-wording'

describe('reserveWording', () => {
  it('defaults the deposit to $200, held 48 hours and refundable', () => {
    expect(RESERVATION_HOLD_HOURS).toBe(48)
    expect(reserveWording({ deposit: null, moneyBackGuarantee: false, locale: 'en-AU' })).toEqual([
      'Reserve this car with a $200 deposit.',
      'We hold it for you for 48 hours.',
      'Your deposit is refundable in full.',
    ])
  })

  it("uses the site's deposit and adds the money back guarantee where enabled", () => {
    expect(
      reserveWording({ deposit: 1_000, moneyBackGuarantee: true, locale: 'en-NZ', vehicleWord: 'caravan' }),
    ).toEqual([
      'Reserve this caravan with a $1,000 deposit.',
      'We hold it for you for 48 hours.',
      'Your deposit is refundable in full.',
      '48 hour money back guarantee.',
    ])
  })

  it('takes no deposit, or one that is not a positive amount, as the default', () => {
    expect([undefined, 0, -5, Number.NaN].map(reservationDeposit)).toEqual([200, 200, 200, 200])
    expect(reservationDeposit(249.6)).toBe(250)
  })
})

describe('reservationOffered (#17)', () => {
  const available = { status: 'in_stock' as const, reserved: false, tag: null }
  it('offers a reservation for an available car on a site that takes them', () => {
    expect(reservationOffered(available, true)).toBe(true)
    expect(reservationOffered({ ...available, status: 'coming_soon' }, true)).toBe(true)
  })
  it('offers none where the site takes no reservations (Harbour City Cars)', () => {
    expect(reservationOffered(available, false)).toBe(false)
  })
  it('offers none on a Test Drive Only car, a reserved car, a sold car or one of status others', () => {
    expect(reservationOffered({ ...available, tag: 'Test Drive Only' }, true)).toBe(false)
    expect(reservationOffered({ ...available, tag: ' test drive only ' }, true)).toBe(false)
    expect(reservationOffered({ ...available, reserved: true }, true)).toBe(false)
    expect(reservationOffered({ ...available, status: 'sold' }, true)).toBe(false)
    expect(reservationOffered({ ...available, status: 'others' }, true)).toBe(false)
  })
})
