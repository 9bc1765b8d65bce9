import { describe, expect, it } from 'vitest'

import { carPhone, displayPhone, phoneHref, telHref } from './phone'

describe('carPhone', () => {
  const phones = { override: '1300 000 000', new: '07 1111 1111', used: '07 2222 2222', demo: '07 3333 3333' }
  const location = '07 9999 9999'
  it('prefers the site override', () => {
    expect(carPhone('used', phones, location)).toBe('1300 000 000')
  })
  it('then the number for the car type', () => {
    const noOverride = { ...phones, override: null }
    expect(carPhone('new', noOverride, location)).toBe('07 1111 1111')
    expect(carPhone('used', noOverride, location)).toBe('07 2222 2222')
    expect(carPhone('demo', noOverride, location)).toBe('07 3333 3333')
  })
  it('then new, then used, then the location phone, skipping blanks', () => {
    expect(carPhone('demo', { override: ' ', new: '07 1111 1111', used: '07 2222 2222' }, location)).toBe(
      '07 1111 1111',
    )
    expect(carPhone('demo', { used: '07 2222 2222' }, location)).toBe('07 2222 2222')
    expect(carPhone('demo', {}, location)).toBe(location)
    expect(carPhone('new', null, null)).toBeNull()
  })
})

describe('displayPhone', () => {
  it('masks after the first 5 characters until revealed', () => {
    expect(displayPhone('07 3123 4567', false)).toBe('07 31*******')
    expect(displayPhone('07 3123 4567', true)).toBe('07 3123 4567')
    expect(displayPhone('12345', false)).toBe('12345')
    expect(displayPhone('123456', false)).toBe('12345*')
    expect(displayPhone('123', false)).toBe('123')
  })
})

describe('telHref', () => {
  it('keeps the digits and one leading +', () => {
    expect(telHref('+61 7 3000 1000')).toBe('tel:+61730001000')
    expect(telHref('(07) 3000-1000')).toBe('tel:0730001000')
    expect(telHref('+1 (512) 555-0100 +ext')).toBe('tel:+15125550100')
  })
  it('is null with nothing to dial', () => {
    expect(telHref('call us')).toBeNull()
    expect(telHref('+')).toBeNull()
    expect(telHref('')).toBeNull()
    expect(telHref(null)).toBeNull()
  })
})

describe('phoneHref', () => {
  it('dials on sites with tel links, else goes to /contact', () => {
    expect(phoneHref('07 3000 1000', true)).toBe('tel:0730001000')
    expect(phoneHref('07 3000 1000', false)).toBe('/contact')
    expect(phoneHref('no number', true)).toBe('/contact')
    expect(phoneHref(null, true)).toBe('/contact')
  })
})
