import { dealerCollectsDeposit, paymentProvider, type PaymentProvider } from './payment'

/** The provider that holds a reservation's deposit (the one it was made with, not necessarily today's). */
export function providerFor(name: string | null | undefined): PaymentProvider {
  if (name !== 'stripe') return dealerCollectsDeposit
  const provider = paymentProvider()
  if (provider.name !== 'stripe')
    throw new Error('This reservation\u2019s deposit is held by Stripe, but STRIPE_SECRET_KEY is not set.')
  return provider
}
