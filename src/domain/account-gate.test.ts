import { describe, expect, it } from 'vitest'

import { gateDecision, routeNeedsSignIn } from './account-gate'

const personalised = { personalisedFinance: true }
const plain = { personalisedFinance: false }

describe('gated routes', () => {
  it('gate checkout and finance only on sites with personalised finance', () => {
    expect(routeNeedsSignIn('checkout', personalised)).toBe(true)
    expect(routeNeedsSignIn('finance', personalised)).toBe(true)
    expect(routeNeedsSignIn('checkout', plain)).toBe(false)
    expect(routeNeedsSignIn('finance', {})).toBe(false)
  })

  it('never gate trade-in or sell-my-car', () => {
    expect(routeNeedsSignIn('trade-in', personalised)).toBe(false)
    expect(routeNeedsSignIn('sell-my-car', personalised)).toBe(false)
    expect(gateDecision('trade-in', personalised, false, '/trade-in')).toEqual({ allow: true })
  })

  it('send an anonymous shopper to sign in, and back to the page afterwards', () => {
    expect(gateDecision('checkout', personalised, false, '/cars/a-car/checkout', '/cars/a-car')).toEqual({
      allow: false,
      signIn: '/sign-in?type=checkout&redirect=%2Fcars%2Fa-car%2Fcheckout&back=%2Fcars%2Fa-car',
    })
    expect(gateDecision('finance', personalised, false, '/personalised/finance?car_id=3')).toEqual({
      allow: false,
      signIn:
        '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D3&back=%2Fpersonalised%2Ffinance%3Fcar_id%3D3',
    })
  })

  it('let a signed-in shopper through', () => {
    expect(gateDecision('checkout', personalised, true, '/cars/a-car/checkout')).toEqual({ allow: true })
  })
})
