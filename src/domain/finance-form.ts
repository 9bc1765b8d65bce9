/**
 * The finance enquiry form (spec 2.1 /finance, /finance-enquiry, /apply-for-finance; /personalised/finance):
 * its query prefill (`preferredDealership`, `vehiclePriceBudget`, `car_id`, `car_type`) and its schema, shared
 * by the page (react-hook-form) and POST /api/leads.
 */
import { z } from 'zod'

import { CAR_TYPES, FINANCE_BUDGET_MAX, FINANCE_CATEGORY, FINANCE_MESSAGES } from './finance-form-basics'
import { commonLeadFields, MESSAGE_MAX, optionalText, refineCommon, type EnquiryRules } from './lead-forms'

export * from './finance-form-basics'

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
