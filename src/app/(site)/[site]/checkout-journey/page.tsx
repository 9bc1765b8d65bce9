import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { JourneySteps } from '@/components/checkout-journey/journey-steps'
import { CheckoutCar } from '@/components/reservations/checkout-car'
import '@/components/checkout-journey/journey.css'
import '@/components/leads/lead-form-pages.css'
import { carTitle } from '@/domain/car-title'
import { journeyHref, journeyPosition, onlinePurchaseOpen, postcodeLabel } from '@/domain/checkout-journey'
import { formatMoney, labelsFor } from '@/domain/labels'
import { requireCustomer } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { journeyCookieName, openJourney } from '@/reservations/checkout-journey'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return { title: labelsFor(site?.settings.locale).journeyHeading, robots: { index: false } }
}

/**
 * `/checkout-journey?car_id={slug}` (issue 17): Online Purchase of a used car, on sites with reservations and
 * the online purchase switch on. The shopper's saved draft is found by the key in their cookie for this car; a
 * car that cannot be bought online sends them back to the car (an unknown one is a 404).
 */
export default async function Page({ params, searchParams }: Props) {
  const { site: host } = await params
  const site = await siteForHost(host)
  if (!site) notFound()
  const query = await searchParams
  const slug = typeof query.car_id === 'string' ? query.car_id : null
  if (!slug) notFound()
  const { features, locale, country } = site.settings
  if (!onlinePurchaseOpen(features.reservations)) notFound()
  const customer = await requireCustomer(site, journeyHref(slug), 'checkout', `/cars/${encodeURIComponent(slug)}`)
  const key = (await cookies()).get(journeyCookieName(slug))?.value
  const opened = await openJourney(await payloadClient(), site, slug, key, site.settings.now)
  if (!opened.ok) {
    if (opened.car) redirect(`/cars/${opened.car.slug}`)
    notFound()
  }
  const { view } = opened
  const labels = labelsFor(locale)
  const title = carTitle(view.car)
  const step = typeof query.step === 'string' ? query.step : null
  const money = (amount: number) => formatMoney(locale, amount)
  return (
    <>
      <main className="checkout-page">
        <p>
          <a href={`/cars/${view.car.slug}`}>{labels.journeyBackToCar}</a>
        </p>
        <h1>{labels.journeyTitle.replace('{car}', title)}</h1>
        <div className="checkout-grid">
          <CheckoutCar site={site} car={view.car} />
          <JourneySteps
            carSlug={view.car.slug}
            carHref={`/cars/${view.car.slug}`}
            labels={labels}
            initial={{
              state: view.state,
              position: journeyPosition(view.state, step),
              summary: view.summary,
              reservation: view.reservationPath,
            }}
            pickupLocations={view.pickupLocations}
            weeklyText={view.weekly === null ? null : money(view.weekly)}
            depositText={money(view.deposit)}
            postcodeLabel={postcodeLabel(country)}
            postcodeMaxLength={country === 'US' ? 10 : 4}
            odometerLabel={labels.journeyOdometer.replace(
              '{unit}',
              site.settings.distanceUnit === 'mile' ? 'mi' : 'km',
            )}
            thanksText={labels.journeyThanks.replace('{site}', site.name)}
            captcha={!customer && features.captcha}
            contactDefaults={{
              name: customer?.name ?? '',
              email: customer?.email ?? '',
              phone: customer?.phone_number ?? '',
            }}
          />
        </div>
      </main>
    </>
  )
}
