import {
  ageLimitedLenderFigures,
  comparisonRateBasisFor,
  financeDisclaimerFor,
  formatRate,
  showsComparisonRate,
} from '@/domain/finance-disclaimer'
import type { LenderFigures } from '@/domain/finance-eligibility'
import { formatDollars } from '@/domain/price-display'
import type { Car } from '@/payload-types'

import { InfoDialog } from '../info-dialog'
import { LenderDisclaimer } from './vehicle-client'
import type { VehicleView } from './vehicle-view'

/** The weekly finance estimate with Get Pre-Approved and its disclaimer (spec 2.5, 5). */
export function FinanceBox({ view }: { view: VehicleView }) {
  const { car, lender, provider, locale, now, timeZone } = view
  const { country } = view.site.settings
  if (!view.showFinance || !lender || typeof lender.paymentWeek !== 'number') return null
  return (
    <div className="finance-box" aria-label="Finance estimate" role="group">
      <p className="finance-weekly">
        <strong>{formatDollars(lender.paymentWeek, locale)}</strong> per week
      </p>
      {typeof lender.comparisonRate === 'number' && showsComparisonRate(country) && (
        <p>Comparison rate {formatRate(lender.comparisonRate)} p.a.</p>
      )}
      <a className="button" href={view.financeHref}>
        Get Pre-Approved
      </a>{' '}
      <InfoDialog button="How is this worked out?" title="About this estimate">
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
    </div>
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
  return (
    <>
      <dl className="spec-grid">
        <div>
          <dt>Deposit</dt>
          <dd>{formatDollars(figures.deposit, locale)}</dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>
            {formatDollars(lender.paymentMonth ?? 0, locale)} over {months} months
          </dd>
        </div>
        <div>
          <dt>Total payable</dt>
          <dd>{formatDollars(figures.totalPayable, locale)}</dd>
        </div>
        <div>
          <dt>Offer valid until</dt>
          <dd>{figures.validUntil}</dd>
        </div>
      </dl>
      {comparisonRateBasisFor(country) && <p>{comparisonRateBasisFor(country)}</p>}
    </>
  )
}
