import { PhoneLink } from '@/components/content/location-details'
import { mapPoints, mapTiles } from '@/domain/home-page'
import { fill, labelsFor, textFor } from '@/domain/labels'
import { addressLine, directionsUrl } from '@/domain/locations'
import { hoursFromStored, todaysHours } from '@/domain/opening-hours'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import { LocationMap } from './location-map'

// Leaflet's own styles (about 3.5 KB compressed) with the page that has a map; the script loads when seen.
import 'leaflet/dist/leaflet.css'
import './home.css'

/** The map of these locations (those with coordinates), loaded when scrolled into view. */
export function LocationsMap({ site, locations }: { site: ResolvedSite; locations: readonly SiteLocation[] }) {
  const labels = labelsFor(site.settings.locale)
  const points = mapPoints(locations, (index) => addressLine(locations[index]?.address))
  if (points.length === 0) return null
  return (
    <LocationMap
      points={points}
      tiles={mapTiles()}
      words={{
        label: labels.locationsMap,
        instructions: labels.mapInstructions,
        loading: labels.mapLoading,
        unavailable: labels.mapUnavailable,
      }}
    />
  )
}

/**
 * One location's address card: name (to its page), address, today's hours in the site's time zone (a
 * holiday's own hours on that day), phone and Get directions. Always rendered: it is what the map degrades to.
 */
export function LocationTodayCard({
  site,
  location,
  heading: H = 'h3',
}: {
  site: ResolvedSite
  location: SiteLocation
  heading?: 'h2' | 'h3'
}) {
  const { locale, timeZone, today, features } = site.settings
  const labels = labelsFor(locale)
  const { weekly, special } = hoursFromStored(location.contactDetail, timeZone)
  const hours = todaysHours(weekly, special, today, { closedByAppointment: features.closedByAppointment })
  const line = addressLine(location.address)
  const directions = directionsUrl(location.address)
  const hoursText = textFor(locale, hours.hours)
  return (
    <article className="location-today content-card" data-testid="location-today">
      <H>
        <a href={`/locations/${location.slug}`}>{location.name}</a>
      </H>
      {line && <address className="location-address">{line}</address>}
      <p className={hours.closed ? 'location-today-hours muted' : 'location-today-hours'} data-testid="todays-hours">
        {fill(labels.todaysHours, { hours: hoursText })}
        {hours.holiday && <span className="muted"> ({hours.holiday})</span>}
      </p>
      {location.phone && (
        <p className="location-phones">
          <PhoneLink phone={location.phone} site={site} label={labels.phone} />
        </p>
      )}
      {directions && (
        <p>
          <a className="button-secondary" href={directions} target="_blank" rel="noopener noreferrer">
            {labels.getDirections}
            <span className="visually-hidden">
              {' '}
              {location.name} {labels.opensInNewTab}
            </span>
          </a>
        </p>
      )}
    </article>
  )
}

/** Address cards with today's hours beside the map of the same locations. */
export function LocationsToday({
  site,
  locations,
  showMap,
}: {
  site: ResolvedSite
  locations: readonly SiteLocation[]
  showMap: boolean
}) {
  return (
    <div className={showMap ? 'locations-today locations-today-map' : 'locations-today'}>
      <div className="locations-today-cards">
        {locations.map((location) => (
          <LocationTodayCard key={location.id} site={site} location={location} />
        ))}
      </div>
      {showMap && <LocationsMap site={site} locations={locations} />}
    </div>
  )
}
