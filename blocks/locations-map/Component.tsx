import { LocationsToday } from '@/components/home/locations-today'
import { labelsFor } from '@/domain/labels'
import { locationsForMode } from '@/domain/locations'
import { siteLocations } from '@/lib/data/sites'
import type { LocationsMapBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/**
 * The site's visible locations (sales, then service, then parts) with today's hours in the site's time
 * zone, and their map. No locations: nothing renders.
 */
export async function LocationsMapSection({
  block,
  context,
}: {
  block: LocationsMapBlock
  context: BlockContext
  index: number
}) {
  const { site } = context
  const locations = locationsForMode(await siteLocations(site), 'all')
  if (locations.length === 0) return null
  const heading = block.heading || labelsFor(site.settings.locale).visitUs
  return (
    <section className="block-locations-map" aria-label={heading}>
      <h2>{heading}</h2>
      <LocationsToday site={site} locations={locations} showMap={block.showMap !== false} />
    </section>
  )
}
