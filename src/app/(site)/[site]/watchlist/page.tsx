import Link from 'next/link'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { WatchlistButton } from '@/components/saved/watchlist-button'
import { carTitle } from '@/domain/car-title'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { signInPath } from '@/domain/return-path'
import { watchlistStatus } from '@/domain/watchlist'
import { currentCustomer } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { watchlistCarIds } from '@/lib/data/watchlist'
import { toCarDocument } from '@/search/car-document'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }> }

export const metadata: Metadata = { title: 'Your watchlist', robots: { index: false } }

/** The signed-in customer's watchlist on this site: each car with its price and status now (a sold car says so). */
export default async function WatchlistPage({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const customer = await currentCustomer(site)
  if (!customer) redirect(signInPath('watchlist', '/watchlist', '/'))
  const payload = await payloadClient()
  const ids = await watchlistCarIds(payload, site, customer)
  const { docs } = ids.length
    ? await payload.find({
        collection: 'cars',
        where: { and: [{ id: { in: ids } }, { site: { equals: site.id } }] },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const byId = new Map(docs.map((car) => [car.id, car]))
  const cars = ids.map((id) => byId.get(id)).filter((car) => car !== undefined)
  const prices = sitePriceSettings(site.settings)
  return (
    <>
      <SiteHeader site={site} />
      <main>
        <h1>Your watchlist</h1>
        <p className="muted">Signed in as {customer.email}.</p>
        {cars.length === 0 ? (
          <p>
            Nothing saved yet. Tap Watchlist on any car in <Link href="/cars">our stock</Link> to keep it here.
          </p>
        ) : (
          <ul className="watchlist-list">
            {cars.map((car) => {
              const title = carTitle(car)
              const price = priceDisplay(toCarDocument(car, site), prices)
              const status = watchlistStatus(car)
              return (
                <li key={car.id} className="watchlist-item">
                  <div>
                    <h2>
                      <a href={`/cars/${car.slug}`}>{title}</a>
                    </h2>
                    <p>
                      {price.text}{' '}
                      <span className={status === 'Sold' ? 'watchlist-status-sold' : 'muted'}>· {status}</span>
                    </p>
                  </div>
                  <WatchlistButton carId={car.id} title={title} />
                </li>
              )
            })}
          </ul>
        )}
        <form method="post" action="/api/account/sign-out">
          <button type="submit" className="button-secondary">
            Sign out
          </button>
        </form>
      </main>
    </>
  )
}
