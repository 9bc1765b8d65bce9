import { describe, expect, it } from 'vitest'

import { dealerCollectsDeposit, paymentProvider, StripeDepositHold, stripeApi } from './payment'

describe('paymentProvider', () => {
  it('is the dealer taking the deposit unless STRIPE_SECRET_KEY is set', async () => {
    expect(paymentProvider({})).toBe(dealerCollectsDeposit)
    expect(paymentProvider({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBeInstanceOf(StripeDepositHold)
    expect(await dealerCollectsDeposit.hold({} as never)).toEqual({
      state: 'dealer-to-collect',
      reference: null,
      redirectUrl: null,
    })
  })

  it('reads STRIPE_API_URL as host, port and protocol', () => {
    expect(stripeApi(undefined)).toBeUndefined()
    expect(stripeApi('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' })
    expect(stripeApi('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' })
    expect(() => stripeApi('ftp://x')).toThrow('STRIPE_API_URL')
  })
})
