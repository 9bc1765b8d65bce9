import { CERTIFIED_PROGRAMME_ITEMS } from '@/domain/certified'
import { labelsFor } from '@/domain/labels'
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
  return (
    <aside className="vehicle-summary" aria-label="Price and actions">
      <h1>{title}</h1>
      {(car.badge || car.series) && <p className="muted">{[car.badge, car.series].filter(Boolean).join(' ')}</p>}
      {sold ? (
        <p className="car-tag car-tag-sold vehicle-tag">SOLD</p>
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
      {canWatch(car) && <WatchlistButton carId={car.id} title={title} />}
      {market && (
        <div className="market-price">
          {market.text}{' '}
          <InfoTip label={labelsFor(view.locale).aboutMarketPrice}>
            <p>{market.tooltip}</p>
          </InfoTip>
        </div>
      )}
      {view.certified && (
        <InfoDialog button="What certified pre-owned means" title="Certified pre-owned">
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
            Find me something similar
          </a>
        </div>
      ) : (
        <>
          <FinanceBox view={view} />
          <VehicleActions view={view} />
        </>
      )}
      <Grid items={view.details} label="Details" />
      <div className="vehicle-pdf">
        <PdfDownload href={`${view.href}/pdf`} filename={`${car.slug}.pdf`} />
      </div>
    </aside>
  )
}
