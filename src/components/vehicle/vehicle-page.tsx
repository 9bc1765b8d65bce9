import Link from 'next/link'
import type { ReactNode } from 'react'

import { labelsFor } from '@/domain/labels'
import { cardButtons } from '@/domain/card-buttons'
import { carTag } from '@/domain/car-tag'
import { carTitle } from '@/domain/car-title'
import { CERTIFIED_PROGRAMME_ITEMS, isCertifiedPreOwned } from '@/domain/certified'
import { dealerComments } from '@/domain/dealer-comments'
import {
  ageLimitedLenderFigures,
  COMPARISON_RATE_BASIS,
  FINANCE_DISCLAIMER,
  formatRate,
} from '@/domain/finance-disclaimer'
import { financeEligible, type LenderFigures } from '@/domain/finance-eligibility'
import { financeHref as financeLink } from '@/domain/finance-link'
import { formatDollars, priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { marketPriceIndicator } from '@/domain/market-price'
import { carPhone, telHref } from '@/domain/phone'
import { PAYMENT_LOGOS, PROPOSITION_STRIP, reservationDeposit, reserveWording } from '@/domain/reserve-wording'
import { checkoutHref } from '@/domain/reservations'
import { similarCarsPath, soldNotice, vehicleWord } from '@/domain/sold-notice'
import {
  caravanSpecs,
  FEATURE_PREVIEW_ITEMS,
  GRID_PREVIEW_ITEMS,
  previewItems,
  vehicleDetails,
  type DetailItem,
} from '@/domain/vehicle-details'
import { sidebarButtons, type SidebarButton } from '@/domain/vehicle-buttons'
import { canWatch } from '@/domain/watchlist'
import { carPhotos, carSpecifications, carSummary, standardEquipment } from '@/domain/vehicle-specs'
import type { Car } from '@/payload-types'
import type { ResolvedSite } from '@/lib/sites'
import { toCarDocument } from '@/search/car-document'

import { VehicleEnquiry, VehicleRequestPhotos, VehicleTestDrive } from '../leads/vehicle-lead-forms'
import { PhoneReveal } from '../saved/phone-reveal'
import { WatchlistButton } from '../saved/watchlist-button'
import { InfoDialog } from '../info-dialog'
import { BuyOnlineLink } from './buy-online-link'
import { Gallery, LenderDisclaimer, PdfDownload, Tabs, Toggle, ViewCounter } from './vehicle-client'

type Props = { car: Car; site: ResolvedSite }

/** A grid of label/value pairs showing the first `limit`, then Show More / Show Less. */
function Grid({ items, limit = GRID_PREVIEW_ITEMS, label }: { items: DetailItem[]; limit?: number; label: string }) {
  if (items.length === 0) return null
  const list = (shown: DetailItem[]) => (
    <dl className="spec-grid" aria-label={label}>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
  const preview = previewItems(items, limit, false)
  if (!preview.hasMore) return list(items)
  return <Toggle collapsed={list(preview.shown)} expanded={list(items)} more="Show More" less="Show Less" />
}

function Features({ features }: { features: string[] }) {
  if (features.length === 0) return null
  const list = (shown: string[]) => (
    <ul className="feature-list">
      {shown.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  )
  const preview = previewItems(features, FEATURE_PREVIEW_ITEMS, false)
  if (!preview.hasMore) return list(features)
  return <Toggle collapsed={list(preview.shown)} expanded={list(features)} more="Show All" less="Hide" />
}

function Comments({ raw }: { raw: string | null | undefined }) {
  const collapsed = dealerComments(raw, false)
  const paragraphs = (list: string[]) => list.map((text, i) => <p key={i}>{text}</p>)
  if (!collapsed.truncated) return <div className="dealer-comments">{paragraphs(collapsed.paragraphs)}</div>
  return (
    <div className="dealer-comments">
      <Toggle
        collapsed={paragraphs(collapsed.paragraphs)}
        expanded={paragraphs(dealerComments(raw, true).paragraphs)}
        more="more"
        less="less"
      />
    </div>
  )
}

/** The vehicle detail page (spec 2.5): server-rendered, every rule from `src/domain/`. */
export function VehiclePage({ car, site }: Props) {
  const { features, locale, timeZone, now, currentYear } = site.settings
  const doc = toCarDocument(car, site)
  const title = carTitle(car)
  const word = vehicleWord(car)
  const sold = car.status === 'sold'
  const price = priceDisplay(doc, sitePriceSettings(site.settings))
  const tagSettings = { electricHybridTag: features.electricHybridTag, certifiedPreOwned: features.certifiedPreOwned }
  const tag = carTag(doc, tagSettings, Math.floor(now.getTime() / 1000))
  const certified = isCertifiedPreOwned(car, tagSettings)
  const market = features.marketPriceIndicator
    ? marketPriceIndicator({ price: car.price, autograb_data: car.autograb_data }, locale)
    : null

  const provider = features.financeProvider
  const lenders = car.finance_lenders as
    | Record<string, (LenderFigures & { disclaimer?: string | null; termMonths?: number | null }) | undefined>
    | null
    | undefined
  const lender = provider ? lenders?.[provider] : undefined
  const financeSettings = { financeProvider: provider, hideFinance: features.hideFinance }
  const showFinance = financeEligible(
    { year: car.year ?? null, price: car.price ?? null, status: car.status, financeLenders: lenders },
    financeSettings,
    currentYear,
  )

  const phone = carPhone(car.car_type, site.phones, car.location?.phone)
  const analyticsCar = {
    id: car.id,
    car_type: car.car_type,
    make: car.make ?? null,
    model: car.model ?? null,
    price: car.price ?? null,
  }
  const vehicleSettings = features.vehiclePage
  const reservations = features.reservations
  const buttons = sidebarButtons(
    {
      status: car.status,
      tag: car.tag ?? null,
      reserved: Boolean(car.reserved),
      price: car.price ?? null,
      file: car.file ?? null,
    },
    {
      hasPhone: phone !== null,
      financeEligible: showFinance,
      reservationsEnabled: reservations.enabled,
      tradeInEnabled: vehicleSettings.tradeIn,
      chatAssistantEnabled: Boolean(vehicleSettings.chatAssistantUrl),
      chatEnabled: Boolean(vehicleSettings.liveChatUrl),
      customButton: vehicleSettings.customButton,
      paymentMethodsEnabled: vehicleSettings.paymentMethods,
    },
  )
  const { reserveLabel } = cardButtons(doc, {
    reservationsEnabled: reservations.enabled,
    financeEligible: showFinance,
    hasPhone: phone !== null,
    locale,
  })
  const href = `/cars/${car.slug}`
  const checkout = checkoutHref(car.slug, reservations.checkoutPath)
  const financeHref = financeLink(features.financePath, car)
  const deposit = reservationDeposit(reservations.depositAmount)

  const sidebar: Record<SidebarButton, ReactNode> = {
    'call-dealer': phone && <PhoneReveal site={site.slug} car={analyticsCar} phone={phone} />,
    'call-us-now': phone && <a href={telHref(phone) ?? '/contact'}>Call us now</a>,
    'payment-methods': (
      <InfoDialog button="Payment methods" title="Payment methods">
        <ul className="payment-logos">
          {PAYMENT_LOGOS.map((logo) => (
            <li key={logo}>{logo}</li>
          ))}
        </ul>
      </InfoDialog>
    ),
    'get-finance': <a href={financeHref}>Get finance</a>,
    enquire: <a href="#interested">{labelsFor(locale).enquire}</a>,
    'test-drive': (
      <InfoDialog button="Book a Test Drive" title="Book a test drive" buttonClass="button">
        <p>Tell us when suits you and we will have the {word} ready.</p>
        <VehicleTestDrive car={car} site={site} now={now} priceText={price.text} />
      </InfoDialog>
    ),
    'trade-in': <a href={`/cars/trade-in?car_id=${car.id}`}>Value my trade-in</a>,
    'chat-assistant': vehicleSettings.chatAssistantUrl && (
      <a href={vehicleSettings.chatAssistantUrl} target="_blank" rel="noopener">
        Open chat assistant
      </a>
    ),
    reserve: (
      <a className="button" href={checkout}>
        {reserveLabel ?? 'Reserve Now'}
      </a>
    ),
    custom: vehicleSettings.customButton && (
      <a href={vehicleSettings.customButton.url}>{vehicleSettings.customButton.label}</a>
    ),
    chat: vehicleSettings.liveChatUrl && (
      <a href={vehicleSettings.liveChatUrl} target="_blank" rel="noopener">
        Chat with us
      </a>
    ),
    'history-report': car.file && (
      <a href={car.file} rel="noopener" target="_blank">
        Car history report
      </a>
    ),
  }

  const details = vehicleDetails(car, { locale, timeZone, now })
  const caravan = caravanSpecs(car, locale)
  const summary = carSummary(car, locale)
  const specifications = carSpecifications(car, locale)
  const equipment = standardEquipment(car)
  const photos = carPhotos(car).map((src, i) => ({ src, alt: `${title}, photo ${i + 1}` }))

  const reserve = (
    <section aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">Reserve Online</h2>
      <ul className="proposition-strip">
        {PROPOSITION_STRIP.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {reserveWording({ deposit, moneyBackGuarantee: reservations.moneyBackGuarantee, locale }).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {buttons.includes('reserve') && sidebar.reserve}
    </section>
  )
  const whyBuy = (
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
  const protect = (
    <section aria-labelledby="protect-heading">
      <h2 id="protect-heading">Protect Your Car</h2>
      <p>Ask us about extended warranty and peace-of-mind mechanical protection for your {word}.</p>
    </section>
  )
  const interested = buttons.includes('enquire') && (
    <section id="interested" aria-labelledby="interested-heading">
      <h2 id="interested-heading">Interested in this {word}?</h2>
      <VehicleEnquiry car={car} site={site} now={now} priceText={price.text} />
    </section>
  )

  const layout =
    site.template === 'showroom' ? (
      <div className="vehicle-sections">
        <section aria-labelledby="key-heading">
          <h2 id="key-heading">Key information</h2>
          <Grid items={[...details, ...caravan]} label="Key information" />
        </section>
        <section aria-labelledby="comments-heading">
          <h2 id="comments-heading">Our Comments</h2>
          <Comments raw={car.dealercomments} />
        </section>
        {!sold && reserve}
        {whyBuy}
        {protect}
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
        {!sold && interested}
      </div>
    ) : (
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
            { id: 'why', title: 'Why Buy From Us?', panel: whyBuy },
            ...(sold ? [] : [{ id: 'reserve', title: 'Reserve Online', panel: reserve }]),
            { id: 'protect', title: 'Protect Your Car', panel: protect },
            ...(equipment.length > 0
              ? [{ id: 'features', title: 'Features', panel: <Features features={equipment} /> }]
              : []),
          ]}
        />
        {!sold && interested}
      </>
    )

  return (
    <main className="vehicle-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link href="/cars">Cars</Link>
          </li>
          {car.make && (
            <li>
              <Link href={similarCarsPath({ make: car.make })}>{car.make}</Link>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="vehicle-top">
        <div className="vehicle-media">
          <Gallery photos={photos} />
          {!sold && (
            <div className="request-photos">
              <InfoDialog button="Request more photos" title="Request more photos">
                <p>Tell us what you would like to see of this {word} and we will send you photos.</p>
                <VehicleRequestPhotos car={car} site={site} now={now} priceText={price.text} />
              </InfoDialog>
            </div>
          )}
        </div>
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
            <p className="market-price" title={market.tooltip}>
              {market.text} <span className="visually-hidden">{market.tooltip}</span>
            </p>
          )}
          {certified && (
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
              {showFinance && lender && typeof lender.paymentWeek === 'number' && (
                <div className="finance-box" aria-label="Finance estimate" role="group">
                  <p className="finance-weekly">
                    <strong>{formatDollars(lender.paymentWeek, locale)}</strong> per week
                  </p>
                  {typeof lender.comparisonRate === 'number' && (
                    <p>Comparison rate {formatRate(lender.comparisonRate)} p.a.</p>
                  )}
                  <a className="button" href={financeHref}>
                    Get Pre-Approved
                  </a>{' '}
                  <InfoDialog button="How is this worked out?" title="About this estimate">
                    {provider === 'comparison' &&
                      typeof car.price === 'number' &&
                      typeof lender.paymentMonth === 'number' && (
                        <FinanceFigures car={car} lender={lender} now={now} locale={locale} timeZone={timeZone} />
                      )}
                    <LenderDisclaimer
                      provider={provider ?? ''}
                      own={lender.disclaimer || null}
                      fallback={FINANCE_DISCLAIMER}
                    />
                  </InfoDialog>
                </div>
              )}
              <ul className="vehicle-actions">
                {buttons.map((button) => sidebar[button] && <li key={button}>{sidebar[button]}</li>)}
                <BuyOnlineLink car={car} settings={site.settings} />
              </ul>
            </>
          )}
          <Grid items={details} label="Details" />
          <div className="vehicle-pdf">
            <PdfDownload href={`${href}/pdf`} filename={`${car.slug}.pdf`} />
          </div>
        </aside>
      </div>
      {caravan.length > 0 && (
        <section aria-labelledby="caravan-heading">
          <h2 id="caravan-heading">Caravan specifications</h2>
          <Grid items={caravan} label="Caravan specifications" limit={caravan.length} />
        </section>
      )}
      {layout}
      <nav className="promo-banner" aria-label="More from us">
        <Link href="/offers" prefetch={false}>
          <strong>Latest offers</strong> <span>See this month&apos;s deals</span>
        </Link>
        <a href={features.serviceBookingUrl || '/service'}>
          <strong>Book a service online</strong> <span>Pick a time that suits you</span>
        </a>
        <Link href="/sell-my-car" prefetch={false}>
          <strong>Sell your car</strong> <span>Get a valuation today</span>
        </Link>
      </nav>
      <ViewCounter site={site.slug} carId={car.id} />
    </main>
  )
}

function FinanceFigures({
  car,
  lender,
  now,
  locale,
  timeZone,
}: {
  car: Car
  lender: LenderFigures & { termMonths?: number | null }
  now: Date
  locale: string
  timeZone: string
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
      <p>{COMPARISON_RATE_BASIS}</p>
    </>
  )
}
