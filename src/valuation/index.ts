import type { Payload } from 'payload'

import { MarketValuationProvider } from './market'
import type { ValuationProvider } from './types'

export type { ValuationProvider, RegoVehicle, ValuationSite } from './types'

/**
 * The valuation provider of this deployment. Only the market-data provider exists today; a vendor adapter
 * (configured by environment) would be chosen here.
 */
export function valuationProvider(payload: Payload): ValuationProvider {
  return new MarketValuationProvider(payload)
}
