/**
 * The trade-in / sell-my-car wizard (spec 2.7, 4, 9): lead capture with the preferred contact method and
 * 'Is Your Car Currently Under Finance?', the car (rego and state lookup, make, model, year, odometer),
 * the adjustment answers, then the online estimate and the offer acceptance ('3. Offer Accepted').
 * One zod schema per step, used by the browser and by the endpoints alike.
 */
import { z } from 'zod'

import { contactFields, LEAD_MESSAGES } from './lead-forms'
import {
  ADJUSTMENT_QUESTIONS,
  normaliseRego,
  PREFERRED_CONTACT_METHODS,
  REGO_PATTERN,
  TRADE_IN_MESSAGES,
  YES_NO,
  type AdjustmentQuestion,
} from './trade-in-basics'

/** Spec 9: no online estimate for cars over 7 years old or with over 100,000 km. */
export * from './trade-in-basics'

// ---------- step 1: lead capture ----------

export const tradeInContactSchema = (rules: { requireTerms: boolean }) =>
  z
    .object({
      ...contactFields,
      preferred_contact: z.enum(PREFERRED_CONTACT_METHODS, { error: TRADE_IN_MESSAGES.contactMethod }),
      under_finance: z.enum(YES_NO, { error: TRADE_IN_MESSAGES.underFinance }),
      opt_in: z.boolean().default(true),
      terms: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (rules.requireTerms && value.terms !== true)
        ctx.addIssue({ code: 'custom', path: ['terms'], message: LEAD_MESSAGES.terms })
    })
export type TradeInContactInput = z.input<ReturnType<typeof tradeInContactSchema>>
export type TradeInContactValues = z.output<ReturnType<typeof tradeInContactSchema>>

/** The rego lookup (spec 7: rego and regoState): a rego, and its state where the country has states. */
export const regoLookupSchema = (states: readonly string[]) =>
  z.object({
    rego: z
      .string({ error: TRADE_IN_MESSAGES.rego })
      .transform(normaliseRego)
      .refine((value) => REGO_PATTERN.test(value), TRADE_IN_MESSAGES.rego),
    state:
      states.length > 0
        ? z.enum(states as [string, ...string[]], { error: TRADE_IN_MESSAGES.regoState })
        : z.string().max(3).optional().default(''),
  })

const optionalRego = z
  .preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: TRADE_IN_MESSAGES.rego }),
  )
  .transform(normaliseRego)
  .refine((value) => value === '' || REGO_PATTERN.test(value), TRADE_IN_MESSAGES.rego)

/** A whole number typed in a text box ('' is missing): digits only, separators allowed. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[,\s]/g, ''))) : value,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )

/** The car to value: rego and state (optional, but a rego needs its state), make, model, year and odometer. */
export const tradeInVehicleSchema = ({ currentYear, states }: { currentYear: number; states: readonly string[] }) =>
  z
    .object({
      rego: optionalRego,
      rego_state: z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string().max(3)),
      make: z
        .string({ error: TRADE_IN_MESSAGES.make })
        .trim()
        .min(1, TRADE_IN_MESSAGES.make)
        .max(60, TRADE_IN_MESSAGES.make),
      model: z
        .string({ error: TRADE_IN_MESSAGES.model })
        .trim()
        .min(1, TRADE_IN_MESSAGES.model)
        .max(60, TRADE_IN_MESSAGES.model),
      year: wholeNumber(TRADE_IN_MESSAGES.year, 1950, currentYear + 1),
      km: wholeNumber(TRADE_IN_MESSAGES.km, 0, 2_000_000),
    })
    .superRefine((value, ctx) => {
      if (value.rego !== '' && states.length > 0 && !states.includes(value.rego_state)) {
        ctx.addIssue({ code: 'custom', path: ['rego_state'], message: TRADE_IN_MESSAGES.regoState })
      }
    })
export type TradeInVehicleInput = z.input<ReturnType<typeof tradeInVehicleSchema>>
export type TradeInVehicleValues = z.output<ReturnType<typeof tradeInVehicleSchema>>

export const adjustmentAnswersSchema = z.object(
  Object.fromEntries(
    ADJUSTMENT_QUESTIONS.map((q) => [
      q.name,
      z.enum(q.answers.map(([answer]) => answer) as [string, ...string[]], { error: TRADE_IN_MESSAGES.answer }),
    ]),
  ) as { [Q in AdjustmentQuestion as Q['name']]: z.ZodEnum<{ [A in Q['answers'][number][0]]: A }> },
)
