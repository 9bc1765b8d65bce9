import { PhoneLink } from '@/components/content/location-details'
import { labelsFor } from '@/domain/labels'
import { addressLine, locationsForMode, serviceListName } from '@/domain/locations'
import { siteLocations } from '@/lib/data/sites'
import type { LocationsGridBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/** Locations as compact tiles (name, address, phone, link), sales, then service, then parts; service names stripped of the dealer's name. */
export async function LocationsGrid({
  block,
  context,
}: {
  block: LocationsGridBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const locations = locationsForMode(await siteLocations(site), block.type === 'all' ? 'all' : block.type)
  if (locations.length === 0) return null
  return (
    <section
      className="block-locations-grid"
      aria-label={block.heading || labelsFor(site.settings.locale).ourLocations}
    >
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="card-grid" role="list">
        {locations.map((location) => (
          <li key={location.id} className="content-card">
            <h3>
              <a href={`/locations/${location.slug}`}>
                {block.type === 'service' ? serviceListName(location, site.name) : location.name}
              </a>
            </h3>
            {addressLine(location.address) && <p>{addressLine(location.address)}</p>}
            {location.phone && (
              <p>
                <PhoneLink phone={location.phone} site={site} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
