/**
 * Online Purchase (`/checkout-journey?car_id={slug}`, issue 17): a used car bought online in steps — the car
 * and the shopper's details, a trade-in (valued by the site's valuation), finance or cash, delivery or pickup,
 * the deposit (the reservation), a review, then the confirmation. Each step is saved on the journey's draft
 * and grows the journey's one lead. These are the rules the page, its API and the draft's store share.
 */
import { z } from 'zod'

import { postcodeError, postcodePattern, type JourneyStep } from './checkout-journey-basics'
import type { Labels } from './labels'
import { contactFields } from './lead-forms'
import type { Country } from './locale'
import { adjustmentAnswersSchema } from './trade-in'

/** The first step's fields: the shopper's details (the lead is made from them). */
export * from './checkout-journey-basics'

export const journeyContactSchema = z.object(contactFields)

const MAX_KM = 2_000_000

/** Each step's fields; words from the site's labels, `rules` from the site and its data. */
export function journeyStepSchemas(
  labels: Labels,
  rules: { country: Country; currentYear: number; pickupLocationIds: readonly number[] },
) {
  const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message)
  const yes = (message: string) => z.literal(true, { error: message })
  return {
    car: journeyContactSchema,
    'trade-in': z.discriminatedUnion(
      'has',
      [
        z.object({ has: z.literal('no') }),
        z.object({
          has: z.literal('yes'),
          make: required(labels.journeyErrorMake),
          model: required(labels.journeyErrorModel),
          year: z.coerce
            .number({ error: labels.journeyErrorYear })
            .int(labels.journeyErrorYear)
            .min(1950, labels.journeyErrorYear)
            .max(rules.currentYear + 1, labels.journeyErrorYear),
          /** In the site's distance unit (miles in the US); the store turns it into kilometres. */
          odometer: z.coerce
            .number({ error: labels.journeyErrorOdometer })
            .int(labels.journeyErrorOdometer)
            .min(0, labels.journeyErrorOdometer)
            .max(MAX_KM, labels.journeyErrorOdometer),
          /** The trade-in wizard's adjustment questions (src/domain/trade-in.ts), for the same estimate. */
          answers: adjustmentAnswersSchema,
        }),
      ],
      { error: labels.journeyErrorTradeIn },
    ),
    payment: z.object({ method: z.enum(['cash', 'finance'], { error: labels.journeyErrorPayment }) }),
    delivery: z.discriminatedUnion(
      'method',
      [
        z.object({
          method: z.literal('pickup'),
          location_id: z.coerce
            .number({ error: labels.journeyErrorLocation })
            .refine((id) => rules.pickupLocationIds.includes(id), labels.journeyErrorLocation),
        }),
        z.object({
          method: z.literal('delivery'),
          postcode: z
            .string({ error: postcodeError(rules.country) })
            .trim()
            .regex(postcodePattern(rules.country), postcodeError(rules.country)),
        }),
      ],
      { error: labels.journeyErrorDelivery },
    ),
    deposit: z.object({ accept: yes(labels.journeyErrorDepositTerms) }),
    review: z.object({ confirm: yes(labels.journeyErrorConfirm) }),
  } satisfies Record<JourneyStep, z.ZodType>
}
