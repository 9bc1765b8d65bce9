import { notFound, redirect } from 'next/navigation'

import { CarPhoto } from '@/components/photos/car-photo'
import { WatchlistButton } from '@/components/saved/watchlist-button'
import { fill, labelsFor, textFor } from '@/domain/labels'
import { carTitle } from '@/domain/car-title'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { signInPath } from '@/domain/return-path'
import { watchlistStatus } from '@/domain/watchlist'
import { currentCustomer } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { watchlistCarIds } from '@/lib/data/watchlist'
import { toCarDocument } from '@/search/car-document'

import { Card } from '@/components/ui/card'
import { fillNodes } from '@/components/fill-nodes'
import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = catalogueMetadata('yourWatchlist', { robots: { index: false } })

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
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main>
        <h1>{labels.yourWatchlist}</h1>
        <p className="muted">{fill(labels.signedInAs, { email: customer.email })}</p>
        {cars.length === 0 ? (
          <p>{fillNodes(labels.nothingSavedYet, { stock: <a href="/cars">{labels.ourStockLower}</a> })}</p>
        ) : (
          <ul className="watchlist-list">
            {cars.map((car) => {
              const title = carTitle(car)
              const doc = toCarDocument(car, site)
              const price = priceDisplay(doc, prices)
              const status = watchlistStatus(car)
              return (
                <Card as="li" key={car.id} className="watchlist-item">
                  <div className="watchlist-photo">
                    <CarPhoto
                      url={doc.primary_image_url}
                      title={title}
                      car={car}
                      site={site}
                      sizes="8rem"
                      maxWidth={480}
                    />
                  </div>
                  <div>
                    <h2>
                      <a href={`/cars/${car.slug}`}>{title}</a>
                    </h2>
                    <p>
                      {price.text}{' '}
                      <span className={status === 'Sold' ? 'watchlist-status-sold' : 'muted'}>
                        · {textFor(site.settings.locale, status)}
                      </span>
                    </p>
                  </div>
                  <WatchlistButton carId={car.id} title={title} />
                </Card>
              )
            })}
          </ul>
        )}
        <form method="post" action="/api/account/sign-out">
          <button type="submit" className="button-secondary">
            {labels.signOut}
          </button>
        </form>
      </main>
    </>
  )
}
