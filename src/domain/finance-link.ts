/**
 * Where a car's finance buttons go (spec 2.4, 2.5): the site's finance path (its `financePath` setting),
 * with the car and, when its price is real, the price as the budget to prefill.
 */
import type { CarType } from './car'
import { FINANCE_FORM_ANCHOR } from './finance-form'
import { countedPrice } from './price-display'
import type { FinancePath } from './site-settings'

/** The finance form's id on the finance pages: every finance link lands on the form (spec 2.1). */
export { FINANCE_FORM_ANCHOR }

export function financeHref(
  financePath: FinancePath,
  car: { id: number | string; car_type: CarType; price?: number | null },
): string {
  const budget = countedPrice(car.price)
  const query = `car_id=${car.id}&car_type=${car.car_type}${budget !== null ? `&vehiclePriceBudget=${budget}` : ''}`
  return `${financePath}?${query}#${FINANCE_FORM_ANCHOR}`
}
