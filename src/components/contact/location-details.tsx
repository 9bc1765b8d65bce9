import { addressLine } from '@/domain/locations'
import { telHref } from '@/domain/phone'
import { labelsFor } from '@/domain/labels'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

/** A location type's word in the catalogue. */
const TYPE_LABEL = { sales: 'locationTypeSales', service: 'locationTypeService', parts: 'locationTypeParts' } as const

export const locationAddress = (location: Pick<SiteLocation, 'address'>) => addressLine(location.address)

/** One location's details: name, type, address, phone (a tel: link where the site dials phone numbers). */
export function LocationDetails({
  site,
  location,
  headingLevel = 2,
  link = true,
}: {
  site: ResolvedSite
  location: SiteLocation
  headingLevel?: 2 | 3
  link?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const address = locationAddress(location)
  const type = location.locationType || 'sales'
  const tel = site.settings.features.telLinks ? telHref(location.phone) : null
  const labels = labelsFor(site.settings.locale)
  return (
    <section className="location-details" aria-label={location.name}>
      <Heading>{link ? <a href={`/contact-us/${location.slug}`}>{location.name}</a> : location.name}</Heading>
      <p className="muted">{labels[TYPE_LABEL[type]]}</p>
      {address && <address>{address}</address>}
      {location.phone && (
        <p>
          {labels.phone}: {tel ? <a href={tel}>{location.phone}</a> : location.phone}
        </p>
      )}
    </section>
  )
}
