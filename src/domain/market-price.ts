/**
 * The vehicle page's market price indicator (spec 2.5, 5, 9): '{amount} below market price' when the
 * car is priced well under the market average and under its state's average.
 */
import { jsonRecord, presentNumber } from './field-values'
import { countedPrice, formatDollars } from './price-display'

/** The gap below the market average must be more than this many dollars (spec 9). */
export const MARKET_PRICE_GAP = 499
export const MARKET_PRICE_TOOLTIP = 'This price is lower than the current market average.'

/**
 * The indicator, or null. It shows when the price counts (above $10), the market average less the price
 * is more than $499, and the price is below the state average. The averages are autograb_data's
 * average_market_price and state_average_market_price, as numbers or numeric text; a missing average
 * shows nothing. The amount is the gap in whole dollars.
 */
export function marketPriceIndicator(
  car: { price: number | null | undefined; autograb_data?: unknown },
  locale: string,
): { text: string; tooltip: string } | null {
  const price = typeof car.price === 'number' && countedPrice(car.price) !== null ? car.price : null
  const market = jsonRecord(car.autograb_data)
  const average = presentNumber(market?.average_market_price)
  const stateAverage = presentNumber(market?.state_average_market_price)
  if (price === null || average === null || stateAverage === null) return null
  const gap = average - price
  if (!(gap > MARKET_PRICE_GAP) || !(price < stateAverage)) return null
  return { text: `${formatDollars(Math.round(gap), locale)} below market price`, tooltip: MARKET_PRICE_TOOLTIP }
}
