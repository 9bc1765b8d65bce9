/**
 * The budget finder (spec 2.7, 5, 8, 9): what a shopper can spend from a repayment and a deposit, whether
 * the site has cars for it, and the search that shows them.
 *
 *   budget = repayment × (12 monthly | 52 weekly) × 5 + deposit
 *
 * Defaults: weekly; repayment 2000 monthly or 200 weekly; deposit 2000. The finder is invalid when the
 * budget is below the lowest price in the results: its button is disabled and reads the catalogue's
 * '0 {car type}s Found' with 'No {car type}s found for this budget' (`budgetNoneFound`, `budgetNoneNote`). Its search caps the price at the results' maximum (100000
 * when the results give none).
 */
import { serializeSearch, DEFAULT_SEARCH } from './search-url'

export type RepaymentPeriod = 'weekly' | 'monthly'

export const BUDGET_LOAN_YEARS = 5
export const PAYMENTS_PER_YEAR: Record<RepaymentPeriod, number> = { monthly: 12, weekly: 52 }
export const DEFAULT_PERIOD: RepaymentPeriod = 'weekly'
export const DEFAULT_REPAYMENT: Record<RepaymentPeriod, number> = { monthly: 2000, weekly: 200 }
export const DEFAULT_DEPOSIT = 2000
/** The price cap when the results give no maximum (spec 9 'price fallback max 100000'). */
export const BUDGET_PRICE_FALLBACK_MAX = 100_000
/** The budget finder's search counts only cars priced above this (spec 7 'filter price>1000'). */
export const BUDGET_SEARCH_MIN_PRICE = 1000

export type BudgetInput = { period: RepaymentPeriod; repayment: number; deposit: number }

export const DEFAULT_BUDGET_INPUT: Readonly<BudgetInput> = {
  period: DEFAULT_PERIOD,
  repayment: DEFAULT_REPAYMENT[DEFAULT_PERIOD],
  deposit: DEFAULT_DEPOSIT,
}

const wholeNonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/** What the shopper can spend: repayment × payments a year × 5 years + deposit (negatives and NaN count as 0). */
export function budgetFor({ period, repayment, deposit }: BudgetInput): number {
  return Math.round(
    wholeNonNegative(repayment) * PAYMENTS_PER_YEAR[period] * BUDGET_LOAN_YEARS + wholeNonNegative(deposit),
  )
}

/** Switching the period puts that period's default repayment in (200 weekly, 2000 monthly). */
export function switchPeriod(input: BudgetInput, period: RepaymentPeriod): BudgetInput {
  return { ...input, period, repayment: DEFAULT_REPAYMENT[period] }
}

/** Price statistics of the cars the finder can offer (of one car type and, when picked, one body). */
export type PriceStats = { count: number; min: number; max: number } | null

/** The price cap of the finder's search: the budget, but never above the results' maximum (100000 without one). */
export function budgetPriceCap(budget: number, stats: PriceStats): number {
  const ceiling =
    stats && stats.count > 0 && Number.isFinite(stats.max) && stats.max > 0 ? stats.max : BUDGET_PRICE_FALLBACK_MAX
  return Math.min(Math.max(0, Math.round(budget)), ceiling)
}

/** Invalid when there are no cars, or the budget is below the lowest price among them. */
export function budgetIsValid(budget: number, stats: PriceStats): boolean {
  return Boolean(stats && stats.count > 0 && budget >= stats.min)
}

export type BudgetResult = { valid: true; budget: number; href: string } | { valid: false; budget: number }

/** The car type's word as the messages use it: 'Used Car', 'New Car', 'Demo Car'. */
export function carTypeLabel(carType: string): string {
  return `${carType.charAt(0).toUpperCase()}${carType.slice(1).toLowerCase()} Car`
}

/**
 * The finder's outcome for a budget: a search link (car type, optional body, price from 1000 up to the cap,
 * most expensive first), or invalid: no car for this budget.
 */
export function budgetResult(
  input: BudgetInput,
  stats: PriceStats,
  { carType, body }: { carType: string; body?: string | null },
): BudgetResult {
  const budget = budgetFor(input)
  if (!budgetIsValid(budget, stats)) return { valid: false, budget }
  return {
    valid: true,
    budget,
    href: budgetSearchHref({ carType, body, min: BUDGET_SEARCH_MIN_PRICE, max: budgetPriceCap(budget, stats) }),
  }
}

/** The search page URL for a price range of a car type (and body), most expensive first. */
export function budgetSearchHref({
  carType,
  body,
  min,
  max,
}: {
  carType?: string | null
  body?: string | null
  min: number
  max: number
}): string {
  const refinements: Record<string, string[]> = {}
  if (carType) refinements.car_type = [carType]
  if (body) refinements.body = [body]
  const query = serializeSearch({
    ...DEFAULT_SEARCH,
    sortBy: 'price_desc',
    refinements,
    ranges: { price: { min, max } },
  })
  return `/cars?${query}`
}
