'use client'

import { useId, useState } from 'react'

import {
  DEFAULT_BUDGET_INPUT,
  budgetResult,
  budgetSearchHref,
  carTypeLabel,
  switchPeriod,
  type BudgetInput,
  type RepaymentPeriod,
} from '@/domain/budget-finder'
import { numberFormat } from '@/domain/intl'
import { fill } from '@/domain/label-fill'
import { BUDGET_PRICE_RANGE, BUDGET_PRICE_STEP, moveBudgetThumb, type Range } from '@/domain/range-slider'
import type { BudgetStats } from '@/lib/data/budget-stats'
import { Input, Radio, Select } from '@/components/ui/controls'
import { Choice, Field } from '@/components/ui/form'
import { useTypedValues, withTyped, type TypedValues } from '@/components/leads/deferred-form'

import type { BudgetFinderWords } from './words'

type Props = {
  heading: string
  labels: BudgetFinderWords
  locale: string
  carTypes: string[]
  stats: BudgetStats
  bodyPicker: boolean
  priceSlider: boolean
}

const money = (locale: string, value: number) =>
  `$${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value))}`
const numberOf = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw))

/** The finder's first state: its defaults, with what was typed before its code loaded in their place. */
function typedStart(typed: TypedValues, carTypes: string[]) {
  const fields = withTyped(
    {
      carType: carTypes[0] ?? 'used',
      body: '',
      period: DEFAULT_BUDGET_INPUT.period as string,
      repayment: String(DEFAULT_BUDGET_INPUT.repayment),
      deposit: String(DEFAULT_BUDGET_INPUT.deposit),
      minPrice: '',
      maxPrice: '',
    },
    typed,
  )
  // A period chosen before then keeps the repayment the page shows (switching would put in its default).
  const period = fields.period === 'monthly' || fields.period === 'weekly' ? fields.period : DEFAULT_BUDGET_INPUT.period
  let range: Range = { ...BUDGET_PRICE_RANGE }
  const min = numberOf(fields.minPrice)
  const max = numberOf(fields.maxPrice)
  if (Number.isFinite(min)) range = moveBudgetThumb(range, 'min', min)
  if (Number.isFinite(max)) range = moveBudgetThumb(range, 'max', max)
  return {
    carType: carTypes.includes(fields.carType) ? fields.carType : (carTypes[0] ?? 'used'),
    body: fields.body,
    input: { period, repayment: numberOf(fields.repayment), deposit: numberOf(fields.deposit) },
    repaymentText: fields.repayment,
    depositText: fields.deposit,
    range,
  }
}

