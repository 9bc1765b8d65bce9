import Link from 'next/link'

import type { PublicSite, SiteLocation } from '@/lib/sites'

export const locationAddress = (location: Pick<SiteLocation, 'address'>) => {
  const a = location.address
  return [a?.street, [a?.city, a?.state?.toUpperCase(), a?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** tel: needs the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** One location's details: name, type, address, phone (a tel: link where the site dials phone numbers). */
export function LocationDetails({ site, location, headingLevel = 2, link = true }: { site: PublicSite; location: SiteLocation; headingLevel?: 2 | 3; link?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const address = locationAddress(location)
  const type = location.locationType || 'sales'
  return (
    <section className="location-details" aria-label={location.name}>
      <Heading>{link ? <Link href={`/contact-us/${location.slug}`}>{location.name}</Link> : location.name}</Heading>
      <p className="muted">{type[0]!.toUpperCase() + type.slice(1)}</p>
      {address && <address>{address}</address>}
      {location.phone && (
        <p>
          Phone: {site.features?.telLinks !== false ? <a href={telHref(location.phone)}>{location.phone}</a> : location.phone}
        </p>
      )}
    </section>
  )
}
