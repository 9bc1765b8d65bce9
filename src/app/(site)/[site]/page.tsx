import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageView, pageMetadata } from '@/components/pages/page-view'
import { fill, labelsFor } from '@/domain/labels'
import { HOME_SLUG } from '@/domain/pages'
import { sitePage } from '@/lib/data/pages'
import { siteForHost, siteLocations } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  const found = site ? await sitePage(site, HOME_SLUG) : null
  return site && found
    ? pageMetadata(found.page, { home: { siteName: site.name }, preview: Boolean(found.preview) })
    : {}
}

/**
 * The site's home page: its page with slug `home`, built from blocks in the admin. A site that has not
 * published one yet gets a plain welcome with its locations.
 */
export default async function SiteHome({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const found = await sitePage(site, HOME_SLUG)
  if (found) return <PageView site={site} page={found.page} preview={found.preview} />
  const locations = await siteLocations(site)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main id="main">
        <h1>{fill(labels.welcomeTo, { site: site.name })}</h1>
        {locations.length > 0 && (
          <section aria-labelledby="locations-heading">
            <h2 id="locations-heading">{labels.ourLocations}</h2>
            <ul className="locations">
              {locations.map((location) => (
                <li key={location.id}>
                  <h3>{location.name}</h3>
                  {location.address?.street && (
                    <p>
                      {location.address.street}, {location.address.city} {location.address.state}{' '}
                      {location.address.postcode}
                    </p>
                  )}
                  {location.phone && <p>{fill(labels.phoneNumberValue, { phone: location.phone })}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  )
}
