import { LocationTodayCard } from '@/components/content/location-today-card'
import { mapPoints, mapTiles } from '@/domain/home-page'
import { labelsFor } from '@/domain/labels'
import { addressLine } from '@/domain/locations'
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
