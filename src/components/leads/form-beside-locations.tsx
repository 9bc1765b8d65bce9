import type { ReactNode } from 'react'

import { LocationTodayCard } from '@/components/content/location-today-card'
import { labelsFor } from '@/domain/labels'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import './lead-form-pages.css'

/**
 * A lead form with the places it leads to beside it (below it on a phone): each location's card with today's
 * hours, phone and directions, so a shopper booking a drive or bringing a car in sees where and when.
 */
export function FormBesideLocations({
  site,
  locations,
  children,
}: {
  site: ResolvedSite
  locations: readonly SiteLocation[]
  children: ReactNode
}) {
  if (locations.length === 0) return children
  const labels = labelsFor(site.settings.locale)
  return (
    <div className="form-beside-locations">
      <div className="form-beside-locations-form">{children}</div>
      <section className="form-beside-locations-list" aria-labelledby="form-locations-heading">
        <h2 id="form-locations-heading">{labels.visitUs}</h2>
        {locations.map((location) => (
          <LocationTodayCard key={location.id} site={site} location={location} />
        ))}
      </section>
    </div>
  )
}
