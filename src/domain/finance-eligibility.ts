/**
 * Whether a car shows finance estimates on a site, by the site's finance provider (spec 5), and the card's
 * weekly figure '$X per week.' in whole dollars (spec 2.4, 9). The search card and the vehicle page share it.
 */
import type { CarStatus, LenderFigures } from './car'
import { isAvailable } from './availability'
import { formatDollars } from './price-display'
import type { FinanceProvider } from './site-settings'

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
export type FinanceSettings = { financeProvider: FinanceProvider | null | undefined; hideFinance: boolean }

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

/** The card's weekly estimate, e.g. '$123 per week.', or null when finance does not show or there is no weekly payment. */
export function weeklyFinanceText(
  car: FinanceCar,
  settings: FinanceSettings,
  currentYear: number,
  locale: string,
): string | null {
  const weekly = weeklyEstimate(car, settings, currentYear)
  return weekly === null ? null : `${formatDollars(weekly, locale)} per week.`
}

/** The site's weekly finance estimate for the car in whole dollars, or null when finance does not show or has none. */
export function weeklyEstimate(car: FinanceCar, settings: FinanceSettings, currentYear: number): number | null {
  const weekly = siteLender(car, settings)?.lender.paymentWeek
  if (!isNumber(weekly) || weekly <= 0 || !financeEligible(car, settings, currentYear)) return null
  return weekly
}
