/**
 * Leaflet on one element: the tiles, a keyboard-focusable marker per location (an HTML marker, so no
 * image files) with its name and address in a popup. Loaded by `location-map.tsx` only once the map
 * scrolls into view, so Leaflet's script never weighs on a page until then. Its styles come with the page
 * (`locations-today.tsx`): CSS of a module loaded by a bare import() is not reliably applied by Next.
 */
import * as L from 'leaflet'

import type { MapPoint, MapTiles } from '@/domain/home-page'

export type MountedMap = { remove: () => void }

export function mountMap(
  element: HTMLElement,
  {
    points,
    tiles,
    reducedMotion,
    onTiles,
  }: { points: MapPoint[]; tiles: MapTiles; reducedMotion: boolean; onTiles: (loaded: boolean) => void },
): MountedMap {
  const map = L.map(element, {
    scrollWheelZoom: false,
    keyboard: true,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  })
  let loaded = false
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom })
  layer.on('tileload', () => {
    if (!loaded) onTiles((loaded = true))
  })
  // Offline, or the tile host refused: every tile fails before any loads.
  layer.on('tileerror', () => {
    if (!loaded) onTiles(false)
  })
  layer.addTo(map)
  const icon = L.divIcon({
    className: 'location-map-marker',
    html: '<span></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  })
  for (const point of points) {
    const popup = document.createElement('div')
    const name = popup.appendChild(document.createElement('strong'))
    name.textContent = point.name
    if (point.address) {
      popup.appendChild(document.createElement('br'))
      popup.appendChild(document.createTextNode(point.address))
    }
    L.marker([point.lat, point.lng], { icon, title: point.name, alt: point.name, keyboard: true })
      .bindPopup(popup)
      .addTo(map)
  }
  if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 15)
  else
    map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number])), {
      padding: [32, 32],
    })
  return { remove: () => map.remove() }
}
