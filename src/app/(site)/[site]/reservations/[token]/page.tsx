import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { formatDollars } from '@/domain/price-display'
import { RESERVATION_HOLD_HOURS } from '@/domain/reservations'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { confirmPayment } from '@/reservations/reserve'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string; token: string }> }

export const metadata: Metadata = { title: 'Your reservation', robots: { index: false }, referrer: 'no-referrer' }
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
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(reservation.expires_at),
  )
  const held = reservation.status === 'held'

  return (
    <>
      <SiteHeader site={site} />
      <main className="success-page reservation-page">
        {held && reservation.deposit.state !== 'awaiting-payment' ? (
          <>
            <h1>Your car is reserved</h1>
            <p>
              We are holding the <strong>{reservation.car_name}</strong> for you for {RESERVATION_HOLD_HOURS} hours,
              until <strong>{until}</strong>.
            </p>
            <p>
              {reservation.deposit.state === 'authorised'
                ? `Your ${deposit} deposit is held on your card, not charged. It is refundable in full.`
                : `${site.name} will contact you shortly to take your ${deposit} deposit. It is refundable in full.`}
            </p>
            <p className="muted">
              Reservation number {reservation.id}. We have sent your details to the {site.name} team.
            </p>
          </>
        ) : held ? (
          <>
            <h1>Your deposit is not paid yet</h1>
            <p>
              The <strong>{reservation.car_name}</strong> is held for you while you finish paying the {deposit} deposit.
              If the payment is not completed, the car is released again.
            </p>
          </>
        ) : (
          <>
            <h1>This reservation has ended</h1>
            <p>
              The reservation of the {reservation.car_name}{' '}
              {reservation.status === 'converted' ? 'became a purchase' : 'is no longer held'}
              {reservation.deposit.state === 'cancelled' ? '; any deposit hold was released in full.' : '.'}
            </p>
          </>
        )}
        <p>
          {car ? <a href={`/cars/${car.slug}`}>Back to the car</a> : null} <Link href="/cars">Keep browsing cars</Link>
        </p>
      </main>
    </>
  )
}
