import { createHash, randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
} from 'payload'

import {
  canSaveStep,
  isJourneyStep,
  journeyCarAllowed,
  journeyLeadMessage,
  journeyStepSchemas,
  journeySummary,
  nextStep,
  onlinePurchaseOpen,
  type JourneyPosition,
  type JourneyState,
  type JourneyStep,
  type JourneySummaryRow,
} from '@/domain/checkout-journey'
import { financeSettingsOf, weeklyEstimate } from '@/domain/finance-eligibility'
import { formatDistance, formatMoney, labelsFor, type Labels } from '@/domain/labels'
import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'
import { salesLocations } from '@/domain/locations'
import { reservationDeposit } from '@/domain/reservations'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import { toKilometres, type AdjustmentAnswers } from '@/domain/trade-in'
import type { Valuation } from '@/domain/valuation'
import { CAPTCHA_ERRORS } from '@/lib/requests/captcha'
import type { PublicSite } from '@/lib/data/site-lookup'
import { fieldErrors, leadCarFields, queueLead, updateLead } from '@/leads/store-lead'
import type { Car, CheckoutJourney, Customer, Lead } from '@/payload-types'
import { valuationProvider } from '@/valuation'

import type { PaymentProvider } from './payment'
import { reserveCar } from './reserve'

/**
 * The httpOnly cookie holding the shopper's key to their journey on this car (one per car, per site host; a
 * slug's characters are all allowed in a cookie name).
 */
export const journeyCookieName = (carSlug: string) => `checkout_journey_${carSlug}`
/** A journey can be picked up again for this long after its last step. */
export const JOURNEY_COOKIE_MAX_AGE_S = 30 * 24 * 3600

/** Only the key's SHA-256 is stored: the database alone never opens a shopper's journey. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')
const newKey = () => randomBytes(32).toString('base64url')

export type PickupLocation = { id: number; name: string }

/** What the page shows of a journey: the saved steps, where it stands, and the car. */
export type JourneyView = {
  car: Car
  journey: CheckoutJourney | null
  state: JourneyState
  position: JourneyPosition
  summary: JourneySummaryRow[]
  pickupLocations: PickupLocation[]
  weekly: number | null
  deposit: number
  /** The reservation's confirmation page once the deposit step is done. */
  reservationPath: string | null
}

export type OpenOutcome = { ok: true; view: JourneyView } | { ok: false; status: 404; error: string; car?: Car }

export type SaveOutcome =
  | { ok: true; key: string; view: JourneyView; redirect: string | null }
  | { ok: false; status: 400 | 404 | 409 | 502; error: string; fields?: Record<string, string> }

const stateOf = (journey: CheckoutJourney | null): JourneyState =>
  journey?.state && typeof journey.state === 'object' && !Array.isArray(journey.state)
    ? (journey.state as JourneyState)
    : {}

const format = (settings: SiteSettings) => ({
  money: (amount: number) => formatMoney(settings.locale, amount),
  distance: (km: number) => formatDistance(settings.locale, km),
  country: settings.country,
})

