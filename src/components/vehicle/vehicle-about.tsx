import { fill, labelsFor, type Labels } from '@/domain/labels'
import { PROPOSITION_STRIP, reserveWording } from '@/domain/reserve-wording'

import { VehicleEnquiry } from '../leads/vehicle-lead-forms'
import { sidebarActions } from './vehicle-actions'
import { Comments, Features, Grid } from './vehicle-detail-lists'
import { Tabs } from '../ui/tabs'
import type { VehicleView } from './vehicle-view'

function ReserveOnline({ view }: { view: VehicleView }) {
  return (
    <section aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">{labelsFor(view.locale).reserveOnline}</h2>
      <ul className="proposition-strip">
        {PROPOSITION_STRIP.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {reserveWording({
        deposit: view.deposit,
        moneyBackGuarantee: view.reservations.moneyBackGuarantee,
        locale: view.locale,
        vehicleWord: view.word,
      }).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {/* The sidebar holds the page's one primary action; here Reserve repeats it as a secondary button. */}
      {view.buttons.includes('reserve') && sidebarActions(view, null).reserve}
    </section>
  )
}

function WhyBuy({ word, labels }: { word: string; labels: Labels }) {
  return (
    <section aria-labelledby="why-heading">
      <h2 id="why-heading">{labels.whyBuyFromUs}</h2>
      <ul className="feature-list">
        <li>{fill(labels.whyQuality, { vehicle: word })}</li>
        <li>{labels.whyFinance}</li>
        <li>{labels.whyVideo}</li>
        <li>{labels.whyDelivery}</li>
      </ul>
    </section>
  )
}

function Protect({ word, labels }: { word: string; labels: Labels }) {
  return (
    <section aria-labelledby="protect-heading">
      <h2 id="protect-heading">
        {fill(labels.protectYour, { Vehicle: word.charAt(0).toUpperCase() + word.slice(1) })}
      </h2>
      <p>{fill(labels.protectBody, { vehicle: word })}</p>
    </section>
  )
}

function Interested({ view }: { view: VehicleView }) {
  if (!view.buttons.includes('enquire')) return null
  return (
    <section id="interested" aria-labelledby="interested-heading">
      <h2 id="interested-heading">{fill(labelsFor(view.locale).interestedIn, { vehicle: view.word })}</h2>
      <VehicleEnquiry car={view.car} site={view.site} now={view.now} priceText={view.price.text} />
    </section>
  )
}

/** The sections below the photos and price: stacked on the showroom template, tabs elsewhere (spec 2.5). */
export function VehicleAbout({ view }: { view: VehicleView }) {
  const { car, sold, word, details, caravan, summary, specifications, equipment } = view
  const labels = labelsFor(view.locale)
  if (view.site.template === 'showroom') {
    return (
      <div className="vehicle-sections">
        <section aria-labelledby="key-heading">
          <h2 id="key-heading">{labels.keyInformation}</h2>
          <Grid items={[...details, ...caravan]} label={labels.keyInformation} />
        </section>
        <section aria-labelledby="comments-heading">
          <h2 id="comments-heading">{labels.ourComments}</h2>
          <Comments raw={car.dealercomments} />
        </section>
        {view.reserveOffered && <ReserveOnline view={view} />}
        <WhyBuy word={word} labels={labels} />
        <Protect word={word} labels={labels} />
        {summary.length > 0 && (
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading">{labels.carSummary}</h2>
            <Grid items={summary} label={labels.carSummaryGrid} />
          </section>
        )}
        {(specifications.length > 0 || equipment.length > 0) && (
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading">{labels.allSpecifications}</h2>
            <Grid items={specifications} label={labels.allSpecificationsGrid} />
            <Features features={equipment} />
          </section>
        )}
        {!sold && <Interested view={view} />}
      </div>
    )
  }
  return (
    <>
      <Tabs
        side
        label={fill(labels.aboutThisVehicle, { vehicle: word })}
        tabs={[
          { id: 'comments', title: labels.dealerComments, panel: <Comments raw={car.dealercomments} /> },
          {
            id: 'included',
            title: labels.whatsIncluded,
            panel: (
              <>
                <Grid items={summary} label={labels.carSummaryGrid} />
                <Grid items={specifications} label={labels.specifications} />
              </>
            ),
          },
          { id: 'why', title: labels.whyBuyFromUs, panel: <WhyBuy word={word} labels={labels} /> },
          ...(view.reserveOffered
            ? [{ id: 'reserve', title: labels.reserveOnline, panel: <ReserveOnline view={view} /> }]
            : []),
          { id: 'protect', title: labels.protectYourCar, panel: <Protect word={word} labels={labels} /> },
          ...(equipment.length > 0
            ? [{ id: 'features', title: labels.features, panel: <Features features={equipment} /> }]
            : []),
        ]}
      />
      {!sold && <Interested view={view} />}
    </>
  )
}
