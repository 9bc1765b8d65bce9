import { labelsFor } from '@/domain/labels'
import { PROPOSITION_STRIP, reserveWording } from '@/domain/reserve-wording'

import { VehicleEnquiry } from '../leads/vehicle-lead-forms'
import { sidebarActions } from './vehicle-actions'
import { Comments, Features, Grid } from './vehicle-detail-lists'
import { Tabs } from './vehicle-client'
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
      {view.buttons.includes('reserve') && sidebarActions(view).reserve}
    </section>
  )
}

function WhyBuy({ word }: { word: string }) {
  return (
    <section aria-labelledby="why-heading">
      <h2 id="why-heading">Why Buy From Us?</h2>
      <ul className="feature-list">
        <li>Quality assured: every {word} is inspected before sale</li>
        <li>Finance and trade-ins arranged in one place</li>
        <li>Video call walk-arounds for buyers who can&apos;t visit</li>
        <li>Delivery anywhere, door to door</li>
      </ul>
    </section>
  )
}

function Protect({ word }: { word: string }) {
  return (
    <section aria-labelledby="protect-heading">
      <h2 id="protect-heading">Protect Your {word.charAt(0).toUpperCase() + word.slice(1)}</h2>
      <p>Ask us about extended warranty and peace-of-mind mechanical protection for your {word}.</p>
    </section>
  )
}

function Interested({ view }: { view: VehicleView }) {
  if (!view.buttons.includes('enquire')) return null
  return (
    <section id="interested" aria-labelledby="interested-heading">
      <h2 id="interested-heading">Interested in this {view.word}?</h2>
      <VehicleEnquiry car={view.car} site={view.site} now={view.now} priceText={view.price.text} />
    </section>
  )
}

/** The sections below the photos and price: stacked on the showroom template, tabs elsewhere (spec 2.5). */
export function VehicleAbout({ view }: { view: VehicleView }) {
  const { car, sold, word, details, caravan, summary, specifications, equipment } = view
  if (view.site.template === 'showroom') {
    return (
      <div className="vehicle-sections">
        <section aria-labelledby="key-heading">
          <h2 id="key-heading">Key information</h2>
          <Grid items={[...details, ...caravan]} label="Key information" />
        </section>
        <section aria-labelledby="comments-heading">
          <h2 id="comments-heading">Our Comments</h2>
          <Comments raw={car.dealercomments} />
        </section>
        {view.reserveOffered && <ReserveOnline view={view} />}
        <WhyBuy word={word} />
        <Protect word={word} />
        {summary.length > 0 && (
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading">Car Summary</h2>
            <Grid items={summary} label="Car summary" />
          </section>
        )}
        {(specifications.length > 0 || equipment.length > 0) && (
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading">All Specifications</h2>
            <Grid items={specifications} label="All specifications" />
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
        label={`About this ${word}`}
        tabs={[
          { id: 'comments', title: 'Dealer Comments', panel: <Comments raw={car.dealercomments} /> },
          {
            id: 'included',
            title: "What's Included",
            panel: (
              <>
                <Grid items={summary} label="Car summary" />
                <Grid items={specifications} label="Specifications" />
              </>
            ),
          },
          { id: 'why', title: 'Why Buy From Us?', panel: <WhyBuy word={word} /> },
          ...(view.reserveOffered
            ? [{ id: 'reserve', title: labelsFor(view.locale).reserveOnline, panel: <ReserveOnline view={view} /> }]
            : []),
          { id: 'protect', title: 'Protect Your Car', panel: <Protect word={word} /> },
          ...(equipment.length > 0
            ? [{ id: 'features', title: 'Features', panel: <Features features={equipment} /> }]
            : []),
        ]}
      />
      {!sold && <Interested view={view} />}
    </>
  )
}
