import {
  ageLimitedLenderFigures,
  comparisonRateBasisFor,
  financeDisclaimerFor,
  formatRate,
  showsComparisonRate,
} from '@/domain/finance-disclaimer'
import type { LenderFigures } from '@/domain/finance-eligibility'
import { fill, labelsFor } from '@/domain/labels'
import { formatDollars } from '@/domain/price-display'
import type { Car } from '@/payload-types'

import { fillNodes } from '../fill-nodes'
import { InfoDialog } from '../info-dialog'
import { LenderDisclaimer } from './vehicle-client'
import type { VehicleView } from './vehicle-view'
import { Card } from '../ui/card'

/** The weekly finance estimate with Get Pre-Approved and its disclaimer (spec 2.5, 5). */
export function FinanceBox({ view }: { view: VehicleView }) {
  const { car, lender, provider, locale, now, timeZone } = view
  const { country } = view.site.settings
  const { weekly } = view
  if (!view.showFinance || !lender || !weekly) return null
  const labels = labelsFor(locale)
  return (
    <Card className="finance-box" aria-label={labels.financeEstimate} role="group">
      <p className="finance-weekly">
        {fillNodes(labels.perWeek, { amount: <strong>{formatDollars(weekly.weekly, locale)}</strong> })}
      </p>
      {typeof lender.comparisonRate === 'number' && showsComparisonRate(country) && (
        <p>{fill(labels.rateAmountPa, { label: labels.comparisonRate, rate: formatRate(lender.comparisonRate) })}</p>
      )}
      {/* Secondary: the sidebar holds the page's one primary action. */}
      <a className="button button-secondary" href={view.financeHref}>
        {labels.getPreApproved}
      </a>{' '}
      <InfoDialog button={labels.howIsThisWorkedOut} title={labels.aboutThisEstimate}>
        {provider === 'comparison' && typeof car.price === 'number' && typeof lender.paymentMonth === 'number' && (
          <FinanceFigures car={car} lender={lender} now={now} locale={locale} timeZone={timeZone} country={country} />
        )}
        <LenderDisclaimer
          provider={provider ?? ''}
          own={lender.disclaimer || null}
          general={financeDisclaimerFor(country)}
          country={country}
        />
      </InfoDialog>
    </Card>
  )
}

function FinanceFigures({
  car,
  lender,
  now,
  locale,
  timeZone,
  country,
}: {
  car: Car
  lender: LenderFigures & { termMonths?: number | null }
  now: Date
  locale: string
  timeZone: string
  country: string
}) {
  const months = lender.termMonths ?? 60
  const figures = ageLimitedLenderFigures(
    { price: car.price ?? 0, paymentMonth: lender.paymentMonth ?? 0, termMonths: months },
    now,
    locale,
    timeZone,
  )
  const labels = labelsFor(locale)
  return (
    <>
      <dl className="spec-grid">
        <div>
          <dt>{labels.budgetDeposit}</dt>
          <dd>{formatDollars(figures.deposit, locale)}</dd>
        </div>
        <div>
          <dt>{labels.monthlyPayment}</dt>
          <dd>{fill(labels.overMonths, { amount: formatDollars(lender.paymentMonth ?? 0, locale), months })}</dd>
        </div>
        <div>
          <dt>{labels.totalPayable}</dt>
          <dd>{formatDollars(figures.totalPayable, locale)}</dd>
        </div>
        <div>
          <dt>{labels.offerValidUntil}</dt>
          <dd>{figures.validUntil}</dd>
        </div>
      </dl>
      {comparisonRateBasisFor(country) && <p>{comparisonRateBasisFor(country)}</p>}
    </>
  )
}