/** The budget finder's inputs and outcome; every figure and message comes from src/domain/budget-finder.ts. */
export function BudgetFinderClient({ heading, labels, locale, carTypes, stats, bodyPicker, priceSlider }: Props) {
  const id = useId()
  // What the shopper typed or chose while the finder's code loaded (deferred-form.tsx) is where it starts.
  const typed = useTypedValues()
  const [start] = useState(() => typedStart(typed, carTypes))
  const [carType, setCarType] = useState(start.carType)
  const [body, setBody] = useState(start.body)
  const [input, setInput] = useState<BudgetInput>(start.input)
  const [repaymentText, setRepaymentText] = useState(start.repaymentText)
  const [depositText, setDepositText] = useState(start.depositText)
  const [range, setRange] = useState<Range>(start.range)

  const typeStats = stats[carType]
  const bodies = bodyPicker ? (typeStats?.bodies ?? []) : []
  const chosen = body ? (bodies.find((entry) => entry.body === body)?.stats ?? null) : (typeStats?.all ?? null)
  const result = budgetResult(input, chosen, { carType, body: body || null })

  const setPeriod = (period: RepaymentPeriod) => {
    const next = switchPeriod(input, period)
    setInput(next)
    setRepaymentText(String(next.repayment))
  }

  return (
    <div className="budget-finder">
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form
        className="budget-finder-form"
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="budget-finder-inputs">
          {carTypes.length > 1 && (
            <Field id={`${id}-type`} label={labels.budgetCarType}>
              <Select
                id={`${id}-type`}
                name="carType"
                value={carType}
                onChange={(event) => {
                  setCarType(event.target.value)
                  setBody('')
                }}
              >
                {carTypes.map((type) => (
                  <option key={type} value={type}>
                    {fill(labels.budgetCarTypeOption, { type: carTypeLabel(type) })}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {bodies.length > 0 && (
            <Field id={`${id}-body`} label={labels.budgetBody}>
              <Select id={`${id}-body`} name="body" value={body} onChange={(event) => setBody(event.target.value)}>
                <option value="">{labels.budgetAnyBody}</option>
                {bodies.map((entry) => (
                  <option key={entry.body} value={entry.body}>
                    {entry.body}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <fieldset className="budget-finder-period">
            <legend>{labels.budgetPeriod}</legend>
            {(['weekly', 'monthly'] as const).map((period) => (
              <Choice key={period}>
                <Radio
                  name="period"
                  value={period}
                  checked={input.period === period}
                  onChange={() => setPeriod(period)}
                />{' '}
                {period === 'weekly' ? labels.budgetWeekly : labels.budgetMonthly}
              </Choice>
            ))}
          </fieldset>
          <Field id={`${id}-repayment`} label={labels.budgetRepayment}>
            <Input
              id={`${id}-repayment`}
              name="repayment"
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              value={repaymentText}
              onChange={(event) => {
                setRepaymentText(event.target.value)
                setInput({ ...input, repayment: numberOf(event.target.value) })
              }}
            />
          </Field>
          <Field id={`${id}-deposit`} label={labels.budgetDeposit}>
            <Input
              id={`${id}-deposit`}
              name="deposit"
              type="number"
              inputMode="numeric"
              min={0}
              step={100}
              value={depositText}
              onChange={(event) => {
                setDepositText(event.target.value)
                setInput({ ...input, deposit: numberOf(event.target.value) })
              }}
            />
          </Field>
        </div>
        <div className="budget-finder-result">
          <p className="budget-finder-total" aria-live="polite">
            {labels.budgetYourBudget}: <strong data-testid="budget-total">{money(locale, result.budget)}</strong>
          </p>
          {result.valid ? (
            <a className="button" href={result.href}>
              {fill(labels.budgetShowUpTo, { type: carTypeLabel(carType), budget: money(locale, result.budget) })}
            </a>
          ) : (
            <div aria-live="polite">
              <button type="button" className="button" disabled aria-describedby={`${id}-none`}>
                {fill(labels.budgetNoneFound, { type: carTypeLabel(carType) })}
              </button>
              <p id={`${id}-none`} className="budget-finder-none">
                {fill(labels.budgetNoneNote, { type: carTypeLabel(carType) })}
              </p>
            </div>
          )}
        </div>
      </form>
      {priceSlider && (
        <fieldset className="budget-finder-slider">
          <legend>{labels.budgetPriceRange}</legend>
          <p>
            <label htmlFor={`${id}-min`}>{labels.budgetMinPrice}</label>
            <input
              id={`${id}-min`}
              name="minPrice"
              type="range"
              min={BUDGET_PRICE_RANGE.min}
              max={BUDGET_PRICE_RANGE.max}
              step={BUDGET_PRICE_STEP}
              value={range.min}
              aria-valuetext={money(locale, range.min)}
              onChange={(event) => setRange(moveBudgetThumb(range, 'min', Number(event.target.value)))}
            />
            <output htmlFor={`${id}-min`}>{money(locale, range.min)}</output>
          </p>
          <p>
            <label htmlFor={`${id}-max`}>{labels.budgetMaxPrice}</label>
            <input
              id={`${id}-max`}
              name="maxPrice"
              type="range"
              min={BUDGET_PRICE_RANGE.min}
              max={BUDGET_PRICE_RANGE.max}
              step={BUDGET_PRICE_STEP}
              value={range.max}
              aria-valuetext={money(locale, range.max)}
              onChange={(event) => setRange(moveBudgetThumb(range, 'max', Number(event.target.value)))}
            />
            <output htmlFor={`${id}-max`}>{money(locale, range.max)}</output>
          </p>
          <a
            className="button"
            href={budgetSearchHref({ carType, body: body || null, min: range.min, max: range.max })}
          >
            {labels.budgetSearchRange}
          </a>
        </fieldset>
      )}
    </div>
  )
}
