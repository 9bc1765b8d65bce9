import { describe, expect, it } from 'vitest'

import {
  PASSWORD_MIN_LENGTH,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  WatchlistBodySchema,
  customerUsername,
} from './accounts'
import { canWatch, isPhoneNumber, samePhone, watchlistAccess, watchlistStatus, watchlistToast } from './watchlist'

const fieldErrors = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('phone numbers', () => {
  it('take 8 to 15 digits with the usual separators', () => {
    expect(isPhoneNumber('0412 345 678')).toBe(true)
    expect(isPhoneNumber('+61 (7) 3000-1000')).toBe(true)
    expect(isPhoneNumber('1234567')).toBe(false)
    expect(isPhoneNumber('12345678')).toBe(true)
    expect(isPhoneNumber('1234567890123456')).toBe(false)
    expect(isPhoneNumber('0412 abc 678')).toBe(false)
  })
  it('compare by digits', () => {
    expect(samePhone('0412 345 678', '0412345678')).toBe(true)
    expect(samePhone('0412 345 678', '0412 345 679')).toBe(false)
    expect(samePhone('+61412345678', '61412345678')).toBe(false)
    expect(samePhone(null, '0412345678')).toBe(false)
  })
})

describe('form schemas', () => {
  it('sign-in needs an email and a password', () => {
    expect(fieldErrors(SignInSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Enter your password.',
    })
    expect(SignInSchema.parse({ email: ' Jo@Example.com ', password: 'x' }).email).toBe('Jo@Example.com')
  })
  it('sign-up needs a name, an email, a phone number and a long enough password', () => {
    const ok = {
      name: 'Jo',
      email: 'jo@example.com',
      phone_number: '0412 345 678',
      password: 'x'.repeat(PASSWORD_MIN_LENGTH),
    }
    expect(SignUpSchema.safeParse(ok).success).toBe(true)
    expect(
      fieldErrors(
        SignUpSchema.safeParse({ ...ok, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1), phone_number: '12', name: ' ' }),
      ),
    ).toEqual({
      name: 'Enter your name.',
      phone_number: 'Enter a phone number of 8 to 15 digits.',
      password: 'Use at least 10 characters.',
    })
  })
  it('reset needs a token and the same password twice', () => {
    const ok = { token: 'a'.repeat(40), password: 'x'.repeat(12), confirm: 'x'.repeat(12) }
    expect(ResetPasswordSchema.safeParse(ok).success).toBe(true)
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...ok, confirm: 'y'.repeat(12) }))).toEqual({
      confirm: 'The passwords do not match.',
    })
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...ok, token: "x' OR 1=1" }))).toEqual({
      token: 'This link is not valid. Ask for a new one.',
    })
  })
  it('the watchlist body is a phone number and a car id (spec 7)', () => {
    expect(WatchlistBodySchema.safeParse({ phone_number: '0412345678', car_id: 12 }).success).toBe(true)
    expect(WatchlistBodySchema.safeParse({ phone_number: '0412345678', car_id: '12' }).success).toBe(false)
    expect(WatchlistBodySchema.safeParse({ phone_number: 'call me', car_id: 12 }).success).toBe(false)
    expect(WatchlistBodySchema.safeParse({ car_id: 12 }).success).toBe(false)
  })
})

describe('accounts per site', () => {
  it('key an account by site and lower-cased email', () => {
    expect(customerUsername(3, ' Jo@Example.COM ')).toBe('3:jo@example.com')
    expect(customerUsername(3, 'jo@example.com')).not.toBe(customerUsername(4, 'jo@example.com'))
  })
})

describe('watchlist rules', () => {
  const customer = { site: 1, phone_number: '0412 345 678' }
  it('let a customer of this site with a phone number change their own list', () => {
    expect(watchlistAccess(customer, 1, '0412345678')).toEqual({ ok: true })
  })
  it('send anyone else to sign in, and refuse another phone number', () => {
    expect(watchlistAccess(null, 1, '0412345678')).toEqual({ ok: false, reason: 'sign-in' })
    expect(watchlistAccess(customer, 2, '0412345678')).toEqual({ ok: false, reason: 'sign-in' })
    expect(watchlistAccess({ site: 1, phone_number: null }, 1, '0412345678')).toEqual({ ok: false, reason: 'sign-in' })
    expect(watchlistAccess(customer, 1, '0499 999 999')).toEqual({ ok: false, reason: 'phone' })
  })
  it('word the toasts as spec 8 does', () => {
    expect(watchlistToast('saved', '2024 Mazda CX-5')).toEqual({
      title: 'Car Saved In Watchlist',
      message: '2024 Mazda CX-5 is now available in your watchlist',
      action: { label: 'View List', href: '/watchlist' },
    })
    expect(watchlistToast('removed', '2024 Mazda CX-5')).toEqual({
      title: 'Car Removed',
      message: '2024 Mazda CX-5 is no longer in your watchlist',
    })
  })
  it('say when a saved car is sold, and offer only unsold cars', () => {
    expect(watchlistStatus({ status: 'sold' })).toBe('Sold')
    expect(watchlistStatus({ status: 'in_stock', sold: true })).toBe('Sold')
    expect(watchlistStatus({ status: 'coming_soon' })).toBe('Coming soon')
    expect(watchlistStatus({ status: 'in_stock' })).toBe('Available')
    expect(canWatch({ status: 'sold' })).toBe(false)
    expect(canWatch({ status: 'in_stock' })).toBe(true)
  })
})
