import { describe, expect, it } from 'vitest'

import { MARKET_PRICE_GAP, MARKET_PRICE_TOOLTIP, marketPriceIndicator } from './market-price'

const market = (average: unknown, stateAverage: unknown) => ({
  average_market_price: average,
  state_average_market_price: stateAverage,
})

describe('marketPriceIndicator', () => {
  it('hides a gap of 499 and shows a gap of 500', () => {
    expect(MARKET_PRICE_GAP).toBe(499)
    expect(marketPriceIndicator({ price: 30_000, autograb_data: market(30_499, 40_000) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 30_000, autograb_data: market(30_500, 40_000) }, 'en-AU')).toEqual({
      text: '$500 below market price',
      tooltip: 'This price is lower than the current market average.',
    })
    expect(MARKET_PRICE_TOOLTIP).toBe('This price is lower than the current market average.')
  })

  it('needs the price below the state average', () => {
    expect(marketPriceIndicator({ price: 30_000, autograb_data: market(35_000, 30_000) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 30_000, autograb_data: market(35_000, 30_001) }, 'en-AU')?.text).toBe(
      '$5,000 below market price',
    )
  })

  it('reads numeric text and writes whole dollars in the locale', () => {
    expect(marketPriceIndicator({ price: 24_990, autograb_data: market('27,345.60', '26000') }, 'en-NZ')?.text).toBe(
      '$2,356 below market price',
    )
    expect(marketPriceIndicator({ price: 24_990, autograb_data: market(27_990, 26_000) }, 'en-US')?.text).toBe(
      '$3,000 below market price',
    )
  })

  it('shows nothing without a counted price or both averages', () => {
    expect(marketPriceIndicator({ price: null, autograb_data: market(30_000, 30_000) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 10, autograb_data: market(30_000, 30_000) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 20_000, autograb_data: market(30_000, null) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 20_000, autograb_data: market('n/a', 30_000) }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 20_000 }, 'en-AU')).toBeNull()
    expect(marketPriceIndicator({ price: 20_000, autograb_data: 'x' }, 'en-AU')).toBeNull()
  })
})
