import Link from 'next/link'

import { addressLine } from '@/domain/locations'
import { telHref } from '@/domain/phone'
import type { ResolvedSite, SiteLocation } from '@/lib/data/sites'

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
  return (
    <section className="location-details" aria-label={location.name}>
      <Heading>{link ? <Link href={`/contact-us/${location.slug}`}>{location.name}</Link> : location.name}</Heading>
      <p className="muted">{type[0]!.toUpperCase() + type.slice(1)}</p>
      {address && <address>{address}</address>}
      {location.phone && <p>Phone: {tel ? <a href={tel}>{location.phone}</a> : location.phone}</p>}
    </section>
  )
}
