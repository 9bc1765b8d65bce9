/**
 * The finance enquiry form (spec 2.1 /finance, /finance-enquiry, /apply-for-finance; /personalised/finance):
 * its query prefill (`preferredDealership`, `vehiclePriceBudget`, `car_id`, `car_type`) and its schema, shared
 * by the page (react-hook-form) and POST /api/leads. This half is the one without zod, for the browser's form;
 * the schema is in ./finance-form (which re-exports this), loaded on the form's first use.
 */

export const FINANCE_CATEGORY = 'Finance Enquiry'
export const PERSONALISED_FINANCE_SUBCATEGORY = 'Personalised Finance'
export const CAR_TYPES = ['new', 'used', 'demo'] as const
/** The largest budget the form takes (whole dollars): more is a typo, not a car. */
export const FINANCE_BUDGET_MAX = 10_000_000
/** The form is anchored here (spec 2.1: the query is 'anchored to the form'). */
export const FINANCE_FORM_ANCHOR = 'finance-form'

export const FINANCE_MESSAGES = {
  budget: 'Please enter a budget in whole dollars.',
  carType: 'Please choose new, used or demo.',
} as const

export type FinancePrefill = {
  preferredDealership?: string
  vehiclePriceBudget?: number
  car_id?: number
  car_type?: (typeof CAR_TYPES)[number]
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const WHOLE = /^\d{1,9}$/

/**
 * The prefill a finance link carries. Each value is checked on its own and a malformed one is simply left
 * out (a shared or hand-edited link still opens the form); `preferredDealership` must be one of `dealerships`.
 */
export function financePrefill(
  query: Record<string, string | string[] | undefined>,
  dealerships: readonly string[],
): FinancePrefill {
  const prefill: FinancePrefill = {}
  const dealership = first(query.preferredDealership)?.trim().toLowerCase()
  if (dealership && SLUG.test(dealership) && dealerships.includes(dealership)) prefill.preferredDealership = dealership
  const budget = first(query.vehiclePriceBudget)?.trim().replace(/^\$/, '').replace(/,/g, '')
  if (budget && /^\d{1,9}(\.\d{1,2})?$/.test(budget)) {
    const dollars = Math.round(Number(budget))
    if (dollars > 0 && dollars <= FINANCE_BUDGET_MAX) prefill.vehiclePriceBudget = dollars
  }
  const carId = first(query.car_id)?.trim()
  if (carId && WHOLE.test(carId) && Number(carId) > 0) prefill.car_id = Number(carId)
  const carType = first(query.car_type)?.trim().toLowerCase()
  const type = CAR_TYPES.find((t) => t === carType)
  if (type) prefill.car_type = type
  return prefill
}
