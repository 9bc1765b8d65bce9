import { CERTIFIED_PROGRAMME_ITEMS } from '@/domain/certified'
import { labelsFor } from '@/domain/labels'
import { priceDrop } from '@/domain/price-display'
import { similarCarsPath, soldNotice } from '@/domain/sold-notice'
import { canWatch } from '@/domain/watchlist'

import { WatchlistButton } from '../saved/watchlist-button'
import { InfoDialog } from '../info-dialog'
import { InfoTip } from '../info-tip'
import { VehicleActions } from './vehicle-actions'
import { PdfDownload } from './vehicle-client'
import { Grid } from './vehicle-detail-lists'
import { FinanceBox } from './vehicle-finance'
import type { VehicleView } from './vehicle-view'

/** The price-and-actions column beside the photos (spec 2.5). */
export function VehicleSummary({ view }: { view: VehicleView }) {
  const { car, title, sold, tag, price, market, word } = view
  const labels = labelsFor(view.locale)
  const drop = priceDrop(
    { price: car.price ?? null, before_price: car.before_price ?? null, status: car.status },
    view.locale,
  )
  return (
    <aside className="vehicle-summary" aria-label={labels.priceAndActions}>
      <h1>{title}</h1>
      {(car.badge || car.series) && <p className="muted">{[car.badge, car.series].filter(Boolean).join(' ')}</p>}
      {sold ? (
        <p className="car-tag car-tag-sold vehicle-tag">{labels.soldTag}</p>
      ) : (
        tag && <p className={`car-tag car-tag-${tag.kind} vehicle-tag`}>{tag.label}</p>
      )}
      <p className="vehicle-price">
        {price.text}
        {price.state === 'reduced' && price.wasText && <s className="muted"> {price.wasText}</s>}
        {car.price_type && (price.state === 'car-price' || price.state === 'reduced') && (
          <span className="muted"> {car.price_type}</span>
        )}
      </p>
      {drop && (
        <p className="price-drop">
          <strong>{drop.label}</strong> {drop.saving}
        </p>
      )}
      {canWatch(car) && <WatchlistButton carId={car.id} title={title} />}
      {market && (
        <div className="market-price">
          {market.text}{' '}
          <InfoTip label={labels.aboutMarketPrice}>
            <p>{market.tooltip}</p>
          </InfoTip>
        </div>
      )}
      {view.certified && (
        <InfoDialog button={labels.whatCertifiedMeans} title={labels.certifiedPreOwned}>
          <ul className="feature-list">
            {CERTIFIED_PROGRAMME_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </InfoDialog>
      )}
      {sold ? (
        <div className="sold-notice" role="note">
          <p>{soldNotice(word)}</p>
          <a className="button" href={similarCarsPath(car)}>
            {labels.findSimilar}
          </a>
        </div>
      ) : (
        <>
          <FinanceBox view={view} />
          <VehicleActions view={view} />
        </>
      )}
      <Grid items={view.details} label={labels.details} />
      <div className="vehicle-pdf">
        <PdfDownload href={`${view.href}/pdf`} filename={`${car.slug}.pdf`} />
      </div>
    </aside>
  )
}
