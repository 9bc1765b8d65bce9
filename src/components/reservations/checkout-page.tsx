import { notFound, redirect } from 'next/navigation'

import { ReservationForm } from '@/components/leads/deferred/reservation-form'
import { PaymentMarks } from '@/components/payment-marks'
import { fill, labelsFor } from '@/domain/labels'
import { formatDollars } from '@/domain/price-display'
import { reserveWording } from '@/domain/reserve-wording'
import { canReserve, checkoutHref, checkoutSegment, reservationDeposit, type CheckoutPath } from '@/domain/reservations'
import { carTitle } from '@/domain/car-title'
import { requireCustomer } from '@/lib/data/customers'
import { siteCarBySlug } from '@/lib/data/site-cars'
import { siteForHost } from '@/lib/data/sites'
import { paymentProvider } from '@/reservations/payment'

import { fillNodes } from '@/components/fill-nodes'

import { CheckoutCar } from './checkout-car'

export type CheckoutProps = { params: Promise<{ site: string; slug: string }> }

/**
 * `/cars/{slug}/checkout` (or `/buy-online` where the site says so, spec 2.1): reserve the car with the site's
 * deposit, held 48 hours and refundable in full. Sign-in gated where the site requires it (requireCustomer);
 * the other page name redirects to the site's.
 */
export async function CheckoutPage({ params, segment }: CheckoutProps & { segment: CheckoutPath }) {
  const { site: host, slug } = await params
  const site = await siteForHost(host)
  if (!site) notFound()
  const { features, locale } = site.settings
  const settings = features.reservations
  if (!settings.enabled) notFound()
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    notFound()
  }
  const car = await siteCarBySlug(site, decoded)
  if (!car) notFound()
  const path = checkoutHref(car.slug, settings.checkoutPath)
  if (checkoutSegment(settings.checkoutPath) !== segment) redirect(path)
  const customer = await requireCustomer(site, path, 'checkout', `/cars/${car.slug}`)

  const title = carTitle(car)
  const deposit = reservationDeposit(settings.depositAmount)
  const depositText = formatDollars(deposit, locale)
  const online = paymentProvider().name === 'stripe'
  const open = canReserve(car, settings)
  const labels = labelsFor(locale)

  return (
    <>
      <main className="checkout-page">
        <p>
          <a href={`/cars/${car.slug}`}>{labels.backToCar}</a>
        </p>
        <h1>{fill(labels.reserveThe, { car: title })}</h1>
        <div className="checkout-grid">
          <CheckoutCar site={site} car={car}>
            <h3>{labels.yourDeposit}</h3>
            {reserveWording({ deposit, moneyBackGuarantee: settings.moneyBackGuarantee, locale }).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="muted">
              {online
                ? fill(labels.depositOnline, { amount: depositText })
                : fill(labels.depositByPhone, { site: site.name, amount: depositText })}
            </p>
            <PaymentMarks label={labelsFor(locale).paymentMethods} />
          </CheckoutCar>
          <section aria-label={labels.reserve} className="checkout-form">
            {open ? (
              <ReservationForm
                carId={car.id}
                depositText={depositText}
                defaults={{
                  name: customer?.name ?? '',
                  email: customer?.email ?? '',
                  phone: customer?.phone_number ?? '',
                }}
                captcha={!customer && features.captcha}
              />
            ) : (
              <div role="status" className="form-alert">
                <p>{car.status === 'sold' ? labels.carSoldSorry : labels.carNotReservable}</p>
                <p>
                  {fillNodes(labels.backToCarOrOthers, {
                    back: <a href={`/cars/${car.slug}`}>{labels.backToCar}</a>,
                    others: <a href="/cars">{labels.seeOtherCars}</a>,
                  })}
                </p>
              </div>
            )}
          </section>
        </div>
      </main>
    </>
  )
}
