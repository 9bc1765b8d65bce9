/**
 * Online Purchase (`/checkout-journey?car_id={slug}`, issue 17): a used car bought online in steps — the car
 * and the shopper's details, a trade-in (valued by the site's valuation), finance or cash, delivery or pickup,
 * the deposit (the reservation), a review, then the confirmation. Each step is saved on the journey's draft
 * and grows the journey's one lead. These are the rules the page, its API and the draft's store share; this
 * half is the one without zod (the browser's steps need it), the steps' schemas are in ./checkout-journey.
 */
import { isReservable } from './availability'
import type { Labels } from './labels'
import { postcodeRule, type Country } from './locale'

/** The first step's fields: the shopper's details (the lead is made from them). */
export const JOURNEY_STEPS = ['car', 'trade-in', 'payment', 'delivery', 'deposit', 'review'] as const
export type JourneyStep = (typeof JOURNEY_STEPS)[number]
/** Where a journey stands: a step to fill in, or done (the confirmation). */
export type JourneyPosition = JourneyStep | 'confirmation'

export const isJourneyStep = (value: unknown): value is JourneyStep => JOURNEY_STEPS.includes(value as JourneyStep)

/** What the draft keeps of each step (km always in kilometres, money in whole dollars). */
export type JourneyState = {
  car?: { name: string; email: string; phone: string }
  tradeIn?:
    | { has: false }
    | {
        has: true
        make: string
        model: string
        year: number
        km: number
        estimate: { low: number; high: number } | null
      }
  payment?: { method: 'cash' } | { method: 'finance'; weekly: number | null }
  delivery?: { method: 'pickup'; locationId: number; locationName: string } | { method: 'delivery'; postcode: string }
  deposit?: { reservationId: number; amount: number }
  /** When the shopper sent the review (ISO). */
  submittedAt?: string
}

/** The site's switch: Online Purchase needs reservations on too (the deposit is a reservation). */
export function onlinePurchaseOpen(reservations: { enabled: boolean; onlinePurchase: boolean }): boolean {
  return reservations.enabled && reservations.onlinePurchase
}

/**
 * A car a journey may start on: a used car that can be reserved now. A journey whose deposit already holds the
 * car (`heldByJourney`) goes on with it although it now shows as reserved.
 */
export function journeyCarAllowed(
  car: { car_type?: string | null; status: string; reserved?: boolean | null },
  heldByJourney = false,
): boolean {
  if (car.car_type !== 'used') return false
  if (heldByJourney) return true
  return isReservable({ status: car.status as never, reserved: car.reserved === true })
}

/** Whether a step's part of the draft is filled in. */
export function isStepComplete(state: JourneyState, step: JourneyStep): boolean {
  switch (step) {
    case 'car':
      return Boolean(state.car)
    case 'trade-in':
      return Boolean(state.tradeIn)
    case 'payment':
      return Boolean(state.payment)
    case 'delivery':
      return Boolean(state.delivery)
    case 'deposit':
      return Boolean(state.deposit)
    case 'review':
      return Boolean(state.submittedAt)
  }
}

/** The steps done, in order, stopping at the first gap (a later step never counts before an earlier one). */
export function completedSteps(state: JourneyState): JourneyStep[] {
  const done: JourneyStep[] = []
  for (const step of JOURNEY_STEPS) {
    if (!isStepComplete(state, step)) break
    done.push(step)
  }
  return done
}

/** The first step still to fill in, or the confirmation once the review is sent. */
export function nextStep(state: JourneyState): JourneyPosition {
  return JOURNEY_STEPS.find((step) => !isStepComplete(state, step)) ?? 'confirmation'
}

/**
 * Whether the shopper may fill in (or change) this step now: every step before it is done, and nothing is
 * changed once the deposit holds the car (before it, earlier steps can be revisited; the deposit and the review
 * are one-way).
 */
export function canSaveStep(state: JourneyState, step: JourneyStep): boolean {
  const index = JOURNEY_STEPS.indexOf(step)
  if (!JOURNEY_STEPS.slice(0, index).every((earlier) => isStepComplete(state, earlier))) return false
  if (state.submittedAt) return false
  if (state.deposit) return step === 'review'
  return true
}

/** The step a URL's `?step=` asks for when the shopper may open it, else where the journey stands. */
export function journeyPosition(state: JourneyState, asked: string | null | undefined): JourneyPosition {
  if (isJourneyStep(asked) && canSaveStep(state, asked)) return asked
  return nextStep(state)
}

