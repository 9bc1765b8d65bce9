import type { Labels } from '@/domain/labels'

/**
 * The catalogue words the budget finder shows in the browser. Only these are handed to it: the whole
 * catalogue as a prop cost every page with the block some 31 KB of payload (issue 18).
 */
export const BUDGET_FINDER_WORDS = [
  'budgetCarType',
  'budgetBody',
  'budgetAnyBody',
  'budgetPeriod',
  'budgetWeekly',
  'budgetMonthly',
  'budgetRepayment',
  'budgetDeposit',
  'budgetYourBudget',
  'budgetPriceRange',
  'budgetMinPrice',
  'budgetMaxPrice',
  'budgetSearchRange',
  'budgetCarTypeOption',
  'budgetShowUpTo',
  'budgetNoneFound',
  'budgetNoneNote',
] as const satisfies ReadonlyArray<keyof Labels>

export type BudgetFinderWords = Pick<Labels, (typeof BUDGET_FINDER_WORDS)[number]>

/** The budget finder's words from the site's catalogue. */
export const budgetFinderWords = (labels: Labels): BudgetFinderWords =>
  Object.fromEntries(BUDGET_FINDER_WORDS.map((key) => [key, labels[key]])) as BudgetFinderWords
