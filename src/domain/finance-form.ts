/**
 * The finance enquiry form (spec 2.1 /finance, /finance-enquiry, /apply-for-finance; /personalised/finance):
 * its query prefill (`preferredDealership`, `vehiclePriceBudget`, `car_id`, `car_type`) and its schema, shared
 * by the page (react-hook-form) and POST /api/leads.
 */
import { z } from 'zod'

import { commonLeadFields, MESSAGE_MAX, optionalText, refineCommon, type EnquiryRules } from './lead-forms'

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

/** A budget as typed ('$45,000', '45000') or sent (45000): whole dollars, or empty. */
const budget = z.preprocess(
  (value) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : typeof value === 'string'
          ? value.trim().replace(/^\$/, '').replace(/,/g, '')
          : value,
  z
    .string({ error: FINANCE_MESSAGES.budget })
    .regex(/^(\d{1,9})?$/, FINANCE_MESSAGES.budget)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value > 0 && value <= FINANCE_BUDGET_MAX), FINANCE_MESSAGES.budget),
)

/**
 * The finance enquiry: the shared contact fields, the preferred dealership (the location select of the site's
 * rules), the vehicle budget (optional, whole dollars), the car type (optional), a message (optional).
 */
export function financeSchema(rules: EnquiryRules) {
  return z
    .object({
      ...commonLeadFields,
      vehiclePriceBudget: budget,
      car_type: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(CAR_TYPES, { error: FINANCE_MESSAGES.carType }).optional(),
      ),
      message: optionalText(MESSAGE_MAX, 'Please keep your message under 5,000 characters.'),
    })
    .superRefine((value, ctx) => refineCommon(rules, value, ctx))
    .transform((value) => ({ ...value, category: FINANCE_CATEGORY }))
}
export type FinanceInput = z.input<ReturnType<typeof financeSchema>>
export type FinanceValues = z.output<ReturnType<typeof financeSchema>>