async function carOfSite(payload: Payload, site: PublicSite, slug: string): Promise<Car | null> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The journey this key opens on this car of this site, or none: never another site's or another car's. */
export async function findJourney(
  payload: Payload,
  site: Pick<PublicSite, 'id'>,
  carId: number,
  key: string | null | undefined,
): Promise<CheckoutJourney | null> {
  if (typeof key !== 'string' || key.length < 20 || key.length > 100) return null
  const { docs } = await payload.find({
    collection: 'checkout-journeys',
    where: {
      and: [{ site: { equals: site.id } }, { car: { equals: carId } }, { token_hash: { equals: hashKey(key) } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The site's visible, published sales locations, where a car can be picked up. */
async function pickupLocations(payload: Payload, site: PublicSite): Promise<PickupLocation[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: {
      and: [{ site: { equals: site.id } }, { visible: { equals: true } }, { _status: { equals: 'published' } }],
    },
    depth: 0,
    limit: 100,
    sort: 'name',
    overrideAccess: true,
  })
  return salesLocations(docs).map((doc) => ({ id: doc.id, name: doc.name }))
}

async function heldReservation(payload: Payload, journey: CheckoutJourney | null) {
  const id = journey?.reservation
  if (id == null) return null
  const reservation = await payload.findByID({
    collection: 'reservations',
    id: typeof id === 'object' ? id.id : id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return reservation
}

/**
 * Opens the journey page's data: the site must take online purchases (reservations on too), the car must be
 * a used car of the site that can be reserved — or one this journey's own deposit holds, or a journey already
 * sent (its confirmation). Anything else is a 404 (the page sends the shopper to the car, when there is one).
 */
export async function openJourney(
  payload: Payload,
  site: PublicSite,
  carSlug: string,
  key: string | null | undefined,
  now = new Date(),
): Promise<OpenOutcome> {
  const settings = resolveSiteSettings(site, now)
  const labels = labelsFor(settings.locale)
  const reservations = settings.features.reservations
  if (!onlinePurchaseOpen(reservations)) return { ok: false, status: 404, error: labels.journeyErrorGone }
  const car = await carOfSite(payload, site, carSlug)
  if (!car) return { ok: false, status: 404, error: labels.journeyErrorGone }
  const journey = await findJourney(payload, site, car.id, key)
  const state = stateOf(journey)
  const reservation = await heldReservation(payload, journey)
  const ownHold = reservation?.status === 'held' || Boolean(state.submittedAt)
  if (!journeyCarAllowed(car, ownHold)) return { ok: false, status: 404, error: labels.journeyErrorGone, car }
  const lenders = car.finance_lenders as Record<string, never> | null | undefined
  const weekly = weeklyEstimate(
    { year: car.year ?? null, price: car.price ?? null, status: car.status, financeLenders: lenders },
    financeSettingsOf(settings.features),
    settings.currentYear,
  )
  return {
    ok: true,
    view: {
      car,
      journey,
      state,
      position: nextStep(state),
      summary: journeySummary(state, car.name, labels, format(settings)),
      pickupLocations: await pickupLocations(payload, site),
      weekly,
      deposit: reservationDeposit(reservations.depositAmount),
      reservationPath: reservation ? `/reservations/${reservation.token}` : null,
    },
  }
}

/** The lead's message: the journey's summary, then anything the reservation added below it (its note). */
function grownMessage(current: string | null | undefined, state: JourneyState, car: Car, settings: SiteSettings) {
  const labels = labelsFor(settings.locale)
  const head = journeyLeadMessage(journeySummary(state, car.name, labels, format(settings)), nextStep(state), labels)
  const tail = (current ?? '').split('\n\n').slice(1).join('\n\n')
  return tail ? `${head}\n\n${tail}` : head
}

/** The lead's trade-in fields (the ADF carries the shopper's car, answers and estimate), or none. */
function tradeInFields(
  state: JourneyState,
  valuation: Valuation | null,
  answers: AdjustmentAnswers | null,
): Partial<Lead> {
  const trade = state.tradeIn
  if (!trade?.has)
    return { trade_in: { make: null, model: null, year: null, km: null, answers: null, valuation: null } }
  return {
    trade_in: { make: trade.make, model: trade.model, year: trade.year, km: trade.km, answers, valuation },
  }
}

/**
 * Saves one step of the shopper's journey (POST /api/checkout-journey). The first step (the car and the
 * shopper's details) makes the journey and its one lead, and answers the key the browser keeps; each later
 * step needs that key, is checked by its schema under the site's rules, and grows the same lead (sent to the
 * dealer again when the deposit holds the car and when the shopper sends the review). The deposit step is a
 * reservation (`reserveCar`) that attaches to the journey's lead.
 */
export async function saveJourneyStep(
  payload: Payload,
  input: {
    site: PublicSite
    carSlug: string
    key: string | null | undefined
    step: unknown
    values: unknown
    provider: PaymentProvider
    origin: string
    customer?: Pick<Customer, 'id'> | null
    captchaId?: string | null
    now?: Date
  },
): Promise<SaveOutcome> {
  const now = input.now ?? new Date()
  const { site } = input
  const settings = resolveSiteSettings(site, now)
  const labels: Labels = labelsFor(settings.locale)
  if (!isJourneyStep(input.step))
    return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: { step: 'step' } }
  const step: JourneyStep = input.step
  const opened = await openJourney(payload, site, input.carSlug, input.key, now)
  if (!opened.ok) return opened
  const { car, journey, state } = opened.view
  if (step !== 'car' && !journey) return { ok: false, status: 409, error: labels.journeyErrorOrder }
  if (!canSaveStep(state, step)) return { ok: false, status: 409, error: labels.journeyErrorOrder }

  const schema = journeyStepSchemas(labels, {
    country: settings.country,
    currentYear: settings.currentYear,
    pickupLocationIds: opened.view.pickupLocations.map((location) => location.id),
  })[step]
  const parsed = schema.safeParse(input.values)
  if (!parsed.success)
    return { ok: false, status: 400, error: FORM_ERRORS_HEADING, fields: fieldErrors(parsed.error.issues) }

  const next: JourneyState = { ...state }
  let redirect: string | null = null
  let reservationId: number | null = null
  let valuation: Valuation | null = null
  let answers: AdjustmentAnswers | null = null
  const values = parsed.data as Record<string, unknown>
  switch (step) {
    case 'car': {
      const { name, email, phone } = values as { name: string; email: string; phone: string }
      next.car = { name, email, phone }
      break
    }
    case 'trade-in': {
      const trade = values as
        | { has: 'no' }
        | {
            has: 'yes'
            make: string
            model: string
            year: number
            odometer: number
            answers: AdjustmentAnswers
          }
      if (trade.has === 'no') next.tradeIn = { has: false }
      else {
        const km = Math.round(toKilometres(trade.odometer, settings.distanceUnit === 'mile' ? 'mi' : 'km'))
        const valued = { make: trade.make, model: trade.model, year: trade.year, km }
        answers = trade.answers
        valuation = await valuationProvider(payload).estimate(
          { id: site.id, country: settings.country },
          valued,
          trade.answers,
          settings.currentYear,
        )
        next.tradeIn = {
          has: true,
          ...valued,
          estimate: valuation.kind === 'estimate' ? { low: valuation.low, high: valuation.high } : null,
        }
      }
      break
    }
    case 'payment':
      next.payment = values.method === 'cash' ? { method: 'cash' } : { method: 'finance', weekly: opened.view.weekly }
      break
    case 'delivery': {
      if (values.method === 'pickup') {
        const location = opened.view.pickupLocations.find((l) => l.id === values.location_id)!
        next.delivery = { method: 'pickup', locationId: location.id, locationName: location.name }
      } else next.delivery = { method: 'delivery', postcode: String(values.postcode) }
      break
    }
    case 'deposit': {
      const contact = state.car!
      const leadId = journeyLeadId(journey)
      const outcome = await reserveCar(payload, {
        site,
        carId: car.id,
        values: { ...contact, message: '', accept: true },
        customer: input.customer,
        provider: input.provider,
        origin: input.origin,
        now,
        leadId,
      })
      if (!outcome.ok) return outcome
      reservationId = outcome.reservationId
      redirect = outcome.redirectUrl ?? null
      next.deposit = { reservationId: outcome.reservationId, amount: opened.view.deposit }
      break
    }
    case 'review':
      next.submittedAt = now.toISOString()
      break
  }

  let key = input.key ?? ''
  if (!journey) {
    // The first step: the journey and its lead, in one transaction.
    key = newKey()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const lead = await queueLead(payload, req, {
        site: site.id,
        form: 'online-purchase',
        category: 'Vehicle Enquiry',
        subcategory: 'Online Purchase',
        name: next.car!.name,
        email: next.car!.email,
        phone: next.car!.phone,
        message: grownMessage(null, next, car, settings),
        dealership_slug: car.dealership_slug ?? null,
        opt_in: false,
        terms_agreed: false,
        captcha_id: input.captchaId ?? null,
        ...leadCarFields(car),
        url: null,
      })
      await payload.create({
        collection: 'checkout-journeys',
        overrideAccess: true,
        req,
        data: {
          site: site.id,
          car: car.id,
          car_name: car.name,
          step: nextStep(next),
          lead: lead.id,
          state: next,
          token_hash: hashKey(key),
        },
      })
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'captcha_id'))
        return { ok: false, status: 400, error: CAPTCHA_ERRORS.reused }
      throw error
    }
  } else {
    const leadId = journeyLeadId(journey)
    if (leadId !== null) {
      const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })
      await updateLead(
        payload,
        leadId,
        {
          ...(step === 'car' ? { name: next.car!.name, email: next.car!.email, phone: next.car!.phone } : {}),
          ...(step === 'trade-in' ? tradeInFields(next, valuation, answers) : {}),
          message: grownMessage(lead.message, next, car, settings),
        },
        // The dealer hears again once the review is sent (the deposit's reservation already sent it).
        { redeliver: step === 'review' },
      )
    }
    await payload.update({
      collection: 'checkout-journeys',
      id: journey.id,
      overrideAccess: true,
      data: {
        state: next,
        step: nextStep(next),
        ...(reservationId !== null ? { reservation: reservationId } : {}),
        ...(next.submittedAt ? { submitted_at: next.submittedAt } : {}),
      },
    })
  }
  const reopened = await openJourney(payload, site, car.slug, key, now)
  if (!reopened.ok) return reopened
  return { ok: true, key, view: reopened.view, redirect }
}

const journeyLeadId = (journey: CheckoutJourney | null): number | null => {
  const lead = journey?.lead
  return lead == null ? null : typeof lead === 'object' ? lead.id : lead
}
