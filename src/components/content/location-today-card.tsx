import { fill, labelsFor, textFor } from '@/domain/labels'
import { addressLine, directionsUrl } from '@/domain/locations'
import { hoursFromStored, todaysHours } from '@/domain/opening-hours'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import { PhoneLink } from './location-details'
import './content.css'

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
