import { notFound } from 'next/navigation'

import { localeFacts } from '@/domain/locale'
import { siteForHost, siteLocations } from '@/lib/sites'

import { SiteHeader } from './site-header'

type Props = { params: Promise<{ site: string }> }

/** The site's home page (a placeholder until the page builder fills it). */
export default async function SiteHome({ params }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const locations = await siteLocations(site)
  const facts = localeFacts(site.locale)
  return (
    <>
      <SiteHeader site={site} />
      <main>
        <h1>Welcome to {site.name}</h1>
        <p className="muted" data-testid="site-locale">
          Locale {facts.locale} · {facts.country} · prices in {facts.currency}
        </p>
        {locations.length > 0 && (
          <section aria-labelledby="locations-heading">
            <h2 id="locations-heading">Our locations</h2>
            <ul className="locations">
              {locations.map((location) => (
                <li key={location.id}>
                  <h3>{location.name}</h3>
                  {location.address?.street && (
                    <p>
                      {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
                    </p>
                  )}
                  {location.phone && <p>Phone {location.phone}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  )
}
