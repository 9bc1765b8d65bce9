import { notFound } from 'next/navigation'

import { dateTimeFormat } from '@/domain/intl'
import { fill, labelsFor } from '@/domain/labels'
import { formatDollars } from '@/domain/price-display'
import { RESERVATION_HOLD_HOURS } from '@/domain/reservations'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { confirmPayment } from '@/reservations/reserve'

import { fillNodes } from '@/components/fill-nodes'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string; token: string }> }

export const generateMetadata = catalogueMetadata('yourReservation', {
  robots: { index: false },
  referrer: 'no-referrer',
})
export const dynamic = 'force-dynamic'

const TOKEN = /^[A-Za-z0-9_-]{32}$/

/**
 * `/reservations/{token}`: the shopper's confirmation, reached after reserving (and after paying on the
 * payment page). The token is the reservation's secret; a token of another site is not found. A card payment
 * is checked with the provider here, since the shopper may arrive before any notice of it.
 */
export default async function ReservationPage({ params }: Props) {
  const { site: host, token } = await params
  const site = await siteForHost(host)
  if (!site || !TOKEN.test(token)) notFound()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ token: { equals: token } }, { site: { equals: site.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) notFound()
  const reservation =
    docs[0].deposit.state === 'awaiting-payment'
      ? await confirmPayment(payload, docs[0].id, site).catch(() => docs[0]!)
      : docs[0]
  const car = await payload.findByID({
    collection: 'cars',
    id: reservation.car as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const { locale, timeZone } = site.settings
  const deposit = formatDollars(reservation.deposit.amount, locale)
  const until = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(reservation.expires_at),
  )
  const held = reservation.status === 'held'
  const labels = labelsFor(locale)

  return (
    <>
      <main className="success-page reservation-page">
        {held && reservation.deposit.state !== 'awaiting-payment' ? (
          <>
            <h1>{labels.carReserved}</h1>
            <p>
              {fillNodes(labels.holdingCar, {
                car: <strong>{reservation.car_name}</strong>,
                hours: RESERVATION_HOLD_HOURS,
                until: <strong>{until}</strong>,
              })}
            </p>
            <p>
              {reservation.deposit.state === 'authorised'
                ? fill(labels.depositAuthorised, { amount: deposit })
                : fill(labels.depositWillBeTaken, { site: site.name, amount: deposit })}
            </p>
            <p className="muted">{fill(labels.reservationNumber, { number: reservation.id, site: site.name })}</p>
          </>
        ) : held ? (
          <>
            <h1>{labels.depositNotPaid}</h1>
            <p>
              {fillNodes(labels.heldWhilePaying, { car: <strong>{reservation.car_name}</strong>, amount: deposit })}
            </p>
          </>
        ) : (
          <>
            <h1>{labels.reservationEnded}</h1>
            <p>
              {fill(labels.reservationOf, {
                car: reservation.car_name ?? '',
                outcome: reservation.status === 'converted' ? labels.becamePurchase : labels.noLongerHeld,
                release: reservation.deposit.state === 'cancelled' ? labels.holdReleased : '.',
              })}
            </p>
          </>
        )}
        <p>
          {car ? <a href={`/cars/${car.slug}`}>{labels.backToCar}</a> : null} <a href="/cars">{labels.keepBrowsing}</a>
        </p>
      </main>
    </>
  )
}
