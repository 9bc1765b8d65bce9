import type { AdjustmentAnswers } from '@/domain/trade-in'
import type { Comparable, Valuation, ValuedCar } from '@/domain/valuation'

/** The site a valuation is for: its id (rego lookups stay within it) and its country (its market). */
export type ValuationSite = { id: number; country?: string | null }

/** What a rego lookup found: enough to prefill the wizard's car step. */
export type RegoVehicle = { make: string; model: string; year: number | null; badge: string | null; km: number | null }

/**
 * The trade-in valuation port (spec 7: 'Valuation via lead helper': a rego lookup, then a valuation from the
 * car and the adjustment answers). The default, `MarketValuationProvider`, estimates from the platform's own
 * listings; a vendor's valuation service (a registry lookup, a pricing guide) is another adapter of this.
 */
export interface ValuationProvider {
  readonly name: string
  /** The car registered under this rego in this state, when the provider knows it; null when not. */
  lookupRego(site: ValuationSite, rego: string, state: string): Promise<RegoVehicle | null>
  /** The comparable listings the estimate is made from (exposed for the record kept on the lead). */
  comparables(site: ValuationSite, car: ValuedCar): Promise<Comparable[]>
  /** The online estimate, or why there is none. */
  estimate(site: ValuationSite, car: ValuedCar, answers: AdjustmentAnswers, currentYear: number): Promise<Valuation>
}
