/**
 * Whether a car shows finance estimates on a site, by the site's finance provider (spec 5), and the card's
 * weekly figure '$X per week.' in whole dollars (spec 2.4, 9). The search card and the vehicle page share it.
 */
import type { CarStatus, LenderFigures } from './car'
import { isAvailable } from './availability'
import { loanRepayments } from './finance-calculator'
import { fill } from './label-fill'
import { labelsFor } from './labels'
import { formatDollars } from './price-display'
import type { FinanceProvider, SiteFeatures } from './site-settings'

/** Finance shows only on cars priced over this (spec 9). */
export const FINANCE_MINIMUM_PRICE = 500
/** The age-limited lender takes cars newer than this many years (spec 9). */
export const LENDER_AGE_LIMIT_YEARS = 12

export type { LenderFigures }
export type FinanceCar = {
  year: number | null
  price: number | null
  status: CarStatus
  financeLenders: Readonly<Partial<Record<string, LenderFigures>>> | null | undefined
}
/**
 * The site's finance settings. `financeRate` is the site's finance calculator rate (% a year, the setting
 * 'Finance calculator default rate'): a car the lender quotes no weekly payment for is estimated at it.
 */
export type FinanceSettings = {
  financeProvider: FinanceProvider | null | undefined
  hideFinance: boolean
  financeRate: number
}

/** A site's finance settings, from its resolved switches. */
export const financeSettingsOf = (
  features: Pick<SiteFeatures, 'financeProvider' | 'hideFinance' | 'financeDefaultRate'>,
): FinanceSettings => ({
  financeProvider: features.financeProvider,
  hideFinance: features.hideFinance,
  financeRate: features.financeDefaultRate,
})

/** A worked-out estimate's loan (spec 9, the age-limited lender's basis): 10% deposit over 5 years. */
export const ESTIMATE_DEPOSIT_PERCENT = 10
export const ESTIMATE_TERM_YEARS = 5

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)
/** A payment is present when it is a number above 0: a $0 repayment is no estimate. */
const hasPayment = (value: number | null | undefined) => isNumber(value) && value > 0
const priceOverMinimum = (car: FinanceCar) => isNumber(car.price) && car.price > FINANCE_MINIMUM_PRICE

type ProviderRule = (car: FinanceCar, lender: LenderFigures, currentYear: number) => boolean
const weeklyRule: ProviderRule = (car, lender) => priceOverMinimum(car) && hasPayment(lender.paymentWeek)
const noFurtherRule: ProviderRule = () => true

/**
 * Each provider's own rule, on top of the rules every provider shares (lender rates present, car
 * available). The spec gives no rule for the broker-style lender; it shares the 360-style and loans rule.
 */
const PROVIDER_RULES: Record<FinanceProvider, ProviderRule> = {
  comparison: (car, lender, currentYear) =>
    isNumber(car.year) &&
    car.year > currentYear - LENDER_AGE_LIMIT_YEARS &&
    priceOverMinimum(car) &&
    isNumber(lender.comparisonRate),
  manual: weeklyRule,
  angle: weeklyRule,
  'power-torque': weeklyRule,
  'manufacturer-captive': (car, lender) => priceOverMinimum(car) && hasPayment(lender.paymentMonth),
  'finance-360': noFurtherRule,
  loans: noFurtherRule,
  broker: noFurtherRule,
}

type SiteLender = { provider: FinanceProvider; lender: LenderFigures }

/** The site provider's figures on the car, when the site shows finance at all. */
function siteLender(car: FinanceCar, settings: FinanceSettings): SiteLender | null {
  const provider = settings.financeProvider
  if (settings.hideFinance || !provider) return null
  const lender = car.financeLenders?.[provider]
  return lender ? { provider, lender } : null
}

/**
 * Finance shows when the site has a provider and does not hide finance, the provider's interest and
 * comparison rates on the car are non-null, the car is available, and the provider's own rule passes.
 * `currentYear` is the year now in the site's time zone.
 */
export function financeEligible(car: FinanceCar, settings: FinanceSettings, currentYear: number): boolean {
  const found = siteLender(car, settings)
  if (
    !found ||
    !isNumber(found.lender.interestRate) ||
    !isNumber(found.lender.comparisonRate) ||
    !isAvailable(car.status)
  )
    return false
  return PROVIDER_RULES[found.provider](car, found.lender, currentYear)
}

/** A weekly estimate as the card shows it, in the locale's words: '$123 per week.' (whole dollars). */
export const weeklyText = (weekly: number, locale: string) =>
  fill(labelsFor(locale).weeklyFigure, { amount: formatDollars(weekly, locale) })

/** A weekly estimate and the yearly interest rate (%) it is at. */
export type WeeklyFinance = { weekly: number; rate: number | null }

/**
 * The site's weekly finance estimate for the car, when finance shows: the lender's own weekly payment when
 * it quotes one, else its monthly payment over weeks (same yearly total), both at the lender's interest
 * rate; a lender quoting no payment: worked out from the car's price at the site's finance calculator rate
 * (10% deposit over 5 years), rounded to whole dollars (spec 9). Null when finance does not show, or no
 * estimate comes out above $0.
 */
export function weeklyFinance(car: FinanceCar, settings: FinanceSettings, currentYear: number): WeeklyFinance | null {
  const found = siteLender(car, settings)
  if (!found || !financeEligible(car, settings, currentYear)) return null
  const quoted = found.lender.paymentWeek
  const rate = found.lender.interestRate ?? null
  if (isNumber(quoted) && quoted > 0) return { weekly: quoted, rate }
  const monthly = found.lender.paymentMonth
  if (isNumber(monthly) && monthly > 0) return { weekly: Math.round((monthly * 12) / 52), rate }
  if (!isNumber(car.price) || car.price <= 0 || !isNumber(settings.financeRate) || settings.financeRate < 0) return null
  const { paymentWeek } = loanRepayments({
    price: car.price,
    depositPercent: ESTIMATE_DEPOSIT_PERCENT,
    annualRatePercent: settings.financeRate,
    years: ESTIMATE_TERM_YEARS,
  })
  return paymentWeek > 0 ? { weekly: paymentWeek, rate: settings.financeRate } : null
}

/** The site's weekly finance estimate for the car in whole dollars, or null (see weeklyFinance). */
export function weeklyEstimate(car: FinanceCar, settings: FinanceSettings, currentYear: number): number | null {
  return weeklyFinance(car, settings, currentYear)?.weekly ?? null
}
