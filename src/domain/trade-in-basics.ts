/**
 * The trade-in / sell-my-car wizard (spec 2.7, 4, 9): lead capture with the preferred contact method and
 * 'Is Your Car Currently Under Finance?', the car (rego and state lookup, make, model, year, odometer),
 * the adjustment answers, then the online estimate and the offer acceptance ('3. Offer Accepted').
 * This half is the one without zod (the wizard's words, questions and rules); the zod schema of each step,
 * used by the browser and the endpoints alike, is in ./trade-in (which re-exports this).
 */

/** Spec 9: no online estimate for cars over 7 years old or with over 100,000 km. */
export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7
export const TRADE_IN_ESTIMATE_MAX_KM = 100_000

/** The contact methods a shopper may prefer (spec 2.7: Phone, Email, SMS). */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const

export const UNDER_FINANCE_QUESTION = 'Is Your Car Currently Under Finance?'
export const YES_NO = ['Yes', 'No'] as const

/** The lead's subcategory as the shopper moves through the wizard (spec 4: the offer step is '3. Offer Accepted'). */
export const TRADE_IN_SUBCATEGORIES = {
  lead: '1. Lead Captured',
  valuation: '2. Valuation',
  accepted: '3. Offer Accepted',
} as const
export const TRADE_IN_CATEGORY = 'Trade-in Enquiry'

export const TRADE_IN_MESSAGES = {
  contactMethod: 'Please choose how we should contact you.',
  underFinance: 'Please tell us whether your car is under finance.',
  rego: 'Please enter a valid rego (letters and digits, at most 9).',
  regoState: 'Please choose the state the car is registered in.',
  make: 'Please enter the make of your car.',
  model: 'Please enter the model of your car.',
  year: 'Please enter the year your car was built (e.g. 2019).',
  km: 'Please enter the odometer reading as a whole number.',
  answer: 'Please answer this question.',
} as const

/** Registration states by country: none in New Zealand (one national register). */
export const REGO_STATES: Record<'AU' | 'NZ' | 'US', readonly string[]> = {
  AU: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  NZ: [],
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DC',
    'DE',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
}
export const regoStates = (country: string | null | undefined): readonly string[] =>
  REGO_STATES[(country ?? 'AU') as 'AU'] ?? REGO_STATES.AU

/** A rego as stored and compared: letters and digits, upper case, no spaces. */
export const normaliseRego = (rego: string) => rego.replace(/[\s-]/g, '').toUpperCase()
/** A rego once normalised: letters and digits, at most 9. */
export const REGO_PATTERN = /^[A-Z0-9]{1,9}$/

/** Odometer readings are kept in km; a US site's shoppers give miles. */
export const KM_PER_MILE = 1.609344
export const toKilometres = (value: number, unit: 'km' | 'mi') =>
  unit === 'mi' ? Math.round(value * KM_PER_MILE) : value

/** The age of a car in whole years: the dealer's current year less the year it was built. */
export const carAge = (year: number, currentYear: number) => currentYear - year

/**
 * Whether a car may get an online estimate (spec 9): at most 7 years old and at most 100,000 km. Older or
 * further-driven cars are valued by the dealer in person; the reason says which rule applied.
 */
export function onlineEstimateRule(
  car: { year: number; km: number },
  currentYear: number,
): { ok: true } | { ok: false; reason: 'age' | 'km' } {
  if (carAge(car.year, currentYear) > TRADE_IN_ESTIMATE_MAX_AGE_YEARS) return { ok: false, reason: 'age' }
  if (car.km > TRADE_IN_ESTIMATE_MAX_KM) return { ok: false, reason: 'km' }
  return { ok: true }
}

/**
 * The adjustment questions and what each answer takes off the market value (a share of it). Dealers price
 * these in when they inspect a car; the online estimate does the same so the two rarely disagree.
 */
export const ADJUSTMENT_QUESTIONS = [
  {
    name: 'accident',
    question: 'Has the car been in an accident or had panel repairs?',
    answers: [
      ['No', 0],
      ['Yes', 0.1],
    ],
  },
  {
    name: 'mechanical',
    question: 'Does the car have any mechanical or electrical problems?',
    answers: [
      ['No', 0],
      ['Yes', 0.12],
    ],
  },
  {
    name: 'service_history',
    question: 'Does the car have a full service history?',
    answers: [
      ['Yes', 0],
      ['Partial', 0.04],
      ['No', 0.08],
    ],
  },
  {
    name: 'condition',
    question: 'How would you describe the body and interior?',
    answers: [
      ['Excellent', 0],
      ['Good', 0.03],
      ['Fair', 0.08],
      ['Poor', 0.15],
    ],
  },
  {
    name: 'keys',
    question: 'How many keys do you have?',
    answers: [
      ['2 or more', 0],
      ['1', 0.02],
    ],
  },
] as const satisfies ReadonlyArray<{
  name: string
  question: string
  answers: ReadonlyArray<readonly [string, number]>
}>

export type AdjustmentQuestion = (typeof ADJUSTMENT_QUESTIONS)[number]
export type AdjustmentAnswers = { [Q in AdjustmentQuestion as Q['name']]: Q['answers'][number][0] }

/** The share of the market value the answers leave: each answer's deduction applied in turn. */
export function conditionFactor(answers: AdjustmentAnswers): number {
  return ADJUSTMENT_QUESTIONS.reduce((factor, q) => {
    const deduction =
      (q.answers as ReadonlyArray<readonly [string, number]>).find(
        ([answer]) => answer === answers[q.name as keyof AdjustmentAnswers],
      )?.[1] ?? 0
    return factor * (1 - deduction)
  }, 1)
}

/** Where a shopper arrives from a car's page (`/cars/trade-in?car_id=`): a car id, or nothing; anything else is malformed. */
export function parseTradeInCarId(
  value: string | null,
): { ok: true; id: number | null } | { ok: false; error: string } {
  if (value === null || value === '') return { ok: true, id: null }
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    return { ok: false, error: 'car_id must be a car id (a positive whole number).' }
  return { ok: true, id: Number(value) }
}