/** The postcode rule of a country: AU and NZ exactly 4 digits, the US a ZIP code (5 digits, or ZIP+4). */
export const postcodePattern = (country: Country): RegExp => postcodeRule(country).pattern

/** The postcode field's name and its error in the country's words. */
export const postcodeLabel = (country: Country) => postcodeRule(country).label
export const postcodeError = (country: Country) => postcodeRule(country).message

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

export type JourneySummaryRow = { label: string; value: string }

/**
 * The journey as its review, its confirmation and the dealer's lead read it: one row per step filled in.
 * `money` formats whole dollars and `distance` kilometres in the site's locale.
 */
export function journeySummary(
  state: JourneyState,
  carName: string,
  labels: Labels,
  format: { money: (amount: number) => string; distance: (km: number) => string; country: Country },
): JourneySummaryRow[] {
  const rows: JourneySummaryRow[] = [{ label: labels.journeyStepCar, value: carName }]
  if (state.car)
    rows.push({ label: labels.journeyContact, value: [state.car.name, state.car.email, state.car.phone].join(', ') })
  const trade = state.tradeIn
  if (trade)
    rows.push({
      label: labels.journeyStepTradeIn,
      value: trade.has
        ? [
            `${trade.year} ${oneLine(trade.make)} ${oneLine(trade.model)}, ${format.distance(trade.km)}`,
            trade.estimate
              ? labels.journeyTradeInEstimate
                  .replace('{low}', format.money(trade.estimate.low))
                  .replace('{high}', format.money(trade.estimate.high))
              : labels.journeyTradeInNoEstimate,
          ].join('. ')
        : labels.journeyNoTradeIn,
    })
  const payment = state.payment
  if (payment)
    rows.push({
      label: labels.journeyStepPayment,
      value:
        payment.method === 'cash'
          ? labels.journeyCash
          : payment.weekly
            ? `${labels.journeyFinance}. ${labels.journeyWeekly.replace('{amount}', format.money(payment.weekly))}`
            : labels.journeyFinance,
    })
  const delivery = state.delivery
  if (delivery)
    rows.push({
      label: labels.journeyStepDelivery,
      value:
        delivery.method === 'pickup'
          ? labels.journeyPickupAt.replace('{location}', delivery.locationName)
          : labels.journeyDeliverTo.replace('{code}', delivery.postcode),
    })
  if (state.deposit)
    rows.push({
      label: labels.journeyStepDeposit,
      value: labels.journeyDepositPaid.replace('{amount}', format.money(state.deposit.amount)),
    })
  if (state.submittedAt) rows.push({ label: labels.journeyStepReview, value: labels.journeySubmitted })
  return rows
}

/** The dealer's lead message: the journey so far, a line per step, and where it stands. */
export function journeyLeadMessage(rows: readonly JourneySummaryRow[], position: JourneyPosition, labels: Labels) {
  const stands =
    position === 'confirmation'
      ? labels.journeySubmitted
      : labels.journeyWaitingFor.replace('{step}', stepLabel(position, labels))
  return [labels.journeyHeading, ...rows.map((row) => `${row.label}: ${row.value}`), stands].join('\n')
}

/** A step's name in the site's words. */
export function stepLabel(step: JourneyStep, labels: Labels): string {
  return {
    car: labels.journeyStepCar,
    'trade-in': labels.journeyStepTradeIn,
    payment: labels.journeyStepPayment,
    delivery: labels.journeyStepDelivery,
    deposit: labels.journeyStepDeposit,
    review: labels.journeyStepReview,
  }[step]
}

/** The journey page's address for a car (and a step). */
export const journeyHref = (carSlug: string, step?: JourneyStep) =>
  `/checkout-journey?car_id=${encodeURIComponent(carSlug)}${step ? `&step=${step}` : ''}`

const SLUG = /^[\w.~-]{1,200}$/

/** The page's query: `car_id` a car slug (required), `step` one of the steps (optional). */
export function journeyQueryError(params: URLSearchParams): string | null {
  const car = params.get('car_id')
  if (car === null || !SLUG.test(car)) return 'car_id must be a car of this site'
  const step = params.get('step')
  if (step !== null && !isJourneyStep(step)) return `step must be one of ${JOURNEY_STEPS.join(', ')}`
  return null
}
