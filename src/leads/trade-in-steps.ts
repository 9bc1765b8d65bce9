import type { Payload } from 'payload'
import { z } from 'zod'

import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'
import {
  adjustmentAnswersSchema,
  regoLookupSchema,
  toKilometres,
  TRADE_IN_SUBCATEGORIES,
  tradeInVehicleSchema,
  type AdjustmentAnswers,
} from '@/domain/trade-in'
import { NO_ESTIMATE_MESSAGES, VALUATION_METHOD, type Valuation } from '@/domain/valuation'
import type { PublicSite } from '@/lib/data/site-lookup'
import { valuationProvider, type RegoVehicle } from '@/valuation'

import { dealerYear, tradeInStates } from './form-rules'
import { fieldErrors, updateLead } from './store-lead'
import { validTradeInToken } from './trade-in-token'

/** A trade-in may be continued for this long after its lead capture. */
export const TRADE_IN_CONTINUE_MS = 24 * 60 * 60_000

const Step = z.object({
  lead_id: z.number({ error: 'lead_id must be a lead id.' }).int().positive(),
  token: z.string({ error: 'token is missing.' }).max(100),
  step: z.enum(['rego', 'vehicle', 'valuation', 'accept', 'finish'], {
    error: "step must be 'rego', 'vehicle', 'valuation', 'accept' or 'finish'.",
  }),
})

export type StepOutcome =
  | {
      ok: true
      body: {
        vehicle?: RegoVehicle | null
        valuation?: Valuation & { message?: string }
        accepted?: boolean
        completed?: boolean
      }
    }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string; fields?: Record<string, string> }

/**
 * The trade-in wizard's later steps on its lead (spec 7 'Valuation via lead helper'): `rego` looks the rego
 * up and keeps it; `vehicle` keeps the car; `valuation` takes the adjustment answers, values the car with
 * the site's ValuationProvider and sends the lead to the dealer again with the estimate; `accept` records
 * the offer as accepted ('3. Offer Accepted') and sends it again; `finish` closes it without accepting.
 * Each needs the key the lead capture answered, within 24 hours; an accepted trade-in is final.
 */
export async function tradeInStep(
  payload: Payload,
  site: PublicSite,
  body: unknown,
  now = new Date(),
): Promise<StepOutcome> {
  const envelope = Step.safeParse(body)
  if (!envelope.success)
    return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(envelope.error.issues) }
  const { lead_id, token, step } = envelope.data
  if (!validTradeInToken(site.id, lead_id, token))
    return { ok: false, status: 403, error: 'This trade-in cannot be continued here. Please start again.' }
  const lead = await payload.findByID({
    collection: 'leads',
    id: lead_id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const leadSite = lead && (typeof lead.site === 'object' ? lead.site?.id : lead.site)
  if (!lead || lead.form !== 'trade-in' || leadSite !== site.id)
    return { ok: false, status: 404, error: 'No such trade-in.' }
  if (now.getTime() - new Date(lead.createdAt).getTime() > TRADE_IN_CONTINUE_MS)
    return { ok: false, status: 409, error: 'This trade-in has expired. Please start again.' }
  if (lead.trade_in?.offer_accepted) return { ok: false, status: 409, error: 'This offer was already accepted.' }
  const provider = valuationProvider(payload)
  const states = tradeInStates(site)
  const currentYear = dealerYear(site, now)

  if (step === 'rego') {
    const parsed = regoLookupSchema(states).safeParse(body)
    if (!parsed.success)
      return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(parsed.error.issues) }
    const vehicle = await provider.lookupRego(site, parsed.data.rego, parsed.data.state ?? '')
    await updateLead(
      payload,
      lead.id,
      { rego: parsed.data.rego, trade_in: { ...lead.trade_in, rego_state: parsed.data.state || null } },
      { redeliver: false },
    )
    return { ok: true, body: { vehicle } }
  }

  if (step === 'vehicle') {
    const parsed = tradeInVehicleSchema({ currentYear, states }).safeParse(body)
    if (!parsed.success)
      return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(parsed.error.issues) }
    const v = parsed.data
    const km = toKilometres(v.km, site.country === 'US' ? 'mi' : 'km')
    await updateLead(
      payload,
      lead.id,
      {
        rego: v.rego || lead.rego || null,
        trade_in: {
          ...lead.trade_in,
          rego_state: v.rego_state || lead.trade_in?.rego_state || null,
          make: v.make,
          model: v.model,
          year: v.year,
          km,
        },
      },
      { redeliver: false },
    )
    return { ok: true, body: {} }
  }

  if (step === 'valuation') {
    const parsed = adjustmentAnswersSchema.safeParse((body as { answers?: unknown }).answers ?? {})
    if (!parsed.success)
      return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(parsed.error.issues) }
    const t = lead.trade_in
    if (!t?.make || !t.model || typeof t.year !== 'number' || typeof t.km !== 'number')
      return { ok: false, status: 409, error: 'Please tell us about your car first.' }
    const answers = parsed.data as AdjustmentAnswers
    const valuation = await provider.estimate(
      site,
      { make: t.make, model: t.model, year: t.year, km: t.km },
      answers,
      currentYear,
    )
    const record = {
      ...valuation,
      provider: provider.name,
      method: VALUATION_METHOD,
      currentYear,
      at: now.toISOString(),
    }
    await updateLead(
      payload,
      lead.id,
      { subcategory: TRADE_IN_SUBCATEGORIES.valuation, trade_in: { ...t, answers, valuation: record } },
      { redeliver: true },
    )
    return {
      ok: true,
      body: {
        valuation:
          valuation.kind === 'none' ? { ...valuation, message: NO_ESTIMATE_MESSAGES[valuation.reason] } : valuation,
      },
    }
  }

  if (step === 'accept') {
    const valuation = lead.trade_in?.valuation as { kind?: string } | null | undefined
    if (valuation?.kind !== 'estimate')
      return { ok: false, status: 409, error: 'There is no online offer to accept for this car.' }
    await updateLead(
      payload,
      lead.id,
      {
        subcategory: TRADE_IN_SUBCATEGORIES.accepted,
        form_completed: true,
        trade_in: { ...lead.trade_in, offer_accepted: true },
      },
      { redeliver: true },
    )
    return { ok: true, body: { accepted: true, completed: true } }
  }

  // finish: the shopper is done without accepting; the dealer already has everything they gave.
  await updateLead(payload, lead.id, { form_completed: true }, { redeliver: false })
  return { ok: true, body: { completed: true } }
}
