import { dateTimeFormat } from '@/domain/intl'
import { fill, labelsFor } from '@/domain/labels'
import { addressLine, directionsUrl, mapUrl } from '@/domain/locations'
import { phoneHref } from '@/domain/phone'
import { hoursFromStored, openingHoursLines, upcomingHolidayHours } from '@/domain/opening-hours'
import { averageLine, type ReviewSummary } from '@/domain/reviews'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

import { InfoDialog } from '../info-dialog'

import { Stars } from './stars'

/** A holiday's date as shoppers read it, e.g. Fri 25 Dec 2026 (en-AU) or Fri, Dec 25, 2026 (en-US). */
const holidayDate = (locale: string) => (date: string) =>
  dateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`))

/** The phone as a tel: link where the site dials from its pages, else a link to /contact (spec 2.2). */
export function PhoneLink({ phone, site, label }: { phone: string; site: ResolvedSite; label?: string }) {
  const text = label ? `${label} ${phone}` : phone
  return <a href={phoneHref(phone, site.settings.features.telLinks)}>{text}</a>
}

/** A location's weekly hours (Mon-Fri grouped when identical) as a definition list. */
export function OpeningHours({ location, site }: { location: SiteLocation; site: ResolvedSite }) {
  const { timeZone, features } = site.settings
  const { weekly } = hoursFromStored(location.contactDetail, timeZone)
  const lines = openingHoursLines(weekly, { closedByAppointment: features.closedByAppointment })
  return (
    <dl className="opening-hours">
      {lines.map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd className={line.closed ? 'muted' : undefined}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The Holiday Opening Hours popup: upcoming holiday hours, on sites that show them (spec 2.7). */
export function HolidayHours({ location, site }: { location: SiteLocation; site: ResolvedSite }) {
  const { features, timeZone, today, locale } = site.settings
  if (!features.holidayHours) return null
  const { special } = hoursFromStored(location.contactDetail, timeZone)
  const lines = upcomingHolidayHours(special, today, holidayDate(locale))
  if (lines.length === 0) return null
  const labels = labelsFor(locale)
  return (
    <InfoDialog
      button={labels.holidayOpeningHours}
      title={fill(labels.holidayOpeningHoursAt, { name: location.name })}
      testId="holiday-hours"
    >
      <table className="holiday-hours">
        <thead>
          <tr>
            <th scope="col">{labels.holidayHoursDate}</th>
            <th scope="col">{labels.holidayHoursHours}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.date}>
              <th scope="row">
                {line.date}
                {line.label && <span className="muted"> ({line.label})</span>}
              </th>
              <td>{line.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </InfoDialog>
  )
}

export function RatingLine({ summary }: { summary: ReviewSummary | null }) {
  if (!summary || summary.count === 0) return null
  return (
    <p className="rating-line">
      <Stars rating={Number(summary.average_rating)} /> {averageLine(summary)}
    </p>
  )
}

/** The rating a location shows: its provider's figures when set, else its own reviews' summary. */
export function locationRating(location: SiteLocation, ownReviews: ReviewSummary | null): ReviewSummary | null {
  const { averageRating, reviewCount } = location.ratingSummary ?? {}
  if (typeof averageRating === 'number' && typeof reviewCount === 'number' && reviewCount > 0)
    return { count: reviewCount, average_rating: averageRating.toFixed(1) }
  return ownReviews && ownReviews.count > 0 ? ownReviews : null
}

/** Address, phones and the map and directions links of a location. */
export function LocationContact({ location, site }: { location: SiteLocation; site: ResolvedSite }) {
  const line = addressLine(location.address)
  const map = mapUrl(location.address)
  const directions = directionsUrl(location.address)
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      {line && <address className="location-address">{line}</address>}
      <ul className="location-phones">
        {location.phone && (
          <li>
            <PhoneLink phone={location.phone} site={site} label={labels.phone} />
          </li>
        )}
        {location.contactDetail?.landlinePhone && (
          <li>
            <PhoneLink phone={location.contactDetail.landlinePhone} site={site} label={labels.landline} />
          </li>
        )}
      </ul>
      <p className="location-links">
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer">
            {labels.viewOnMap}
            <span className="visually-hidden"> {labels.opensInNewTab}</span>
          </a>
        )}
        {directions && (
          <a className="button-secondary" href={directions} target="_blank" rel="noopener noreferrer">
            {labels.getDirections}
            <span className="visually-hidden">
              {' '}
              {fill(labels.directionsTo, { name: location.name })} {labels.opensInNewTab}
            </span>
          </a>
        )}
      </p>
    </>
  )
}
